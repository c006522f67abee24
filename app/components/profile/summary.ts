// The upload's result card in words: what the parser found ("3 jobs, 2 education entries and 14 skills") and
// how many fields are marked for a look.
import type { StoredRecord } from "../../../worker/shapes/resume";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

export function foundSummary(record: StoredRecord, toCheck: number): { found: string; check: string } {
  const parts: string[] = [];
  const jobs = record.experiences.work_experiences.length;
  const degrees = record.education.length;
  const projects = record.experiences.projects.length;
  if (jobs) parts.push(count(jobs, "job", "jobs"));
  if (degrees) parts.push(count(degrees, "education entry", "education entries"));
  if (projects) parts.push(count(projects, "project", "projects"));
  let skills = 0;
  let other = 0;
  for (const [name, items] of Object.entries(record.additional_information)) {
    if (/skill|competenc|tools|technolog/i.test(name)) skills += items.length;
    else other += items.length;
  }
  if (skills) parts.push(count(skills, "skill", "skills"));
  if (other) parts.push(count(other, "other listed item", "other listed items"));
  const found = parts.length ? `We found ${listed(parts)}.` : "We found your contact details.";
  const check =
    toCheck === 0
      ? "Nothing was marked for a check, but a quick look never hurts."
      : `${count(toCheck, "field is", "fields are")} marked "Check this" below: fix or move what is wrong, or choose "Looks right".`;
  return { found, check };
}
