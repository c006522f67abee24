// Line labels for training: each truth JSON is aligned with the layout's lines. A line is matched to the truth
// strings it holds (a title, a company, dates, a skill) or belongs to (a wrapped bullet, a long title), and takes the
// role, section kind and entry of the best match; lines no truth string explains are labelled from their neighbours
// (a heading over a new section, a place inside an entry header, contact lines above the first heading).
import { headingKind } from "../../../worker/parse/headings.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { looksLikePlace } from "../../../worker/parse/lexicon.ts";
import type { LineRole, SectionKind } from "../../../worker/parse/roles/types.ts";
import type { Line } from "../../../worker/parse/types.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";

export interface LineLabel {
  role: LineRole;
  section: SectionKind;
  entryStart: boolean;
  /** True when a truth string explains the line (the label is evidence, not a neighbour's guess). */
  matched: boolean;
}

type Field = "title" | "organisation" | "dates" | "item" | "name" | "contact" | "list";
interface Target {
  key: string;
  flat: string;
  field: Field;
  /** "work:3", "education:0", "skills:Technical Skills", "name" … */
  owner: string;
  section: SectionKind;
}

const spaced = (s: string) =>
  s
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
const flat = (s: string) => spaced(s).replace(/ /g, "");

/** The kind of list a truth key names ("Technical Skills" → skills, "Languages" → languages). */
export function listKind(key: string): SectionKind {
  if (/^technical skills$/i.test(key)) return "skills";
  const k = headingKind(key);
  return k === "skills" || k === "languages" || k === "certifications" ? k : "other";
}

function targets(t: StoredRecord): Target[] {
  const out: Target[] = [];
  const add = (text: string, field: Field, owner: string, section: SectionKind) => {
    const key = spaced(text);
    if (key) out.push({ key, flat: key.replace(/ /g, ""), field, owner, section });
  };
  const p = t.personal_info;
  add(p.name, "name", "name", "preamble");
  add(p.email, "contact", "contact", "preamble");
  t.experiences.work_experiences.forEach((w, i) => {
    add(w.title, "title", `work:${i}`, "work");
    add(w.company, "organisation", `work:${i}`, "work");
    add(w.dates, "dates", `work:${i}`, "work");
    for (const r of w.responsibilities) add(r, "item", `work:${i}`, "work");
  });
  t.experiences.projects.forEach((w, i) => {
    add(w.title, "title", `projects:${i}`, "projects");
    for (const r of w.responsibilities) add(r, "item", `projects:${i}`, "projects");
  });
  t.education.forEach((e, i) => {
    add(e.degree, "title", `education:${i}`, "education");
    add(e.institution, "organisation", `education:${i}`, "education");
    add(e.dates, "dates", `education:${i}`, "education");
    for (const d of e.details) add(d, "item", `education:${i}`, "education");
  });
  for (const [k, items] of Object.entries(t.additional_information)) for (const it of items) add(it, "list", `list:${k}`, listKind(k));
  return out;
}

interface Match {
  owner: string;
  /** A header field (title, organisation) opens the line or follows a separator in it. */
  lead: boolean;
  section: SectionKind;
  fields: Set<Field>;
  cover: number;
  /** Characters of the line explained by a description item (a bullet, a detail), and by one header field. */
  itemCover: number;
  headerCover: number;
  /** The line is the start of a longer string (a bullet's first line). */
  opens: boolean;
}

const digits = (s: string) => s.replace(/\D/g, "");

/** The field opens the line or follows a separator (|, a dash, a comma, "at"), as header fields do, not a sentence. */
function leads(text: string, key: string): boolean {
  const k = spaced(text);
  const at = k.indexOf(key);
  if (at <= 0) return at === 0;
  const first = key.split(" ")[0]!;
  const raw = text.normalize("NFKC").toLowerCase();
  const pos = raw.indexOf(first);
  return pos > 0 && /(?:[|,·•–—@]|\s-|\bat|\bchez|\bbei|\ben)\s*$/u.test(raw.slice(0, pos));
}

/** The line is a piece of a longer truth string (a wrapped bullet or title): whole words of it, not a stray word. */
function inside(key: string, f: string, t: Target): boolean {
  if (f.length < 6 || !t.flat.includes(f)) return false;
  if (!/\p{Script=Latin}|\p{Script=Cyrillic}|\p{Script=Greek}/u.test(key)) return true;
  return ` ${t.key} `.includes(` ${key} `) && (key.includes(" ") || f.length >= 0.5 * t.flat.length);
}

function matchLine(line: Line, all: Target[], phone: string): Match[] {
  const key = spaced(line.text);
  const f = key.replace(/ /g, "");
  if (!f) return [];
  const padded = ` ${key} `;
  const byOwner = new Map<string, Match>();
  const hit = (t: Target, cover: number, opens: boolean) => {
    const m = byOwner.get(t.owner) ?? {
      owner: t.owner,
      section: t.section,
      fields: new Set<Field>(),
      cover: 0,
      itemCover: 0,
      headerCover: 0,
      opens: false,
      lead: false,
    };
    m.fields.add(t.field);
    m.cover = Math.min(f.length, m.cover + cover);
    if (t.field === "item") m.itemCover = Math.max(m.itemCover, cover);
    else m.headerCover = Math.max(m.headerCover, cover);
    m.opens ||= opens;
    byOwner.set(t.owner, m);
  };
  for (const t of all) {
    if (t.flat === f) hit(t, f.length, true);
    else if (padded.includes(` ${t.key} `) || (t.flat.length >= 8 && f.includes(t.flat))) {
      hit(t, t.flat.length, false);
      if (t.field === "title" || t.field === "organisation") byOwner.get(t.owner)!.lead ||= leads(line.text, t.key);
    } else if (inside(key, f, t)) hit(t, f.length, t.flat.startsWith(f));
  }
  if (phone.length >= 6 && digits(line.text).includes(phone))
    hit({ key: phone, flat: phone, field: "contact", owner: "contact", section: "preamble" }, Math.min(f.length, phone.length + 4), false);
  return [...byOwner.values()];
}

const FIELD_ROLE: [Field, LineRole][] = [
  ["name", "name"],
  ["contact", "contact"],
  ["title", "title"],
  ["organisation", "organisation"],
  ["dates", "dates"],
];

const shortStyled = (l: Line) => l.text.split(/\s+/).length <= 6 && !/[.,;]$/.test(l.text.trim()) && l.text.length <= 60;

/** Labels every line of a document from its truth. */
export function labelLines(lines: Line[], truth: StoredRecord): LineLabel[] {
  const all = targets(truth);
  const phone = digits(truth.personal_info.phone);
  const listKeys = new Map(Object.keys(truth.additional_information).map((k) => [flat(k), listKind(k)]));
  let last: Match | undefined;
  // Header fields already read, with the line that read them: a second line naming the same school or company
  // further down opens the next entry (one school, two degrees) rather than continuing this one.
  const used = new Map<string, number>();
  const header = (m: Match) => [...m.fields].filter((f) => f === "title" || f === "organisation" || f === "dates");
  const chosen: (Match | undefined)[] = lines.map((l, li) => {
    const len = flat(l.text).length;
    const named = shortStyled(l) && headingKind(l.text.trim().replace(/[:：]$/, "")) !== null;
    const ms = matchLine(l, all, phone).filter((m) => (m.cover >= 0.4 * len || m.lead) && !(named && m.cover < len));
    if (!ms.length) return undefined;
    // The best cover wins; among near-equals, the entry being read or the next one (duplicates: one company, two jobs).
    const order = (m: Match) => {
      const [g, i] = m.owner.split(":");
      const [lg, lastI] = (last?.owner ?? "").split(":");
      const reread = header(m).some((f) => {
        const at = used.get(`${m.owner}.${f}`);
        return at !== undefined && at < li - 1;
      });
      const near = g === lg ? (i === lastI && !reread ? 2 : Number(i) === Number(lastI) + 1 ? 1 : 0) : 0;
      return m.cover + near * 0.5 * len;
    };
    const best = ms.reduce((a, b) => (order(b) > order(a) ? b : a));
    for (const f of header(best)) if (!used.has(`${best.owner}.${f}`)) used.set(`${best.owner}.${f}`, li);
    last = best;
    return best;
  });
  keepMainRuns(chosen);

  const labels: LineLabel[] = [];
  const seenOwner = new Set<string>();
  let itemRole: LineRole = "body";
  let section: SectionKind = "preamble";
  for (const [i, l] of lines.entries()) {
    const m = chosen[i];
    if (m) {
      // A description line naming the company ("Grew Acme's sales") is description, not a header.
      const described = m.itemCover >= 0.6 * flat(l.text).length && m.headerCover < 0.9 * flat(l.text).length;
      const fr = described ? undefined : FIELD_ROLE.find(([f]) => m.fields.has(f));
      let role: LineRole;
      if (fr) role = fr[1];
      else if (m.fields.has("list")) role = "list_item";
      else {
        // A description line: a new item on a bullet or where a string opens, its wraps keep the item's role.
        if (m.opens || l.bullet) itemRole = l.bullet ? "bullet" : "body";
        role = itemRole;
      }
      const entry = /^(work|projects|education):/.test(m.owner);
      const entryStart = entry && !seenOwner.has(m.owner);
      seenOwner.add(m.owner);
      section = m.section === "preamble" && section !== "preamble" ? "contact" : m.section;
      if (role === "name") section = "preamble";
      if (role === "contact") section = i < firstHeading(lines, chosen) ? "preamble" : "contact";
      labels.push({ role, section, entryStart, matched: true });
      continue;
    }
    labels.push(unmatched(lines, chosen, i, section, listKeys, labels[i - 1]?.role));
    section = labels[i]!.section;
  }
  return labels;
}

/** An entry's lines sit together: lines of an entry outside its longest run (a headline repeating the latest job
 * above the summary) are left unmatched. Runs may skip unmatched lines, not another entry's. */
function keepMainRuns(chosen: (Match | undefined)[]): void {
  const runs = new Map<string, { start: number; end: number; n: number }[]>();
  let cur: { owner: string; start: number; end: number; n: number } | undefined;
  for (const [i, m] of chosen.entries()) {
    if (!m || !/^(work|projects|education):/.test(m.owner)) continue;
    if (cur && cur.owner === m.owner && i - cur.end <= 4) {
      cur.end = i;
      cur.n++;
      continue;
    }
    cur = { owner: m.owner, start: i, end: i, n: 1 };
    runs.set(m.owner, [...(runs.get(m.owner) ?? []), cur]);
  }
  for (const list of runs.values()) {
    if (list.length < 2) continue;
    const best = list.reduce((a, b) => (b.n > a.n ? b : a));
    for (const r of list)
      if (r !== best)
        for (let i = r.start; i <= r.end; i++) if (chosen[i] && /^(work|projects|education):/.test(chosen[i]!.owner)) chosen[i] = undefined;
  }
}

function firstHeading(lines: Line[], chosen: (Match | undefined)[]): number {
  const i = lines.findIndex((l, k) => !chosen[k] && shortStyled(l) && headingKind(l.text.replace(/[:：]$/, "")) !== null);
  return i < 0 ? lines.length : i;
}

const nextMatched = (chosen: (Match | undefined)[], i: number) => chosen.slice(i + 1).find(Boolean);
const prevMatched = (chosen: (Match | undefined)[], i: number) => chosen.slice(0, i).reverse().find(Boolean);

function unmatched(
  lines: Line[],
  chosen: (Match | undefined)[],
  i: number,
  section: SectionKind,
  listKeys: Map<string, SectionKind>,
  prevRole: LineRole | undefined,
): LineLabel {
  const l = lines[i]!;
  const text = l.text.trim().replace(/[:：]$/, "");
  const next = nextMatched(chosen, i);
  const prev = prevMatched(chosen, i);
  const named = headingKind(text);
  const key = listKeys.get(flat(text));
  const styled = shortStyled(l);
  // Set apart: bold, capitals, larger than the lines around it, or ruled; and no address or link.
  const apart =
    (l.segs.every((s) => s.parts.every((p) => p.bold || !p.text.trim())) ||
      (text === text.toUpperCase() && /\p{Lu}/u.test(text)) ||
      l.ruled ||
      l.size > 1.15 * (lines[i + 1]?.size ?? l.size)) &&
    !/@|www\.|https?:|\/|\d{3}/.test(text);
  const changes = next && prev && next.section !== prev.section && next.owner !== prev.owner;
  // A heading: a section name we know or the truth names, or a line set apart where the matched content changes kind.
  if (styled && (named || key || (apart && changes))) {
    const kind = next && (!named || named === next.section || key) ? next.section : (named ?? key ?? section);
    return { role: "heading", section: kind === "preamble" ? "contact" : kind, entryStart: false, matched: false };
  }
  if (section === "preamble" || (!prev && i < firstHeading(lines, chosen)))
    return { role: "contact", section: "preamble", entryStart: false, matched: false };
  if (section === "summary") return { role: "body", section, entryStart: false, matched: false };
  // Inside an entry's header: a place or dates the truth leaves out; else text kept nowhere.
  const inEntry = prev && next && prev.owner === next.owner && /^(work|projects|education):/.test(prev.owner);
  const afterEntry = prev && /^(work|projects|education):/.test(prev.owner) && section === prev.section;
  if (afterEntry && l.text.length <= 60 && looksLikePlace(l.text)) return { role: "place", section, entryStart: false, matched: false };
  // A short wrap of a description between two lines of the same item keeps the item's role.
  if (inEntry && prevRole && (prevRole === "bullet" || prevRole === "body") && !prev.fields.has("title"))
    return { role: prevRole, section, entryStart: false, matched: false };
  if (inEntry && l.text.length <= 60 && looksLikePlace(l.text)) return { role: "place", section, entryStart: false, matched: false };
  if (inEntry && findDate(l.text) && l.text.length <= 40) return { role: "dates", section, entryStart: false, matched: false };
  return { role: "other", section, entryStart: false, matched: false };
}
