// Contact fields: the name (largest name-like line near the top, never a URL, e-mail or heading),
// the first e-mail address, and the first phone number in international or national format.
import { firstDateRange } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { hasRoleWord, isCountry, looksLikePlace } from "./lexicon.ts";
import type { PersonalInfo } from "../shapes/resume.ts";
import type { Line } from "./types.ts";

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
// Candidate phone numbers: optional +, digits with spaces, dots, dashes, slashes and parentheses.
const PHONE_CANDIDATE = /\(?(?:\+|00)?\(?\d[\d \u00A0().\-–/]{5,}\d/g;

export function findEmail(text: string): string {
  // Every address holds an "@": without one the pattern (tried at every place of the text, each time running over the
  // word there) cannot match. This is asked of every line and of the whole text.
  if (!text.includes("@")) return "";
  return EMAIL.exec(text)?.[0].replace(/[.]+$/, "") ?? "";
}

const POSTAL_BEFORE = /(?:〒|郵便番号\)?|postal code|post code|postcode|zip(?: code)?|plz|cep|código postal|code postal)\s*[:：]?\s*$/iu;

export function findPhone(text: string): string {
  PHONE_CANDIDATE.lastIndex = 0;
  for (let m = PHONE_CANDIDATE.exec(text); m; m = PHONE_CANDIDATE.exec(text)) {
    let cand = m[0].trim().replace(/[\s\-–/.(]+$/, "");
    // A leading "(" belongs to the number only when it opens an area code.
    if (cand.startsWith("(") && !/^\(\+?\d{1,5}\)/.test(cand)) cand = cand.slice(1);
    if (/\)$/.test(cand) && !/\(/.test(cand)) cand = cand.slice(0, -1);
    const digits = cand.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    // Years and date ranges ("2019 - 2021", "03/2018 – 06/2020") are not phone numbers.
    const date = firstDateRange(cand);
    if (date && date.replace(/\D/g, "").length >= digits.length - 1) continue;
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(cand)) continue;
    // A full date (a birth date): 14.03.1991, 03/14/1991, 1991-03-14.
    if (/^\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}$|^(?:19|20)\d{2}-\d{1,2}-\d{1,2}$/.test(cand)) continue;
    if (/^\d{1,3}([.,]\d{3})+$/.test(cand)) continue; // 1,200,000
    // Glued to a letter, it is part of an identifier (an ISO number, a patent) rather than a phone.
    const at = m.index + m[0].indexOf(cand.charAt(0));
    // After a postal mark or label it is a postcode: "〒254-0065", "CEP: 01310-100", "ZIP 94105-1234".
    if (POSTAL_BEFORE.test(text.slice(Math.max(0, at - 20), at))) continue;
    if (at > 0 && /[\p{L}]/u.test(text.charAt(at - 1))) {
      // "K1A 0B1 (555) 010-4477": the number may start after the glued part; look again from the next character.
      PHONE_CANDIDATE.lastIndex = at + 1;
      continue;
    }
    return cand;
  }
  // A number printed after a phone label with some digits masked for privacy ("Tel: +49 151 xxx xx 12") is kept as
  // printed: the label says what it is.
  const masked = MASKED_PHONE.exec(text);
  if (masked && /[xX*]/.test(masked[1]!) && (masked[1]!.match(/\d/g)?.length ?? 0) >= 3 && (masked[1]!.match(/[\dxX*]/g)?.length ?? 0) >= 7)
    return masked[1]!.trim();
  return "";
}

const MASKED_PHONE =
  /(?:phone|mobile|cell|tel\.?|telephone|telefon|teléfono|téléphone|telefone|handy|电话|联系电话|手机|電話|携帯|전화)\s*[:：]?\s*(\+?[\d(][\d xX*().-]{5,}[\dxX*])/iu;

const PHONE_ONLY = /^[^\p{L}\d(+]*\+?[\d(][\d\s().\-–]{6,}\d$/u;

// Document titles in the languages resumes are written in are not the person's name.
const NOT_NAME =
  /@|https?:|www\.|\.com\b|\.\w{2,3}\/|linkedin|github|\d|curriculum|^(?:(?:my|meu|minha|mi|mon|mein|il|o|el|le|the)\s+)?(?:resume|cv|curr[ií]culo)$|résumé|lebenslauf|^page\b|職務経歴書|履歴書|简历|個人簡歴|个人简历|^curr[ií]culo|^currículum|^hoja de vida|^profile$|životopis|^резюме$|^życiorys$|^özgeçmiş$|βιογραφικό|^ansioluettelo$|^meritförteckning$|riwayat hidup|lý lịch|이력서|자기소개서|경력기술서/i;

export function isNameLike(text: string): boolean {
  const t = text.trim();
  // (The cheap tests first: the line model asks this of every line, and most fail the letters-only test, which stops at
  // the first digit or colon; the long pattern runs on the few that pass it.)
  if (t.length < 3 || t.length > 60) return false;
  if (!/^[\p{L}\p{M}.'’‘“”"\- ,()/]+$/u.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length < 1 || words.length > 6) return false;
  if (NOT_NAME.test(t)) return false;
  if (headingKind(t)) return false;
  // A name in Chinese or Japanese script is a few characters; a long run of them is a sentence.
  if ((t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) > 12) return false;
  return /\p{L}{2}/u.test(t);
}

/** Name: among the first lines of page 1, the largest name-like text; ties go to the topmost. */
export function findName(lines: Line[]): string {
  const first = lines.filter((l) => l.page === 0);
  let best = -1;
  // A name line may carry the title after a separator ("Jane Doe | Data Scientist") or in another style
  // ("Ilse Marwick" bold, "Kernel Engineer" italic beside it).
  const nameText = (l: Line) => {
    const seg = l.segs[0];
    const parts = seg.parts;
    const first = parts[0];
    // (Only a lighter headline after a bold name: a name set as "Athanasios" + bold "Karezos" is one name.)
    const rest = parts.slice(1);
    const styled =
      first?.bold &&
      !first.italic &&
      rest.length > 0 &&
      rest.every((p) => !p.bold || p.italic) &&
      hasRoleWord(rest.map((p) => p.text).join(" "));
    // (A birth date printed after the name is not part of it: "Luca Nils Schmid 15.12.1995".)
    const text =
      (styled ? first.text : seg.text).split(/\s+[|–—·•]\s+/)[0]?.replace(/\s+\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}$/, "") ?? "";
    return withoutTagline(text);
  };
  first.forEach((l, i) => {
    const text = nameText(l);
    if (!isNameLike(text)) return;
    if (best < 0 || l.size > first[best]!.size + 0.5) best = i;
  });
  if (best < 0) return "";
  const l = first[best]!;
  let name = nameText(l).trim().replace(/,$/, "");
  // A large name in a narrow column can wrap onto a second line of the same size (unless a tagline was cut off
  // the name's line: then the next line is the tagline's end, "Jane Doe — Senior" / "Engineer").
  const next = first[best + 1];
  if (
    name === l.segs[0].text.trim().replace(/,$/, "") &&
    next &&
    // (A wrapped name keeps its capitals: "YASSINE AZZOUT" over "Code Writer" is a name and a headline.)
    (name === name.toUpperCase()) === (next.text === next.text.toUpperCase()) &&
    next.slot === l.slot &&
    Math.abs(next.size - l.size) < 0.5 &&
    l.y - next.y < 2.2 * l.size &&
    next.segs.length === 1 &&
    isNameLike(`${name} ${next.text}`)
  ) {
    name = `${name} ${next.text}`;
  }
  return name;
}

// A tagline after a comma or a spaced hyphen on the name's line ("Jane Doe, Data Engineer", "Jan Kowal - Tester")
// is not part of the name: cut it when it names a role and the part before it does not.
const TAGLINE = /^(.+?)(?:,\s+|\s+-\s+)(.+)$/u;
function withoutTagline(text: string): string {
  const m = TAGLINE.exec(text);
  if (!m) return text;
  const head = m[1]!.trim();
  const words = head.split(/\s+/).length;
  return words >= 2 && words <= 4 && hasRoleWord(m[2]!) && !hasRoleWord(head) ? head : text;
}

const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%.-]+\/?/iu;
// A profile, not a repository: github.com/<user> with nothing after it.
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9][A-Za-z0-9-]*\/?(?![\w/.-])/i;
const WEB = /(?:https?:\/\/|(?<![\w@.])www\.)[^\s|,;()<>"“”]+/giu;

/**
 * Profile links as printed: LinkedIn and GitHub profiles (searched in the header first, then the whole text, where
 * a sidebar or footer may hold them), and a personal website (an address in the header other than those).
 */
export function findLinks(near: string, everything: string): { linkedin?: string; github?: string; website?: string } {
  // (An address too long to store as a profile field is left out rather than refusing the whole upload.)
  const clean = (u: string | undefined) => (u && u.length <= 300 ? u.replace(/[.,;:]+$/, "") : undefined);
  // LinkedIn's own export wraps a long profile address after a hyphen: join it back.
  const unwrap = (t: string) => t.replace(/(linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%.-]*-)\n([\p{L}\p{N}_%-]+)/giu, "$1$2");
  near = unwrap(near);
  everything = unwrap(everything);
  const linkedin = clean((LINKEDIN.exec(near) ?? LINKEDIN.exec(everything))?.[0]);
  const github = clean((GITHUB.exec(near) ?? GITHUB.exec(everything))?.[0]);
  const website = clean([...near.matchAll(WEB)].map((m) => m[0]).find((u) => !/linkedin\.com|github\.com/i.test(u)));
  return { ...(linkedin && { linkedin }), ...(github && { github }), ...(website && { website }) };
}

const ARRANGEMENT = /^(?:remote|hybrid|on-?site|worldwide|remoto|télétravail|home ?office)$/i;

/**
 * The place in the header ("Berlin, Germany", "Austin, TX", "India"): a piece of a header line between separators
 * that reads as a place, on a line with contact details or on a short line of its own near the top. A street
 * address (digits) is not taken; nothing is returned when no piece reads as a place.
 */
export function findLocation(header: Line[], name: string): string | undefined {
  const lines = header.filter((l) => l.page === 0).slice(0, 10);
  for (const l of lines) {
    const pieces = l.segs
      .flatMap((s) => s.text.split(/\s+[|•·◦⋄✦]\s+|\s{3,}|\s+[–—]\s+/))
      .map((p) =>
        p
          .replace(/^(?:location|address|adresse|dirección|endereço|wohnort|ort)\s*:\s*/i, "")
          .replace(/^(?:(?:currently|now)\s+)?(?:(?:located|based|living|residing)\s+)?in\s+(?=\p{Lu})/iu, "")
          .trim(),
      )
      .filter(Boolean);
    const contactLine = pieces.length > 1 || /@|https?:|www\.|\+?\d[\d\s().-]{6,}/.test(l.text);
    if (!contactLine && pieces.join(" ").split(/\s+/).length > 4) continue;
    // (A city is not an acronym: "HTML, CSS, JavaScript" is a skills line; "Austin, TX" keeps its state.)
    const acronymFirst = (p: string) => /^\p{Lu}{2,5}(?:,|$)/u.test(p) && !isCountry(p.split(",")[0]!);
    const place = pieces.find(
      (p) => p !== name && !ARRANGEMENT.test(p) && !/\d/.test(p) && !acronymFirst(p) && (looksLikePlace(p) || isCountry(p)),
    );
    if (place && place.length <= 300) return place;
  }
  return undefined;
}

/** `furniture`: text dropped as running heads/feet, searched last (contact details printed in a footer). */
export function contactInfo(priority: Line[], all: Line[], furniture = ""): PersonalInfo {
  // An address cut at the line end in a narrow sidebar ("…57@gma" / "il.com") is joined back.
  // (The last pattern is only tried when a line starts with "@": scanning every word for it is costly.)
  const text = (ls: Line[]) => {
    const joined = ls
      .map((l) => l.segs.map((s) => s.text).join("   "))
      .join("\n")
      .replace(/(@[\p{L}\p{N}-]*)\n([\p{L}\p{N}-]*\.[\p{L}\p{N}.-]*\p{L})/gu, "$1$2")
      // (Or cut after the dot before its top-level domain: "…@example." / "pub".)
      .replace(/(@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.)\n(\p{L}{2,}(?:\.\p{L}{2,})?)(?=\s|$)/gu, "$1$2");
    return joined.includes("\n@") ? joined.replace(/([\p{L}\p{N}._%+-]+)\n(@[\p{L}\p{N}.-]+\.\p{L}{2,})/gu, "$1$2") : joined;
  };
  const near = text(priority);
  const everything = text(all);
  const name = findName(all);
  const location = findLocation(priority, name);
  return {
    name,
    email: findEmail(near) || findEmail(everything) || findEmail(furniture),
    phone:
      findPhone(near) ||
      findPhone(
        everything
          .split("\n")
          .filter((l) => /tel|phone|mobile|\+\d/i.test(l))
          .join("\n"),
      ) ||
      // A line holding nothing but a number (after an icon), as sidebars and contact blocks print it.
      findPhone(
        everything
          .split("\n")
          .filter((l) => PHONE_ONLY.test(l.trim()) && (l.match(/\d/g)?.length ?? 0) >= 9)
          .join("\n"),
      ) ||
      findPhone(furniture.replace(/\b(?:page|seite|página|pagina)\s*\d{1,3}(?:\s*(?:of|\/|von|de)\s*\d{1,3})?/gi, "")),
    ...(location && { location }),
    ...findLinks(near, everything),
  };
}
