// A list set in two columns inside an entry (CSS `columns` in some JSON Resume themes): the page puts the two columns
// side by side on each baseline, so each line holds a piece of the left column and a piece of the right one. The text
// flows down the left column and on into the right one; this reads it in that order.
import { isDateLike } from "./dates.ts";
import { stripBullet } from "./text.ts";
import type { Chunk, Line } from "./types.ts";

type Segs = [Chunk, ...Chunk[]];

const lineOf = (l: Line, segs: Segs, x0: number, extra: Partial<Line> = {}): Line => ({
  ...l,
  segs,
  x0,
  x1: Math.max(...segs.map((s) => s.x1)),
  text: segs.map((s) => s.text).join(" "),
  ...extra,
});

/** The lines with each two-column list read left column first; other lines are returned as they are. */
export function unfoldColumnLists(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!;
    const block = columnBlock(lines, i);
    if (!block) {
      out.push(first);
      continue;
    }
    out.push(...block.lines);
    i += block.used - 1;
  }
  return out;
}

function columnBlock(lines: Line[], i: number): { lines: Line[]; used: number } | null {
  const first = lines[i]!;
  const split = first.segs[1]?.x0;
  if (!first.bullet || first.segs.length !== 2 || split === undefined) return null;
  const leftBase = Math.min(first.glyphX ?? first.x0, first.x0);
  // (The right column starts well inside the text column, not at a right-aligned date or place.)
  if (split - leftBase < 0.3 * (first.colRight - leftBase)) return null;
  const left: Line[] = [];
  const right: { seg: Chunk; line: Line }[] = [];
  let both = 0;
  let j = i;
  for (; j < lines.length; j++) {
    const l = lines[j]!;
    if (j > i && (l.page !== first.page || l.slot !== first.slot || l.gapAbove > 1.6 * l.size)) break;
    const lefts = l.segs.filter((s) => s.x1 < split - 3);
    const rights = l.segs.filter((s) => Math.abs(s.x0 - split) < 3);
    if (lefts.length + rights.length !== l.segs.length || lefts.length > 1 || rights.length > 1) break;
    if (l.segs.some((s) => isDateLike(s.text))) break;
    if (lefts.length && rights.length) both++;
    if (lefts[0]) left.push(lineOf(l, [lefts[0]], l.x0));
    if (rights[0]) right.push({ seg: rights[0], line: l });
  }
  // Two columns of flowing text: several lines hold both, and the right column goes on with a wrapped line or an
  // item of its own (a label/value table has neither).
  const flows = right.some(({ seg }) => /^\p{Ll}/u.test(seg.text) || stripBullet(seg.text) !== null);
  if (both < 2 || !flows) return null;
  // Each column is as wide as its longest line: that is where a full line ends, for the wrapped-line rules.
  const leftRight = Math.max(...left.map((l) => l.x1));
  for (const l of left) l.colRight = leftRight;
  const offset = split - leftBase;
  const rightRight = Math.max(...right.map(({ seg }) => seg.x1)) - offset;
  const textIndent = first.x0 - leftBase;
  // The right column is placed under the left one, line by line, as if it had been printed there.
  const bottom = left[left.length - 1]?.y ?? first.y;
  const step = first.pitch > 0 ? first.pitch : 1.2 * first.size;
  const moved = right.map(({ seg: s, line: at }, k): Line => {
    const place = { y: bottom - (k + 1) * step, gapAbove: step, colRight: rightRight };
    const shifted: Chunk = { ...s, x0: s.x0 - offset, x1: s.x1 - offset };
    const item = stripBullet(s.text);
    if (item === null) return lineOf(at, [shifted], shifted.x0, { ...place, bullet: false, glyphX: undefined });
    // (The item's bullet was printed as a character of its text; it is taken off the first style run.)
    const [head, ...more] = shifted.parts;
    const lead = head ? head.text.length - head.text.replace(/^\S\s*/u, "").length : 0;
    const parts = head ? [{ ...head, text: head.text.slice(lead) }, ...more].filter((p) => p.text) : [];
    const text: Chunk = { ...shifted, x0: shifted.x0 + textIndent, text: item, parts };
    return lineOf(at, [text], text.x0, { ...place, bullet: true, glyphX: shifted.x0 });
  });
  return { lines: [...left, ...moved], used: j - i };
}
