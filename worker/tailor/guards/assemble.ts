// Turns an engine's proposal (a text per responsibility and a skills list) into the editor resume,
// passing every proposed text through the guards. Both engines end here, so the guards cannot be skipped.

import type { EditorResume, StoredRecord } from "../../shapes/resume";
import { guardSkills, guardSuggestion, type GuardContext, type GuardRule } from "./guards";
import { editorSkeleton, profileText } from "../sections";
import type { JobTerms } from "../match/job-terms";
import { MAX_ADDED_SKILLS } from "../match/skills-list";
import { termEvidence } from "../lexicon/vocabulary";
import type { JobKeywords } from "./job-keywords";
import type { JobAnalysis } from "../job/analysis";

export interface Proposal {
  /** [experience][responsibility] → proposed text (undefined keeps the current text). */
  work: Array<Array<string | undefined>>;
  projects: Array<Array<string | undefined>>;
  /** The full proposed skills list. */
  skills: unknown;
}

export interface Rejection {
  path: string;
  rules: GuardRule[] | string[];
}

export interface TailoringBase {
  skeleton: EditorResume;
  guard: GuardContext;
  /** Evidence of the whole profile, skills included. */
  evidence: Map<number, unknown>;
  profileText: string;
}

export function tailoringBase(profile: StoredRecord): TailoringBase {
  const skeleton = editorSkeleton(profile);
  const text = profileText(profile);
  const evidence = termEvidence(text + " ;\n" + skeleton.additional_information["Technical Skills"].current.join(" ;\n"));
  const employers = skeleton.experiences.work_experiences.map((w) => w.company).filter((c) => c.trim().length >= 2);
  return { skeleton, guard: { employers, profileEvidence: evidence }, evidence, profileText: text };
}

/** The dictionary terms a job names: the only ones that may be added to the skills list. */
export const jobTermIds = (jobTerms: JobTerms): Set<number> =>
  new Set(jobTerms.terms.flatMap((t) => (t.termId === undefined ? [] : [t.termId])));

/** The guard context for one job: the profile's own plus the job's terms and wording (see job-keywords.ts). */
export const guardContextFor = (base: TailoringBase, job: JobKeywords | undefined): GuardContext =>
  job ? { ...base.guard, job } : base.guard;

export function assemble(base: TailoringBase, proposal: Proposal, job: JobAnalysis): { resume: EditorResume; rejections: Rejection[] } {
  const rejections: Rejection[] = [];
  const ctx = guardContextFor(base, job.keywords);
  const resume = structuredCloneResume(base.skeleton);
  const apply = (kind: "work" | "projects", items: EditorResume["experiences"]["work_experiences" | "projects"]) => {
    items.forEach((item, i) => {
      item.responsibilities.forEach((r, j) => {
        const proposed = proposal[kind][i]?.[j];
        if (proposed === undefined || proposed === r.current) return;
        const { text, violations } = guardSuggestion(r.current, proposed, ctx, item.title);
        r.suggested = text;
        if (violations.length) rejections.push({ path: `${kind}[${i}].responsibilities[${j}]`, rules: violations });
      });
    });
  };
  apply("work", resume.experiences.work_experiences);
  apply("projects", resume.experiences.projects);

  const skills = resume.additional_information["Technical Skills"];
  const { skills: suggested, rejected } = guardSkills(
    skills.current,
    proposal.skills,
    base.evidence,
    MAX_ADDED_SKILLS,
    jobTermIds(job.requirements),
  );
  skills.suggested = suggested;
  if (rejected.length) rejections.push({ path: "Technical Skills", rules: rejected.map((r) => `rejected skill: ${r}`) });
  return { resume, rejections };
}

function structuredCloneResume(r: EditorResume): EditorResume {
  return JSON.parse(JSON.stringify(r)) as EditorResume;
}
