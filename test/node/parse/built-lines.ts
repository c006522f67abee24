// Text chunks and lines placed by hand for tests of the parser's middle stages: 10 pt text, 5 pt per
// character, one chunk per line unless a test builds the segments itself.
import { toEntries } from "../../../worker/parse/roles/assemble.ts";
import type { LineReading } from "../../../worker/parse/roles/types.ts";
import type { Chunk, Entry, Line, PageContent, TextRun } from "../../../worker/parse/types.ts";

export type Part = { text: string; bold?: boolean; italic?: boolean };
type Style = { bold?: boolean; italic?: boolean };

/** A chunk at (x0, y); a part's own style wins over the chunk's. */
export function chunk(content: string | Part[], x0: number, y: number, style: Style = {}): Chunk {
  const parts = (typeof content === "string" ? [{ text: content }] : content).map((p) => ({
    text: p.text,
    bold: p.bold ?? style.bold ?? false,
    italic: p.italic ?? style.italic ?? false,
  }));
  const text = parts.map((p) => p.text).join("");
  return {
    page: 0,
    x0,
    x1: x0 + text.length * 5,
    y,
    size: 10,
    parts,
    text,
    blankLead: false,
    firstRunLen: parts[0]!.text.length,
    secondX: Number.NaN,
  };
}

/** A one-chunk line in a column whose right edge is at 535. */
export function line(content: string | Part[], x0: number, y: number, opts: Style & { bullet?: boolean; glyphX?: number } = {}): Line {
  const c = chunk(content, x0, y, opts);
  return {
    page: 0,
    slot: 2,
    y,
    x0,
    x1: c.x1,
    size: 10,
    segs: [c],
    text: c.text,
    bullet: opts.bullet ?? false,
    glyphX: opts.glyphX,
    ruled: false,
    colRight: 535,
    gapAbove: 13,
    pitch: 12,
  };
}

/** A text run as the extraction stage reports it: 10 pt unless sized, each character half the size wide. */
export interface RunSpec {
  text: string;
  x: number;
  y: number;
  w?: number;
  size?: number;
  bold?: boolean;
  italic?: boolean;
  blank?: boolean;
}

export const textRun = (r: RunSpec): TextRun => ({
  text: r.text,
  x: r.x,
  y: r.y,
  w: r.w ?? r.text.length * 0.5 * (r.size ?? 10),
  size: r.size ?? 10,
  bold: r.bold ?? false,
  italic: r.italic ?? false,
  blank: r.blank ?? false,
});

/** One A4 page holding the runs and nothing drawn. */
export const pageOf = (runs: RunSpec[]): PageContent => ({
  index: 0,
  width: 595,
  height: 842,
  runs: runs.map(textRun),
  shapes: [],
  rules: [],
});

/**
 * Entries for tests of the field readers, read the way a line reader reads a plain layout: lines before the first
 * bullet are the header (title, organisation, dates), bullets are the description, and a plain line after bullets
 * opens the next entry. Assembled by the parser's own assembler (worker/parse/roles/assemble.ts).
 */
export function entriesOf(lines: Line[]): Entry[] {
  let body = false;
  const readings: LineReading[] = lines.map((l, n) => {
    const start = n === 0 || (body && !l.bullet);
    body = l.bullet || (body && !start);
    return { n, role: l.bullet || body ? "bullet" : "title", section: "work", entryStart: start, p: 1 };
  });
  return toEntries({ kind: "work", heading: "", lines, readings });
}
