// Truth guards, applied to every suggestion from either engine. A suggestion may only say what its own
// current text already says: no new numbers, skills, names, employers, titles, dates, degrees or links,
// and it must stay recognisably the same item. A suggestion that fails falls back to the current text.
// These rules are deliberately stricter than "absent from the profile and the job description": a skill
// the profile shows in another job is still an invented claim when moved into this bullet.

import { isEnglish } from "../lexicon/language";
import { namesAcronym } from "../lexicon/acronyms";
import { isListable, type DictionaryTerm } from "../lexicon/dictionary";
import {
  acronymAllowed,
  claimsLead,
  claimsTeam,
  dropsCondition,
  dropsSharedCredit,
  introduces,
  newActivities,
  newOutcomes,
  qualifierChanged,
  sameAmount,
  scopeOrPuffery,
} from "./entailment";
import { STOPWORDS, escapeRegExp, stem, tokenize } from "../lexicon/text";
import { verbForms } from "../lexicon/verbs";
import { findTerms, showsTerm, termEvidence } from "../lexicon/vocabulary";
import { SAME_PHRASES } from "../lexicon/synonyms";
import { evidencedNames } from "../lexicon/requirement-evidence";
import { dropsJobKeyword, type JobKeywords } from "./job-keywords";

export type GuardRule =
  | "empty"
  | "length"
  | "number"
  | "skill"
  | "name"
  | "employer"
  | "title"
  | "degree"
  | "date"
  | "link"
  | "drift"
  | "inflation"
  | "qualifier"
  | "claim"
  | "instruction"
  | "keyword"
  | "language"
  | "dropped";

export interface GuardContext {
  /** Every employer in the profile (company names). */
  employers: readonly string[];
  /** Evidence of the whole profile, for soft skills ("communication") that need no single bullet. */
  profileEvidence: ReadonlyMap<number, unknown>;
  /** The job's terms and wording, when the job is known: a suggestion may not drop what the item has of them. */
  job?: JobKeywords;
}

const WORD_NUMBERS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
  twenty: "20",
  thirty: "30",
  forty: "40",
  fifty: "50",
  sixty: "60",
  seventy: "70",
  eighty: "80",
  ninety: "90",
  hundred: "100",
  hundreds: "100s",
  thousand: "1000",
  thousands: "1000s",
  million: "1000000",
  millions: "1000000s",
  billion: "1000000000",
  dozen: "12",
  dozens: "12s",
  double: "x2",
  doubled: "x2",
  doubling: "x2",
  twice: "x2",
  triple: "x3",
  tripled: "x3",
  tripling: "x3",
  quadrupled: "x4",
  half: "0.5",
  halved: "0.5",
  halving: "0.5",
  single: "1",
  first: "#1",
};

/** Numbers a text states, normalised ("1,200" → 1200; "three" → 3; "doubled" → x2). */
export function numbersIn(text: string): Set<string> {
  const out = new Set<string>();
  // Digits inside a name (S3, EC2, ES6) are part of the name, not a figure.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*/gu)) {
    const raw = m[0];
    out.add(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw) ? raw.replace(/,/g, "") : raw.replace(/,/g, "."));
  }
  const tokens = tokenize(text);
  tokens.forEach((t, i) => {
    // "a third", "one quarter", "two-thirds": fractions, not ordinals ("third quarter" stays unread).
    if (/^(?:third|thirds|quarter|quarters)$/.test(t.low) && /^(?:a|one|two)$/.test(tokens[i - 1]?.low ?? "")) {
      out.add(t.low.startsWith("third") ? (tokens[i - 1]!.low === "two" ? "2/3" : "1/3") : "0.25");
      return;
    }
    const n = WORD_NUMBERS[t.low];
    if (n && !(n === "2" && t.low === "two" && /^thirds?$/.test(tokens[i + 1]?.low ?? ""))) out.add(n);
  });
  return out;
}

const TITLE_RE =
  /\b(?:senior|sr\.|junior|jr\.|principal|chief|head of|vice president|vp|director|manager|team lead|tech lead|lead (?:engineer|developer|designer|analyst|architect)|architect|supervisor|co-?founder|founder|cto|ceo|cfo|coo|cmo|intern|partner at)\b/gi;
const DEGREE_RE =
  /\b(?:bachelor'?s?|master'?s?|ph\.?\s?d\.?|doctorate|doctoral|mba|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?eng\.?|m\.?\s?eng\.?|b\.a\.|m\.a\.|b\.s\.|m\.s\.|associate'?s? degree|degree|diploma|certified|certification|certificate|licensed|licence|license|accredited)\b/gi;
const MONTH_RE =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/g;
const LINK_RE = /https?:\/\/\S+|www\.\S+|\b[\w.+-]+@[\w-]+\.[\w.]+\b|\b[\w-]+\.(?:com|io|org|net|dev|ai|co)\b/gi;
// Text aimed at the reader or a model rather than a fact about the work ("ignore previous instructions",
// "the perfect candidate"). Plain words like "instruction" (teaching) or "prompt" stay allowed.
const INSTRUCTION_RE =
  /\b(?:ignore|disregard|forget) (?:all |any |the )?(?:previous|prior|above|earlier|candidate)\b|\bsystem prompt\b|\bas an ai\b|\blanguage model\b|\b(?:follow|new) (?:these |the )?instructions\b|\bhire (?:this|me|him|her|them)\b|\b(?:perfect|ideal|best) (?:fit|candidate|applicant|hire)\b|\bapplicant\b|\bcandidate\b/i;
// Durations are dates too ("for a full school year"): a rewrite may not add one.
const DURATION_RE = /\b(?:years?|months?|weeks?|decades?|semesters?|quarters?|school year|fiscal year)\b(?![-‐])/gi;

// Words the local engine's own rewrites may bring in (openers, filler replacements, same-meaning wording).
const REWRITE_WORDS = new Set(
  "owned own oversaw oversee contributed contribute collaborated collaborate participated participate helped help ensured ensure improved improve handled handle part multiple used use clients client customers customer defects defect bugs bug applications application apps app team members cicd"
    .split(/\s+/)
    .map((w) => stem(w)),
);

function contentKey(low: string): string {
  return verbForms(low)?.base ?? stem(low);
}

function contentKeys(text: string, skip: Set<number>): string[] {
  return tokenize(text)
    .filter((t) => !skip.has(t.start) && /^[a-z][a-z'-]{2,}$/.test(t.low) && !STOPWORDS.has(t.low))
    .map((t) => contentKey(t.low));
}

/** The suggestion is the current text with names in brackets put in and nothing else changed. */
function onlyNamesAdded(current: string, suggested: string): boolean {
  return suggested.replace(/ \([^()]{2,40}\)/g, (m) => (current.includes(m) ? m : "")) === current;
}

/**
 * Which rules a suggestion breaks, compared with the current text it would replace. `itemTitle` (the
 * project or job title the item sits under) may lend its words, numbers and skills: a project bullet
 * may say what the project was. Titles, employers and the rest are judged against the text alone.
 */
export function suggestionViolations(current: string, suggested: string, ctx: GuardContext, itemTitle = ""): GuardRule[] {
  const out = new Set<GuardRule>();
  const s = suggested.trim();
  if (!s) return ["empty"];
  // Too long is decided first: nothing else needs to read (or backtrack over) a runaway reply.
  if (s.length > 600 || s.length > Math.max(160, current.length * 1.8 + 40)) return ["length"];
  const known = itemTitle.trim() ? `${current} ;\n${itemTitle}` : current;
  // A bullet in a language the tables do not speak is left as written (lexicon/language.ts).
  // Its only change may be the job's name for a requirement in brackets, which the rules below judge as in English.
  if (!isEnglish(current) && s !== current.trim() && !onlyNamesAdded(current.trim(), s)) return ["language"];
  if (dropsFact(current, s)) out.add("dropped");

  const have = [...numbersIn(known)];
  for (const n of numbersIn(s)) if (!have.some((h) => sameAmount(h, n))) out.add("number");
  if (qualifierChanged(known, s) || dropsCondition(current, s)) out.add("qualifier");
  if (ctx.job && dropsJobKeyword(current, s, ctx.job)) out.add("keyword");

  // Skills and phrases: each one the suggestion names must be shown by this very item, in its own words
  // or another wording of the same thing (the same-meaning tables the engine writes from).
  const currentEvidence = termEvidence(withSameMeanings(known));
  const hits = findTerms(s);
  const inTerm = new Set<number>();
  for (const hit of hits) {
    // Evidence-only forms that are product names (Epic, Cerner, Fargate) stay subject to the name rule.
    if (hit.form.evidenceOnly) continue;
    for (const t of tokenize(s.slice(hit.start, hit.end))) inTerm.add(hit.start + t.start);
    // "hazard analysis and critical control points (HACCP)": an acronym the item spells out names nothing new.
    const surface = s.slice(hit.start, hit.end);
    if (/^[A-Z][A-Z&]{1,6}s?$/.test(surface) && namesAcronym(known, surface)) continue;
    if (!skillAllowed(hit.term, currentEvidence, ctx)) out.add("skill");
  }

  // Names: a capitalised word not at a sentence start that the current text does not have.
  const currentLows = new Set(tokenize(known).map((t) => t.low));
  const tokens = tokenize(s);
  let expansion = 0;
  tokens.forEach((t, i) => {
    if (expansion > 0) {
      expansion--;
      return;
    }
    if (/^\p{Lu}/u.test(t.raw)) {
      // "AE" → "Account Executive": the words of an acronym the item has.
      const n = acronymAllowed(known, tokens, i);
      if (n > 1) {
        expansion = n - 1;
        return;
      }
    }
    if (i === 0 || inTerm.has(t.start) || !/\p{Lu}/u.test(t.raw)) return;
    if (/^[A-Z][A-Z&]{1,6}s?$/.test(t.raw) && namesAcronym(known, t.raw)) return;
    const before = s.slice(0, t.start).trimEnd();
    if (/[.!?:;(]$|^$/.test(before) && !/\p{Lu}/u.test(t.raw.slice(1))) return;
    if (!currentLows.has(t.low)) out.add("name");
  });

  for (const employer of ctx.employers) {
    const name = employer.trim();
    if (name.length < 2) continue;
    const re = new RegExp(`(?<![\\w])${escapeRegExp(name)}(?![\\w])`, "i");
    if (re.test(s) && !re.test(current)) out.add("employer");
  }
  if (introduces(current, s, TITLE_RE)) out.add("title");
  if (introduces(current, s, DEGREE_RE)) out.add("degree");
  if (introduces(current, s, MONTH_RE)) out.add("date");
  if (introduces(current, s, LINK_RE)) out.add("link");
  if (introduces(current, s, DURATION_RE)) out.add("date");
  if (INSTRUCTION_RE.test(s) && !INSTRUCTION_RE.test(current)) out.add("instruction");
  if (claimsLead(known, s) || claimsTeam(known, s) || dropsSharedCredit(current, s) || scopeOrPuffery(current, s)) out.add("inflation");
  if (newOutcomes(current, s).length || newActivities(known, s)) out.add("claim");

  // Drift: the suggestion must stay the same item, not a new claim in the same slot.
  const currentKeys = new Set(contentKeys(current, new Set()));
  const knownKeys = new Set(contentKeys(known, new Set()));
  const novel = contentKeys(s, inTerm).filter((k) => !knownKeys.has(k) && !REWRITE_WORDS.has(k));
  if (novel.length > Math.max(3, Math.ceil(currentKeys.size * 0.5))) out.add("drift");

  return [...out];
}

/**
 * A rewrite keeps every figure, tool and name of the original: a figure in the same amount, a tool by any
 * name of the same tool ("k8s" → "Kubernetes"), a capitalised name (a place, a product, a client) as written.
 */
export function dropsFact(current: string, suggested: string): boolean {
  const after = [...numbersIn(suggested)];
  for (const n of numbersIn(current)) if (!after.some((a) => sameAmount(a, n))) return true;
  const tools = new Set(findTerms(suggested).map((h) => h.term.id));
  for (const h of findTerms(current)) if (h.term.kind === "t" && !h.form.evidenceOnly && !tools.has(h.term.id)) return true;
  const lows = new Set(tokenize(suggested).map((t) => t.low));
  // Words of a term are kept by the term rule above ("Postgres" → "PostgreSQL").
  const inTerms = findTerms(current).map((h) => [h.start, h.end] as const);
  for (const t of tokenize(current)) {
    if (!/^\p{Lu}/u.test(t.raw) || lows.has(t.low)) continue;
    if (inTerms.some(([a, b]) => t.start >= a && t.end <= b)) continue;
    // An acronym spelled out in full is kept ("AE" → "Account Executive").
    if (/^[A-Z][A-Z&]{1,6}s?$/.test(t.raw) && namesAcronym(suggested, t.raw)) continue;
    // A capital after a sentence break opens the sentence ("Responsible", "Duties"): no name.
    const before = current.slice(0, t.start).trimEnd();
    if (/[.!?:;(•\-–]$|^$/.test(before) && !/\p{Lu}/u.test(t.raw.slice(1))) continue;
    return true;
  }
  return false;
}

/** The text with every same-meaning wording of its phrases added ("carrier invoices" → "freight invoices"). */
function withSameMeanings(text: string): string {
  const extra: string[] = [];
  const lower = text.toLowerCase();
  for (const group of SAME_PHRASES) {
    // A plain substring test first: most items contain none of the phrases.
    if (!group.some((f) => lower.includes(firstWord(f.find)) && phraseIn(text, f.find, f.followedBy))) continue;
    for (const f of group) if (!f.informal) extra.push(f.write);
  }
  // A requirement the item's wording is an instance of (a cycle count is inventory work): the engine may name it.
  extra.push(...evidencedNames(text));
  return extra.length ? `${text} ;\n${extra.join(" ;\n")}` : text;
}
const FIRST_WORDS = new Map<string, string>();
function firstWord(phrase: string): string {
  let w = FIRST_WORDS.get(phrase);
  if (w === undefined) {
    w = tokenize(phrase)[0]?.low ?? "";
    FIRST_WORDS.set(phrase, w);
  }
  return w;
}
const PHRASE_TESTS = new Map<string, RegExp>();
function phraseIn(text: string, phrase: string, followedBy?: RegExp): boolean {
  let re = PHRASE_TESTS.get(phrase);
  if (!re) {
    re = new RegExp(
      `(?<![\\p{L}\\p{N}])${tokenize(phrase)
        .map((t) => escapeRegExp(t.raw))
        .join("[\\s.-]+")}(?![\\p{L}\\p{N}])`,
      "iu",
    );
    PHRASE_TESTS.set(phrase, re);
  }
  const m = re.exec(text);
  return Boolean(m && (!followedBy || followedBy.test(text.slice(m.index + m[0].length))));
}

function skillAllowed(term: DictionaryTerm, currentEvidence: ReadonlyMap<number, unknown>, ctx: GuardContext): boolean {
  // A tool or product must be in the item itself (named, or implied by a narrower tool it names); a method
  // or domain may also be shown another way ("mentored" shows mentoring).
  if (term.kind === "t" ? showsTerm(currentEvidence.get(term.id)) : currentEvidence.has(term.id)) return true;
  // A soft skill named in passing ("communication") is fine when the profile shows it anywhere.
  return term.kind === "s" && ctx.profileEvidence.has(term.id);
}

/** The suggestion when it passes every guard, else the current text. */
export function guardSuggestion(
  current: string,
  suggested: unknown,
  ctx: GuardContext,
  itemTitle = "",
): { text: string; violations: GuardRule[] } {
  if (typeof suggested !== "string") return { text: current, violations: ["empty"] };
  const violations = suggestionViolations(current, suggested, ctx, itemTitle);
  return violations.length ? { text: current, violations } : { text: suggested.trim(), violations };
}

export type SkillRule = "invented-skill" | "not-a-skill" | "not-asked" | "too-many-additions";

/** Why one proposed skills-list item is not acceptable (undefined when it is). */
export function skillItemViolation(
  item: string,
  current: readonly string[],
  evidence: ReadonlyMap<number, unknown>,
  jobTermIds?: ReadonlySet<number>,
): SkillRule | undefined {
  const key = item.trim().toLowerCase();
  if (current.some((c) => c.trim().toLowerCase() === key)) return undefined;
  const hits = findTerms(item);
  const norm = tokenize(item)
    .map((t) => t.low)
    .join(" ");
  // New items must be exactly one dictionary term (no free text, no "Python (expert)").
  if (hits.length !== 1 || hits[0]!.norm !== norm) return "not-a-skill";
  const term = hits[0]!.term;
  // Renaming a listed skill to the job's name for it is not an addition.
  if (current.some((c) => singleTerm(c) === term.id)) return undefined;
  // An addition: the profile names it (or a narrower tool that implies it), and the job names it.
  if (!showsTerm(evidence.get(term.id)) || !isListable(term)) return "invented-skill";
  if (jobTermIds && !jobTermIds.has(term.id)) return "not-asked";
  return undefined;
}

/**
 * A proposed skills list made safe: unsupported items dropped, at most `maxAdded` new ones, and every
 * current skill still present (in its own or the job's wording) so nothing the user listed is lost.
 */
export function guardSkills(
  current: readonly string[],
  proposed: unknown,
  evidence: ReadonlyMap<number, unknown>,
  maxAdded: number,
  jobTermIds?: ReadonlySet<number>,
): { skills: string[]; rejected: string[] } {
  const rejected: string[] = [];
  const out: string[] = [];
  const seen = new Set<string>();
  let added = 0;
  const list = Array.isArray(proposed) ? proposed : [];
  for (const raw of list) {
    if (typeof raw !== "string") continue;
    const item = raw.trim().replace(/\s+/g, " ");
    if (!item || seen.has(item.toLowerCase())) continue;
    const isCurrent = current.some((c) => c.trim().toLowerCase() === item.toLowerCase());
    if (
      item.length > 60 ||
      skillItemViolation(item, current, evidence, jobTermIds) ||
      (!isCurrent && !renames(item, current) && added >= maxAdded)
    ) {
      rejected.push(item);
      continue;
    }
    if (!isCurrent && !renames(item, current)) added++;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  for (const c of current) {
    if (seen.has(c.trim().toLowerCase())) continue;
    if (out.some((o) => sameTerm(o, c))) continue;
    seen.add(c.trim().toLowerCase());
    out.push(c);
  }
  return { skills: out, rejected };
}

// Skills-list items are checked against each other many times per result: their reading is kept.
const SINGLE_TERM_CACHE = new Map<string, number | undefined>();
function singleTerm(text: string): number | undefined {
  if (SINGLE_TERM_CACHE.has(text)) return SINGLE_TERM_CACHE.get(text);
  if (SINGLE_TERM_CACHE.size > 2000) SINGLE_TERM_CACHE.clear();
  const id = readSingleTerm(text);
  SINGLE_TERM_CACHE.set(text, id);
  return id;
}
function readSingleTerm(text: string): number | undefined {
  const hits = findTerms(text);
  const norm = tokenize(text)
    .map((t) => t.low)
    .join(" ");
  return hits.length === 1 && hits[0]!.norm === norm ? hits[0]!.term.id : undefined;
}

/** True when two skills-list items name the same dictionary term ("k8s" and "Kubernetes"). */
export function sameTerm(a: string, b: string): boolean {
  const ta = singleTerm(a);
  return ta !== undefined && ta === singleTerm(b);
}

/** True when `item` is another name for one of the current skills (k8s listed, Kubernetes proposed). */
function renames(item: string, current: readonly string[]): boolean {
  return current.some((c) => sameTerm(item, c));
}
