// Work entries → fields. Title vs company by evidence: each piece's own words (roles, organisations, places), its
// style and position, and what the same position holds in the section's other entries (a resume repeats one header
// pattern, so "bold line = company, italic line = title" learned where the words are clear decides where they are not).
import type { Entry } from "./types.ts";
import type { WorkExperience } from "../shapes/resume.ts";
import { findDate, hasDate } from "./dates.ts";
import { isCountry, LEGAL_FORM, looksLikePlace, ORG, roleScore, roleWordCount } from "./lexicon.ts";
import { commaParts, headerPieces, type Piece, rejoinDashes, splitRoleLead, withoutNote } from "./pieces.ts";
import { collapse } from "./text.ts";

/** Where a work field came from, for the review hints: by words, by the section's pattern, or by position only. */
export type Evidence = "words" | "pattern" | "position";

export interface WorkField extends WorkExperience {
  /** How the title/company split was decided. */
  evidence: Evidence;
  /** The company was carried over from the role above (a second role at one employer). */
  inherited: boolean;
}

// A body's acronym and its campus town ("LSU Baton Rouge"): part of the employer's name, not a place after it.
const CAMPUS = /^\p{Lu}{3,6}\s+\p{Lu}\p{Ll}/u;

/** Header pieces without places printed on the date's line (kept when a place is all there is). */
export function withoutPlaces(all: Piece[]): Piece[] {
  // A place after a name's comma goes too: "Instituto Vale, Canoas, RS" beside "Jovem Aprendiz" (not when the piece is
  // all there is: "Title, Company, City" is split by its commas later).
  const trimmed =
    all.length < 2
      ? all
      : all.map((p) => {
          const m = /^([^,]+),\s+(.+)$/u.exec(p.text);
          const cut = m && !looksLikePlace(p.text) && looksLikePlace(m[2]!) && !looksLikePlace(m[1]!) && !/\d/.test(m[1]!);
          return cut ? { ...p, text: m[1]!.trim() } : p;
        });
  // A campus after a unit's comma, split off as a place of its own ("Dept of Botany" + "LSU Baton Rouge, USA"), joins
  // the unit without the place after it.
  const pieces: Piece[] = [];
  for (const p of trimmed) {
    const prev = pieces[pieces.length - 1];
    if (prev && !p.right && prev.line === p.line && CAMPUS.test(p.text) && looksLikePlace(p.text))
      pieces[pieces.length - 1] = { ...prev, text: `${prev.text}, ${commaParts(p.text)[0]}` };
    else pieces.push(p);
  }
  const kept = pieces.filter((p) => !looksLikePlace(p.text));
  if (!kept.length) return pieces;
  // "The Fat Duck, Bray" over "Chef de Partie — 2016 – 2020", "Shop Assistant, SuperValu, Killarney, 2024": when
  // only roles would be left, the first place-like piece names the employer (with its town), not a location.
  // (Not when a role piece names its employer after it: "Kıdemli Yazılım Geliştirici FYK Teknoloji (İzmir/Türkiye)",
  // or after a comma: "Team Lead, Harbour Bakery | Cork, Ireland", whose place is the town.)
  if (
    kept.every((p) => roleScore(p.text) > 0) &&
    !kept.some(
      (p) =>
        splitRoleLead(
          p.text,
          (t) => roleScore(t) > 0,
          (t) => ORG.test(t),
        ) || namesEmployerAfterComma(p.text),
    )
  ) {
    const employer = pieces.find((p) => looksLikePlace(p.text) && !p.right);
    if (employer) return pieces.filter((p) => p === employer || kept.includes(p));
  }
  return kept;
}

/** "Team Lead, Harbour Bakery": a role, a comma, then a name that is no role and no place. */
function namesEmployerAfterComma(text: string): boolean {
  const parts = commaParts(text);
  return parts.length === 2 && roleScore(parts[0]!) > 0 && roleScore(parts[1]!) <= 0 && !looksLikePlace(parts[1]!);
}

const US_STATE = /^[A-Z]{2}$/;

/** A piece naming a unit or field after the name it follows: "in Biochemistry and Biomedical Sciences". */
export const IN_UNIT = /^in\s+\p{Lu}/u;

/**
 * "Senior Software Engineer, Farepoint, Lumen Ridge Technology Pvt Ltd, Mumbai, India": title, company (which may
 * itself hold a comma) and trailing place, told apart by role words, organisation words and place patterns.
 * Null when the text has no comma or gives no evidence to split on.
 */
function splitCommaHeader(p: Piece): Piece[] | null {
  const parts = commaParts(p.text);
  if (parts.length < 2) return null;
  // Trailing place: countries, state codes, "City, Country" and the city before them.
  let end = parts.length;
  let placed = false;
  while (end > 1 && (isCountry(parts[end - 1]!) || US_STATE.test(parts[end - 1]!))) {
    end--;
    placed = true;
  }
  // (Not when that "city" is the only name left beside the roles: "Engineer, Tulipworks, Nederland".)
  if (
    placed &&
    end > 1 &&
    parts.slice(0, end - 1).some((t) => roleScore(t) <= 0) &&
    /^[\p{Lu}][\p{L}.'’ -]{1,30}$/u.test(parts[end - 1]!) &&
    parts[end - 1]!.split(/\s+/).length <= 3 &&
    !ORG.test(parts[end - 1]!) &&
    roleScore(parts[end - 1]!) <= 0
  )
    end--;
  const core = parts.slice(0, end);
  const roleAt = core.findIndex((t) => roleScore(t) > 0);
  const make = (text: string): Piece => ({ ...p, text, dashWhole: undefined });
  if (roleAt >= 0 && core.length >= 2) {
    // Roles side by side are one title: "Web Developer II, Lead Web Developer". (Only a part made of role words
    // and no organisation word: "State Harbour Guard" names its employer with one.)
    let roleEnd = roleAt;
    while (roleEnd + 1 < core.length && roleWordCount(core[roleEnd + 1]!) >= 2 && !ORG.test(core[roleEnd + 1]!)) roleEnd++;
    const title = core.slice(roleAt, roleEnd + 1).join(", ");
    const before = core.slice(0, roleAt).join(", ");
    const after = core.slice(roleEnd + 1).join(", ");
    // "Title, Company" or "Company, Title": the company is what stands on the other side of the role.
    if (!before && !after) return [make(title)];
    if (!before) return [make(title), make(after)];
    if (!after) return [make(title), make(before)];
    return [make(title), make(before), make(after)];
  }
  if (core.length === 1 && placed) return [make(core[0]!)];
  return null;
}

/** "Software Engineer, Google" → two pieces at the first comma (or null when there is none). */
function splitAtComma(p: Piece): [Piece, Piece] | null {
  const parts = commaParts(p.text);
  if (parts.length < 2) return null;
  const at = p.text.indexOf(parts[1]!, parts[0]!.length);
  return [
    { ...p, text: parts[0]! },
    { ...p, text: p.text.slice(at).trim() },
  ];
}

/** A slot is a position in a header's pattern: which line, which style, which size, first on its line or not. */
const slotOf = (p: Piece, first: boolean) => `${p.line}|${p.bold ? "B" : ""}${p.italic ? "I" : ""}|${Math.round(p.size * 2) / 2}|${first}`;

interface Prepared {
  e: Entry;
  dates: string;
  main: Piece[];
  slots: string[];
  responsibilities: string[];
  /** The entry names its job only, then describes it ("Site Manager - ran the build ( 1999-2000 )"). */
  titleOnly?: boolean;
}

// A bare label under an entry ("Responsibilities:", "职责：", "【主な取り組み】") heads what follows; it is not an item.
const BARE_LABEL = /^(?:[\p{L}\p{N} &/'’-]{1,40}[:：]|【[^】]{1,30}】|\[[^\]]{1,30}\])$/u;

export const isBareLabel = (t: string) => BARE_LABEL.test(t);

// A link printed under an entry (the company's site) is not a responsibility.
const URL_ONLY = /^(?:https?:\/\/|www\.)\S+$/i;

export function bodyItems(e: Entry): string[] {
  return e.body.map((b) => collapse(b.text)).filter((t) => t && !BARE_LABEL.test(t) && !URL_ONLY.test(t));
}

// A label in brackets before a header cell (職務経歴書 tables): "【役割】 iOSプログラマ" names the role, "[期間]" only
// labels the dates, "【概要】 …" is a line of the entry's description.
const BRACKET_LABEL = /^[【[［]([^】\]］]{1,14})[】\]］]\s*(.*)$/u;
const ROLE_LABEL = /^(?:役割|担当|職種|ポジション|役職|職位|职位|职务|角色|role|position|title|designation|funktion|poste|cargo)$/i;

// A description rather than a name: starts in lower case and runs on for several words, naming no role or organisation.
const isClause = (t: string) => /^\p{Ll}/u.test(t) && t.split(/\s+/).length >= 4 && roleScore(t) <= 0 && !ORG.test(t) && !looksLikePlace(t);

// A line of four cells or more between bars ("Budgets | Hiring | Audits | Vendor care"): a list of skills or duties.
const CELLS = /(?:\s\|\s.*){3}/u;

function prepare(entry: Entry): Prepared {
  // Such a line under the header's first is the job's description, not its employer.
  const cells = entry.header.filter((l, i) => i > 0 && CELLS.test(l.text) && !hasDate(l));
  const e = cells.length
    ? {
        ...entry,
        header: entry.header.filter((l) => !cells.includes(l)),
        roles: entry.roles?.filter((_, i) => !cells.includes(entry.header[i]!)),
        body: [...cells.map((l) => ({ text: l.text, bullet: false, textX: l.x0, last: l })), ...entry.body],
      }
    : entry;
  const split = headerPieces(e.header);
  const described: string[] = [];
  let labelledTitle = "";
  split.pieces = split.pieces.filter((p) => {
    const m = BRACKET_LABEL.exec(p.text);
    if (!m) return true;
    const rest = m[2]!.trim();
    if (!rest) return false;
    if (ROLE_LABEL.test(m[1]!.trim()) && !labelledTitle) labelledTitle = rest;
    else described.push(p.text);
    return false;
  });
  if (labelledTitle)
    split.pieces.push({
      ...(split.pieces[0] ?? { bold: false, italic: false, line: 0, right: false, size: 0, afterDate: false }),
      text: labelledTitle,
      labelledRole: true,
    });
  let pieces = rejoinDashes(
    split.pieces,
    looksLikePlace,
    (a, b) => roleScore(a) > 0 && roleScore(b) <= 0 && (ORG.test(b) || findDate(b) !== null),
  );
  // A label before a colon ("Ausbildung: …") names the kind of line when two fields follow it.
  if (pieces.filter((p) => !p.label && !p.right).length >= 2) pieces = pieces.filter((p) => !p.label);
  // Right-hand pieces that are not dates are locations (a company-first line "Acme   Berlin").
  // A unit after the employer in a style of its own ("… McMaster University" + " in Biochemistry") is not a field.
  let main = withoutPlaces(pieces.filter((p) => !p.right && !(p !== pieces[0] && IN_UNIT.test(p.text))));
  // A short line under the date line (LinkedIn prints the place there) once company and title are known.
  const beforeDate = main.filter((p) => !p.afterDate);
  if (beforeDate.length >= 2)
    main = main.filter((p) => !p.afterDate || roleScore(p.text) > 0 || p.text.split(/\s+/).length > 4 || ORG.test(p.text));
  const clause = e.header.length === 1 ? main.findIndex((p, i) => i > 0 && isClause(p.text)) : -1;
  let titleOnly = false;
  if (clause > 0) {
    // "Title - what the job was ( 2010 - 2016 )": one line naming the job, then describing it. The description runs
    // from the clause to the end as printed (its own dashes and brackets kept), the dates taken out.
    const raw = collapse(e.header[0]!.text.replace(split.dates, " ")).replace(/\s*\(\s*\)\s*$/, "");
    const at = raw.indexOf(main[clause]!.text);
    if (at > 0) {
      described.unshift(raw.slice(at).trim());
      main = main.slice(0, clause);
      titleOnly = main.length === 1;
    }
  }
  const slots = main.map((p, i) => slotOf(p, i === 0 || main[i - 1]!.line !== p.line));
  return { e, dates: split.dates, main, slots, responsibilities: [...described, ...bodyItems(e)], titleOnly };
}

/** What each slot holds across the section: positive for roles, negative for organisations. */
function slotVotes(prepared: ReturnType<typeof prepare>[]): (slot: string) => number {
  const votes = new Map<string, { sum: number; n: number }>();
  for (const p of prepared) {
    if (p.main.length < 2) continue;
    p.main.forEach((piece, i) => {
      const v = votes.get(p.slots[i]!) ?? { sum: 0, n: 0 };
      v.sum += Math.max(-2, Math.min(2, roleScore(piece.text)));
      v.n++;
      votes.set(p.slots[i]!, v);
    });
  }
  return (slot: string) => {
    const v = votes.get(slot);
    return v && v.n >= 2 ? Math.max(-1, Math.min(1, v.sum / v.n)) : 0;
  };
}

export function toWork(entries: Entry[]): WorkField[] {
  const prepared = entries.map(prepare);
  const slotBias = slotVotes(prepared);

  const out: WorkField[] = [];
  // A company line with no role or bullets of its own heads the roles listed under it (promotions).
  const parent = { company: "", dates: "", open: false, used: false };
  const flushParent = () => {
    if (parent.open && !parent.used)
      out.push({
        company: cleanCompany(parent.company),
        title: "",
        dates: parent.dates,
        responsibilities: [],
        evidence: "position",
        inherited: false,
      });
    parent.open = false;
  };
  for (const p of prepared) {
    const { e, dates, responsibilities } = p;
    if (p.titleOnly) {
      flushParent();
      out.push({ company: "", title: cleanTitle(p.main[0]!.text), dates, responsibilities, evidence: "pattern", inherited: false });
      continue;
    }
    let main = p.main;
    const first = main[0];
    if (
      main.length === 1 &&
      first &&
      responsibilities.length === 0 &&
      roleScore(first.text) <= 0 &&
      e.header.length === 1 &&
      !(splitCommaHeader(first)?.length ?? 0) &&
      // (A company heading its roles names no role: "Pipe Layer, Redfern Valley Construction, Inc." is a whole entry.)
      !commaParts(first.text).some((part) => roleScore(part) > 0)
    ) {
      flushParent();
      Object.assign(parent, { company: first.text, dates, open: true, used: false });
      continue;
    }
    // (A role that names its own company, "Property Book Assistant, Northfield Transit Department", is not a child.)
    if (parent.open && main.length === 1 && first && (first.labelledRole || roleScore(first.text) > 0)) {
      parent.used = true;
      out.push({ company: cleanCompany(parent.company), title: first.text, dates, responsibilities, evidence: "words", inherited: true });
      continue;
    }
    flushParent();
    main = employerAfterComma(main, e);
    // "Employed by Acme" names the employer outright, whatever else the header names (a client, a product).
    const hired = main.map((q) => EMPLOYED_BY.exec(q.text)?.[1]).find(Boolean);
    if (hired) main = main.filter((q) => !EMPLOYED_BY.test(q.text));
    // "Title, Company, City, Country" in one piece: role, organisation and place words split it.
    const byWords = main.length === 1 ? splitCommaHeader(main[0]!) : null;
    if (byWords) main = byWords;
    const lead =
      main.length === 1 && !byWords
        ? splitRoleLead(
            main[0]!.text,
            (t) => roleScore(t) > 0,
            (t) => ORG.test(t),
          )
        : null;
    if (lead) main = lead.map((text) => ({ ...main[0]!, text, dashWhole: undefined }));
    // "Software Engineer, Google" in one style: the comma is the only boundary left.
    // With no keyword to tell them apart, "Title, Company" is the usual order.
    const one = main.length === 1 && !byWords ? splitAtComma(main[0]!) : null;
    if (one && (roleScore(one[0].text) !== roleScore(one[1].text) || one[1].text.split(" ").length >= 2)) main = one;
    let title = "";
    let company = "";
    let evidence: Evidence = "words";
    let inherited = false;
    const labelled = main.find((p) => p.labelledRole);
    if (labelled) {
      // The role printed under a role label is the title; the company is the other piece or the employer above.
      title = labelled.text;
      company = main.find((p) => p !== labelled)?.text ?? out[out.length - 1]?.company ?? "";
      inherited = !main.some((p) => p !== labelled);
    } else if (main.length === 1) {
      const only = main[0]!.text;
      const prevJob = out[out.length - 1];
      // (Working for oneself names no employer to share: "Freelancer" under a job at a company is a job of its own.)
      if (roleScore(only) > 0 && prevJob && !SELF_EMPLOYED.test(only) && !e.header.some((l) => l.segs.length > 1 && !hasDate(l))) {
        title = only;
        company = prevJob.company; // a second role at the same company
        inherited = true;
      } else if (roleScore(only) > 0) title = only;
      else {
        company = only;
        evidence = roleScore(only) < 0 ? "words" : "position";
      }
    } else if (main.length >= 2) {
      const slots = main === p.main ? p.slots : main.map(() => "");
      const picked = pickTitleCompany(main, slots.map(slotBias));
      title = picked.title;
      company = picked.company;
      evidence = picked.evidence;
    }
    if (hired) [company, inherited] = [hired, false];
    if (!title && !company && responsibilities.length === 0) continue;
    out.push({ company: cleanCompany(company), title: cleanTitle(title), dates, responsibilities, evidence, inherited });
  }
  flushParent();
  return out;
}

const EMPLOYED_BY = /^(?:employed by|employée? par|angestellt bei|empleado por|contratad[oa] por)\s+(\S.*)$/iu;

// What follows a role's comma without naming an employer: a region or a team ("Head of Sales, Asia Pacific").
const REGION = /\b(?:region|pacific|emea|apac|americas|europe|asia|africa|global|worldwide|division|team)\b/i;

/** "Role, Employer" on the dated line over a line naming no role nor organisation (a department, a season, a note,
 * a caption): the employer is the one after the comma, the line under it no field. Not when the line under is in
 * italic (the company's usual style under a bold title, the app's own) or the comma's tail names a region or team. */
function employerAfterComma(main: Piece[], e: Entry): Piece[] {
  const [top, ...under] = main;
  if (!top || !under.length || !hasDate(e.header[top.line]!)) return main;
  if (!under.every((u) => u.line > top.line && !u.italic && roleScore(u.text) <= 0 && !ORG.test(u.text))) return main;
  const pair = splitCommaHeader(top) ?? splitAtComma(top);
  if (pair?.length !== 2 || REGION.test(pair[1]!.text)) return main;
  return roleScore(pair[0]!.text) > 0 && roleScore(pair[1]!.text) <= 0 ? pair : main;
}

const cleanCompany = (c: string) => withoutSiteOrNote(withoutLocation(withoutNote(withoutLocation(c), looksLikePlace)));

/** A bracket after the employer's name that is not part of it: its web address ("Bakewise (bakewise.com)") or a note
 * that opens in lower case ("(an IT consulting firm)", "(contractor)"). A second name, an acronym or a note naming
 * another body stays ("(UTS)", "(eBay)"). */
function withoutSiteOrNote(company: string): string {
  const m = /^(.{2,}?)\s*[(（]([^()（）]+)[)）]$/u.exec(company.trim());
  if (!m) return company;
  const note = m[2]!.trim();
  const site = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/?$/iu.test(note);
  // (A note naming another body, "(for the Northfield Transit Department)", tells whose the job was: it stays.)
  const named = (note.match(/(?:^|\s)\p{Lu}/gu) ?? []).length >= 2;
  const lower = /^\p{Ll}/u.test(note) && (/\s/.test(note) || !/\p{Lu}/u.test(note)) && !named;
  return site || lower ? m[1]!.trim() : company;
}

/** A title without a bracketed list of technologies after it: "数据库内核研发（Golang/Rust）", "Developer (Java/JS)". */
function cleanTitle(t: string): string {
  return t.replace(/\s*[(（][\p{L}\p{N}.+#]+(?:\s*[/,、]\s*[\p{L}\p{N}.+#]+)+[)）]\s*$/u, "").trim();
}

/**
 * The company without a trailing location: "Deloitte & Touche LLP, Houston, TX", "Bosch Digital GmbH, Stuttgart",
 * "Kessler Technik KG Lindenberg", "Clariant, Frankfurt am Main (Germany)". A single comma after an ordinary
 * name is kept ("University of California, Davis").
 */
const SELF_EMPLOYED =
  /^(?:freelancer?|freelance \p{L}+|self[- ]employed|selbstst[äa]ndig|freiberufler(?:in)?|фрілансер|фрилансер|autónomo|autônomo|indépendant|independent contractor)$/iu;
const TOWN_MARK = /^(?:м|г|смт|с|пгт)\.\s?\p{Lu}[\p{L}'’ -]{1,30}$/u;

export function withoutLocation(company: string): string {
  // "Seaside Studios; Chania", "Harbour Bank; Piraeus, Greece": a semicolon sets a town (and its country) apart.
  const semi = /^([^;]{2,}?)\s*;\s+([^;]+)$/u.exec(company);
  if (semi && isTownAfter(semi[2]!)) return withoutLocation(semi[1]!);
  // "Acme Insurance — Austin, TX (Remote)": a place after a spaced dash.
  const dashed = /^(.+?)\s+[–—-]\s+(.+)$/u.exec(company);
  if (dashed && looksLikePlace(dashed[2]!) && !looksLikePlace(dashed[1]!)) return withoutLocation(dashed[1]!);
  const parts = company.split(/,\s+/);
  const head = parts[0]!;
  if (parts.length >= 3 && parts.slice(1).every((p) => p.split(/\s+/).length <= 3 && !ORG.test(p))) return head;
  if (parts.length === 2) {
    const place = parts[1]!;
    // A town marked as one: "…, м. Київ", "…, г. Казань" (Ukrainian and Russian write "city" before its name).
    if (TOWN_MARK.test(place)) return head;
    const placeLike = place.split(/\s+/).length <= 4 && !ORG.test(place) && /^\p{Lu}/u.test(place);
    if (placeLike && (LEGAL_FORM.test(head) || /\([\p{L} .]+\)$/u.test(place))) return withoutLocation(head);
    // "Southwest High School, Minneapolis": an organisation's name, then one or two capitalised words of place.
    if (placeLike && ORG.test(head) && place.split(/\s+/).length <= 2 && !/\d/.test(place)) return withoutLocation(head);
  }
  // A town printed after the legal form without a comma: "Kessler Technik KG Lindenberg".
  const afterForm =
    /^(.+?\s(?:gmbh|ag|kg|se|inc\.?|ltd\.?|llc|plc|s\.?a\.?|b\.?v\.?|sdn\.? bhd\.?|pvt\.? ltd\.?))\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)$/iu.exec(
      company,
    );
  // (The comma inside "Co., Ltd." is part of the legal form.)
  const oneName = (t: string) => t.replace(/\bco\.,\s+ltd\b/iu, "co. ltd").split(/,\s+/).length === 1;
  if (oneName(company) && afterForm && !ORG.test(afterForm[2]!)) return afterForm[1]!;
  // The same with the country after a comma: "Huawei Technologies Co., Ltd. Hangzhou, China".
  const country = /^(.+),\s+([^,]+)$/u.exec(company);
  if (country && isCountry(country[2]!) && oneName(country[1]!)) {
    const cut = withoutLocation(country[1]!);
    if (cut !== country[1]) return cut;
  }
  return company;
}

/** A place after a separator: a known place, or one to four capitalised words (a country after a comma) naming no
 * organisation, with no digit. */
const isTownAfter = (t: string) =>
  looksLikePlace(t) ||
  (!/\d/.test(t) &&
    !ORG.test(t) &&
    roleScore(t) <= 0 &&
    t.split(/,\s*/).every((p) => /^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 3) &&
    t.split(/\s+/).length <= 4);

function pickTitleCompany(main: Piece[], bias: number[]): { title: string; company: string; evidence: Evidence } {
  // Only the first pieces carry title and company; further pieces (a location, a team) are dropped.
  const candidates = main.slice(0, 3);
  let best = 0;
  let bestScore = -Infinity;
  // With no keyword either way, a single bare word ("Infosys", "Andela") is far more often a company than a title.
  const multiWord = candidates.some((p) => /\s/.test(p.text));
  // Words count up to one either way: the section's pattern (bias) outweighs one entry's odd words ("Social Media and
  // Tech Support" in the title line every other entry uses for a role).
  const scores = candidates.map((p, i) => {
    const bare = multiWord && !/\s/.test(p.text) && roleScore(p.text) <= 0 ? 0.4 : 0;
    return Math.max(-1, Math.min(1.5, roleScore(p.text))) + (p.italic ? 0.3 : 0) - i * 0.1 - bare + 1.2 * (bias[i] ?? 0);
  });
  scores.forEach((s, i) => {
    if (s <= bestScore) return;
    best = i;
    bestScore = s;
  });
  const title = candidates[best]!;
  const rest = candidates.filter((_, i) => i !== best);
  // The company is the remaining piece least like a role (usually the other line or the other style run).
  let company = rest[0];
  for (const r of rest) if (!company || roleScore(r.text) < roleScore(company.text)) company = r;
  const own = roleScore(title.text) - Math.min(...rest.map((r) => roleScore(r.text)));
  const patterned = bias.some((b) => Math.abs(b) >= 0.5);
  return { title: title.text, company: company?.text ?? "", evidence: own > 0 ? "words" : patterned ? "pattern" : "position" };
}
