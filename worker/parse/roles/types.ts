// The contract of a line reader: what the parser hands over once the page is read into lines (numbered lines
// with their geometry and style), and what a reader gives back for each line (a role, the kind of section it is
// in, whether it opens an entry, and how sure the reader is). The entry assembler turns readings into the record
// and knows nothing about who produced them: the trained line model (worker/parse/roles/model.ts) and any other
// reader (for example one backed by a language model) answer through this interface, by line number only.
import type { SectionKind } from "../types.ts";

export type { SectionKind };

/** What a line is, whatever the layout. A line holding several fields ("Engineer, Acme  2019–2021") takes the
 * first of title › organisation › dates › place that it holds; the assembler splits it into fields. */
export const LINE_ROLES = [
  /** A section heading ("Experience", "Formación"). */
  "heading",
  /** The person's name. */
  "name",
  /** Contact details, links, address, a headline under the name. */
  "contact",
  /** An entry's title: job title, degree, project name. */
  "title",
  /** An entry's organisation: employer, school, client. */
  "organisation",
  /** An entry's dates standing alone on their line. */
  "dates",
  /** An entry's place standing alone on its line. */
  "place",
  /** A line of a bulleted item under an entry (the bullet's first line or its wrap). */
  "bullet",
  /** A plain description line under an entry, or a paragraph such as a summary. */
  "body",
  /** A line of a list section: skills, languages, certificates, interests, awards. */
  "list_item",
  /** Anything else: page furniture, a label with nothing after it, text kept nowhere. */
  "other",
] as const;
export type LineRole = (typeof LINE_ROLES)[number];

export const SECTION_KINDS: readonly SectionKind[] = [
  "preamble",
  "contact",
  "summary",
  "work",
  "projects",
  "education",
  "skills",
  "languages",
  "certifications",
  "other",
];

/** One line as a reader sees it. Coordinates are PDF points from the page's top-left corner. */
export interface ReaderLine {
  /** Position in reading order, 0-based and dense: the only key a reading refers to. */
  n: number;
  text: string;
  /** The text cut where a wide gap separates it (a tab stop, a right-aligned date): one cell for most lines. */
  cells: readonly string[];
  page: number;
  /** 0 full width, 1 left column, 2 right column. */
  column: 0 | 1 | 2;
  x0: number;
  x1: number;
  /** Baseline, measured down from the page top. */
  top: number;
  pageWidth: number;
  pageHeight: number;
  /** Font size in points, and its rank among the document's sizes (0 = the largest). */
  size: number;
  sizeRank: number;
  /** Share of the line's characters set bold / italic (0..1). */
  bold: number;
  italic: number;
  /** Opens with a bullet glyph or a drawn marker. */
  bullet: boolean;
  /** A drawn rule runs just under or over the line. */
  ruled: boolean;
  /** Gap to the previous / next line of the same column, in the document's line pitch (Infinity at a column edge). */
  gapAbove: number;
  gapBelow: number;
}

/** A reader's answer for one line. */
export interface LineReading {
  /** The line's `n`. */
  n: number;
  role: LineRole;
  /** The section the line belongs to; a heading carries the kind of the section it opens. */
  section: SectionKind;
  /** The first line of an entry (a job, a school, a project, an entry of an "other" section); false elsewhere. */
  entryStart: boolean;
  /** The reader's probability for `role` (0..1): low values become "Check this" marks. */
  p: number;
}

/** Reads a document's lines. A reader must answer every line once, in any order. */
export interface LineReader {
  readonly name: string;
  read(lines: readonly ReaderLine[]): LineReading[] | Promise<LineReading[]>;
}

/** Puts a reader's answers in line order and checks them: one reading per line, known roles and kinds, p in 0..1.
 * Returns the problem as a sentence instead of throwing, so a caller can fall back to another reader. */
export function orderReadings(lines: readonly ReaderLine[], readings: readonly LineReading[]): LineReading[] | string {
  const out: (LineReading | undefined)[] = new Array(lines.length);
  for (const r of readings) {
    if (!Number.isInteger(r.n) || r.n < 0 || r.n >= lines.length) return `reading for unknown line ${r.n}`;
    if (out[r.n]) return `two readings for line ${r.n}`;
    if (!LINE_ROLES.includes(r.role)) return `unknown role ${String(r.role)} on line ${r.n}`;
    if (!SECTION_KINDS.includes(r.section)) return `unknown section ${String(r.section)} on line ${r.n}`;
    if (!(r.p >= 0 && r.p <= 1)) return `probability out of range on line ${r.n}`;
    out[r.n] = { n: r.n, role: r.role, section: r.section, entryStart: r.entryStart === true, p: r.p };
  }
  const missing = out.findIndex((r) => !r);
  if (missing >= 0 || out.length !== lines.length) return `no reading for line ${missing < 0 ? out.length : missing}`;
  return out as LineReading[];
}
