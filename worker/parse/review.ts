// Review marks: the few fields of a parsed record a person should check first ("Check this" on the profile
// screen). Each mark comes from evidence the parser had while reading: a field it found empty, a title and a
// company told apart by their position only, dates that are not a readable range, a section filed by its
// content because its heading is not one we know. A clean resume gets none; a messy one gets a short list.
import type { ReviewMark, StoredRecord } from "../shapes/resume.ts";
import { isDateLike } from "./dates.ts";
import type { Evidence } from "./work.ts";

/** What the parser knew about a work entry beyond its fields (same order as the record's work_experiences). */
export interface WorkNote {
  evidence: Evidence;
  /** The company was taken from the entry above (a second role at one employer). */
  inherited: boolean;
}

/** What the parser knew while filling the record, beside the record itself. */
export interface ParseNotes {
  work: WorkNote[];
  /** The name was chosen among ordinary lines only (no larger or bolder line, no "Name:" label). */
  nameByPosition: boolean;
  /** Entry sections with no heading we know, filed by what their entries look like: the first entry's path. */
  entriesByContent: string[];
  /** Additional-information keys whose heading we did not recognise (kept under the heading as printed). */
  unknownSections: string[];
  /** Fields read from lines the line reader was unsure of, with its least probability among them. */
  unsure: { path: string; p: number }[];
}

export const REASONS = {
  noName: "We could not find your name.",
  nameByPosition: "We took this line for your name because of where it is; check that it is.",
  noEmail: "No e-mail address was found.",
  noPhone: "No phone number was found.",
  guessedRoles: "We guessed which part is the company and which the title.",
  noCompany: "No company name was found for this job.",
  noTitle: "No job title was found for this job.",
  noDates: "No dates were found for this job.",
  badDates: "These dates could not be read as a date range.",
  longTitle: "This is long for a title; part of it may belong in the description.",
  noSchool: "No school name was found for this entry.",
  noDegree: "No degree was found for this entry.",
  noProjectName: "No project name was found.",
  byContent: "This section had no heading we know, so we filed it by what it looks like.",
  unknownSection: "We did not recognise this section, so it is kept here under its printed heading.",
  unsure: "We were not sure we read this part of your resume right; check it.",
} as const;

// At most this many marks of one kind in one part of the record, and in all: marks are for what most needs a look.
const PER_KIND = 3;
/** A field read from a line the line model gave less than this probability is marked (eval/parser/RESULTS.md gives
 * how well the marks point at errors on held-back files). */
export const UNSURE_BELOW = 0.6;
const TOTAL = 10;

const long = (t: string) => t.length > 70 || t.split(/\s+/).length > 10;
const unreadable = (d: string) => d.trim() !== "" && !isDateLike(d);

/** The marks for one parsed record, most important first. */
export function reviewMarks(record: StoredRecord, notes: ParseNotes, unsureBelow = UNSURE_BELOW): ReviewMark[] {
  const marks: ReviewMark[] = [];
  const counts = new Map<string, number>();
  const add = (group: string, path: string, reason: string) => {
    const key = `${group}:${reason}`;
    const n = counts.get(key) ?? 0;
    if (n >= PER_KIND) return;
    counts.set(key, n + 1);
    marks.push({ path, reason });
  };

  const p = record.personal_info;
  if (!p.name) add("personal", "personal_info.name", REASONS.noName);
  else if (notes.nameByPosition) add("personal", "personal_info.name", REASONS.nameByPosition);
  if (!p.email) add("personal", "personal_info.email", REASONS.noEmail);
  if (!p.phone) add("personal", "personal_info.phone", REASONS.noPhone);

  record.experiences.work_experiences.forEach((w, i) => {
    const at = `experiences.work_experiences.${i}`;
    const note = notes.work[i];
    if (!w.company && !note?.inherited) add("work", `${at}.company`, REASONS.noCompany);
    else if (!w.title) add("work", `${at}.title`, REASONS.noTitle);
    else if (note?.evidence === "position") add("work", `${at}.company`, REASONS.guessedRoles);
    if (w.title && long(w.title)) add("work", `${at}.title`, REASONS.longTitle);
    if (!w.dates) add("work", `${at}.dates`, REASONS.noDates);
    else if (unreadable(w.dates)) add("work", `${at}.dates`, REASONS.badDates);
  });

  record.education.forEach((e, i) => {
    const at = `education.${i}`;
    if (!e.institution) add("education", `${at}.institution`, REASONS.noSchool);
    if (!e.degree) add("education", `${at}.degree`, REASONS.noDegree);
    else if (long(e.degree)) add("education", `${at}.degree`, REASONS.longTitle);
    if (unreadable(e.dates)) add("education", `${at}.dates`, REASONS.badDates);
  });

  record.experiences.projects.forEach((pr, i) => {
    const at = `experiences.projects.${i}`;
    if (!pr.title) add("projects", `${at}.title`, REASONS.noProjectName);
    else if (long(pr.title)) add("projects", `${at}.title`, REASONS.longTitle);
  });

  for (const { path, p } of notes.unsure)
    if (p < unsureBelow && !marks.some((m) => m.path === path))
      add(path.split(".").slice(0, -2).join(".") || "personal", path, REASONS.unsure);
  for (const path of notes.entriesByContent) add(path.split(".").slice(0, -2).join("."), path, REASONS.byContent);
  for (const key of notes.unknownSections)
    if (record.additional_information[key]?.length) add("additional", `additional_information.${key}`, REASONS.unknownSection);

  return marks.slice(0, TOTAL);
}
