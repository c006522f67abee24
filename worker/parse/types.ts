// Intermediate shapes passed between the parser's stages. Coordinates are PDF points, y grows upwards.
import type { LineRole } from "./roles/types.ts";

/** One text item as pdf.js reports it. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  w: number;
  size: number;
  bold: boolean;
  italic: boolean;
  /** A glyph pdf.js could not map to text (kept only as a possible bullet marker). */
  blank: boolean;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageContent {
  index: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Small filled or outlined shapes: candidates for drawn bullets. */
  shapes: Box[];
  /** Long thin shapes: rules under or over headings. */
  rules: Box[];
}

/** A stretch of text in one style inside a chunk. */
export interface Part {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** Runs on one baseline with no wide gap between them (a wide gap, e.g. before a right-aligned date, splits chunks). */
export interface Chunk {
  page: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  parts: Part[];
  text: string;
  /** Started with an unmapped glyph (a bullet marker pdf.js could not name). */
  blankLead: boolean;
  /** Length of the first run's text and where the second run starts: locates text after a bullet glyph. */
  firstRunLen: number;
  secondX: number;
}

/** Chunks of one column on one baseline, in reading order. */
export interface Line {
  page: number;
  /** Column slot: 0 full width, 1 left, 2 right. */
  slot: number;
  y: number;
  x0: number;
  x1: number;
  size: number;
  /** Never empty. */
  segs: [Chunk, ...Chunk[]];
  text: string;
  bullet: boolean;
  /** Where the bullet glyph or drawn marker starts: wrapped lines set "inside" the list come back to it. */
  glyphX?: number;
  /** A horizontal rule runs just under (or over) this line, as under many section headings. */
  ruled: boolean;
  /** Bottom limit of the column the line sits in (its right edge), for the "would the next word have fitted" test. */
  colRight: number;
  /** Distance from the previous line's baseline in the same column (Infinity at a column/page start). */
  gapAbove: number;
  /** The document's usual baseline-to-baseline distance (set once all lines are known). */
  pitch: number;
}

export type SectionKind =
  | "preamble"
  | "contact"
  | "summary"
  | "work"
  | "projects"
  | "education"
  | "skills"
  | "languages"
  | "certifications"
  | "other";

export interface Section {
  kind: SectionKind;
  /** Heading as printed (normalised spacing), empty for the preamble. */
  heading: string;
  lines: Line[];
  /** The printed heading line (absent for the preamble). */
  headingLine?: Line;
  /** A second entry kind the heading names ("Education and Career"): entries are filed by their content. */
  mixed?: SectionKind;
}

/** One description item of an entry: a bullet or paragraph, wrapped lines joined. */
export interface Item {
  text: string;
  bullet: boolean;
  textX: number;
  glyphX?: number;
  last: Line;
  /** The item's first line, when it started as a bullet (its style tells a field from a sentence). */
  first?: Line;
}

/** An entry of a work, project or education section: its header lines and its description items. */
export interface Entry {
  header: Line[];
  body: Item[];
  /** The line reader's role of each header line, where the entry came from its readings. */
  roles?: LineRole[];
}
