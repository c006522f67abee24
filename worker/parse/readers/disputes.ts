// "Check this" for the fields the two readers would fill differently. The record is assembled once more with the
// losing reader's reading on every disputed line; a field whose value differs between the two records is one the
// readers disagree on, and gets a mark. A dispute that changes no field (both readings file the line the same way)
// marks nothing.
import type { ReviewMark, StoredRecord } from "../../shapes/resume.ts";

export const DISPUTED_REASON = "We read this part of your resume two ways and they differ; check that it is right.";
/** Marks for disagreements, beyond the parser's own (review.ts caps those at ten). */
export const MAX_DISPUTE_MARKS = 5;

/** Every string field of the record by its dotted path (the paths review marks use); a list section is one field. */
export function recordFields(record: StoredRecord): Map<string, string> {
  const out = new Map<string, string>();
  const add = (path: string, text: unknown) => {
    if (typeof text === "string" && text.trim()) out.set(path, text);
  };
  for (const [k, v] of Object.entries(record.personal_info)) add(`personal_info.${k}`, v);
  for (const kind of ["work_experiences", "projects"] as const) {
    record.experiences[kind].forEach((e, i) => {
      const at = `experiences.${kind}.${i}`;
      for (const [k, v] of Object.entries(e)) add(`${at}.${k}`, v);
      for (const [j, r] of e.responsibilities.entries()) add(`${at}.responsibilities.${j}`, r);
    });
  }
  record.education.forEach((e, i) => {
    for (const [k, v] of Object.entries(e)) add(`education.${i}.${k}`, v);
    for (const [j, d] of e.details.entries()) add(`education.${i}.details.${j}`, d);
  });
  for (const [key, items] of Object.entries(record.additional_information)) add(`additional_information.${key}`, items.join("\n"));
  return out;
}

/** The card a path belongs to (where a field only the other reading has would go). */
const cardOf = (path: string) => (path.startsWith("experiences.") ? path.split(".").slice(0, 2).join(".") : (path.split(".")[0] ?? path));

/** Marks for the fields that differ between the record kept and the one the other reading gives, in record order. */
export function disputeMarks(kept: StoredRecord, other: StoredRecord): ReviewMark[] {
  const a = recordFields(kept);
  const b = recordFields(other);
  const paths: string[] = [];
  for (const [path, value] of a) if (b.get(path) !== value) paths.push(path);
  for (const path of b.keys()) if (!a.has(path) && !paths.includes(cardOf(path))) paths.push(cardOf(path));
  return paths.slice(0, MAX_DISPUTE_MARKS).map((path) => ({ path, reason: DISPUTED_REASON }));
}
