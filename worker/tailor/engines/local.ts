// The deterministic local engine: no network, same input → same output. Rewrites every responsibility
// with rewriteResponsibility, varies a verb repeated by consecutive bullets of one experience, and
// proposes the skills list with suggestSkills; assemble() guards both.

import type { JobAnalysis } from "../job/analysis";
import type { Proposal, TailoringBase } from "../guards/assemble";
import { experienceTense, rewriteResponsibility } from "./rewrite/rewrite";
import { suggestSkills } from "../match/skills-list";
import { varyOpeningVerbs } from "./rewrite/verb-variety";

export function localProposal(base: TailoringBase, job: JobAnalysis): Proposal {
  const { work_experiences, projects } = base.skeleton.experiences;
  const work = work_experiences.map((w) => {
    const currents = w.responsibilities.map((r) => r.current);
    const tense = experienceTense(w.dates, currents);
    return varyOpeningVerbs(
      currents.map((c) => rewriteResponsibility(c, { job, tense })),
      tense,
    );
  });
  const projectTexts = projects.map((p) => {
    const currents = p.responsibilities.map((r) => r.current);
    const tense = experienceTense("", currents);
    return varyOpeningVerbs(
      currents.map((c) => rewriteResponsibility(c, { job, tense, projectTitle: p.title })),
      tense,
    );
  });
  const skills = suggestSkills(
    base.skeleton.additional_information["Technical Skills"].current,
    base.profileText,
    job.requirements,
    job.description,
  );
  return { work, projects: projectTexts, skills };
}
