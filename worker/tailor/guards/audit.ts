// An independent check of a finished tailoring result against the profile it came from: the shape is
// complete, protected fields are unchanged, nothing the user had is lost, and no suggestion breaks a guard.
// Used by the tests and the quality bench ("guard violations in the final output" must be 0).

import type { EditorResume, StoredRecord } from "../../shapes/resume";
import { analyzeJob, type JobAnalysis } from "../job/analysis";
import { guardContextFor, jobTermIds, tailoringBase } from "./assemble";
import { sameTerm, skillItemViolation, suggestionViolations } from "./guards";

export interface AuditViolation {
  path: string;
  rule: string;
  detail?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * With the job description, the skills rule is the guards' own (an added skill must be one the job names),
 * and no suggestion may drop a job keyword its current text has.
 */
export function auditTailoring(profile: StoredRecord, resume: EditorResume, job?: string | JobAnalysis): AuditViolation[] {
  const out: AuditViolation[] = [];
  const base = tailoringBase(profile);
  const analysis = typeof job === "string" ? analyzeJob(job) : job;
  const jobIds = analysis === undefined ? undefined : jobTermIds(analysis.requirements);
  // With the job description, a suggestion is also held to keeping the job's keywords the item has.
  const ctx = guardContextFor(base, analysis?.keywords);
  const expected = base.skeleton;

  if (!resume || typeof resume !== "object") return [{ path: "", rule: "shape" }];
  if (!same(resume.personal_info, expected.personal_info)) out.push({ path: "personal_info", rule: "protected" });
  const exps = resume.experiences;
  if (!exps || !Array.isArray(exps.work_experiences) || !Array.isArray(exps.projects) || !Array.isArray(exps.education)) {
    return [...out, { path: "experiences", rule: "shape" }];
  }
  if (!same(exps.education, expected.experiences.education)) out.push({ path: "experiences.education", rule: "protected" });

  const checkItems = (kind: "work_experiences" | "projects") => {
    const got = exps[kind];
    const want = expected.experiences[kind];
    if (got.length !== want.length) {
      out.push({ path: `experiences.${kind}`, rule: "shape", detail: `expected ${want.length} items, got ${got.length}` });
      return;
    }
    got.forEach((item, i) => {
      const { responsibilities: gotR, ...gotFields } = item;
      const { responsibilities: wantR, ...wantFields } = want[i]!;
      if (!same(gotFields, wantFields)) out.push({ path: `experiences.${kind}[${i}]`, rule: "protected" });
      if (!Array.isArray(gotR) || gotR.length !== wantR.length) {
        out.push({ path: `experiences.${kind}[${i}].responsibilities`, rule: "shape" });
        return;
      }
      gotR.forEach((r, j) => {
        const path = `experiences.${kind}[${i}].responsibilities[${j}]`;
        if (!r || typeof r.current !== "string" || typeof r.suggested !== "string") {
          out.push({ path, rule: "shape" });
          return;
        }
        if (r.current !== wantR[j]!.current) out.push({ path, rule: "protected", detail: "current text changed" });
        // An item left as written suggests nothing: the guards judge only changes (assemble() skips unchanged ones).
        if (r.suggested.trim() === r.current.trim()) return;
        for (const rule of suggestionViolations(r.current, r.suggested, ctx, item.title)) out.push({ path, rule, detail: r.suggested });
      });
    });
  };
  checkItems("work_experiences");
  checkItems("projects");

  const info = resume.additional_information;
  const skills = info?.["Technical Skills"];
  if (!skills || !Array.isArray(skills.current) || !Array.isArray(skills.suggested) || !Array.isArray(info.Languages)) {
    return [...out, { path: "additional_information", rule: "shape" }];
  }
  const wantSkills = expected.additional_information["Technical Skills"];
  if (!same(skills.current, wantSkills.current)) out.push({ path: "Technical Skills.current", rule: "protected" });
  for (const item of skills.suggested) {
    const v = skillItemViolation(item, wantSkills.current, base.evidence, jobIds);
    if (v) out.push({ path: "Technical Skills.suggested", rule: v, detail: item });
  }
  for (const c of wantSkills.current) {
    const kept = skills.suggested.some((s) => s.trim().toLowerCase() === c.trim().toLowerCase() || sameTerm(s, c));
    if (!kept) out.push({ path: "Technical Skills.suggested", rule: "lost-skill", detail: c });
  }
  if (!same(info.Languages, expected.additional_information.Languages)) out.push({ path: "Languages", rule: "protected" });
  for (const [name, items] of Object.entries(expected.additional_information)) {
    if (name === "Technical Skills" || name === "Languages") continue;
    if (!same(info[name], items)) out.push({ path: `additional_information.${name}`, rule: "lost-section" });
  }
  return out;
}
