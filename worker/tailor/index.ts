// Tailoring: a saved profile and a job description in, the editor resume with a suggested version of
// every responsibility and of the skills list out, plus the job-match figures and the role applied for.
// Two engines behind one call (local, Workers AI) with the same contract and the same guards.

import { emptyRecord, type EditorResume, type MatchReport, type StoredRecord } from "../shapes/resume";
import { assemble, tailoringBase, type Proposal } from "./guards/assemble";
import { analyzeJob } from "./job/analysis";
import { clearTextCaches } from "./lexicon/vocabulary";
import type { JobTerms } from "./match/job-terms";
import { localProposal } from "./engines/local";
import { matchReport } from "./match/requirement-map";
import { aiProposal, DEFAULT_MODEL, type AiRunner } from "./engines/workers-ai";

export type { AiRunner } from "./engines/workers-ai";
export { DEFAULT_MODEL, DEFAULT_AI_TIMEOUT_MS } from "./engines/workers-ai";
export { findRoleTitle, GENERAL_ROLE } from "./match/role";
export { scoreText, extractJobTerms, type Choice, type MatchMode, type ResumeChoices, type JobTerms, type JobTerm } from "./match/match";
export {
  computeMatch,
  requirementMap,
  resumeText,
  type MatchScore,
  type RequirementMap,
  type RequirementRow,
} from "./match/requirement-map";
export { analyzeJob, jobAnalysisCount, type JobAnalysis } from "./job/analysis";
export { auditTailoring, type AuditViolation } from "./guards/audit";

export const MAX_JOB_DESCRIPTION_CHARS = 20_000;

export interface TailorOptions {
  engine: "local" | "workers-ai";
  ai?: AiRunner;
  model?: string;
  timeoutMs?: number;
  log?: (event: string, data?: Record<string, unknown>) => void;
}

export interface TailorResult {
  modified_experiences: EditorResume;
  match: MatchReport;
  /** The job's requirements as analysed for this request: the editor's requirement map is computed from them. */
  requirements: JobTerms;
  role_applied: string;
  engine_used: "local" | "workers-ai";
}

/**
 * Never throws for AI trouble: any AI failure ends in the local engine. The route validates the job
 * description (blank → 400, over MAX_JOB_DESCRIPTION_CHARS → 413); here it is only clipped defensively.
 */
export async function tailorResume(profile: StoredRecord, jobDescription: string, opts: TailorOptions): Promise<TailorResult> {
  // A logger that throws must not turn into a failed generation.
  const log = (event: string, data?: Record<string, unknown>) => {
    try {
      opts.log?.(event, data);
    } catch {
      /* logging is best effort */
    }
  };
  const jd = String(jobDescription ?? "").slice(0, MAX_JOB_DESCRIPTION_CHARS);
  // The one analysis of the posting this request makes: engines, guards, match and editor all read it.
  clearTextCaches();
  const job = analyzeJob(jd);
  const base = tailoringBase(profile ?? emptyRecord());

  let proposal: Proposal | undefined;
  let engine_used: TailorResult["engine_used"] = "local";
  if (opts.engine === "workers-ai") {
    if (opts.ai) {
      proposal = await aiProposal(base, job, { ai: opts.ai, model: opts.model || DEFAULT_MODEL, timeoutMs: opts.timeoutMs, log });
      if (proposal) engine_used = "workers-ai";
      else log("tailor.fallback", { to: "local" });
    } else {
      log("tailor.fallback", { to: "local", reason: "no AI binding" });
    }
  }
  if (!proposal) {
    try {
      proposal = localProposal(base, job);
    } catch (err) {
      // A bug in a rewrite rule must not cost the user their resume: every item keeps its current text.
      log("tailor.local.failed", { message: err instanceof Error ? err.message : String(err) });
      proposal = { work: [], projects: [], skills: base.skeleton.additional_information["Technical Skills"].current };
    }
  }

  const { resume, rejections } = assemble(base, proposal, job);
  if (rejections.length)
    log("tailor.guard.rejected", { engine: engine_used, count: rejections.length, rejections: rejections.slice(0, 20) });

  return {
    modified_experiences: resume,
    match: matchReport(resume, job.requirements),
    requirements: job.requirements,
    role_applied: job.role,
    engine_used,
  };
}
