// Sections kept under their own heading that are written as dated entries (volunteering, activities, awards,
// scholarships, certificates with an issuer and a date): one item per printed line that names something, without
// the dates and places beside it, then the entry's bullets. Award and certificate lists keep only each entry's
// main text (the issuer, a description or a date on a line of its own are not items).
import { joinWrapped } from "./blocks.ts";
import { hasDate, isDateFragment, isDateLike } from "./dates.ts";
import { looksLikePlace } from "./lexicon.ts";
import { collapse } from "./text.ts";
import type { Entry, Line, SectionKind } from "./types.ts";
import { isBareLabel } from "./work.ts";

const AWARD_LIKE =
  /award|honou?r|prize|scholar|stipend|grant|fellowship|certif|licen[cs]|distinction|achievement|auszeichnung|aufzeichnung|preis|stipendi|prix|récompense|recompense|premio|premi|zertifik|diplom|获奖|荣誉|证书|資格|受賞/i;

/** The text of a header line without its dates and places. */
function nameText(l: Line): string {
  const segs = l.segs.filter((s) => !isDateLike(s.text) && !isDateFragment(s.text));
  const kept = segs.length > 1 ? segs.filter((s, i) => i === 0 || !looksLikePlace(s.text.replace(/,$/, ""))) : segs;
  return collapse(kept.map((s) => s.text).join(" "))
    .replace(/[,|–—-]\s*$/, "")
    .trim();
}

/** Header lines that wrapped ("Ehrenamtliche Betreuerin bei" / "Jugendhilfe und …") read as one. */
function headerTexts(e: Entry): string[] {
  const out: string[] = [];
  let prev: Line | null = null;
  for (const l of e.header) {
    const t = nameText(l);
    if (!t || isDateLike(t)) continue;
    const last = out.length - 1;
    const wraps =
      prev !== null &&
      last >= 0 &&
      l.page === prev.page &&
      Math.abs(l.x0 - prev.x0) < 2 &&
      !hasDate(prev) &&
      (/\s(?:bei|at|of|for|and|und|et|de|du|des|der|die|das|the|in|an|for|à|au|en|y)$/i.test(out[last]!) || /\p{L}-$/u.test(out[last]!));
    if (wraps) out[last] = joinWrapped(out[last]!, t);
    else out.push(t);
    prev = l;
  }
  return out;
}

/**
 * Items of a section written as dated entries (the line reader's entries), or null when the section is a plain list
 * (no entry carries a date in its header).
 */
export function entryItems(entries: Entry[], heading: string, kind: SectionKind): string[] | null {
  if (kind === "skills" || kind === "languages") return null;
  const dated = entries.filter(
    (e) =>
      e.header.some(
        (l) => l.segs.some((s) => isDateLike(s.text)) || isDateLike(l.text) || /[-–—]\s*(?:present|now|heute|aujourd|actual)/i.test(l.text),
      ) && e.header.some((l) => nameText(l) !== ""),
  );
  if (dated.length === 0 || dated.length < entries.length / 2) return null;
  const awards = AWARD_LIKE.test(heading) || kind === "certifications";
  const out: string[] = [];
  for (const e of entries) {
    const heads = headerTexts(e);
    if (awards) {
      // The main text only: the first name line (an issuer or a description below it is not an item); bullets stay.
      if (heads[0]) out.push(heads[0]);
      for (const b of e.body) if (b.bullet && collapse(b.text) && !isBareLabel(collapse(b.text))) out.push(collapse(b.text));
      continue;
    }
    out.push(...heads);
    for (const b of e.body) {
      const t = collapse(b.text);
      if (t && !isBareLabel(t) && /[\p{L}\p{N}]/u.test(t) && !isDateLike(t)) out.push(t);
    }
  }
  return out;
}
