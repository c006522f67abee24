// The three entry sections of the profile (work, education, projects) described once: their fields, their
// lines (responsibilities or details), how an entry is named, and how an edit form's text goes back into the
// record. The cards, the moves (moves.ts) and the marks (marks.ts) all read these descriptions.
import type { Education, Project, StoredRecord, WorkExperience } from "../../../worker/shapes/resume";
import { COMMA, NEWLINE, editList, joinCommaList, joinLines } from "./text";

export type EntryKey = "work" | "education" | "projects";
export type Entry = WorkExperience | Education | Project;
type Loose = Record<string, unknown>;

export interface FieldSpec {
  key: string;
  label: string;
  /** How a moved line is described when it becomes this field: "the employer". */
  role: string;
  /** Optional fields are left out of the record when empty (place, link). */
  optional: boolean;
  hint?: string;
}

export interface EntryKind {
  key: EntryKey;
  /** The record path of the list: "experiences.work_experiences". */
  path: string;
  title: string;
  /** "Job" in "Job 2". */
  entryName: string;
  addLabel: string;
  emptyText: string;
  untitled: string;
  fields: readonly FieldSpec[];
  lines: { key: "responsibilities" | "details"; label: string; hint: string; sep: string; rows: number; noun: string };
  list: (r: StoredRecord) => readonly Entry[];
  withList: (r: StoredRecord, list: Entry[]) => StoredRecord;
  blank: () => Entry;
  /** Names an entry for its buttons: "Edit {label}". */
  label: (e: Entry, i: number) => string;
  /** The entry's heading on screen. */
  heading: (e: Entry) => string;
}

const PLACE: FieldSpec = { key: "location", label: "Place", role: "the place", optional: true, hint: "City, country or Remote" };
const LINK: FieldSpec = {
  key: "link",
  label: "Link",
  role: "the link",
  optional: true,
  hint: "A website, GitHub or LinkedIn address",
};
const DATES: FieldSpec = { key: "dates", label: "Dates", role: "the dates", optional: false };

const text = (e: Entry, key: string): string => {
  const v = (e as Loose)[key];
  return typeof v === "string" ? v : "";
};

export const WORK: EntryKind = {
  key: "work",
  path: "experiences.work_experiences",
  title: "Work Experience",
  entryName: "Job",
  addLabel: "Add work experience",
  emptyText: "No work experience added yet.",
  untitled: "Untitled role",
  fields: [
    { key: "title", label: "Job title", role: "the job title", optional: false },
    { key: "company", label: "Company", role: "the employer", optional: false },
    DATES,
    PLACE,
    LINK,
  ],
  lines: { key: "responsibilities", label: "Responsibilities", hint: "One responsibility per line.", sep: NEWLINE, rows: 7, noun: "line" },
  list: (r) => r.experiences.work_experiences,
  withList: (r, list) => ({ ...r, experiences: { ...r.experiences, work_experiences: list as WorkExperience[] } }),
  blank: () => ({ title: "", company: "", dates: "", responsibilities: [] }),
  label: (e, i) => [text(e, "title"), text(e, "company")].filter(Boolean).join(" at ") || `work experience ${i + 1}`,
  heading: (e) => text(e, "title") || text(e, "company") || "Untitled role",
};

export const EDUCATION: EntryKind = {
  key: "education",
  path: "education",
  title: "Education",
  entryName: "Education",
  addLabel: "Add education",
  emptyText: "No education added yet.",
  untitled: "Untitled degree",
  fields: [
    { key: "degree", label: "Degree", role: "the degree", optional: false },
    { key: "institution", label: "Institution", role: "the institution", optional: false },
    DATES,
    PLACE,
    LINK,
  ],
  lines: {
    key: "details",
    label: "Details",
    hint: "Separate items with a comma and a space, e.g. Dean's List, GPA 3.8",
    sep: COMMA,
    rows: 3,
    noun: "detail",
  },
  list: (r) => r.education,
  withList: (r, list) => ({ ...r, education: list as Education[] }),
  blank: () => ({ degree: "", institution: "", dates: "", details: [] }),
  label: (e, i) => [text(e, "degree"), text(e, "institution")].filter(Boolean).join(", ") || `education ${i + 1}`,
  heading: (e) => text(e, "degree") || "Untitled degree",
};

export const PROJECTS: EntryKind = {
  key: "projects",
  path: "experiences.projects",
  title: "Projects",
  entryName: "Project",
  addLabel: "Add project",
  emptyText: "No projects added yet.",
  untitled: "Untitled project",
  fields: [{ key: "title", label: "Project title", role: "the project title", optional: false }, LINK],
  lines: { key: "responsibilities", label: "Responsibilities", hint: "One responsibility per line.", sep: NEWLINE, rows: 5, noun: "line" },
  list: (r) => r.experiences.projects,
  withList: (r, list) => ({ ...r, experiences: { ...r.experiences, projects: list as Project[] } }),
  blank: () => ({ title: "", responsibilities: [] }),
  label: (e, i) => text(e, "title") || `project ${i + 1}`,
  heading: (e) => text(e, "title") || "Untitled project",
};

export const KINDS: Record<EntryKey, EntryKind> = { work: WORK, education: EDUCATION, projects: PROJECTS };

export const fieldText = text;
export const linesOf = (kind: EntryKind, e: Entry): readonly string[] => ((e as Loose)[kind.lines.key] as string[] | undefined) ?? [];

/** What an edit form holds: each field's text and the lines as typed text. */
export interface EntryDraft {
  fields: Record<string, string>;
  lines: string;
}

export function toDraft(kind: EntryKind, e: Entry): EntryDraft {
  const fields: Record<string, string> = {};
  for (const f of kind.fields) fields[f.key] = text(e, f.key);
  const lines = linesOf(kind, e);
  return { fields, lines: kind.lines.sep === COMMA ? joinCommaList(lines) : joinLines(lines) };
}

/**
 * The entry a form describes. A field the person did not change keeps its stored value exactly (an absent
 * optional field stays absent); a changed one is trimmed, and an optional one left empty is removed. The
 * lines follow text.ts: only what was typed is split.
 */
export function fromDraft(kind: EntryKind, d: EntryDraft, original?: Entry): Entry {
  const out: Loose = { ...(original ?? kind.blank()) };
  for (const f of kind.fields) {
    const typed = d.fields[f.key] ?? "";
    if (original && typed === text(original, f.key)) continue;
    const v = typed.trim();
    if (f.optional && !v) delete out[f.key];
    else out[f.key] = v;
  }
  out[kind.lines.key] = editList(original ? linesOf(kind, original) : [], kind.lines.sep, d.lines);
  return out as Entry;
}
