// The line model's inputs: generic facts about each line (style, place on the page, gaps, detectors for dates,
// e-mails, phones and links, hits in the parser's word lists) and the same facts for its neighbours. No feature is
// the identity of a word outside those lists, so the trained weights hold nothing of anyone's resume.
import { findEmail, findPhone, isNameLike } from "../contact.ts";
import { findDate, isDateLike } from "../dates.ts";
import { headingKind } from "../headings.ts";
import { DEGREE, hasRoleWord, INSTITUTION, isCountry, LEGAL_FORM, looksLikePlace, orgWordCount, roleScore } from "../lexicon.ts";
import type { SectionKind } from "../types.ts";
import { type ReaderLine, SECTION_KINDS } from "./types.ts";

const clip = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const gap = (g: number) => (Number.isFinite(g) ? clip(g, 0, 4) / 4 : 1);
const URL = /https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|dev|me|de|fr|in)\/|linkedin|github/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A short line set apart (bold, capitals, larger or ruled) naming a section we know, or null. */
function namedHeading(l: ReaderLine): SectionKind | null {
  const t = l.text.trim().replace(/[:：]$/, "");
  if (t.length > 60 || t.split(/\s+/).length > 6) return null;
  return headingKind(t);
}

/** Facts about one line alone (its text, style and place). */
function own(l: ReaderLine, body: number, kind: SectionKind | null, date: ReturnType<typeof findDate>): number[] {
  const t = l.text.trim();
  const letters = t.replace(/[^\p{L}]/gu, "");
  const words = t.split(/\s+/).filter(Boolean);
  const caps = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const upperStarts = words.filter((w) => /^\p{Lu}/u.test(w)).length / Math.max(1, words.length);
  const cjk = (t.match(CJK)?.length ?? 0) / Math.max(1, t.length);
  const role = roleScore(t);
  // (The degree and school words are looked up once: their difference is the education score.)
  const degree = DEGREE.test(t) ? 1 : 0;
  const school = INSTITUTION.test(t) ? 1 : 0;
  const lastCell = l.cells[l.cells.length - 1] ?? "";
  return [
    1,
    l.sizeRank === 0 ? 1 : 0,
    l.sizeRank === 1 ? 1 : 0,
    l.sizeRank === 2 ? 1 : 0,
    l.sizeRank >= 3 ? 1 : 0,
    clip(l.size / body - 1, -0.5, 1.5),
    l.bold,
    l.italic,
    caps ? 1 : 0,
    upperStarts,
    /^\p{Ll}/u.test(t) ? 1 : 0,
    l.column === 0 ? 1 : 0,
    l.column === 1 ? 1 : 0,
    l.column === 2 ? 1 : 0,
    clip((l.x1 - l.x0) / l.pageWidth, 0, 1),
    clip(l.top / l.pageHeight, 0, 1),
    l.page === 0 ? 1 : 0,
    gap(l.gapAbove),
    gap(l.gapBelow),
    Number.isFinite(l.gapAbove) ? 0 : 1,
    l.bullet ? 1 : 0,
    l.ruled ? 1 : 0,
    l.cells.length > 1 ? 1 : 0,
    l.cells.length > 1 && isDateLike(lastCell.trim()) ? 1 : 0,
    clip(Math.log1p(t.length) / 5, 0, 1.5),
    words.length <= 3 ? 1 : 0,
    words.length > 3 && words.length <= 8 ? 1 : 0,
    words.length > 12 ? 1 : 0,
    /[:：]$/.test(t) ? 1 : 0,
    /[.。]$/.test(t) ? 1 : 0,
    /^[^:：]{2,30}[:：]\s*\S/u.test(t) ? 1 : 0,
    date ? 1 : 0,
    isDateLike(t) ? 1 : 0,
    date && date.end >= t.length - 2 ? 1 : 0,
    date && date.start === 0 ? 1 : 0,
    findEmail(t) ? 1 : 0,
    findPhone(t) ? 1 : 0,
    URL.test(t) ? 1 : 0,
    t.length <= 60 && looksLikePlace(t) ? 1 : 0,
    isCountry(t) ? 1 : 0,
    isNameLike(t) ? 1 : 0,
    ...SECTION_KINDS.map((k) => (kind === k ? 1 : 0)),
    kind && headingKind(t.replace(/[:：]$/, ""), true) ? 1 : 0,
    hasRoleWord(t) ? 1 : 0,
    clip(role, -2, 2) / 2,
    orgWordCount(t) > 0 ? 1 : 0,
    LEGAL_FORM.test(t) ? 1 : 0,
    degree,
    school,
    clip(degree - school, -1, 1),
    clip((t.match(/,/g)?.length ?? 0) / 4, 0, 1),
    clip((t.match(/[|•·]/g)?.length ?? 0) / 3, 0, 1),
    /\s[-–—]\s/.test(t) ? 1 : 0,
    clip((t.match(/\d/g)?.length ?? 0) / Math.max(1, t.length), 0, 1),
    cjk,
  ];
}

/** Facts relating a line to its neighbour (same style, same indent, size step). */
function relation(l: ReaderLine, o: ReaderLine | undefined): number[] {
  if (!o || o.page !== l.page || o.column !== l.column) return [0, 0, 0, 0, 0, 1];
  return [
    Math.abs(o.size - l.size) < 0.3 && Math.abs(o.bold - l.bold) < 0.2 && Math.abs(o.italic - l.italic) < 0.2 ? 1 : 0,
    Math.abs(o.x0 - l.x0) < 2 ? 1 : 0,
    clip((l.x0 - o.x0) / 20, -1, 1),
    clip(l.size - o.size, -4, 4) / 4,
    clip(l.bold - o.bold, -1, 1),
    0,
  ];
}

/** The last line above set apart and naming a section: the kind of the section a line is probably in. */
function headingContext(lines: readonly ReaderLine[], body: number, kinds: (SectionKind | null)[]): (SectionKind | null)[] {
  const out: (SectionKind | null)[] = [];
  let current: SectionKind | null = null;
  for (const l of lines) {
    out.push(current);
    const k = kinds[out.length - 1]!;
    if (k && (l.bold > 0.5 || l.size > body * 1.1 || l.ruled || l.text === l.text.toUpperCase())) current = k;
  }
  return out;
}

const OWN_SIZE = own(
  {
    n: 0,
    text: "",
    cells: [""],
    page: 0,
    column: 0,
    x0: 0,
    x1: 1,
    top: 0,
    pageWidth: 1,
    pageHeight: 1,
    size: 1,
    sizeRank: 0,
    bold: 0,
    italic: 0,
    bullet: false,
    ruled: false,
    gapAbove: 1,
    gapBelow: 1,
  },
  1,
  null,
  null,
).length;

/** The document's body size: the size most of its characters are set in. */
export function bodySizeOf(lines: readonly ReaderLine[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(Math.round(l.size * 2) / 2, (weight.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  let best = 10;
  let most = -1;
  for (const [s, w] of weight) if (w > most || (w === most && s < best)) [best, most] = [s, w];
  return best;
}

/** A line's look: size, weight, slant, capitals and indent. Entries of one section repeat their header's look. */
const look = (l: ReaderLine) =>
  `${Math.round(l.size * 2)}|${l.bold > 0.5 ? "b" : ""}${l.italic > 0.5 ? "i" : ""}${l.text === l.text.toUpperCase() ? "u" : ""}|${Math.round(l.x0 / 4)}|${l.column}|${l.bullet ? "•" : ""}`;

/** How a line's look recurs: how often in the document, on dated lines, and as the first line after a heading. */
function lookFacts(lines: readonly ReaderLine[], kinds: (SectionKind | null)[], dates: boolean[]): number[][] {
  const looks = lines.map(look);
  const count = new Map<string, number>();
  const dated = new Map<string, number>();
  const opening = new Set<string>();
  let afterHeading = false;
  for (let i = 0; i < lines.length; i++) {
    const k = looks[i]!;
    count.set(k, (count.get(k) ?? 0) + 1);
    if (dates[i]) dated.set(k, (dated.get(k) ?? 0) + 1);
    if (afterHeading) opening.add(k);
    afterHeading = kinds[i] !== null;
  }
  return looks.map((k, i) => {
    const n = count.get(k) ?? 1;
    const prev = lines[i - 1];
    return [clip(Math.log(n) / 4, 0, 1), (dated.get(k) ?? 0) / n, opening.has(k) ? 1 : 0, prev && looks[i - 1] !== k ? 1 : 0];
  });
}

/** One feature vector per line: its own facts, its two neighbours' on each side, the relations and the context. */
export function lineFeatures(lines: readonly ReaderLine[]): number[][] {
  const body = bodySizeOf(lines);
  // Each line's heading name and date are found once: several facts below use them.
  const kinds = lines.map((l) => namedHeading(l));
  const dates = lines.map((l) => findDate(l.text.trim()));
  const owns = lines.map((l, i) => own(l, body, kinds[i]!, dates[i]!));
  const blank = new Array<number>(OWN_SIZE).fill(0);
  const context = headingContext(lines, body, kinds);
  const looks = lookFacts(
    lines,
    kinds,
    dates.map((d) => d !== null),
  );
  const none = [0, 0, 0, 0];
  // Each row is written into an array of its final length (growing it a value at a time, or spreading ten arrays a
  // line, cost more than the facts themselves).
  return lines.map((l, i) => {
    const row = new Array<number>(ROW_SIZE).fill(0);
    let at = 0;
    const put = (xs: readonly number[], n = xs.length) => {
      for (let k = 0; k < n; k++) row[at++] = xs[k]!;
    };
    put(owns[i] ?? blank);
    put(owns[i - 1] ?? blank);
    put(owns[i + 1] ?? blank);
    put(owns[i - 2] ?? blank, NEAR_SIZE);
    put(owns[i + 2] ?? blank, NEAR_SIZE);
    row[at++] = owns[i - 1] ? 0 : 1;
    row[at++] = owns[i + 1] ? 0 : 1;
    put(relation(l, lines[i - 1]));
    put(relation(l, lines[i + 1]));
    put(looks[i]!);
    put(looks[i - 1] ?? none);
    put(looks[i + 1] ?? none);
    for (const k of SECTION_KINDS) row[at++] = context[i] === k ? 1 : 0;
    row[at++] = context[i] === null ? 1 : 0;
    row[at++] = i / Math.max(1, lines.length - 1);
    return row;
  });
}

/** The second line on each side contributes its first facts only. */
const NEAR_SIZE = 40;
/** A row's length: own facts of the line and its neighbours, the two edge flags, two relations, three looks, the
 * context (see lineFeatures). */
const ROW_SIZE = 3 * OWN_SIZE + 2 * NEAR_SIZE + 2 + 2 * 6 + 3 * 4 + SECTION_KINDS.length + 2;
