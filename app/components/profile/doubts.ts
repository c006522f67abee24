// Structural doubts: what the record itself says may be misplaced, computed from the data on every render, so
// they move with it and go as soon as it is fixed. A job without an employer or dates, a line that reads like
// an entry's heading (a date range, or a short line just above a job that has no employer), and a list whose
// items look like entries (a date range among the skills).
import { findDate, isDateLike } from "../../../worker/parse/dates";
import type { ReviewMark, StoredRecord } from "../../../worker/shapes/resume";
import { EDUCATION, type Entry, type EntryKind, PROJECTS, WORK, fieldText, linesOf } from "./entries";

export const DOUBTS = {
  noEmployer:
    "This job has no employer. If the employer's name ended up as a line (here or in the job above), use that line as the employer.",
  noDates: "This job has no dates.",
  shell: "This entry has no title, employer or dates: its lines may belong to the job above or below. Move them, or use one as a heading.",
  headerLine: "This line reads like the heading of an entry (an employer, a title or dates), not a responsibility.",
  entryList: "Some of these items look like a job or a degree (there are dates among them). Select them and turn them into an entry.",
} as const;

const words = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;
/** Ends like a sentence; a closing abbreviation ("Pvt. Ltd.", "Inc.", "S.A.") does not count. */
const sentence = (t: string) => {
  const s = t.trim();
  return /[;:!?]$/.test(s) || (/\.$/.test(s) && !/(?:^|[\s.])(?:\p{Lu}\p{Ll}{0,3}|\p{Lu}(?:\.\p{Lu})+)\.$/u.test(s));
};
// Two years joined by a dash or a word for "to" in any of the common languages ("2018 t/m 2023", "2020 bis 2022").
const TWO_YEARS =
  /\b(?:19|20)\d{2}\b.{0,30}?(?:[–—~-]|\bto\b|\bt\/m\b|\bbis\b|\btil\b|\baté\b|\bau\b|\bal\b|\ba\b).{0,30}?\b(?:19|20)\d{2}\b/iu;

/** A date range ("Jan 2020 – Present", "2018 - 2021", "março de 2023 - janeiro de 2026"), not a lone year in a sentence. */
function holdsRange(t: string): boolean {
  const hit = findDate(t);
  return (!!hit && isDateLike(hit.text) && /[–—-]|\bto\b|present|current|now|today/i.test(hit.text)) || TWO_YEARS.test(t);
}

/** Short enough to be an entry's title or employer, and not a sentence. */
const isShort = (t: string) => words(t) <= 8 && t.length <= 80 && !sentence(t);

/** A short line with a date range and little else: an entry heading, not a responsibility. */
const headingWithDates = (t: string) => holdsRange(t) && words(t) <= 12 && !sentence(t);

/**
 * A job without its title or employer. (Education and projects are left out: their details are short lines by
 * nature, and on the real résumés of eval/profile this rule marked more right details than misplaced ones.)
 */
const needsHead = (kind: EntryKind, e: Entry | undefined) =>
  kind === WORK && e !== undefined && (!fieldText(e, "title").trim() || !fieldText(e, "company").trim());

function lineDoubts(kind: EntryKind, record: StoredRecord, out: ReviewMark[]) {
  const list = kind.list(record);
  list.forEach((e, i) => {
    const lines = linesOf(kind, e);
    // A heading read as a line: the last line above an entry whose heading is incomplete, or the first line of
    // such an entry (an employer or a school read as a bullet or a detail), unless the line above it already
    // accounts for the missing part.
    const nextNeedsHead = needsHead(kind, list[i + 1]);
    const above = i > 0 ? linesOf(kind, list[i - 1]!).at(-1) : undefined;
    const ownNeedsHead = needsHead(kind, e) && !(above !== undefined && isShort(above));
    lines.forEach((t, j) => {
      const shortHead = isShort(t) && ((j === lines.length - 1 && nextNeedsHead) || (j === 0 && ownNeedsHead));
      if (headingWithDates(t) || shortHead) out.push({ path: `${kind.path}.${i}.${kind.lines.key}.${j}`, reason: DOUBTS.headerLine });
    });
  });
}

export function structuralDoubts(record: StoredRecord): ReviewMark[] {
  const out: ReviewMark[] = [];
  record.experiences.work_experiences.forEach((w, i) => {
    const at = `${WORK.path}.${i}`;
    if (!w.company.trim() && !w.title.trim() && !w.dates.trim()) {
      out.push({ path: at, reason: DOUBTS.shell });
      return;
    }
    if (!w.company.trim()) out.push({ path: `${at}.company`, reason: DOUBTS.noEmployer });
    if (!w.dates.trim()) out.push({ path: `${at}.dates`, reason: DOUBTS.noDates });
  });
  for (const kind of [WORK, EDUCATION, PROJECTS]) lineDoubts(kind, record, out);
  for (const [name, items] of Object.entries(record.additional_information)) {
    if (items.some(headingWithDates)) out.push({ path: `additional_information.${name}`, reason: DOUBTS.entryList });
  }
  return out;
}

/** The lines of an entry a doubt points at, for the inline badge: the set of line indexes. */
export function doubtedLines(marks: readonly ReviewMark[], kind: EntryKind, entry: number): Set<number> {
  const prefix = `${kind.path}.${entry}.${kind.lines.key}.`;
  return new Set(marks.filter((m) => m.path.startsWith(prefix)).map((m) => Number(m.path.slice(prefix.length))));
}

export const _forTests = { holdsRange, headingWithDates };
export const linesOfKind = linesOf;
