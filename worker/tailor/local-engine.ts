// The deterministic local engine: no network, same input → same output. Rewrites every responsibility
// with rewriteResponsibility and proposes the skills list with suggestSkills; assemble() guards both.

import type { JobTerms } from "./job-terms";
import type { Proposal, TailoringBase } from "./assemble";
import { experienceTense, rewriteResponsibility } from "./rewrite";
import { suggestSkills } from "./skills-list";

export function localProposal(base: TailoringBase, jobDescription: string, jobTerms: JobTerms): Proposal {
  const jobText = jobDescription.toLowerCase();
  const { work_experiences, projects } = base.skeleton.experiences;
  const work = work_experiences.map((w) => {
    const currents = w.responsibilities.map((r) => r.current);
    const tense = experienceTense(w.dates, currents);
    return currents.map((c) => rewriteResponsibility(c, { jobTerms, jobText, tense }));
  });
  const projectTexts = projects.map((p) => {
    const currents = p.responsibilities.map((r) => r.current);
    const tense = experienceTense("", currents);
    return currents.map((c) => rewriteResponsibility(c, { jobTerms, jobText, tense }));
  });
  const skills = suggestSkills(base.skeleton.additional_information["Technical Skills"].current, base.profileText, jobTerms);
  return { work, projects: projectTexts, skills };
}
