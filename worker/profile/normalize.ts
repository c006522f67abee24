// Reads a stored record defensively. Every write goes through the zod schema, but a row may predate it
// or have been edited by hand: missing lists become [], non-strings are dropped, unreadable JSON is an
// empty record (the row and its version stay, so the user can save over it), never a 500.
import { emptyRecord, type StoredRecord } from "../shapes/resume";
import { storedRecordSchema } from "./schema";

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const objects = (v: unknown) =>
  Array.isArray(v) ? v.filter((o) => typeof o === "object" && o !== null && !Array.isArray(o)).map(obj) : [];
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

export function parseStoredRecord(json: string): StoredRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return emptyRecord();
  }
  const valid = storedRecordSchema.safeParse(raw);
  if (valid.success) return valid.data;
  const r = obj(raw);
  const pi = obj(r.personal_info);
  const ex = obj(r.experiences);
  return {
    personal_info: { name: text(pi.name), phone: text(pi.phone), email: text(pi.email) },
    experiences: {
      work_experiences: objects(ex.work_experiences).map((w) => ({
        company: text(w.company),
        title: text(w.title),
        dates: text(w.dates),
        responsibilities: strings(w.responsibilities),
      })),
      projects: objects(ex.projects).map((p) => ({ title: text(p.title), responsibilities: strings(p.responsibilities) })),
    },
    // The editor shape keeps education under experiences; accept it there too.
    education: objects(r.education ?? ex.education).map((e) => ({
      degree: text(e.degree),
      institution: text(e.institution),
      dates: text(e.dates),
      details: strings(e.details),
    })),
    additional_information: Object.fromEntries(Object.entries(obj(r.additional_information)).map(([k, v]) => [k, strings(v)])),
  };
}
