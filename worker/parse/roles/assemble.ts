// Readings → record. Sections open at heading lines and take the kind most of their lines are read as (the heading
// counting three times); entry sections split into entries at entry starts (or where a header line follows a
// description), each entry's header lines and description items go to the field readers (work.ts, education.ts,
// projects.ts); list sections go to the list reader (lists.ts); the lines before the first heading, and any line read
// as a name or contact detail, give the contact fields.
import { LIMITS, type StoredRecord } from "../../shapes/resume.ts";
import { continues, joinWrapped } from "../blocks.ts";
import { findDate, hasDate, widenDate } from "../dates.ts";
import { contactInfo, isNameLike } from "../contact.ts";
import { toEducation } from "../education.ts";
import { headingKind, isMainSkillsName } from "../headings.ts";
import { labelledEducation, labelledWork } from "../labelled.ts";
import { LABEL, listItems } from "../lists.ts";
import { entryItems } from "../others.ts";
import { toProjects } from "../projects.ts";
import type { ParseNotes } from "../review.ts";
import type { Entry, Item, Line, SectionKind } from "../types.ts";
import { toWork, type WorkField } from "../work.ts";
import type { LineReading, LineRole } from "./types.ts";

export interface ReadSection {
  kind: SectionKind;
  heading: string;
  headingLine?: Line;
  lines: Line[];
  readings: LineReading[];
  /** The reader's probability that the heading is one. */
  headingP?: number;
}

const HEADER: ReadonlySet<LineRole> = new Set(["title", "organisation", "dates", "place"]);
const CONTENT: ReadonlySet<LineRole> = new Set(["bullet", "body", "list_item"]);

const allBold = (l: Line) => l.segs.every((c) => c.parts.every((p) => p.bold));
const lookOf = (l: Line) => `${l.size.toFixed(1)} ${allBold(l)} ${l.text === l.text.toUpperCase()} ${l.ruled}`;

/** The look most of the document's headings share (size, weight, capitals, rule), with its size and how many share it. */
function mainLook(lines: Line[], readings: LineReading[]): { look: string; size: number; n: number } {
  const looks = new Map<string, { size: number; n: number }>();
  for (const [i, l] of lines.entries())
    if (readings[i]!.role === "heading") looks.set(lookOf(l), { size: l.size, n: (looks.get(lookOf(l))?.n ?? 0) + 1 });
  const [look, { size, n }] = [...looks].sort((a, b) => b[1].n - a[1].n)[0] ?? ["", { size: 0, n: 0 }];
  return { look, size, n };
}

/** Lines not read as headings that are one: a known section name alone on its line (capitalised, no digits, no glyph,
 * a blank line above it), set in the look most of the document's headings share (two at least). */
function missedHeadings(lines: Line[], readings: LineReading[]): Set<Line> {
  const { look, n } = mainLook(lines, readings);
  const out = new Set<Line>();
  for (const [i, l] of lines.entries()) {
    const text = l.text.trim().replace(/[:：]$/, "");
    if (n < 2 || readings[i]!.role === "heading" || l.bullet || l.segs.length > 1 || lookOf(l) !== look) continue;
    if (/^\p{Lu}/u.test(text) && !/\d/.test(text) && l.gapAbove > 1.5 * l.pitch && headingKind(text, true)) out.add(l);
  }
  return out;
}

const ENTRY_KINDS: ReadonlySet<SectionKind> = new Set(["work", "education", "projects"]);

/** Headings set smaller than the look most headings share (two at least) where the heading above starts, under one naming an entry
 * section, that name no list section: part of that section, not a section of their own ("Personal Projects & Content"
 * under "Experience", "Projects:" and "Responsibilities:" inside a job). First in the section, one titles the entry it
 * opens, as one does later unless a colon ends it ("Responsibilities:", a label of the entry above). */
function subHeadings(lines: Line[], readings: LineReading[]): LineReading[] {
  const { look, size, n } = mainLook(lines, readings);
  let parent: { kind: SectionKind | null; x0: number } | undefined;
  let first = true;
  return readings.map((r, i) => {
    const l = lines[i]!;
    if (r.role !== "heading") {
      first = false;
      return r;
    }
    const kind = headingKind(l.text.trim().replace(/[:：]$/, ""));
    const sub = n >= 2 && !!parent && lookOf(l) !== look && l.size < size - 0.5 && Math.abs(l.x0 - parent.x0) <= l.size;
    if (!sub || !parent) [parent, first] = [{ kind, x0: l.x0 }, true];
    else if (parent.kind && ENTRY_KINDS.has(parent.kind) && (!kind || (kind !== parent.kind && ENTRY_KINDS.has(kind) && first)))
      return first || !/[:：]\s*$/u.test(l.text) ? { ...r, role: "title", entryStart: true } : { ...r, role: "other", entryStart: false };
    return r;
  });
}

const LIST_KINDS: ReadonlySet<SectionKind> = new Set(["skills", "languages", "certifications"]);

/** A summary ending in three lines or more read as one list section's (skills, languages, certifications), after a
 * blank line: that section, its heading not in the text (drawn as a picture or an icon). */
function listTail(s: ReadSection): ReadSection[] {
  const kind = s.readings.at(-1)?.section;
  if (s.kind !== "summary" || !kind || !LIST_KINDS.has(kind)) return [s];
  let k = s.lines.length;
  while (k > 0 && s.readings[k - 1]!.section === kind) k--;
  const first = s.lines[k]!;
  if (k === 0 || s.lines.length - k < 3 || first.gapAbove <= 1.5 * first.pitch) return [s];
  const tail: ReadSection = { kind, heading: "", lines: s.lines.slice(k), readings: s.readings.slice(k) };
  return [{ ...s, lines: s.lines.slice(0, k), readings: s.readings.slice(0, k) }, tail];
}

/** Sections: a heading opens one; its kind is the vote of its lines, the heading's own reading counting three times. */
export function readSections(lines: Line[], readingsIn: LineReading[]): ReadSection[] {
  const out: ReadSection[] = [];
  let cur: ReadSection = { kind: "preamble", heading: "", lines: [], readings: [] };
  const close = () => {
    if (cur.headingLine || cur.lines.length) out.push(cur);
  };
  const missed = missedHeadings(lines, readingsIn);
  const readings = subHeadings(
    lines,
    readingsIn.map((r, i) => (missed.has(lines[i]!) ? { ...r, role: "heading" as const, entryStart: false } : r)),
  );
  for (const [i, l] of lines.entries()) {
    const r = readings[i]!;
    // A heading right under one that names a section, where it starts and with no line between ("SIDE PROJECTS"
    // over "Work / Study", "SKILLS" over "Languages:"), is its subtitle, not a section of its own.
    const above = lines[i - 1];
    const subtitle =
      r.role === "heading" &&
      !!above &&
      cur.headingLine === above &&
      !cur.lines.length &&
      above.page === l.page &&
      above.slot === l.slot &&
      Math.abs(l.x0 - above.x0) <= l.size &&
      l.gapAbove <= 1.2 * l.pitch &&
      headingKind(cur.heading) !== null;
    if (subtitle) continue;
    if (r.role === "heading") {
      close();
      cur = { kind: "other", heading: l.text.trim().replace(/[:：]$/, ""), headingLine: l, headingP: r.p, lines: [], readings: [] };
      continue;
    }
    cur.lines.push(l);
    cur.readings.push(r);
  }
  close();
  for (const [k, s] of out.entries()) {
    const votes = new Map<SectionKind, number>();
    const vote = (kind: SectionKind, w: number) => votes.set(kind, (votes.get(kind) ?? 0) + w);
    if (s.headingLine) vote(readings[lines.indexOf(s.headingLine)]!.section, 3);
    for (const r of s.readings) if (r.role !== "name" && r.role !== "contact") vote(r.section, 1);
    // A heading naming a section we know decides its kind; an unknown one leaves it to the vote.
    const named = s.heading ? headingKind(s.heading) : null;
    const best = named ?? [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
    s.kind = best ?? (k === 0 && !s.headingLine ? "preamble" : "other");
    // An entry kind needs entries: under a heading we do not know, lines none of which reads as a title, organisation
    // or dates are prose (a letter's paragraphs, a profile), not a work or education section.
    const entryKind = s.kind === "work" || s.kind === "education" || s.kind === "projects";
    if (entryKind && !named && !s.readings.some((r) => r.role === "title" || r.role === "organisation" || r.role === "dates"))
      s.kind = k === 0 && !s.headingLine ? "preamble" : "summary";
    if (k === 0 && !s.headingLine && s.kind !== "work" && s.kind !== "education" && s.kind !== "projects") s.kind = "preamble";
  }
  return out.flatMap(listTail);
}

/** Description lines → items: a line joins the item above when it wraps it (blocks.ts), else opens a new one. */
export function toItems(lines: Line[]): Item[] {
  const items: Item[] = [];
  for (const l of lines) {
    const prev = items[items.length - 1];
    if (prev && continues(prev.last, l, prev.textX, prev.bullet, true, prev.glyphX)) {
      prev.text = joinWrapped(prev.text, l.text);
      prev.last = l;
    } else items.push({ text: l.text, bullet: l.bullet, textX: l.x0, glyphX: l.glyphX, last: l, first: l });
  }
  return items;
}

/** A title or organisation wrapped onto the next line ("… (GovTech), Data Science" / "and AI Division"), its dates
 * perhaps beside the first line: the second line is one cell under the first line's first cell, in its size and
 * look (on the next page too), without a date, and that cell reads on into it (blocks.ts `continues`) or it is a bracketed short form alone
 * ("(GovTech)"). The second line's own reading does not matter: a wrapped tail often reads as a description. */
function wrapsHeader(a: Line, b: Line, roleA: LineRole): boolean {
  if (roleA !== "title" && roleA !== "organisation") return false;
  if (b.segs.length !== 1 || b.bullet || hasDate(b) || Math.abs(a.size - b.size) >= 0.5) return false;
  const first = a.segs[0];
  const head: Line = { ...a, segs: [first], text: first.text, x1: first.x1 };
  if (hasDate(head)) return false;
  const look = (l: Line) => `${l.segs[0].parts[0]?.bold}${l.segs[0].parts[0]?.italic}`;
  if (look(head) !== look(b)) return false;
  const shortForm = /^\([^()]{1,30}\)$/.test(b.text) && Math.abs(b.x0 - first.x0) <= 2;
  return shortForm || continues(head, b, first.x0, false);
}

/** Two lines read as one: the second continues the first's first cell (a date cell beside it stays its own). */
function joinLines(a: Line, b: Line): Line {
  const first = a.segs[0];
  const head = b.segs[0];
  const joined = {
    ...first,
    text: joinWrapped(first.text, head.text),
    parts: [...first.parts, ...head.parts.map((p, i) => (i === 0 ? { ...p, text: ` ${p.text}` } : p))],
    x1: Math.max(first.x1, head.x1),
  };
  const segs = [joined, ...a.segs.slice(1)] as Line["segs"];
  return { ...a, segs, text: segs.map((g) => g.text).join(" "), x1: Math.max(a.x1, b.x1) };
}

/** How far apart, in the document's usual line pitch, two header lines are when a blank line separates them. */
const GAP_BETWEEN_ENTRIES = 1.3;

/** `l` reads on from the last item of `body` (blocks.ts `continues`, as `toItems` joins lines). */
function continuesLastItem(body: Line[], l: Line): boolean {
  const item = toItems(body).at(-1);
  return !!item && continues(item.last, l, item.textX, item.bullet, true, item.glyphX);
}

const italic = (c: Line["segs"][number]) => c.parts.length > 0 && c.parts.every((p) => p.italic);
const oneLook = (c: Line["segs"][number]) => c.parts.every((p) => p.bold === c.parts[0]?.bold && p.italic === c.parts[0]?.italic);

/** Two lines start at one place in one size, their first cells in one weight and slant. */
const sameLook = (a: Line, b: Line) =>
  Math.abs(a.x0 - b.x0) <= 2 &&
  Math.abs(a.size - b.size) < 0.5 &&
  a.segs[0].parts[0]?.bold === b.segs[0].parts[0]?.bold &&
  a.segs[0].parts[0]?.italic === b.segs[0].parts[0]?.italic;

/** An italic line of one cell, without a glyph or a date, right under an entry header that names no employer yet
 * (no line read as one, each header line's first cell in one style, none italic) and set where that header starts:
 * the employer, whatever the reader took it for ("Head of Data, Asia Pacific Region" / "Example Agency" is not cut at
 * the comma into title and employer). */
function employerUnder(header: Line[], roles: LineRole[], l: Line, role: LineRole): boolean {
  if (role === "organisation" || role === "heading" || role === "name" || role === "contact") return false;
  if (roles.includes("organisation") || l.bullet || l.segs.length !== 1 || !italic(l.segs[0]) || hasDate(l)) return false;
  if (!header.every((h) => oneLook(h.segs[0]) && !italic(h.segs[0]))) return false;
  const first = header[0]!;
  return Math.abs(l.x0 - first.x0) <= 2 && Math.abs(l.size - first.size) < 0.5;
}

// A range's connector ending its start or opening its end: a dash, a wave dash, "to", Dutch "t/m", "至".
const OPEN_TAIL = /\s*(?:[-–—~～〜]|\bto|\bbis|t\/m|至)\s*$/u;
const OPEN_HEAD = /^\s*(?:[-–—~～〜]|to\b|bis\b|至)\s*/u;
/** The text is one date (or open end) and nothing else. */
const wholeDate = (t: string) => {
  const d = findDate(t.trim());
  return !!d && d.start === 0 && d.end === t.trim().length;
};

const withText = (l: Line, k: number, text: string): Line => {
  const segs = l.segs.map((c, j) => (j === k ? { ...c, text, parts: [{ ...(c.parts[0] ?? { bold: false, italic: false }), text }] } : c));
  return { ...l, segs: segs as Line["segs"], text: segs.map((c) => c.text).join(" ") };
};

/** A range's first word wrapped onto the line above, ending it ("…, Information Technology · (August" over "2022 - July
 * 2024)"): the word moves down to the date it opens, when the date reads longer with it. */
function startWrapped(a: Line, b: Line): [Line, Line] | null {
  const last = a.segs.length - 1;
  const m = /\s*(?:[·•|,–—-]\s*)?([(（]?)(\p{L}+\.?)$/u.exec(a.segs[last]!.text);
  const first = b.segs[0].text;
  if (!m || m.index === 0) return null;
  const wider = `${m[1]}${m[2]} ${first}`;
  const d = findDate(wider);
  const alone = findDate(first);
  if (!d || d.start > m[1]!.length || !alone || d.end - d.start <= alone.end - alone.start + m[2]!.length) return null;
  return [withText(a, last, a.segs[last]!.text.slice(0, m.index)), withText(b, 0, wider)];
}

/** A date range set in a date column too narrow for it, its start on one header line and its end in the same column
 * on the next ("2020-6 -" over "2020-9", "2016年04月～" over "2017年11月", "2019年3月" over "～2019年5月"): one range,
 * in the first line's cell. */
function joinSplitRanges(header: Line[], roles: LineRole[]): Entry {
  const out = [...header];
  const outRoles = [...roles];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    if (a.page !== b.page) continue;
    const moved = startWrapped(a, b);
    if (moved) {
      [out[i], out[i + 1]] = moved;
      continue;
    }
    for (const [ai, ca] of a.segs.entries()) {
      const bi = b.segs.findIndex((cb) => Math.abs(cb.x0 - ca.x0) <= ca.size / 2 || Math.abs(cb.x1 - ca.x1) <= ca.size / 2);
      const cb = b.segs[bi];
      if (!cb) continue;
      const tail = OPEN_TAIL.exec(ca.text);
      const head = OPEN_HEAD.exec(cb.text);
      if (!tail === !head) continue;
      const start = tail ? ca.text.slice(0, tail.index) : ca.text;
      const end = head ? cb.text.slice(head[0].length) : cb.text;
      if (!wholeDate(start) || !wholeDate(end)) continue;
      const wave = /[~～〜]\s*$/u.test(ca.text) || /^\s*[~～〜]/u.test(cb.text);
      const text = `${ca.text.trim()}${wave ? "" : " "}${cb.text.trim()}`;
      const joined = { ...ca, text, parts: [{ ...(ca.parts[0] ?? { bold: false, italic: false }), text }] };
      const segs = a.segs.map((c, k) => (k === ai ? joined : c)) as Line["segs"];
      out[i] = { ...a, segs, text: segs.map((c) => c.text).join(" ") };
      const rest = b.segs.filter((_, k) => k !== bi);
      if (rest.length)
        out[i + 1] = {
          ...b,
          segs: rest as Line["segs"],
          text: rest.map((c) => c.text).join(" "),
          x0: rest[0]!.x0,
          x1: rest[rest.length - 1]!.x1,
        };
      else {
        out.splice(i + 1, 1);
        outRoles.splice(i + 1, 1);
      }
      break;
    }
  }
  return { header: out, body: [], roles: outRoles };
}

/** The text is a date range and nothing else but a bracketed span ("julho de 2022 - janeiro de 2023 (7 meses)"). */
function onlyDates(text: string): boolean {
  const hit = findDate(text);
  const d = hit && widenDate(text, hit);
  return !!d && /^[\s·|,;–—-]*(?:[(（][^()（）]*\d[^()（）]*[)）])?[\s.]*$/u.test(text.slice(0, d.start) + text.slice(d.end));
}

/** A table's header row read as an entry: one line of three cells or more, no digit, nothing under it, over a row of as
 * many cells, give or take one ("Year | Degree | Institute | Grade" over the rows it names). */
function tableHead(e: { header: Line[]; body: Line[] }, next: { header: Line[] } | undefined): boolean {
  const cells = e.header[0]?.segs.length ?? 0;
  if (e.header.length !== 1 || e.body.length || cells < 3 || /\d/.test(e.header[0]!.text)) return false;
  return (next?.header[0]?.segs.length ?? 0) >= cells - 1;
}

/** A dated line read as a description that would open an entry (no header above it to describe) is that entry's header; in
 * a work section with no header line at all, each dated item is an entry of its own (jobs listed one a bullet; dated
 * items under an education heading are courses, listed as such). */
function datedOpener(s: ReadSection, l: Line, r: LineReading, opens: boolean): boolean {
  if (!ENTRY_KINDS.has(s.kind) || !CONTENT.has(r.role) || !hasDate(l)) return false;
  return l.bullet ? s.kind === "work" && !s.readings.some((x) => HEADER.has(x.role)) : opens;
}

/** An entry section's entries: one opens at an entry start, or where a title or organisation follows a description. */
export function toEntries(s: ReadSection): Entry[] {
  const entries: { header: Line[]; body: Line[]; roles: LineRole[] }[] = [];
  let cur: { header: Line[]; body: Line[]; roles: LineRole[] } | undefined;
  // The index of the line last put in a header (a joined wrap counts as its second line).
  let headerAt = -2;
  let bulletSchool: typeof cur;
  for (const [i, l] of s.lines.entries()) {
    let r = s.readings[i]!;
    const last = cur?.header[cur.header.length - 1];
    // Right under the entry's header, before any description.
    const underHeader = !!cur && !!last && !cur.body.length && headerAt === i - 1;
    if (cur && last && underHeader && wrapsHeader(last, l, cur.roles[cur.roles.length - 1]!)) {
      cur.header[cur.header.length - 1] = joinLines(last, l);
      headerAt = i;
      continue;
    }
    // A line the reader could not place, first in its page or column, that reads on from the last item (a bullet
    // wrapped across the break) is the rest of that item.
    if (cur?.body.length && r.role === "other" && l.gapAbove === Number.POSITIVE_INFINITY && continuesLastItem(cur.body, l)) {
      cur.body.push(l);
      continue;
    }
    // A header reading on a line that reads on from the last item, set in from the header (a bullet's wrapped line),
    // is the rest of that item.
    if (cur?.body.length && last && HEADER.has(r.role) && !l.bullet && !hasDate(l) && l.x0 - cur.header[0]!.x0 > l.size) {
      if (continuesLastItem(cur.body, l)) {
        cur.body.push(l);
        continue;
      }
    }
    if (cur && last && underHeader && employerUnder(cur.header, cur.roles, l, r.role))
      r = { ...r, role: "organisation", entryStart: false };
    // A dated line read as a description or an item, a blank line under a dated header line, set where it starts and in
    // its size and weight, is the next entry's header (schools or jobs printed one line each).
    if (cur && last && underHeader && !l.bullet && !HEADER.has(r.role) && r.role !== "heading" && hasDate(l) && hasDate(last))
      if (sameLook(l, last) && l.page === last.page && l.gapAbove > GAP_BETWEEN_ENTRIES * l.pitch)
        r = { ...r, role: "title", entryStart: true };
    // A range right under a header with no description yet, read as a description (a form the reader's date features do
    // not read, "março de 2023 - janeiro de 2026 (2 anos 11 meses)"), is that entry's dates.
    if (
      cur?.header.length &&
      !cur.body.length &&
      headerAt >= i - 2 &&
      !l.bullet &&
      (r.role === "body" || r.role === "other") &&
      onlyDates(l.text)
    )
      r = { ...r, role: "dates", entryStart: false };
    if (datedOpener(s, l, r, !cur || r.entryStart)) r = { ...r, role: "title", entryStart: r.entryStart || !!l.bullet };
    // A line set with a list glyph under a header set without one is one of that entry's items, not another title or
    // employer, unless the model says an entry starts there or it carries dates (bulleted headers keep their reading).
    // (In education, a school set on a bulleted line right under its degree, and read as one, is that entry's school, and
    // the entry's header is whole: a title read next opens the next entry.)
    const school =
      s.kind === "education" &&
      r.role === "organisation" &&
      l.bullet &&
      l.segs.length === 1 &&
      underHeader &&
      !cur?.roles.includes("organisation");
    const item =
      HEADER.has(r.role) &&
      !!l.bullet &&
      !!cur?.header.length &&
      !cur.header.some((h) => h.bullet) &&
      !r.entryStart &&
      !hasDate(l) &&
      !school;
    const header = HEADER.has(r.role) && !item;
    const named = (r.role === "title" || r.role === "organisation") && !item;
    const opensAfterBody = named && !!cur?.body.length;
    // Headers without descriptions (title, company, dates; title, company, dates): a field read twice opens the next.
    const repeats = named && !!cur && cur.roles.includes(r.role) && (cur.roles.includes("dates") || cur === bulletSchool);
    // A title alone is no entry: an organisation or dates line right under it, or the first dated line under a title of
    // one or two cells (not a table's header row), is that title's, whatever the start flag says.
    const underLoneTitle = !!cur && !!last && headerAt === i - 1 && !cur.body.length && cur.roles.every((role) => role === "title");
    // A date alone is no entry either: a title or organisation right under a header that is only dates (a timeline that
    // prints each entry's year above it) is that date's entry, whatever the start flag says.
    const underLoneDates =
      !!last && headerAt === i - 1 && !cur?.body.length && !!cur?.roles.every((role) => role === "dates") && l.page === last.page;
    // A dated header line under another, a blank line apart, is the next entry's header (a job printed without
    // descriptions), whatever the start flag says: one entry's header lines are set without a gap between them.
    const datedAfterDated =
      header &&
      !!last &&
      underHeader &&
      hasDate(l) &&
      hasDate(last) &&
      l.page === last.page &&
      l.slot === last.slot &&
      l.gapAbove > GAP_BETWEEN_ENTRIES * l.pitch;
    // A description line flagged as a start, inside an entry that has its header, carries on that entry's description
    // (an entry with no header line would leave its items without a title); one with dates is the next entry's header.
    const bodyStart = !header && !!cur?.header.length && !hasDate(l);
    const start =
      (r.entryStart &&
        !bodyStart &&
        !(
          underLoneTitle &&
          (r.role === "organisation" || r.role === "dates" || (hasDate(l) && !!cur?.header.every((h) => h.segs.length <= 2 && !hasDate(h))))
        ) &&
        !(underLoneDates && (r.role === "title" || r.role === "organisation") && !hasDate(l))) ||
      datedAfterDated;
    if (!cur || start || opensAfterBody || repeats) {
      if (!header && !CONTENT.has(r.role)) continue;
      cur = { header: [], body: [], roles: [] };
      entries.push(cur);
    }
    if (school) bulletSchool = cur;
    if (header) {
      cur.header.push(l);
      cur.roles.push(r.role);
      headerAt = i;
    } else if (CONTENT.has(r.role) || item) cur.body.push(l);
  }
  const rows = entries.filter((e, k) => !tableHead(e, entries[k + 1]));
  return rows.map((e) => ({ ...joinSplitRanges(e.header, e.roles), body: toItems(e.body) }));
}

/** The additional-information key of a list section. */
function keyFor(s: ReadSection, mainTaken: boolean): string {
  if (s.kind === "skills") return isMainSkillsName(s.heading) && (!mainTaken || !s.heading) ? "Technical Skills" : s.heading;
  if (s.kind === "languages") return "Languages";
  if (s.kind === "certifications") return s.heading || "Certifications";
  return s.heading || "Additional Information";
}

/** A summary's lines as one text: wrapped lines joined, a bullet or a wide gap starting a new paragraph. */
function joinParagraphs(lines: Line[]): string {
  let out = "";
  let prev: Line | undefined;
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    const fresh = !prev || l.bullet || l.page !== prev.page || l.gapAbove > 1.6 * l.pitch;
    out = !out ? text : fresh ? `${out}\n${text}` : joinWrapped(out, text);
    prev = l;
  }
  return out;
}

const add = (record: StoredRecord, lists: Record<string, string[]>) => {
  for (const [k, items] of Object.entries(lists))
    record.additional_information[k] = [...(record.additional_information[k] ?? []), ...items];
};

const squash = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** How sure the reader was of the lines a field was read from: the least probability among the section's lines that
 * hold the value (or a piece of it), and the heading's. Undefined when no line holds it. */
function sureness(s: ReadSection, squashed: readonly string[], value: string): number | undefined {
  const v = squash(value);
  if (!v) return undefined;
  let p: number | undefined;
  for (const [i, t] of squashed.entries()) if (t.length >= 3 && (t.includes(v) || v.includes(t))) p = Math.min(p ?? 1, s.readings[i]!.p);
  return p === undefined ? undefined : Math.min(p, s.headingP ?? 1);
}

/** Notes how sure the reader was of each named field of the entries just added at `base.at…`. */
function noteSureness(notes: ParseNotes, s: ReadSection, base: string, at: number, entries: object[], fields: string[]) {
  // The section's lines are squashed once, not once per field of every entry (that made this step quadratic).
  const squashed = s.lines.map((l) => squash(l.text));
  entries.forEach((e, i) => {
    for (const f of fields) {
      const value = (e as Record<string, unknown>)[f];
      const p = typeof value === "string" ? sureness(s, squashed, value) : undefined;
      if (p !== undefined) notes.unsure.push({ path: `${base}.${at + i}.${f}`, p });
    }
  });
}

/** Fills the record's entry and list fields from the sections. */
export function fillSections(record: StoredRecord, sections: ReadSection[], notes: ParseNotes): void {
  let mainTaken = false;
  for (const s of sections) {
    // (In a list section a labelled line read as `other`, "Languages: English, Welsh", is an item all the same.)
    const listed = (l: Line, i: number) =>
      (s.kind === "skills" || s.kind === "languages") && s.readings[i]!.role === "other" && LABEL.test(l.text);
    const content = s.lines.filter((l, i) => CONTENT.has(s.readings[i]!.role) || HEADER.has(s.readings[i]!.role) || listed(l, i));
    if (!content.length) continue;
    const byContent = (path: string) => {
      if (s.heading && headingKind(s.heading) !== s.kind) notes.entriesByContent.push(path);
    };
    if (s.kind === "work") {
      const at = record.experiences.work_experiences.length;
      const labelled = labelledWork(content);
      const jobs = labelled ?? toWork(toEntries(s));
      if (labelled) for (const _ of labelled) notes.work.push({ evidence: "words", inherited: false });
      else for (const j of jobs as WorkField[]) notes.work.push({ evidence: j.evidence, inherited: j.inherited });
      record.experiences.work_experiences.push(
        ...jobs.map(({ company, title, dates, responsibilities }) => ({ company, title, dates, responsibilities })),
      );
      if (jobs.length) byContent(`experiences.work_experiences.${at}.title`);
      noteSureness(notes, s, "experiences.work_experiences", at, jobs, ["title", "company", "dates"]);
    } else if (s.kind === "projects") {
      const at = record.experiences.projects.length;
      const projects = toProjects(toEntries(s));
      record.experiences.projects.push(...projects);
      if (projects.length) byContent(`experiences.projects.${at}.title`);
      noteSureness(notes, s, "experiences.projects", at, projects, ["title"]);
    } else if (s.kind === "education") {
      const at = record.education.length;
      const schools = labelledEducation(content) ?? toEducation(toEntries(s));
      record.education.push(...schools.map(({ degree, institution, dates, details }) => ({ degree, institution, dates, details })));
      if (schools.length) byContent(`education.${at}.degree`);
      noteSureness(notes, s, "education", at, schools, ["degree", "institution", "dates"]);
    } else if (s.kind === "summary") {
      const text = joinParagraphs(content);
      const joined = record.personal_info.summary ? `${record.personal_info.summary}\n\n${text}` : text;
      if (text && joined.length <= LIMITS.itemText) record.personal_info.summary = joined;
      else if (text) add(record, { [s.heading || "Summary"]: [text] });
    } else if (s.kind === "skills" || s.kind === "languages" || s.kind === "certifications" || s.kind === "other") {
      const key = keyFor(s, mainTaken);
      if (key === "Technical Skills") mainTaken = true;
      if (s.kind === "other" && s.heading && !headingKind(s.heading)) notes.unknownSections.push(key);
      const named = s.readings.some((r) => r.role === "title" || r.role === "organisation");
      const entryLike = named ? entryItems(toEntries(s), s.heading, s.kind) : null;
      if (entryLike) add(record, entryLike.length ? { [key]: entryLike } : {});
      else add(record, listItems(content, s.kind, key));
    }
  }
}

/** The contact fields: from the lines before the first heading and those read as contact details; the name from the
 * line read as a name most surely. */
export function fillContact(
  record: StoredRecord,
  sections: ReadSection[],
  lines: Line[],
  readings: LineReading[],
  furniture: string,
  notes: ParseNotes,
) {
  const contactLines = sections.filter((s) => s.kind === "preamble" || s.kind === "contact").flatMap((s) => s.lines);
  const extra = lines.filter((_, i) => readings[i]!.role === "contact" || readings[i]!.role === "name");
  record.personal_info = contactInfo([...contactLines, ...extra.filter((l) => !contactLines.includes(l))], lines, furniture);
  let best: { text: string; p: number } | undefined;
  for (const [i, l] of lines.entries()) {
    const r = readings[i]!;
    if (r.role === "name" && isNameLike(l.text) && (!best || r.p > best.p)) best = { text: l.text.trim(), p: r.p };
  }
  if (best) record.personal_info.name = best.text;
  if (best) notes.unsure.push({ path: "personal_info.name", p: best.p });
  // Personal-details blocks may carry list fields: "Languages Known: English, Hindi".
  const listLines = contactLines.filter((l) => {
    const label = /^([^:]{2,30}):/.exec(l.text)?.[1];
    const kind = label ? headingKind(label) : null;
    return kind === "languages" || kind === "skills" || kind === "certifications";
  });
  add(record, listItems(listLines, "other", "Additional Information"));
}
