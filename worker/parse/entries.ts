// Stage 5: a section's lines → entries (header lines + body items), then entries → fields.
// Headers: title/company (or degree/institution) on one or two lines in either order, dates on the same
// line, a separate line or a margin; a later role at the same company may leave the company out.
import type { Education, Project, WorkExperience } from "../shapes/resume.ts";
import { continues, joinWrapped, prevLineWasFull } from "./blocks.ts";
import { findDate, isDateLike } from "./dates.ts";
import { collapse } from "./text.ts";
import type { Chunk, Line, SectionKind } from "./types.ts";

type Segs = [Chunk, ...Chunk[]];

export interface Item {
  text: string;
  bullet: boolean;
  textX: number;
  last: Line;
}

export interface Entry {
  header: Line[];
  body: Item[];
}

const hasDate = (l: Line) => l.segs.some((s) => isDateLike(s.text)) || findDate(l.text) !== null;

/** A date that marks a header: its own segment, or a range / month-year at the end of the line (not a stray year in a sentence). */
function strongDate(l: Line): boolean {
  if (l.segs.some((s) => isDateLike(s.text))) return true;
  const d = findDate(l.text);
  if (!d) return false;
  const atEnd = d.end >= l.text.replace(/[\s)]+$/, "").length - 1 || d.start === 0;
  return atEnd && (/[-–—]|\bto\b|\p{L}{3}/u.test(d.text) || d.start === 0);
}

const MONTHS = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/i;
const OPEN_END = new RegExp(`(?:[-–—]|\\bto|\\buntil)\\s*$|\\d{4}\\s*[-–—]?\\s*${MONTHS.source}$`, "i");
const DATE_TAIL = new RegExp(`^(?:${MONTHS.source}\\s+)?(?:19|20)\\d{2}$|^(?:present|current|now|today|ongoing)$`, "i");

function joinSeg(a: Chunk, b: Chunk): Chunk {
  return {
    ...a,
    text: `${a.text} ${b.text}`,
    parts: [...a.parts, ...b.parts.map((p, i) => (i === 0 ? { ...p, text: ` ${p.text}` } : p))],
    x1: Math.max(a.x1, b.x1),
  };
}

/** A header line that wrapped: the date range broke after its dash, or the title/company text ran onto a second line. */
function wrappedHeader(a: Line, b: Line): (Line & { carry?: Line }) | null {
  if (b.bullet || b.page !== a.page || b.slot !== a.slot || b.gapAbove > Math.max(1.6 * Math.max(a.size, b.size), 1.35 * b.pitch)) return null;
  const aLast = a.segs[a.segs.length - 1]!;
  const bLast = b.segs[b.segs.length - 1]!;
  if (a.segs.length >= 2 && OPEN_END.test(aLast.text) && DATE_TAIL.test(bLast.text)) {
    const head = b.segs.length >= 2 ? joinSeg(a.segs[0], b.segs[0]) : a.segs[0];
    const segs: Segs = [head, ...a.segs.slice(1, -1), joinSeg(aLast, bLast)];
    return { ...a, segs, text: segs.map((s) => s.text).join(" "), x1: Math.max(a.x1, b.x1) };
  }
  // The same in a left margin: "Sep 2015 – Sep ‖ Title" over "2019 ‖ Company".
  const aFirst = a.segs[0];
  const bFirst = b.segs[0];
  if (a.segs.length >= 2 && OPEN_END.test(aFirst.text) && DATE_TAIL.test(bFirst.text) && Math.abs(aFirst.x0 - bFirst.x0) < 3) {
    const segs: Segs = [joinSeg(aFirst, bFirst), ...a.segs.slice(1)];
    const merged = { ...a, segs, text: segs.map((s) => s.text).join(" ") };
    const [restFirst, ...restMore] = b.segs.slice(1);
    if (!restFirst) return merged;
    // The rest of b (the company beside the date's tail) stays a header line of its own.
    const rest: Segs = [restFirst, ...restMore];
    return { ...merged, carry: { ...b, segs: rest, x0: restFirst.x0, text: rest.map((s) => s.text).join(" ") } };
  }
  // A one-segment header line that ran out of room (a long institution in a narrow sidebar) continues below.
  if (a.segs.length === 1 && b.segs.length === 1 && !hasDate(a) && !hasDate(b) && signature(a) === signature(b) && Math.abs(b.x0 - a.x0) <= 2 && prevLineWasFull(a, b, 0)) {
    const segs: Segs = [joinSeg(a.segs[0], b.segs[0])];
    return { ...a, segs, text: segs[0].text, x1: Math.max(a.x1, b.x1) };
  }
  const aSecond = a.segs[1];
  if (b.segs.length === 1 && aSecond && !hasDate(b) && Math.abs(b.x0 - a.x0) <= 2) {
    const room = aSecond.x0 - 1.5 * a.size;
    const firstWord = b.text.split(" ")[0] ?? "";
    if (a.segs[0].x1 + (firstWord.length + 1) * 0.5 * b.size > room && b.text.length < 60) {
      const segs: Segs = [joinSeg(a.segs[0], b.segs[0]), ...a.segs.slice(1)];
      return { ...a, segs, text: segs.map((s) => s.text).join(" ") };
    }
  }
  return null;
}

/** Style of a line's first non-date text: B(old) I(talic) U(pper) and D if the line carries a date. */
function signature(l: Line): string {
  const seg = l.segs.find((s) => !isDateLike(s.text)) ?? l.segs[0];
  const p = seg.parts[0] ?? { bold: false, italic: false, text: seg.text };
  const letters = p.text.replace(/[^\p{L}]/gu, "");
  const upper = letters.length >= 4 && letters.length >= 0.6 * p.text.replace(/\s/g, "").length && letters === letters.toUpperCase();
  return `${p.bold ? "B" : ""}${p.italic ? "I" : ""}${upper ? "U" : ""}${hasDate(l) ? "D" : ""}`;
}

const styled = (sig: string) => /[BIU]/.test(sig);

const COLUMN_HEADING =
  /^(qualifications?|degree|course|examination|exam|institutions?|institute|college|school|university|board(?:\s*\/\s*university)?|university\s*\/\s*board|year(?: of passing)?|passing year|percentage|marks|grade|cgpa|gpa|cgpa\s*\/\s*percentage|result|duration|company|organi[sz]ation|designation|role|from|to|period|class|stream|specialization|subject)s?$/i;

/** The header row of a table ("Qualification ‖ Institution ‖ Board ‖ Year ‖ Percentage") is not an entry. */
function isTableHeader(l: Line): boolean {
  return l.segs.length >= 3 && l.segs.every((s) => COLUMN_HEADING.test(s.text.trim().replace(/[:.]$/, "")));
}

export function groupEntries(lines: Line[], kind: SectionKind): Entry[] {
  const entries: Entry[] = [];
  let cur = null as Entry | null;
  let startSig: string | null = null;
  let prev: Line | null = null;
  const newEntry = () => {
    cur = { header: [], body: [] };
    entries.push(cur);
    return cur;
  };
  for (const l of lines) {
    if (isTableHeader(l)) continue;
    const e: Entry | null = cur;
    const lastItem = e?.body[e.body.length - 1];
    if (l.bullet) {
      const target: Entry = e ?? newEntry();
      target.body.push({ text: l.text, bullet: true, textX: l.x0, last: l });
      prev = l;
      continue;
    }
    const lastHeader = e?.header[e.header.length - 1];
    if (e && lastHeader && e.body.length === 0 && prev === lastHeader) {
      const merged = wrappedHeader(lastHeader, l);
      if (merged) {
        const { carry, ...line } = merged;
        e.header[e.header.length - 1] = line;
        if (carry) e.header.push(carry);
        prev = carry ?? line;
        continue;
      }
    }
    if (lastItem && prev && !isDateOnly(l) && continues(prev, l, lastItem.textX, lastItem.bullet) && !(hasDate(l) && styled(signature(l)))) {
      lastItem.text = joinWrapped(lastItem.text, l.text);
      lastItem.last = l;
      prev = l;
      continue;
    }
    const sig = signature(l);
    const headerLike = styled(sig) || strongDate(l);
    if (headerLike) {
      let target: Entry = e ?? newEntry();
      const lastHeader = target.header[target.header.length - 1];
      // A bold title that wraps onto a second line is still one header line.
      if (lastHeader && target.body.length === 0 && prev === lastHeader && signature(lastHeader) === sig && !hasDate(lastHeader) && !hasDate(l) && continues(lastHeader, l, lastHeader.x0)) {
        target.header[target.header.length - 1] = mergeLines(lastHeader, l);
        prev = l;
        continue;
      }
      const headerHasDate = target.header.some(strongDate);
      const startsNew =
        target.body.length > 0 || (target.header.length > 0 && (sig === startSig || (strongDate(l) && headerHasDate && !isDateOnly(l))));
      if (startsNew) target = newEntry();
      if (startSig === null) startSig = sig;
      target.header.push(l);
      prev = l;
      continue;
    }
    // Plain line: part of the header (an institution or company under a bold title) or a body paragraph.
    const target: Entry = e ?? newEntry();
    const headerOpen =
      target.body.length === 0 &&
      target.header.length > 0 &&
      target.header.length < 3 &&
      (!target.header.some(strongDate) || headerPieces(target.header).pieces.filter((p) => !p.right).length < 2) &&
      !/^\p{Ll}/u.test(l.text);
    if (kind !== "projects" && headerOpen && l.text.length < 70 && !/[.!?]$/.test(l.text)) {
      target.header.push(l);
    } else if (target.header.length === 0 && target.body.length === 0 && kind !== "projects" && l.text.length < 70) {
      target.header.push(l);
      if (startSig === null) startSig = sig;
    } else {
      target.body.push({ text: l.text, bullet: false, textX: l.x0, last: l });
    }
    prev = l;
  }
  return entries.filter((x) => x.header.length || x.body.length);
}

const isDateOnly = (l: Line) => isDateLike(l.text);

function mergeLines(a: Line, b: Line): Line {
  const lastSeg = joinSeg(a.segs[a.segs.length - 1]!, b.segs[0]);
  const segs: Segs = a.segs.length > 1 ? [a.segs[0], ...a.segs.slice(1, -1), lastSeg, ...b.segs.slice(1)] : [lastSeg, ...b.segs.slice(1)];
  return { ...a, segs, text: segs.map((s) => s.text).join(" "), x1: Math.max(a.x1, b.x1), y: b.y };
}

// ---------------------------------------------------------------- header pieces

interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  line: number;
  /** Sits apart on the right of its line (a location or a date column). */
  right: boolean;
}

const SEPARATORS = /\s+(?:[|•·@]|[–—]|-{1,2})\s+|\s+at\s+|\t/;

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
        for (const raw of text.split(SEPARATORS)) {
          const t = collapse(raw).replace(/^[,;:|()\s–—-]+|[,;:|(\s–—-]+$/g, "").replace(/^\)|\($/g, "").trim();
          if (t && /[\p{L}\d]/u.test(t)) pieces.push({ text: t, bold: r.bold, italic: r.italic, line: li, right });
        }
      }
    });
  });
  return { pieces, dates };
}

/** "Software Engineer, Google" → two pieces at the first comma (or null when there is none). */
function splitAtComma(p: Piece): [Piece, Piece] | null {
  const at = p.text.indexOf(", ");
  if (at < 0) return null;
  return [
    { ...p, text: p.text.slice(0, at) },
    { ...p, text: p.text.slice(at + 2) },
  ];
}

const ROLE =
  /\b(engineer|developer|manager|director|lead|head|analyst|analyste|designer|architect|consultant|specialist|coordinator|officer|assistant|associate|intern|internship|trainee|apprentice|scientist|researcher|professor|lecturer|teacher|tutor|instructor|nurse|doctor|physician|surgeon|registrar|resident|fellow|chef|cook|barista|waiter|waitress|server|cashier|clerk|accountant|auditor|controller|lawyer|attorney|solicitor|counsel|paralegal|partner|founder|co-founder|owner|president|vp|vice|chief|ceo|cto|cfo|coo|administrator|technician|electrician|plumber|mechanic|operator|driver|representative|executive|agent|advisor|adviser|planner|editor|writer|journalist|producer|marketer|recruiter|volunteer|supervisor|foreman|superintendent|pharmacist|therapist|psychologist|dentist|programmer|tester|qa|sre|devops|secretary|receptionist|buyer|strategist|economist|statistician|actuary|underwriter|banker|trader|broker|librarian|curator|artist|photographer|ingénieur|ingeniero|entwickler|gerente|jefe|responsable|stagiaire|praktikant|working student|werkstudent|postdoctoral|postdoc|coach|principal|senior|junior|staff|sous|commis|journeyman|maintenance|cardiologist|member|correspondent|reporter|columnist|anchor|presenter|photojournalist|copywriter|illustrator|animator|musician|actor|dancer|contractor|freelance|freelancer|generalist|expert|officer|assistente|diretor|directeur|chargé|chargée|worker|caregiver|carer|nanny|attendant|ambassador|guard|pilot|steward|stewardess|housekeeper|janitor|custodian|labourer|laborer|carpenter|welder|machinist|fitter|painter|mason|landscaper|gardener|farmer|baker|butcher|bartender|host|hostess|porter|courier|dispatcher|picker|packer|storekeeper|merchandiser|salesperson|sales associate|lifeguard|trainer|counsellor|counselor|midwife|paramedic|firefighter|sergeant|lieutenant|captain|commander|translator|interpreter|consultant|estimator|surveyor|inspector|auditor|investigator|scholar|candidate|graduate|apprentice|fellow)\b/iu;
const ORG =
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|s\.?a\.?|sas|sarl|bv|nv|ab|oy|asa|pty|co|corp|corporation|company|group|holdings|partners|associates|university|universit[éyà]|universidad|universität|universidade|college|school|institute|institut|academy|hospital|clinic|bank|banque|capital|ventures|labs?|technologies|solutions|systems|services|consulting|studio|agency|foundation|trust|council|ministry|government|authority|board|society|association|firm|laboratories|laboratory|center|centre|museum|library|café|cafe|restaurant|hotel|airlines|motors|energy|pharma|media|press|network|robotics|drones|analytics|payments|properties|construction|electric|electronics|retail|software|international|global|republika|office|agency|department|hochschule|école)\b/iu;

export function roleScore(t: string): number {
  const m = t.match(new RegExp(ROLE.source, "giu"));
  return (m?.length ?? 0) - (t.match(new RegExp(ORG.source, "giu"))?.length ?? 0);
}

/** "Corvallis, OR", "Berlin, Germany", "Remote": a place printed beside a date, not a field of its own. */
function looksLikePlace(text: string): boolean {
  if (/^(remote|hybrid|on-?site|worldwide)$/i.test(text)) return true;
  const m = /^([\p{Lu}][\p{L}.'’ -]{1,30}),\s*([\p{Lu}][\p{L}.'’ -]{1,25})$/u.exec(text);
  if (!m) return false;
  const [, city = "", region = ""] = m;
  return city.split(" ").length <= 3 && region.split(" ").length <= 3 && !ORG.test(text) && !DEGREE.test(text) && !INSTITUTION.test(text) && roleScore(text) <= 0;
}

/** Header pieces without places printed on the date's line (kept when a place is all there is). */
function withoutPlaces(pieces: Piece[]): Piece[] {
  const kept = pieces.filter((p) => !looksLikePlace(p.text));
  return kept.length ? kept : pieces;
}

export function toWork(entries: Entry[]): WorkExperience[] {
  const out: WorkExperience[] = [];
  // A company line with no role or bullets of its own heads the roles listed under it (promotions).
  const parent = { company: "", dates: "", open: false, used: false };
  const flushParent = () => {
    if (parent.open && !parent.used) out.push({ company: withoutLocation(parent.company), title: "", dates: parent.dates, responsibilities: [] });
    parent.open = false;
  };
  for (const e of entries) {
    const { pieces, dates } = headerPieces(e.header);
    const responsibilities = e.body.map((b) => collapse(b.text)).filter(Boolean);
    // Right-hand pieces that are not dates are locations (a company-first line "Acme   Berlin").
    let main = withoutPlaces(pieces.filter((p) => !p.right));
    const first = main[0];
    if (main.length === 1 && first && responsibilities.length === 0 && roleScore(first.text) <= 0 && e.header.length === 1) {
      flushParent();
      Object.assign(parent, { company: first.text, dates, open: true, used: false });
      continue;
    }
    if (parent.open && main.length === 1 && first && roleScore(first.text) > 0) {
      parent.used = true;
      out.push({ company: withoutLocation(parent.company), title: first.text, dates, responsibilities });
      continue;
    }
    flushParent();
    // "Software Engineer, Google" in one style: the comma is the only boundary left.
    // With no keyword to tell them apart, "Title, Company" is the usual order.
    const one = main.length === 1 ? splitAtComma(main[0]!) : null;
    if (one && (roleScore(one[0].text) !== roleScore(one[1].text) || one[1].text.split(" ").length >= 2)) main = one;
    let title = "";
    let company = "";
    if (main.length === 1) {
      const only = main[0]!.text;
      const prevJob = out[out.length - 1];
      if (roleScore(only) > 0 && prevJob && !e.header.some((l) => l.segs.length > 1 && !hasDate(l))) {
        title = only;
        company = prevJob.company; // a second role at the same company
      } else if (roleScore(only) > 0) title = only;
      else company = only;
    } else if (main.length >= 2) {
      // Lines with an "at" are "Title at Company"; otherwise the most role-like piece is the title.
      const [a, b] = pickTitleCompany(main);
      title = a;
      company = b;
    }
    if (!title && !company && responsibilities.length === 0) continue;
    out.push({ company: withoutLocation(company), title, dates, responsibilities });
  }
  flushParent();
  return out;
}

const LEGAL_FORM = /\b(?:gmbh|ag|se|kg|inc\.?|ltd\.?|llc|llp|plc|s\.?a\.?|s\.?a\.?s\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|pty|oy|ab|as|a\/s|co\.|corp\.?|spa|s\.p\.a\.)$/i;

/**
 * The company without a trailing location: "Deloitte & Touche LLP, Houston, TX", "Bosch Digital GmbH, Stuttgart",
 * "Clariant, Frankfurt am Main (Germany)". A single comma after an ordinary name is kept ("University of California, Davis").
 */
export function withoutLocation(company: string): string {
  const parts = company.split(/,\s+/);
  const head = parts[0]!;
  if (parts.length >= 3 && parts.slice(1).every((p) => p.split(/\s+/).length <= 3 && !ORG.test(p))) return head;
  if (parts.length === 2) {
    const place = parts[1]!;
    const placeLike = place.split(/\s+/).length <= 4 && !ORG.test(place) && /^\p{Lu}/u.test(place);
    if (placeLike && (LEGAL_FORM.test(head) || /\([\p{L} .]+\)$/u.test(place))) return head;
    // "Southwest High School, Minneapolis": an organisation's name, then one or two capitalised words of place.
    if (placeLike && ORG.test(head) && place.split(/\s+/).length <= 2 && !/\d/.test(place)) return head;
  }
  return company;
}

function pickTitleCompany(main: Piece[]): [string, string] {
  // Only the first two distinct pieces carry title and company; further pieces (a location, a team) are dropped.
  const candidates = main.slice(0, 3);
  let best = 0;
  let bestScore = -Infinity;
  candidates.forEach((p, i) => {
    const s = roleScore(p.text) + (p.italic ? 0.3 : 0) - i * 0.1;
    if (s <= bestScore) return;
    best = i;
    bestScore = s;
  });
  const title = candidates[best]!;
  const rest = candidates.filter((_, i) => i !== best);
  // The company is the remaining piece least like a role (usually the other line or the other style run).
  let company = rest[0];
  for (const r of rest) if (!company || roleScore(r.text) < roleScore(company.text)) company = r;
  return [title.text, company?.text ?? ""];
}

const INSTITUTION =
  /\b(universit\p{L}*|college|colegio|coláiste|school|schule|institute|institut|instituto|istituto|academy|académie|akademie|polytechnic|politecnico|politécnica|hochschule|école|escuela|escola|conservatoire|conservatory|seminary|faculty|board|local \d+|gymnasium|lycée|high school|iit|mit|eth|epfl|kth|ucl|lse|ies|cfp|berufsschule|fachhochschule|campus)\b/iu;
const DEGREE =
  /\b(bachelor|master|masters|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?a\.?|m\.?a\.?|b\.?ed\.?|m\.?ed\.?|ph\.?\s?d\.?|d\.?phil|mba|mfa|bfa|m\.?eng\.?|b\.?eng\.?|b\.?tech|m\.?tech|doctor\p{L}*|diplom\p{L}*|certificat\p{L}*|degree|licen[cs]e|licentiate|associate of|hnd|btec|gcse|a-levels?|leaving certificate|baccalaur\p{L}*|abitur|cap|bts|dut|grado|licenciatura|bacharelado|mestrado|laurea|ing\.|cand\.\p{L}*|ll\.?\s?[mb]\.?|j\.?d\.?|m\.?d\.?|program|programme|apprenticeship|course|hons|honours|major|minor|msc|bsc|ba|ma|bs|ms|técnico|tecnico|técnica|tecnica|ciclo formativo|fachabitur|ausbildung|bachiller|bachillerato)(?=$|[\s,.;:()])/iu;

function eduScore(t: string): number {
  return (DEGREE.test(t) ? 1 : 0) - (INSTITUTION.test(t) ? 1 : 0);
}

export function toEducation(entries: Entry[]): Education[] {
  const out: Education[] = [];
  for (const e of entries) {
    const { pieces, dates } = headerPieces(e.header);
    let main = withoutPlaces(pieces.filter((p) => !p.right));
    const details = e.body.map((b) => collapse(b.text)).filter(Boolean);
    // "Degree, Institution" in one style: split at the comma unless it only separates the institution's city.
    const one = main.length === 1 ? splitAtComma(main[0]!) : null;
    if (one && eduScore(one[0].text) >= eduScore(one[1].text) && eduScore(one[0].text) >= 0) main = one;
    let degree = "";
    let institution = "";
    if (main.length === 1) {
      const only = main[0]!.text;
      if (eduScore(only) < 0) institution = only;
      else degree = only;
    } else if (main.length >= 2) {
      const c = main.slice(0, 3);
      let di = 0;
      c.forEach((p, i) => {
        if (eduScore(p.text) > eduScore(c[di]!.text)) di = i;
      });
      degree = c[di]!.text;
      const rest = c.filter((_, i) => i !== di);
      let inst = rest[0]!;
      for (const r of rest) if (eduScore(r.text) < eduScore(inst.text)) inst = r;
      institution = inst.text;
      // Pieces beyond degree and institution (a GPA, honours) printed in the header are details.
      const extras = main.filter((p) => p !== c[di] && p !== inst);
      details.unshift(...extras.map((p) => p.text));
    }
    if (!degree && !institution && details.length === 0) continue;
    out.push({ degree, institution, dates, details });
  }
  return out;
}

export function toProjects(entries: Entry[]): Project[] {
  const out: Project[] = [];
  for (const e of entries) {
    const { pieces } = headerPieces(e.header);
    const title = e.header.length ? collapse(e.header.map((l) => l.segs.filter((s) => !isDateLike(s.text)).map((s) => s.text).join(" ")).join(" ")) : "";
    const cleanTitle = title ? (findDate(title) ? collapse(title.replace(findDate(title)!.text, "")).replace(/[|,–—-]+$/, "").trim() : title) : pieces[0]?.text ?? "";
    const responsibilities = e.body.map((b) => collapse(b.text)).filter(Boolean);
    if (!cleanTitle && responsibilities.length === 0) continue;
    out.push({ title: cleanTitle, responsibilities });
  }
  return out;
}
