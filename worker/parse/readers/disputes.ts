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

const ITEM = /\.(responsibilities|details)\.\d+$/;

/** Whether a list item's value is anywhere in the same list of the other record (one item dropped or added must not
 * mark every item after it). */
function inSameList(fields: Map<string, string>, path: string, value: string): boolean {
  const parent = path.replace(/\.\d+$/, ".");
  for (const [p, v] of fields) if (v === value && p.startsWith(parent) && /^\d+$/.test(p.slice(parent.length))) return true;
  return false;
}

/** Marks for the fields that differ between the record kept and the one the other reading gives, in record order.
 * A field only the other record has marks its card ("experiences.projects"): there is nothing to point at. */
export function disputeMarks(kept: StoredRecord, other: StoredRecord): ReviewMark[] {
  const a = recordFields(kept);
  const b = recordFields(other);
  const paths: string[] = [];
  for (const [path, value] of a) if (ITEM.test(path) ? !inSameList(b, path, value) : b.get(path) !== value) paths.push(path);
  for (const [path, value] of b) {
    const found = ITEM.test(path) ? inSameList(a, path, value) : a.has(path);
    if (!found && !paths.includes(cardOf(path))) paths.push(cardOf(path));
  }
  return paths.slice(0, MAX_DISPUTE_MARKS).map((path) => ({ path, reason: DISPUTED_REASON }));
}
