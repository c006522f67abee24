// The deterministic local engine: no network, same input → same output. Rewrites every responsibility
// with rewriteResponsibility, names a requirement of the job a bullet evidences in the job's words
// (serveRequirements), varies a verb repeated by consecutive bullets of one experience, and proposes the
// skills list with suggestSkills; assemble() guards both.

import type { JobAnalysis } from "../job/analysis";
import { guardContextFor, type Proposal, type TailoringBase } from "../guards/assemble";
import { guardSuggestion, type GuardContext } from "../guards/guards";
import { experienceTense, rewriteResponsibility, type Tense } from "./rewrite/rewrite";
import { namedRequirements, serveRequirements } from "./rewrite/requirements";
import { suggestSkills } from "../match/skills-list";
import { varyOpeningVerbs } from "./rewrite/verb-variety";

/**
 * One entry's bullets rewritten; each requirement is named once per entry, where a bullet evidences it. A
 * name the guards would refuse costs only the name, never the bullet's other edits: the rewrite without it
 * stands.
 */
function entryTexts(
  currents: readonly string[],
  job: JobAnalysis,
  tense: Tense,
  guard: GuardContext,
  title: string,
  projectTitle?: string,
): string[] {
  const taken = namedRequirements(currents, job);
  const rewritten = currents.map((c) => rewriteResponsibility(c, { job, tense, projectTitle }));
  return varyOpeningVerbs(
    rewritten.map((r, i) => {
      const served = serveRequirements(r, job, taken);
      if (!served.serves.length || !guardSuggestion(currents[i]!, served.text, guard, title).violations.length) return served.text;
      return r;
    }),
    tense,
  );
}

export function localProposal(base: TailoringBase, job: JobAnalysis): Proposal {
  const { work_experiences, projects } = base.skeleton.experiences;
  const guard = guardContextFor(base, job.keywords);
  const work = work_experiences.map((w) => {
    const currents = w.responsibilities.map((r) => r.current);
    return entryTexts(currents, job, experienceTense(w.dates, currents), guard, w.title);
  });
  const projectTexts = projects.map((p) => {
    const currents = p.responsibilities.map((r) => r.current);
    return entryTexts(currents, job, experienceTense("", currents), guard, p.title, p.title);
  });
  const skills = suggestSkills(
    base.skeleton.additional_information["Technical Skills"].current,
    base.profileText,
    job.requirements,
    job.description,
  );
  return { work, projects: projectTexts, skills };
}
