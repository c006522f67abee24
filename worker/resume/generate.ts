// Generate: the signed-in user's stored profile + a job description → the editor's suggestions.
// The route stays thin; this module holds the rules (who may generate, which engine runs, input bounds).
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { hit } from "../http/rate-limit";
import { readProfile } from "../profile/store";
import type { EditorResume, MatchReport, StoredRecord } from "../shapes/resume";
import { isLimited } from "../subscription/service";
import type { AiRunner, JobTerms } from "../tailor";

export const PROFILE_MISSING = "Please update your Profile information first.";
export const LIMIT_REACHED = "You can only generate one resume.";
export const BLANK_JOB_DESCRIPTION = "Please paste a job description first.";
export const GENERATED = "Resume generated successfully.";

export interface GenerateResult {
  message: string;
  modified_experiences: EditorResume;
  match: MatchReport;
  /** The job's requirements, analysed once for this request: the editor computes its requirement map from them. */
  requirements: JobTerms;
  role_applied: string;
}

/** A record with nothing to tailor counts as no profile: the user has to fill it in first. */
export function hasContent(p: StoredRecord): boolean {
  return (
    p.experiences.work_experiences.length > 0 ||
    p.experiences.projects.length > 0 ||
    p.education.length > 0 ||
    Object.values(p.additional_information).some((items) => items.length > 0)
  );
}

export async function loadProfile(env: Env, userId: string): Promise<StoredRecord | null> {
  // An unreadable row reads as empty, which counts as no profile.
  const stored = await readProfile(env, userId);
  return stored && hasContent(stored.profile) ? stored.profile : null;
}

export type EngineName = "local" | "workers-ai";

/** TAILOR_ENGINE picks the engine; Workers AI needs its binding, else the local engine runs. */
export function engineOptions(env: Env): { engine: EngineName; ai?: AiRunner; model?: string } {
  const binding = env.AI;
  if (env.TAILOR_ENGINE === "workers-ai" && binding) {
    // The binding's run() is typed per model; the tailor needs only run(model, input, options).
    type Run = Ai["run"];
    const ai: AiRunner = {
      run: (model, input, options) => binding.run(model as Parameters<Run>[0], input as Parameters<Run>[1], options as Parameters<Run>[2]),
    };
    return { engine: "workers-ai", ai, model: env.AI_MODEL || undefined };
  }
  return { engine: "local" };
}

/** Checks in the order a user can fix them: input first, then profile, then the limit. */
export async function generateForUser(env: Env, userId: string, jobDescription: string, requestId?: string): Promise<GenerateResult> {
  // Loaded lazily: the tailor is the heaviest module and only this route needs it.
  const tailor = await import("../tailor");
  if (!jobDescription.trim()) throw new ApiError("blank_job_description", BLANK_JOB_DESCRIPTION, { field: "job_description" });
  if (jobDescription.length > tailor.MAX_JOB_DESCRIPTION_CHARS) {
    throw new ApiError(
      "job_description_too_long",
      `The job description is too long (${jobDescription.length.toLocaleString("en-US")} characters); the limit is ${tailor.MAX_JOB_DESCRIPTION_CHARS.toLocaleString("en-US")}. Paste only the role's description and requirements.`,
      { field: "job_description", extra: { limit: tailor.MAX_JOB_DESCRIPTION_CHARS } },
    );
  }
  const profile = await loadProfile(env, userId);
  if (!profile) throw new ApiError("profile_missing", PROFILE_MISSING);
  if (await isLimited(env, userId)) throw new ApiError("limit_reached", LIMIT_REACHED);
  // Generating writes no row (generate_pdf does), so the free limit alone would not stop a script from
  // running the tailor, and Workers AI, without end.
  await hit(env, "generate", userId);

  const opts = engineOptions(env);
  const started = Date.now();
  const out = await tailor.tailorResume(profile, jobDescription, {
    ...opts,
    log: (event, data) => log(/\.ok$/.test(event) ? "info" : "warn", event, { request_id: requestId, ...data }),
  });
  log("info", "resume_generated", {
    request_id: requestId,
    engine: opts.engine,
    engine_used: out.engine_used,
    ms: Date.now() - started,
    role_applied: out.role_applied,
    match_before: out.match.before,
    match_after: out.match.after,
  });
  return {
    message: GENERATED,
    modified_experiences: out.modified_experiences,
    match: out.match,
    requirements: out.requirements,
    role_applied: out.role_applied,
  };
}
