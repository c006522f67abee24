// Whole entries written as one list item each: "• Title – what the job was ( 2010 – 2016 )", "• School / Degree
// Sep. 2017 – Present, Town, Country". The date ends the item (or comes before a place), so an item that wrapped
// shows it only on its last line: such items are read as one line before the section's entries are grouped.
import { findDate, isDateLike } from "./dates.ts";
import type { Chunk, Line } from "./types.ts";

// A place after the dates: ", Edinburgh, United Kingdom", "| Berlin".
const PLACE_TAIL = /^\s*[,|·]\s*[\p{Lu}][\p{L}.'’ -]{1,30}(?:,\s*[\p{Lu}][\p{L}.'’ -]{1,30}){0,2}\s*$/u;
const RANGE_MARK = /[-–—~]|\bto\b|\bbis\b/i;

/**
 * A bullet that is a whole entry: "• Software Engineer, TinyOwl, Mumbai - from Apr’15 to Nov’15". A single date
 * counts only with `single` (schools list a year alone); `max` bounds the item's length (a one-line item is short,
 * a wrapped one may carry its description).
 */
export function datedBullet(l: Line, single = false, max = 160): boolean {
  if (!l.bullet || l.text.length > max) return false;
  if (l.segs.length > 1 && isDateLike(l.segs[l.segs.length - 1]!.text)) return true;
  const d = findDate(l.text);
  if (d === null || !(single || RANGE_MARK.test(d.text))) return false;
  const rest = l.text.slice(d.end);
  return /^[\s).…]*$/.test(rest) || PLACE_TAIL.test(rest);
}

// The wrapped part of a date range whose dash the layout took for a bullet glyph ("… Oct. 2017" over "– Dec. 2017, …").
const OPEN_DATE_END = /(?:19|20)\d{2}\s*$/;

function joined(a: Line, b: Line, glue: string, inRun = false): Line {
  const last = a.segs[a.segs.length - 1]!;
  const first = b.segs[0];
  const seg: Chunk = {
    ...last,
    text: `${last.text}${glue}${first.text}`,
    // (The two halves of a date range are one run: the second keeps the style of the first.)
    parts: inRun
      ? [
          ...last.parts.slice(0, -1),
          { ...last.parts[last.parts.length - 1]!, text: `${last.parts[last.parts.length - 1]!.text}${glue}${first.parts[0]!.text}` },
          ...first.parts.slice(1),
        ]
      : [...last.parts, ...first.parts.map((p, i) => (i === 0 ? { ...p, text: `${glue}${p.text}` } : p))],
    x1: Math.max(last.x1, first.x1),
  };
  const segs: [Chunk, ...Chunk[]] = [...a.segs.slice(0, -1), seg, ...b.segs.slice(1)] as [Chunk, ...Chunk[]];
  return { ...a, segs, text: segs.map((s) => s.text).join(" "), x1: Math.max(a.x1, b.x1), y: b.y };
}

/**
 * Each bullet joined with the lines it wrapped onto (plain lines starting where its text starts, close below it).
 * Returns the lines (and which of them were joined), or null unless two or more wrapped items end in their dates and
 * the items read as a list of whole entries: a section of ordinary bullets is left as it is.
 */
export function joinWrappedDatedBullets(lines: Line[], single: boolean): { lines: Line[]; wrapped: Set<Line> } | null {
  const out: Line[] = [];
  const wrapped = new Set<Line>();
  let gained = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.bullet) {
      out.push(l);
      continue;
    }
    let merged = l;
    let j = i + 1;
    for (; j < lines.length && j - i <= 6; j++) {
      const n = lines[j]!;
      const prev = lines[j - 1]!;
      if (n.page !== l.page || n.slot !== l.slot || Math.abs(n.size - l.size) > 0.5 || n.gapAbove > 1.4 * Math.max(n.size, prev.pitch || 0))
        break;
      if (!n.bullet && Math.abs(n.x0 - l.x0) <= 3) {
        merged = joined(merged, n, " ");
        continue;
      }
      // A date range's dash read as a bullet: the item's text so far ends in a year, the indented line opens with a date.
      const d = n.bullet && n.x0 > l.x0 + 3 && OPEN_DATE_END.test(merged.text) ? findDate(n.text) : null;
      if (d && d.start === 0) {
        merged = joined(merged, { ...n, bullet: false }, " – ", true);
        continue;
      }
      break;
    }
    if (j > i + 1 && datedBullet(merged, single, 400)) {
      out.push(merged);
      wrapped.add(merged);
      gained++;
      i = j - 1;
    } else out.push(l);
  }
  if (gained === 0) return null;
  // Only a list of such items (most bullets dated, two in a row) is read this way; elsewhere the wrapped lines stay
  // apart for the usual joining of descriptions (line-end hyphens, fitted words).
  const dated = (l: Line) => datedBullet(l, single, wrapped.has(l) ? 400 : 160);
  const bullets = out.filter((l) => l.bullet);
  const count = bullets.filter(dated).length;
  const adjacent = out.some((l, i) => i > 0 && dated(l) && dated(out[i - 1]!));
  // (One wrapped item is enough when every item is dated.)
  if ((gained >= 2 || count === bullets.length) && adjacent && count >= 0.6 * bullets.length) return { lines: out, wrapped };
  // A nested list: the outer items are the entries ("• School (2005)" over "◦ Degree, …"); every outer item dated,
  // two or more of them, is such a list even when only one wrapped.
  const left = Math.min(...bullets.map((l) => l.x0));
  const outer = bullets.filter((l) => l.x0 <= left + 3);
  const nested = bullets.some((l) => l.x0 > left + 6);
  return nested && outer.length >= 2 && outer.every(dated) ? { lines: out, wrapped } : null;
}
