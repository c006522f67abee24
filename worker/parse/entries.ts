// Stage 5: a section's lines → entries (header lines + body items); work.ts, education.ts and projects.ts turn entries into fields.
// Headers: title/company (or degree/institution) on one or two lines in either order, dates on the same
// line, a separate line or a margin; a later role at the same company may leave the company out.
import { continues, joinWrapped, prevLineWasFull } from "./blocks.ts";
import { datedBullet as isDatedBullet, joinWrappedDatedBullets } from "./dated-bullets.ts";
import { findDate, isDateLike, isOpenEnd } from "./dates.ts";
import { unfoldColumnLists } from "./column-lists.ts";
import { DEGREE, INSTITUTION, isCountry, looksLikePlace, ORG, roleScore } from "./lexicon.ts";
import { commaParts, headerPieces, splitCjkRole, splitRoleLead } from "./pieces.ts";
import type { Chunk, Line, SectionKind } from "./types.ts";

type Segs = [Chunk, ...Chunk[]];

export interface Item {
  text: string;
  bullet: boolean;
  textX: number;
  glyphX?: number;
  last: Line;
  /** The item's first line, when it started as a bullet (its style tells a field from a sentence). */
  first?: Line;
}

export interface Entry {
  header: Line[];
  body: Item[];
}

export const hasDate = (l: Line) => l.segs.some((s) => isDateLike(s.text)) || findDate(l.text) !== null;

/** A date that marks a header: its own segment, or a range / month-year at the end of the line (not a stray year in a sentence). */
function strongDate(l: Line): boolean {
  if (l.segs.some((s) => isDateLike(s.text))) return true;
  // A date ending a column of its own on the right ("88.20% | 2019").
  const lastSeg = l.segs.length > 1 ? l.segs[l.segs.length - 1]! : null;
  const inLast = lastSeg ? findDate(lastSeg.text) : null;
  if (inLast && /^[\s).…]*$/.test(lastSeg!.text.slice(inLast.end))) return true;
  const d = findDate(l.text);
  if (!d) return false;
  const atEnd = d.end >= l.text.replace(/[\s)]+$/, "").length - 1 || d.start === 0;
  // A single date after a preposition ends a sentence ("… certified as AWS architect in May 2019"), not a header.
  const range = /[-–—~～〜]|\bto\b|\bbis\b|至/u.test(d.text);
  if (!range && d.start > 0 && /\b(?:in|on|by|since|until|at|of|from|during|im|am|seit|en|em|au|le)\s*$/i.test(l.text.slice(0, d.start)))
    return false;
  return atEnd && (range || /\p{L}{3}/u.test(d.text) || d.start === 0);
}

const MONTHS = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/i;
const OPEN_END = new RegExp(`(?:[-–—~～〜]|\\bto|\\buntil|\\bbis)\\s*$|\\d{4}\\s*[-–—]?\\s*${MONTHS.source}$`, "i");
// An open range at the start of a line, the entry's text glued after it: "Jan 2014 - Google, Engineer".
const OPEN_LEAD = new RegExp(`^((?:${MONTHS.source}\\s+)?(?:19|20)\\d{2}\\s*[-–—])\\s+(\\p{L}.*)$`, "iu");
const YEAR_OPEN_END = /(?:19|20)\d{2}\s*(?:[-–—]|\bto|\buntil)\s*$/i;
const dateTail = (t: string) => DATE_TAIL.test(t) || isOpenEnd(t);
const DATE_TAIL = new RegExp(
  `^[~～〜]?\\s*(?:(?:${MONTHS.source}\\s+)?(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*年\\s*\\d{1,2}\\s*月|(?:19|20)\\d{2}[./]\\d{1,2}|\\d{1,2}[./](?:19|20)\\d{2}|present|current|now|today|ongoing|現在|至今|现在)$`,
  "i",
);

// A short field label opening a line: "Course: …", "Topics: …".
const LABEL_LEAD = /^\p{L}[\p{L} .'’-]{0,30}[:：]\s+\S/u;

function joinSeg(a: Chunk, b: Chunk): Chunk {
  return {
    ...a,
    text: `${a.text} ${b.text}`,
    parts: [...a.parts, ...b.parts.map((p, i) => (i === 0 ? { ...p, text: ` ${p.text}` } : p))],
    x1: Math.max(a.x1, b.x1),
  };
}

function wrappedBeforeDates(a: Line, b: Line): boolean {
  if (a.segs.length !== 1 || b.segs.length !== 1 || Math.abs(a.size - b.size) >= 0.5) return false;
  const weight = (l: Line) => l.segs[0].parts.every((p) => p.bold);
  if (weight(a) !== weight(b) || !/\d/.test(b.text)) return false;
  const joined = `${a.text} ${b.text}`;
  const d = findDate(joined);
  if (!d || d.end < joined.replace(/[\s)）.]+$/u, "").length) return false;
  if (d.start < a.text.length && d.end > a.text.length + 1) return true;
  const inA = findDate(a.text);
  return !inA && d.start > a.text.length && (/\s[|•·]\s*$/.test(a.text) ? d.start === a.text.length + 1 : prevLineWasFull(a, b, 0));
}

/** A header line that wrapped: the date range broke after its dash, or the title/company text ran onto a second line. */
function wrappedHeader(a: Line, b: Line): (Line & { carry?: Line; carryBody?: boolean }) | null {
  if (b.bullet || b.page !== a.page || b.slot !== a.slot || b.gapAbove > Math.max(1.6 * Math.max(a.size, b.size), 1.35 * b.pitch))
    return null;
  // A one-line header that wrapped before or inside its dates, in one style: "Engineer, Acme, Nederland |" over
  // "Nov 2024 - Nov 2025", "…, Nederland | Nov 2015 -" over "Jun 2018", a full line "…, FedEx" over "Express, … | 2018".
  if (wrappedBeforeDates(a, b)) return mergeLines(a, b);
  const aLast = a.segs[a.segs.length - 1]!;
  const bLast = b.segs[b.segs.length - 1]!;
  // Inline too ("Tongji University, 2016 –" / "2018") when a year stands right before the dash.
  // A date cut inside its brackets: "Integrated M.Tech · (September" / "2022 - May 2027)", "Acme (sep 2024 –" /
  // "Presente)", "Universidade X (2013–" / "2017)".
  const opened = /\(([^()]*)$/.exec(aLast.text)?.[1]?.trim();
  const closed = /^([^()]*)\)/.exec(bLast.text)?.[1]?.trim();
  if (a.segs.length === 1 && b.segs.length === 1 && opened && closed && isDateLike(`${opened} ${closed}`)) {
    const segs: Segs = [joinSeg(aLast, bLast)];
    return { ...a, segs, text: segs[0].text, x1: Math.max(a.x1, b.x1) };
  }
  const inlineOpen = a.segs.length === 1 && b.segs.length === 1 && YEAR_OPEN_END.test(aLast.text);
  if ((a.segs.length >= 2 || inlineOpen) && OPEN_END.test(aLast.text) && dateTail(bLast.text)) {
    const head = b.segs.length >= 2 ? joinSeg(a.segs[0], b.segs[0]) : a.segs[0];
    const segs: Segs = inlineOpen ? [joinSeg(aLast, bLast)] : [head, ...a.segs.slice(1, -1), joinSeg(aLast, bLast)];
    return { ...a, segs, text: segs.map((s) => s.text).join(" "), x1: Math.max(a.x1, b.x1) };
  }
  // The same in a date column set so close to its text that the open range and the title are one chunk:
  // "Jan 2014 – Acme, Engineer" over "Now ‖ …". The rest of the lower line is carried on.
  const glued = a.segs.length === 1 && b.segs.length >= 2 && dateTail(b.segs[0].text) ? OPEN_LEAD.exec(aLast.text) : null;
  if (glued && isDateLike(glued[1]!) && b.segs[1]!.x0 > a.x0) {
    const date = {
      ...aLast,
      text: `${glued[1]} ${b.segs[0].text}`,
      parts: [{ ...aLast.parts[0]!, text: `${glued[1]} ${b.segs[0].text}` }],
    };
    const restText = glued[2]!;
    const rest: Chunk = {
      ...aLast,
      x0: b.segs[1]!.x0,
      text: restText,
      parts: [{ ...(aLast.parts[aLast.parts.length - 1] ?? aLast.parts[0]!), text: restText }],
    };
    const segs: Segs = [date, rest];
    const merged = { ...a, segs, text: segs.map((s) => s.text).join(" ") };
    const more = b.segs.slice(1) as Segs;
    const carry = { ...b, segs: more, x0: more[0].x0, text: more.map((s) => s.text).join(" ") };
    // (A glued text that already names a role and more beside it, "Acme, Engineer, Berlin", leaves the lower line
    // to the description.)
    const parts = commaParts(restText);
    const complete = parts.length >= 2 && parts.some((p) => roleScore(p) > 0);
    return { ...merged, carry, carryBody: complete };
  }
  // The same in a left margin: "Sep 2015 – Sep ‖ Title" over "2019 ‖ Company".
  const aFirst = a.segs[0];
  const bFirst = b.segs[0];
  const endDashOnNext = isDateLike(aFirst.text) && /^[~～〜–—-]/.test(bFirst.text);
  // (The column may align its dates left or right, or only keep the text beside them in one column.)
  const sameColumn =
    Math.abs(aFirst.x0 - bFirst.x0) < 3 ||
    Math.abs(aFirst.x1 - bFirst.x1) < 3 ||
    (a.segs.length >= 2 &&
      b.segs.length >= 2 &&
      bFirst.x0 > aFirst.x0 - 3 &&
      bFirst.x1 < aFirst.x1 + 3 &&
      Math.abs(a.segs[1]!.x0 - b.segs[1]!.x0) < 3);
  if (a.segs.length >= 2 && (OPEN_END.test(aFirst.text) || endDashOnNext) && dateTail(bFirst.text) && sameColumn) {
    const segs: Segs = [joinSeg(aFirst, bFirst), ...a.segs.slice(1)];
    const merged = { ...a, segs, text: segs.map((s) => s.text).join(" ") };
    const [restFirst, ...restMore] = b.segs.slice(1);
    if (!restFirst) return merged;
    // The rest of b (the company beside the date's tail) stays a header line of its own; a sentence there is the
    // entry's first line of description.
    const rest: Segs = [restFirst, ...restMore];
    const text = rest.map((s) => s.text).join(" ");
    const sentence = text.split(/\s+/).length >= 7 || /[.;:]$/.test(text);
    return { ...merged, carry: { ...b, segs: rest, x0: restFirst.x0, text }, carryBody: sentence };
  }
  // A one-segment header line that ran out of room (a long institution in a narrow sidebar) continues below.
  if (
    a.segs.length === 1 &&
    b.segs.length === 1 &&
    !hasDate(a) &&
    !hasDate(b) &&
    signature(a) === signature(b) &&
    Math.abs(a.size - b.size) < 0.5 &&
    Math.abs(b.x0 - a.x0) <= 2 &&
    prevLineWasFull(a, b, 0)
  ) {
    const segs: Segs = [joinSeg(a.segs[0], b.segs[0])];
    return { ...a, segs, text: segs[0].text, x1: Math.max(a.x1, b.x1) };
  }
  const aSecond = a.segs[1];
  // (Only in the same style: a bold institution under an italic degree line starts the next entry.)
  const sameStyle = (x: Chunk, y: Chunk) =>
    (x.parts[0]?.bold ?? false) === (y.parts[0]?.bold ?? false) && (x.parts[0]?.italic ?? false) === (y.parts[0]?.italic ?? false);
  // (Or in the style of the run the line was cut in: "Degree" bold + " at Berufs- und" plain over "Weiterbildungszentrum".)
  const lastRun = a.segs[0].parts[a.segs[0].parts.length - 1];
  const cutRun =
    a.segs[0].parts.length > 1 &&
    Math.abs(a.size - b.size) < 0.5 &&
    lastRun !== undefined &&
    lastRun.bold === (b.segs[0].parts[0]?.bold ?? false) &&
    lastRun.italic === (b.segs[0].parts[0]?.italic ?? false);
  if (b.segs.length === 1 && aSecond && !hasDate(b) && Math.abs(b.x0 - a.x0) <= 2 && (sameStyle(a.segs[0], b.segs[0]) || cutRun)) {
    const room = aSecond.x0 - 1.5 * a.size;
    const firstWord = b.text.split(" ")[0] ?? "";
    // A name cut before a date column: no room for the next word, or the next line goes on in lower case
    // ("…, University" / "of Wisconsin-Madison").
    const goesOn = /^\p{Ll}/u.test(b.text) && !/[.,;:]$/.test(a.segs[0].text);
    if ((a.segs[0].x1 + (firstWord.length + 1) * 0.5 * b.size > room || goesOn) && b.text.length < 60) {
      const segs: Segs = [joinSeg(a.segs[0], b.segs[0]), ...a.segs.slice(1)];
      return { ...a, segs, text: segs.map((s) => s.text).join(" ") };
    }
  }
  return null;
}

/** Style of a line's first non-date text: B(old) I(talic) U(pper) and D if the line carries a date. */
/** `body`: the body text size; a line clearly larger than it counts as styled (L), as in all-plain designs. */
function signature(l: Line, body = Number.POSITIVE_INFINITY): string {
  const seg = l.segs.find((s) => !isDateLike(s.text)) ?? l.segs[0];
  const p = seg.parts[0] ?? { bold: false, italic: false, text: seg.text };
  const letters = p.text.replace(/[^\p{L}]/gu, "");
  // (Scripts without case, Chinese, Japanese or Korean, are not capitals, nor is an acronym leading such a line.)
  const cased = letters.replace(/[^\p{Lu}\p{Ll}\p{Lt}]/gu, "");
  const upper =
    letters.length >= 4 &&
    letters.length >= 0.6 * p.text.replace(/\s/g, "").length &&
    cased.length >= 0.6 * letters.length &&
    cased === cased.toUpperCase() &&
    cased !== cased.toLowerCase();
  // Sizes count by class: in all-plain designs (LinkedIn) a 12 pt company line and an 11.5 pt title line differ.
  const large = l.size > body + 0.75;
  return `${p.bold ? "B" : ""}${p.italic ? "I" : ""}${upper ? "U" : ""}${large ? `L${Math.round(l.size * 2) / 2}` : ""}${hasDate(l) ? "D" : ""}`;
}

const styled = (sig: string) => /[BIUL]/.test(sig);

/** "São Paulo, Brazil", "Berlin, Germany": a place line printed under a header. */
const PLACE_LINE = /^[\p{Lu}][\p{L}.'’ -]{1,30}(?:,\s*[\p{Lu}][\p{L}.'’ -]{1,30}){1,2}$/u;

const COLUMN_HEADING =
  /^(qualifications?|degree|course|examination|exam|institutions?|institute|college|school|university|board(?:\s*\/\s*university)?|university\s*\/\s*board|year(?: of passing)?|passing year|percentage|marks|grade|cgpa|gpa|cgpa\s*\/\s*percentage|result|duration|company|organi[sz]ation|designation|role|from|to|period|class|stream|specialization|subject|description|responsibilities|期間|業務内容|職務内容|会社名|所属|役割|内容|時期|年月|期间|公司|职位|工作内容)s?$/i;

/** The header row of a table ("Qualification ‖ Institution ‖ Board ‖ Year ‖ Percentage") is not an entry. */
function isTableHeader(l: Line): boolean {
  const cells = l.segs.map((s) => s.text.trim().replace(/[:.]$/, ""));
  // Three or more column names, or two when they are CJK column names (職務経歴書 tables: "期間 ‖ 業務内容").
  return (
    (l.segs.length >= 3 || (l.segs.length === 2 && cells.every((c) => /\p{Script=Han}/u.test(c)))) &&
    cells.every((c) => COLUMN_HEADING.test(c))
  );
}

const LINK_ONLY = /^(?:https?:\/\/|www\.)\S+$/i;

// Two short names on either side of a spaced dash: "Specialist in Family Health — North University".
const DASH_PAIR = /^[^–—]{3,80}?\s[–—-]\s[^–—]{2,60}$/u;
/** A list of undated one-line items, each a pair of names split by a spaced dash, and nothing else. */
function undatedPairs(lines: Line[]): boolean {
  if (lines.length < 2 || !lines.every((l) => l.bullet)) return false;
  const pairs = lines.filter((l) => DASH_PAIR.test(l.text) && l.text.split(/\s+/).length <= 14 && !hasDate(l));
  return pairs.length === lines.length;
}

const PROJECT_LABEL = /^([^:：|]{1,40}?)\s*[:：](?:\s+(.*))?$/u;

/** The size most of a section's text is set in: its descriptions, or its date and place lines when it has none. */
function localBodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(Math.round(l.size * 2) / 2, (weight.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  let best = Number.POSITIVE_INFINITY;
  let bestW = -1;
  for (const [size, w] of weight) {
    if (w <= bestW) continue;
    best = size;
    bestW = w;
  }
  return best;
}

/**
 * A date cut over two lines of its own in a date column ("Jan 2014 –" / "Now", "2017" / "Present", "2014" / "2017"
 * stacked): one date line, as printed.
 */
function joinStackedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const a = out[out.length - 1];
    if (
      a &&
      a.segs.length === 1 &&
      l.segs.length === 1 &&
      !a.bullet &&
      !l.bullet &&
      a.page === l.page &&
      a.slot === l.slot &&
      l.gapAbove <= 1.6 * Math.max(a.size, l.size) &&
      // (Left- or right-aligned in its column.)
      (Math.abs(a.x0 - l.x0) < 3 || Math.abs(a.x1 - l.x1) < 3) &&
      /\d/.test(a.text) &&
      (dateTail(a.text) || (OPEN_END.test(a.text) && isDateLike(a.text))) &&
      dateTail(l.text)
    ) {
      const segs: Segs = [joinSeg(a.segs[0], l.segs[0])];
      out[out.length - 1] = { ...a, segs, text: segs[0].text, x0: Math.min(a.x0, l.x0), x1: Math.max(a.x1, l.x1) };
      continue;
    }
    out.push(l);
  }
  return out;
}

/** A line without its first segment, or null when nothing is left. */
function withoutFirstSeg(l: Line): Line | null {
  const [first, ...more] = l.segs.slice(1);
  if (!first) return null;
  const segs: Segs = [first, ...more];
  return { ...l, segs, x0: first.x0, text: segs.map((s) => s.text).join(" ") };
}

/**
 * A range printed down a date column, end over start with a separator between ("Present" / "|" / "2019",
 * "2021" / "–" / "2018") beside the entry's first lines: one date, as printed, on the entry's first line; the
 * text beside the lower two stays where it is.
 */
function joinColumnRanges(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i + 2 < out.length; i++) {
    const [a, b, c] = [out[i]!, out[i + 1]!, out[i + 2]!];
    const [a0, b0, c0] = [a.segs[0], b.segs[0], c.segs[0]];
    const next = a.segs[1];
    if (
      !next ||
      a.page !== c.page ||
      a.slot !== c.slot ||
      !/^[|–—-]$/.test(b0.text.trim()) ||
      !dateTail(a0.text) ||
      !dateTail(c0.text) ||
      // (All three in the column left of the entry's text, close under each other.)
      Math.max(b0.x1, c0.x1) > next.x0 - 2 ||
      b.gapAbove > 1.6 * b.size ||
      c.gapAbove > 1.6 * c.size
    )
      continue;
    const segs: Segs = [joinSeg(joinSeg(a0, b0), c0), ...a.segs.slice(1)];
    const rest = [withoutFirstSeg(b), withoutFirstSeg(c)].filter((l): l is Line => l !== null);
    out.splice(i, 3, { ...a, segs, text: segs.map((sg) => sg.text).join(" ") }, ...rest);
  }
  return out;
}

/**
 * Entries printed as a fixed stack of header lines in one style, each field on a line of its own (company, place,
 * dates, title): the style that opens the first entry comes back inside every entry, so it cannot mark where one
 * starts. When the section's header lines repeat one cycle — the same number of lines from one date line to the
 * next, each position in one style, as many lines before the first date as after the last are missing — each
 * cycle is one entry. Returns the first line of each, or null when the section does not repeat such a cycle.
 */
function stackedStarts(lines: Line[], body: number): Set<Line> | null {
  const heads = lines.filter((l) => !l.bullet && (styled(signature(l, body)) || strongDate(l)));
  const anchors = heads.flatMap((l, i) => (isDateOnly(l) ? [i] : []));
  if (anchors.length < 2) return null;
  const k = anchors[1]! - anchors[0]!;
  if (k < 3 || heads.length !== anchors.length * k) return null;
  if (anchors.some((a, i) => a !== anchors[0]! + i * k)) return null;
  const sig = (l: Line) => signature(l, body).replace("D", "");
  for (let p = 0; p < k; p++) {
    const want = sig(heads[p]!);
    for (let e = 1; e < anchors.length; e++) if (sig(heads[e * k + p]!) !== want) return null;
  }
  // Only when the opening style comes back inside the cycle (else the usual "same style starts an entry" holds).
  const open = sig(heads[0]!);
  if (!heads.slice(1, k).some((l, i) => i + 1 !== anchors[0] && sig(l) === open)) return null;
  // (Body text sits after an entry's header lines, never between them.)
  for (let e = 0; e < anchors.length; e++) {
    const from = lines.indexOf(heads[e * k]!);
    const to = lines.indexOf(heads[e * k + k - 1]!);
    if (to - from !== k - 1) return null;
  }
  return new Set(heads.filter((_, i) => i % k === 0));
}

/**
 * Projects listed as bullets that open with a bold name ("• **Name** (note) – what it does", as Markdown resumes
 * print them): each such bullet starts a project, its name the bold words and its first item the rest. Only when two
 * or more bullets of the section do so at one indent.
 */
function boldLeadIns(lines: Line[]): Map<Line, [string, string]> {
  const found = new Map<Line, [string, string]>();
  for (const l of lines) {
    if (!l.bullet || l.segs.length !== 1) continue;
    const [first, second] = l.segs[0].parts;
    if (!first?.bold || !second || second.bold) continue;
    const name = first.text.trim().replace(/[\s:–—-]+$/u, "");
    if (!name || name.split(/\s+/).length > 8) continue;
    const after = l.segs[0].text.slice(first.text.length);
    // The rest after an optional note in brackets and a separator.
    const m = /^\s*(?:[(（][^()（）]{1,40}[)）])?\s*(?:[-–—:|]\s+|$)/u.exec(after);
    if (!m) continue;
    found.set(l, [name, after.slice(m[0].length).trim()]);
  }
  if (found.size < 2) return new Map();
  const xs = [...found.keys()].map((l) => l.x0);
  if (Math.max(...xs) - Math.min(...xs) > 3) return new Map();
  // A bullet of the same list with no bold name is a project too, named by its first sentence when that is short.
  for (const l of lines) {
    if (!l.bullet || found.has(l) || Math.abs(l.x0 - xs[0]!) > 5) continue;
    const m = /^(.+?)\.\s+(\p{Lu}.*)$/u.exec(l.text);
    const name = m ? m[1]! : l.text;
    if (name.split(/\s+/).length <= 12) found.set(l, [name, m ? m[2]! : ""]);
  }
  return found;
}

export function groupEntries(input: Line[], kind: SectionKind, docBody = Number.POSITIVE_INFINITY): Entry[] {
  // (A line with no letter or digit, a stray quote mark set on a line of its own, holds nothing of an entry.)
  input = joinStackedDates(joinColumnRanges(unfoldColumnLists(input)).filter((l) => l.bullet || /[\p{L}\p{N}]/u.test(l.text)));
  // (A school list may give a year alone: "• X (SSC) ‖ 88.20% | 2019".)
  const single = kind === "education";
  // Entries written as list items that wrapped before their dates ("• Title – description" / "… ( 2010 – 2016 )").
  const wrappedItems = kind === "other" ? null : joinWrappedDatedBullets(input, single);
  if (wrappedItems) input = wrappedItems.lines;
  const datedBullet = (l: Line, one = false) => isDatedBullet(l, one, wrappedItems?.wrapped.has(l) ? 400 : 160);
  const leftEdge = Math.min(...input.map((l) => l.x0));
  // Header lines stand out from the section's own body text (LinkedIn sets company and title lines in the size a
  // summary elsewhere uses, but larger than the job descriptions beside them).
  const body = Math.min(docBody, localBodySize(input));
  // A list whose bullets mostly end with a date range lists whole entries, one per bullet.
  // (Two of them follow each other: dated bullets each under a title of their own are that title's details.)
  const bullets = input.filter((l) => l.bullet);
  const datedCount = bullets.filter((l) => datedBullet(l, single)).length;
  const adjacentAny = input.some((l, i) => i > 0 && datedBullet(l, single) && datedBullet(input[i - 1]!, single));
  // A dated bullet heading plain lines indented under it ("• Web Developer Intern @Qu Analytics ‖ (July 2022 – Sept
  // 2022)" over its description) heads that entry.
  // (A project's name needs no date.)
  // (Or nested items under it: "• Moscow State University (2005)" over "◦ History and Law, Teacher of History".)
  const heads = (l: Line, i: number) => {
    const next = input[i + 1];
    return (
      (datedBullet(l, single) || (kind === "projects" && l.bullet && l.text.length <= 110)) &&
      next !== undefined &&
      (!next.bullet || datedBullet(l, single)) &&
      next.x0 > l.x0 + 8 &&
      next.page === l.page
    );
  };
  const headed = input.filter(heads).length;
  let lines =
    kind !== "other" &&
    ((adjacentAny && datedCount >= 2 && datedCount >= 0.6 * bullets.length) ||
      (headed >= 2 && (headed === datedCount || kind === "projects")))
      ? input.map((l, i) => (datedBullet(l, single) || heads(l, i) ? { ...l, bullet: false } : l))
      : input;
  const forcedHeads = new Set<Line>();
  // Schools listed one per bullet without dates ("• Degree in Psychiatry — State University"): with no header line in
  // the section and every item one line split by a spaced dash, each item is an entry.
  if (kind === "education" && lines === input && undatedPairs(input)) for (const l of input) forcedHeads.add(l);
  // A wrapped item that ends in its dates is a whole entry whatever its style (a plain "Title - description ( dates )").
  if (wrappedItems && lines !== input)
    lines.forEach((l, i) => {
      if (wrappedItems.wrapped.has(input[i]!) && !l.bullet) forcedHeads.add(l);
    });
  // Projects listed as a two-level list: each outer bullet names a project, its inner bullets describe it.
  if (kind === "projects" && bullets.length >= 4) {
    const outer = Math.min(...bullets.map((l) => l.x0));
    const isOuter = (l: Line) => l.bullet && l.x0 < outer + 4;
    const isInner = (l: Line) => l.bullet && l.x0 >= outer + 8;
    const tops = lines.filter(isOuter);
    const described = tops.filter((t) => {
      const i = lines.indexOf(t);
      const after = lines.slice(i + 1).find((n) => n.bullet);
      return after !== undefined && isInner(after);
    });
    if (tops.length >= 2 && described.length >= 0.75 * tops.length && lines.some(isInner))
      lines = lines.map((l) => {
        if (!isOuter(l)) return l;
        const head = { ...l, bullet: false };
        forcedHeads.add(head);
        return head;
      });
  }
  // Schools listed as a two-level list and nothing else: each outer item names a programme, its short inner items the
  // school, the dates, the place ("• DevOps" over "◦ Anhanguera", "◦ 2024 - 2026").
  if (kind === "education" && lines.length >= 4 && lines.every((l) => l.bullet)) {
    const outer = Math.min(...lines.map((l) => l.x0));
    const isOuter = (l: Line) => l.x0 < outer + 4;
    const tops = lines.filter(isOuter);
    const shortInner = lines.every((l) => isOuter(l) || (l.x0 >= outer + 8 && l.text.split(/\s+/).length <= 10));
    const described = tops.every((t) => {
      const next = lines[lines.indexOf(t) + 1];
      return next !== undefined && !isOuter(next);
    });
    if (tops.length >= 2 && shortInner && described)
      lines = lines.map((l) => {
        const plain = { ...l, bullet: false };
        if (isOuter(l)) forcedHeads.add(plain);
        return plain;
      });
  }
  const leadIns = kind === "projects" ? boldLeadIns(lines) : new Map<Line, [string, string]>();
  const stacked = kind !== "projects" && kind !== "other" ? stackedStarts(lines, body) : null;
  for (const l of stacked ?? []) forcedHeads.add(l);
  const entries: Entry[] = [];
  let cur = null as Entry | null;
  let startSig: string | null = null;
  let prev: Line | null = null;
  // Plain lines printed above the date line that completes the first entry (LinkedIn: company, title; or an
  // institution over "Degree · (2013 - 2015)"). Later entries follow the same pattern, so when a date line
  // opens a new entry, that many short plain lines ending the previous body are this entry's head.
  let leadPlain = 0;
  const newEntry = () => {
    cur = { header: [], body: [] };
    entries.push(cur);
    return cur;
  };
  for (const [li, l] of lines.entries()) {
    if (isTableHeader(l)) continue;
    if (forcedHeads.has(l)) {
      newEntry().header.push(l);
      prev = l;
      continue;
    }
    const e: Entry | null = cur;
    const lastItem = e?.body[e.body.length - 1];
    // A date behind a separator glyph ("· (2006 - 2012)") is the entry's date line, not a bullet.
    if (l.bullet && isDateOnly(l) && e && e.body.length === 0 && !e.header.some(strongDate)) {
      e.header.push({ ...l, bullet: false });
      prev = l;
      continue;
    }
    const leadIn = leadIns.get(l);
    if (leadIn) {
      const [name, rest] = leadIn;
      const entry = newEntry();
      entry.header.push({
        ...l,
        bullet: false,
        text: name,
        segs: [{ ...l.segs[0], text: name, parts: [{ text: name, bold: true, italic: false }] }],
      });
      if (rest) entry.body.push({ text: rest, bullet: true, textX: l.x0, glyphX: l.glyphX, last: l, first: l });
      prev = l;
      continue;
    }
    if (l.bullet) {
      const target: Entry = e ?? newEntry();
      target.body.push({ text: l.text, bullet: true, textX: l.x0, glyphX: l.glyphX, last: l, first: l });
      prev = l;
      continue;
    }
    // "CCPBSA: Code for …", "iGEM:" — a project named before a colon at the list's left edge, its description after.
    const named = kind === "projects" ? PROJECT_LABEL.exec(l.text) : null;
    // (A title styled as a whole, "Thesis: Federated Learning", is one title.)
    const uniform = l.segs[0].parts.every((p) => p.bold === l.segs[0].parts[0]?.bold && p.italic === l.segs[0].parts[0]?.italic);
    const plainLine = l.segs[0].parts.every((p) => !p.bold && !p.italic);
    if (
      named &&
      l.segs.length === 1 &&
      (plainLine || !uniform) &&
      l.x0 <= leftEdge + 2 &&
      named[1]!.split(/\s+/).length <= 4 &&
      // (What follows is a description, or nothing: "TFG: MPAI-Boost" is one title.)
      (!(named[2] ?? "").trim() || (named[2] ?? "").trim().split(/\s+/).length >= 4) &&
      !/^https?$/i.test(named[1]!)
    ) {
      const label = named[1]!.trim();
      const head: Line = {
        ...l,
        text: label,
        segs: [{ ...l.segs[0], text: label, parts: [{ text: label, bold: l.segs[0].parts[0]?.bold ?? false, italic: false }] }],
      };
      const entry = newEntry();
      entry.header.push(head);
      const rest = (named[2] ?? "").trim();
      if (rest) entry.body.push({ text: rest, bullet: false, textX: l.x0, last: l });
      prev = l;
      continue;
    }
    const lastHeader = e?.header[e.header.length - 1];
    if (e && lastHeader && e.body.length === 0 && prev === lastHeader) {
      const merged = wrappedHeader(lastHeader, l);
      if (merged) {
        const { carry, carryBody, ...line } = merged;
        e.header[e.header.length - 1] = line;
        if (carry && carryBody) e.body.push({ text: carry.text, bullet: false, textX: carry.x0, last: carry });
        else if (carry) e.header.push(carry);
        prev = carry ?? line;
        continue;
      }
    }
    if (
      lastItem &&
      prev &&
      !isDateOnly(l) &&
      continues(prev, l, lastItem.textX, lastItem.bullet, true, lastItem.glyphX) &&
      !(hasDate(l) && styled(signature(l, body))) &&
      // A paragraph that ends with its entry's dates is over; a styled line after it starts the next entry.
      !(prev.segs.length > 1 && findDate(prev.segs[prev.segs.length - 1]!.text)?.start === 0 && styled(signature(l, body)))
    ) {
      lastItem.text = joinWrapped(lastItem.text, l.text);
      lastItem.last = l;
      prev = l;
      continue;
    }
    const sig = signature(l, body);
    // A bare label ("Responsibilities:", "职责：") introduces the entry's items; it never starts an entry.
    const bareLabel = e !== null && e.header.length > 0 && /^[^:：]{1,30}[:：]$/u.test(l.text);
    // A plain labelled line under a dated header ("Course: Imaging (fall 2019, spring 2020)") is a detail of that entry,
    // even with a date of its own in it. (Not when the entries themselves are such lines, "Abitur: Gymnasium X
    // 2008-2016", nor when the date stands unbracketed at the line's end as an entry's would.)
    const ownDate = findDate(l.text);
    const labelledDetail =
      !styled(sig) &&
      e !== null &&
      e.header.some(strongDate) &&
      LABEL_LEAD.test(l.text) &&
      !LABEL_LEAD.test(e.header[0]!.text) &&
      !isDateLike(l.text.split(/[:：]/)[0]!) &&
      (!ownDate || /[(（][^)）]*$/u.test(l.text.slice(0, ownDate.start)));
    const headerLike = !bareLabel && !labelledDetail && (styled(sig) || strongDate(l));
    // Entries that open on a styled dated line ("2019/08 – ‖ **Engineer, Acme**") are never opened by an undated
    // line in another style, no larger: after the entry's body such a line (a project inside a job, "Major projects ‖ …") is body
    // text. (Unless a date line of its own follows it: then it is the first line of a two-line header.)
    const follower = lines[li + 1];
    const nested =
      headerLike &&
      kind !== "projects" &&
      startSig !== null &&
      /[BIU]/.test(startSig) &&
      startSig.endsWith("D") &&
      (!sig.includes("L") || startSig.includes("L")) &&
      !hasDate(l) &&
      !sameStyle(sig, startSig) &&
      !sameStyle(sig, startSig.slice(0, -1)) &&
      e !== null &&
      e.body.length > 0 &&
      e.header.some(strongDate) &&
      !(follower && isDateOnly(follower));
    if (nested) {
      // (Its wrapped lines align with the text after a margin label, "Dissertation ‖ …".)
      e.body.push({ text: l.text, bullet: false, textX: (l.segs[1] ?? l.segs[0]).x0, last: l });
      prev = l;
      continue;
    }
    if (headerLike) {
      let target: Entry = e ?? newEntry();
      const lastHeader = target.header[target.header.length - 1];
      // A bold title that wraps onto a second line is still one header line.
      if (
        lastHeader &&
        target.body.length === 0 &&
        prev === lastHeader &&
        signature(lastHeader) === sig &&
        Math.abs(lastHeader.size - l.size) < 0.5 &&
        !hasDate(lastHeader) &&
        !hasDate(l) &&
        continues(lastHeader, l, lastHeader.x0)
      ) {
        target.header[target.header.length - 1] = mergeLines(lastHeader, l);
        prev = l;
        continue;
      }
      const headerHasDate = target.header.some(strongDate);
      // Roles listed under one company (LinkedIn): a second title line in the first title's style, with its own date
      // line below, opens the next entry.
      const next = lines[li + 1];
      const repeatsTitle =
        headerHasDate &&
        !hasDate(l) &&
        styled(sig) &&
        next !== undefined &&
        isDateOnly(next) &&
        target.header.some(
          (h, k) => k + 1 < target.header.length && sameStyle(signature(h, body), sig) && isDateOnly(target.header[k + 1]!),
        );
      const startsNew =
        // (A link under the header, the employer's site, is not the body that ends a header.)
        (!stacked && target.body.some((b) => b.bullet || !LINK_ONLY.test(b.text))) ||
        (!stacked &&
          target.header.length > 0 &&
          (sameStyle(sig, startSig) || repeatsTitle || (strongDate(l) && headerHasDate && !isDateOnly(l))));
      if (
        !startsNew &&
        entries.length === 1 &&
        strongDate(l) &&
        !headerHasDate &&
        target.body.length === 0 &&
        target.header.length <= 4 &&
        target.header.every((h) => !styled(signature(h, body)))
      ) {
        leadPlain = target.header.length;
      }
      let lead: Item[] = [];
      if (startsNew && leadPlain > 0 && strongDate(l) && target.body.length > 0) {
        // The short plain lines ending the previous body (after its bullets, paragraphs or link) are this entry's
        // head; an optional line (a grade, a place) may be missing, so up to as many as the first entry had.
        const headLike = (it: Item) =>
          !it.bullet &&
          it.text === it.last.text &&
          it.text.length < 70 &&
          !/[.!?;,:]$/.test(it.text) &&
          /^[\p{Lu}\d]/u.test(it.text) &&
          !/^(?:https?:|www\.)/i.test(it.text) &&
          !hasDate(it.last);
        let run = 0;
        while (run < target.body.length && headLike(target.body[target.body.length - 1 - run]!)) run++;
        run = Math.min(run, leadPlain);
        if (run > 0 && run < target.body.length + (target.header.length > 0 ? 1 : 0)) lead = target.body.splice(-run);
      }
      if (startsNew) target = newEntry();
      target.header.push(...lead.map((it) => it.last));
      if (startSig === null) startSig = sig;
      target.header.push(l);
      prev = l;
      continue;
    }
    // Plain line: part of the header (an institution or company under a bold title) or a body paragraph.
    const target: Entry = e ?? newEntry();
    // A long plain line under two styled header lines (title and company) opens a paragraph.
    const paragraph =
      target.header.length >= 2 && target.header.every((h) => styled(signature(h, body))) && l.text.length > 50 && !hasDate(l);
    const headerOpen =
      !paragraph &&
      // (A line broken inside a word, "… van microservice-", is a wrapped paragraph.)
      !(target.header.some(strongDate) && /\p{L}-$/u.test(l.text)) &&
      target.body.length === 0 &&
      target.header.length > 0 &&
      target.header.length < 3 &&
      (!target.header.some(strongDate) || fieldCount(target.header, kind) < 2) &&
      !/^\p{Ll}/u.test(l.text);
    const placeUnderHeader =
      target.body.length === 0 &&
      target.header.length > 0 &&
      (PLACE_LINE.test(l.text) || isCountry(l.text) || looksLikePlace(l.text)) &&
      l.text.split(/\s+/).length <= 6;
    // (A degree line with its dates can run long: "Integrated M.Tech, Artificial Intelligence … · (September".)
    const maxHead = hasDate(l) || /[(（]\s*\p{L}+$/u.test(l.text) ? 110 : 70;
    if (kind !== "projects" && (headerOpen || placeUnderHeader) && l.text.length < maxHead && !/[.!?]$/.test(l.text)) {
      target.header.push(l);
    } else if (
      target.header.length === 0 &&
      target.body.length === 0 &&
      (kind !== "projects" || (l.text.length < 60 && !/[.!?:;,]$/.test(l.text) && !/^\p{Ll}/u.test(l.text))) &&
      l.text.length < 70
    ) {
      target.header.push(l);
      if (startSig === null) startSig = sig;
    } else {
      target.body.push({ text: l.text, bullet: false, textX: l.x0, last: l });
    }
    prev = l;
  }
  return entries.filter((x) => x.header.length || x.body.length);
}

// LinkedIn prints the duration after the dates: "October 2022 - September 2023 (1 year)".
const DURATION_TAIL =
  /\s*[(·]?\s*\d+\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años?|meses|anos)(?:\s+\d+\s*(?:months?|mos?|mois|monate?|meses))?\s*\)?\s*$/i;
export const isDateOnly = (l: Line) => isDateLike(l.text) || isDateLike(l.text.replace(DURATION_TAIL, ""));

/** Same header style; capitals do not count against a size-styled line (a company typed in capitals). */
const sameStyle = (a: string, b: string | null) => a === b || (b !== null && /L/.test(a) && a.replace("U", "") === b.replace("U", ""));

/**
 * How many fields a header already names: its pieces, or the parts of one comma-separated piece when their words
 * say so ("Graduate Teaching Assistant, University of Wisconsin-Madison": a role and an organisation).
 */
function fieldCount(header: Line[], kind: SectionKind): number {
  const pieces = headerPieces(header).pieces.filter((p) => !p.right);
  if (pieces.length !== 1) return pieces.length;
  if (kind === "work" && splitCjkRole(pieces[0]!.text, (t) => roleScore(t) > 0)) return 2;
  if (
    kind === "work" &&
    splitRoleLead(
      pieces[0]!.text,
      (t) => roleScore(t) > 0,
      (t) => ORG.test(t),
    )
  )
    return 2;
  const parts = commaParts(pieces[0]!.text).filter((p) => !looksLikePlace(p) && !isCountry(p));
  if (parts.length < 2) return 1;
  if (kind === "education") return parts.some((p) => DEGREE.test(p)) && parts.some((p) => INSTITUTION.test(p)) ? 2 : 1;
  // The other part must name an organisation, not a unit of one ("Assistant Professor, Department of Biology",
  // "Charge Nurse, Cardiac ICU" still wait for the employer's line).
  const employer = (p: string) =>
    ORG.test(p) &&
    roleScore(p) < 0 &&
    !/^(?:the\s+)?(?:department|dept\.?|division|unit|team|group|ward|section|office|lab|laboratory)\b/i.test(p);
  return parts.some((p) => roleScore(p) > 0) && parts.some(employer) ? 2 : 1;
}

function mergeLines(a: Line, b: Line): Line {
  const lastSeg = joinSeg(a.segs[a.segs.length - 1]!, b.segs[0]);
  const segs: Segs = a.segs.length > 1 ? [a.segs[0], ...a.segs.slice(1, -1), lastSeg, ...b.segs.slice(1)] : [lastSeg, ...b.segs.slice(1)];
  return { ...a, segs, text: segs.map((s) => s.text).join(" "), x1: Math.max(a.x1, b.x1), y: b.y };
}
