// Header lines → text pieces: split by segment, by bold/plain runs and by separators, with the date taken out.
import { prevLineWasFull } from "./blocks.ts";
import { findDate, isDateLike } from "./dates.ts";
import { collapse } from "./text.ts";
import type { Line } from "./types.ts";

export interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  line: number;
  /** Sits apart on the right of its line (a location or a date column). */
  right: boolean;
  /** Set on parts split at a dash: the unsplit text, so a dash inside a name can be put back (see rejoinDashes). */
  dashWhole?: string;
}

const SEPARATORS = /\s+[|•·@]\s+|\t/;
const DASHES = /\s+(?:[–—]|-{1,2})\s+/;
// "The University of Texas at Austin", "University of Illinois at Chicago": an "at" after an institution's
// name word is part of the name, not the "Title at Company" separator.
const INSTITUTION_NAME = /\b(?:university|universit[éyàä]t?|college|institute|school|academy|polytechnic|hospital|campus)\b/i;

/** Splits at separators, and at " at " unless the text before it names an institution. */
function splitPieces(text: string): string[] {
  return text.split(SEPARATORS).flatMap((part) => {
    const out: string[] = [];
    let rest = part;
    for (let m = /\s+at\s+/.exec(rest); m; m = /\s+at\s+/.exec(rest)) {
      const left = rest.slice(0, m.index);
      if (INSTITUTION_NAME.test(left)) break;
      out.push(left);
      rest = rest.slice(m.index + m[0].length);
    }
    return [...out, rest];
  });
}

const clean = (raw: string): string =>
  collapse(raw)
    .replace(/^[,;:|()/\s–—-]+|[,;:|(/\s–—-]+$/g, "")
    .replace(/^\)|\($/g, "")
    .trim();

/**
 * "Tusla – Child and Family Agency", "Clinical Nurse Specialist – Emergency": a dash inside a name. Parts split at
 * a dash are put back together when the header names the other field elsewhere (another line or style run that is
 * not a place) and the parts are not clearly one of each kind (`split(a, b)`: title vs company, degree vs school).
 */
export function rejoinDashes(pieces: Piece[], isPlace: (t: string) => boolean, clearlyTwo: (a: string, b: string) => boolean): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (!p.dashWhole) {
      out.push(p);
      continue;
    }
    let j = i;
    while (j + 1 < pieces.length && pieces[j + 1]!.dashWhole === p.dashWhole && pieces[j + 1]!.line === p.line) j++;
    const group = pieces.slice(i, j + 1);
    const others = pieces.filter((q, k) => (k < i || k > j) && !q.right && !isPlace(q.text));
    const keep =
      group.length >= 2 &&
      others.length > 0 &&
      !group.some((q) => isPlace(q.text)) &&
      !group.some((a) => group.some((b) => a !== b && clearlyTwo(a.text, b.text)));
    if (keep) out.push({ ...p, text: p.dashWhole });
    else out.push(...group);
    i = j;
  }
  return out;
}

const hasLeadingDate = (text: string) => findDate(text)?.start === 0;

/** Splits header lines into text pieces (by segment, by bold/plain runs, then by separators) and takes the date out. */
export function headerPieces(header: Line[]): { pieces: Piece[]; dates: string } {
  let dates = "";
  const pieces: Piece[] = [];
  header.forEach((l, li) => {
    const lineStart = pieces.length;
    const above = header[li - 1];
    // "Senior Design Engineer | Grupo Industrial" / "Norteño S.A. de C.V. | Monterrey": a name cut by a full line
    // in a narrow column continues at the start of the next line (same place, same style, no separator between).
    const wrapped =
      above !== undefined &&
      l.segs.length === 1 &&
      above.segs.length === 1 &&
      Math.abs(l.x0 - above.x0) <= 2 &&
      l.page === above.page &&
      !/[|•·,;:–—-]\s*$/.test(above.text) &&
      !isDateLike(above.segs[0]!.text) &&
      prevLineWasFull(above, l, 0) &&
      !hasLeadingDate(l.text);
    l.segs.forEach((seg, si) => {
      if (isDateLike(seg.text)) {
        if (!dates) dates = seg.text.replace(/^\(|\)$/g, "").trim();
        return;
      }
      // A location set apart on the right of a two-part line ("Acme   Berlin"); table rows with more cells have none.
      const textSegs = l.segs.filter((s) => !isDateLike(s.text)).length;
      const right = si > 0 && textSegs === 2 && seg.x0 - l.segs[si - 1]!.x1 > 3 * seg.size && seg.x0 > (l.x0 + l.colRight) / 2;
      // Runs of one style; a style change is the strongest boundary between title and company.
      const runs: { text: string; bold: boolean; italic: boolean }[] = [];
      for (const p of seg.parts) {
        const lastRun = runs[runs.length - 1];
        if (lastRun && lastRun.bold === p.bold && lastRun.italic === p.italic) lastRun.text += p.text;
        else runs.push({ ...p });
      }
      for (const r of runs) {
        let text = r.text;
        if (!dates) {
          const d = findDate(text);
          if (d) {
            dates = d.text.replace(/^\(|\)$/g, "");
            text = `${text.slice(0, d.start)} | ${text.slice(d.end)}`;
          }
        }
        // LinkedIn-style durations next to the dates: "(4 years 9 months)", "· 2 yrs 3 mos".
        text = text.replace(/\(?\b\d+\s*(?:years?|yrs?|months?|mos?)\b(?:\s*\d+\s*(?:months?|mos?)\b)?\)?/gi, " | ");
        for (const chunk of text.split(SEPARATORS)) {
          const parts = chunk.split(DASHES);
          const whole = parts.length > 1 ? clean(chunk) : undefined;
          for (const raw of parts.flatMap(splitPieces)) {
            const t = clean(raw);
            if (t && /[\p{L}\d]/u.test(t))
              pieces.push({
                text: t,
                bold: r.bold,
                italic: r.italic,
                line: li,
                right,
                ...(whole && whole !== t ? { dashWhole: whole } : {}),
              });
          }
        }
      }
    });
    const last = pieces[lineStart - 1];
    const first = pieces[lineStart];
    if (
      wrapped &&
      last &&
      first &&
      last.line === li - 1 &&
      last.bold === first.bold &&
      last.italic === first.italic &&
      !last.right &&
      !first.right
    ) {
      pieces.splice(lineStart - 1, 2, { ...last, text: `${last.text} ${first.text}`, dashWhole: undefined });
    }
  });
  return { pieces, dates };
}
