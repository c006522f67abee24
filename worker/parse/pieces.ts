// Header lines → text pieces: split by segment, by bold/plain runs and by separators, with the date taken out.
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
}

const SEPARATORS = /\s+(?:[|•·@]|[–—]|-{1,2})\s+|\t/;
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

/** Splits header lines into text pieces (by segment, by bold/plain runs, then by separators) and takes the date out. */
export function headerPieces(header: Line[]): { pieces: Piece[]; dates: string } {
  let dates = "";
  const pieces: Piece[] = [];
  header.forEach((l, li) => {
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
        for (const raw of splitPieces(text)) {
          const t = collapse(raw).replace(/^[,;:|()\s–—-]+|[,;:|(\s–—-]+$/g, "").replace(/^\)|\($/g, "").trim();
          if (t && /[\p{L}\d]/u.test(t)) pieces.push({ text: t, bold: r.bold, italic: r.italic, line: li, right });
        }
      }
    });
  });
  return { pieces, dates };
}
