// Stage 6: entries → fields. Title vs company and degree vs institution by style runs, separators and keyword
// scores; locations dropped; roles listed under one company inherit it.
import type { Education, Project, WorkExperience } from "../shapes/resume.ts";
import { findDate, isDateLike } from "./dates.ts";
import { type Entry, hasDate } from "./entries.ts";
import { headerPieces, type Piece, rejoinDashes } from "./pieces.ts";
import { collapse } from "./text.ts";

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
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|s\.?a\.?|sas|sarl|bv|nv|ab|oy|asa|pty|co|corp|corporation|company|group|holdings|partners|associates|university|universit[éyà]|universidad|universität|universidade|college|school|institute|institut|academy|hospital|clinic|bank|banque|capital|ventures|labs?|technologies|solutions|systems|services|consulting|studio|agency|foundation|trust|council|ministry|government|authority|board|society|association|firm|laboratories|laboratory|center|centre|museum|library|café|cafe|restaurant|hotel|pharmacy|practice|surgery|store|shop|salon|studios|airlines|motors|energy|pharma|media|press|network|robotics|drones|analytics|payments|properties|construction|electric|electronics|retail|software|international|global|republika|office|agency|department|hochschule|école)\b/iu;

const ROLE_G = new RegExp(ROLE.source, "giu");
const ORG_G = new RegExp(ORG.source, "giu");
const LAST_WORD = /([\p{L}.-]+)[^\p{L}]*$/u;

/** Names a role anywhere ("Mechanical Design Engineer, Bosch Rexroth AG"), whatever else the line holds. */
export const hasRoleWord = (t: string) => ROLE.test(t);

export function roleScore(t: string): number {
  const roles = t.match(ROLE_G)?.length ?? 0;
  const orgs = t.match(ORG_G)?.length ?? 0;
  // English puts the head noun last: "Software Engineer" is a role, "Software Solutions" an organisation, so
  // the last word counts once more ("software" alone would otherwise cancel "engineer").
  // The head is the last word before any comma or parenthesis: "Registered Nurse, Emergency Department".
  const last = LAST_WORD.exec(t.split(/[,(]/)[0] ?? t)?.[1] ?? "";
  const head = ROLE.test(last) ? 1 : ORG.test(last) ? -1 : 0;
  return roles - orgs + (roles || orgs ? head : 0);
}

/** "Corvallis, OR", "Berlin, Germany", "Remote": a place printed beside a date, not a field of its own. */
function looksLikePlace(text: string): boolean {
  if (/^(remote|hybrid|on-?site|worldwide)$/i.test(text)) return true;
  const m = /^([\p{Lu}][\p{L}.'’ -]{1,30}),\s*([\p{Lu}][\p{L}.'’ -]{1,25})$/u.exec(text);
  if (!m) return false;
  const [, city = "", region = ""] = m;
  return (
    city.split(" ").length <= 3 &&
    region.split(" ").length <= 3 &&
    !ORG.test(text) &&
    !DEGREE.test(text) &&
    !INSTITUTION.test(text) &&
    roleScore(text) <= 0
  );
}

/** Header pieces without places printed on the date's line (kept when a place is all there is). */
function withoutPlaces(pieces: Piece[]): Piece[] {
  const kept = pieces.filter((p) => !looksLikePlace(p.text));
  if (!kept.length) return pieces;
  // "The Fat Duck, Bray" over "Chef de Partie — 2016 – 2020", "Shop Assistant, SuperValu, Killarney, 2024": when
  // only roles would be left, the first place-like piece names the employer (with its town), not a location.
  if (kept.every((p) => roleScore(p.text) > 0)) {
    const employer = pieces.find((p) => looksLikePlace(p.text) && !p.right);
    if (employer) return pieces.filter((p) => p === employer || kept.includes(p));
  }
  return kept;
}

export function toWork(entries: Entry[]): WorkExperience[] {
  const out: WorkExperience[] = [];
  // A company line with no role or bullets of its own heads the roles listed under it (promotions).
  const parent = { company: "", dates: "", open: false, used: false };
  const flushParent = () => {
    if (parent.open && !parent.used)
      out.push({ company: withoutLocation(parent.company), title: "", dates: parent.dates, responsibilities: [] });
    parent.open = false;
  };
  for (const e of entries) {
    const split = headerPieces(e.header);
    const dates = split.dates;
    const pieces = rejoinDashes(
      split.pieces,
      looksLikePlace,
      (a, b) => roleScore(a) > 0 && roleScore(b) <= 0 && (ORG.test(b) || findDate(b) !== null),
    );
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

const LEGAL_FORM =
  /\b(?:gmbh|ag|se|kg|inc\.?|ltd\.?|llc|llp|plc|s\.?a\.?|s\.?a\.?s\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|pty|oy|ab|as|a\/s|co\.|corp\.?|spa|s\.p\.a\.)$/i;

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
  // With no keyword either way, a single bare word ("Infosys", "Andela") is far more often a company than a title.
  const multiWord = candidates.some((p) => /\s/.test(p.text));
  candidates.forEach((p, i) => {
    const bare = multiWord && !/\s/.test(p.text) && roleScore(p.text) <= 0 ? 0.4 : 0;
    const s = roleScore(p.text) + (p.italic ? 0.3 : 0) - i * 0.1 - bare;
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

/** Names a degree or a school: what an education entry has and a list of professional qualifications lacks. */
export const looksEducational = (t: string) => DEGREE.test(t) || INSTITUTION.test(t);

function eduScore(t: string): number {
  return (DEGREE.test(t) ? 1 : 0) - (INSTITUTION.test(t) ? 1 : 0);
}

export function toEducation(entries: Entry[]): Education[] {
  const out: Education[] = [];
  for (const e of entries) {
    const split = headerPieces(e.header);
    const dates = split.dates;
    const pieces = rejoinDashes(split.pieces, looksLikePlace, (a, b) => eduScore(a) > 0 && eduScore(b) < 0);
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
    const title = e.header.length
      ? collapse(
          e.header
            .map((l) =>
              l.segs
                .filter((s) => !isDateLike(s.text))
                .map((s) => s.text)
                .join(" "),
            )
            .join(" "),
        )
      : "";
    const cleanTitle = title
      ? findDate(title)
        ? collapse(title.replace(findDate(title)!.text, ""))
            .replace(/[|,–—-]+$/, "")
            .trim()
        : title
      : (pieces[0]?.text ?? "");
    const responsibilities = e.body.map((b) => collapse(b.text)).filter(Boolean);
    if (!cleanTitle && responsibilities.length === 0) continue;
    out.push({ title: cleanTitle, responsibilities });
  }
  return out;
}
