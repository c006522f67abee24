// Clause order for one responsibility: the result or purpose a bullet already states goes first, the
// way a recruiter reads ("Cut batch delays from 6 hours to 20 minutes by migrating …"). Only words of
// the bullet itself are moved; nothing is added except "by"/"using"/"with" to join the parts.
//
//  - "<Did X>, <cutting/raising/saving …> <result with a number>" → "<Cut …> <result> by <doing X>"
//  - "<Did X> that <reduced/raised …> <result>"                   → "<Reduced …> <result> by <doing X>"
//  - "Used <tool> to <do Y>"                                      → "<Did Y> using <tool>"
//  - "Wrote/Built <thing> to automate/streamline <Y>"              → "<Automated> <Y> with <thing>"
// A supporting verb (helped, assisted, contributed, collaborated…) never moves behind a result: "Helped
// build X, cutting Y" does not become "Cut Y", which would claim the whole result.

import { capitalizeFirst } from "../../lexicon/text";
import { tenseOf, verbForms, type VerbForms } from "../../lexicon/verbs";

export type Tense = "past" | "present";

/** Verbs that state a measurable result. */
const RESULT_VERBS = new Set(
  "cut reduce raise increase improve save lower boost decrease shorten grow halve double eliminate accelerate reach achieve".split(" "),
);

/** Verbs whose subject did only part of the work; their results are not the candidate's alone. */
const SHARED_VERBS = new Set("help assist support contribute participate collaborate partner work use".split(" "));

/** Purposes a tool the candidate wrote can be credited with outright ("Wrote scripts to automate X" → "Automated X"). */
const TOOL_PURPOSES = new Set("automate streamline simplify standardize standardise".split(" "));

const MAKE_VERBS = /^(?:wrote|write|built|build|created|create|developed|develop)$/i;
// Only the weak "used" gives way to its purpose; "leveraged", "applied" already say something.
const USE_VERBS = /^(?:used|use)$/i;

/** "a team that grew revenue": the people did it, not the candidate alone. */
const PEOPLE_RE =
  /\b(?:team|teams|group|squad|staff|people|engineers|developers|designers|analysts|agents|reps|volunteers|interns|students|colleagues|members|partners|vendors|contractors|agency|agencies|department)(?: of \d+(?: [a-z]+){0,2})?$/i;

interface Verb {
  forms: VerbForms;
  tense: Tense | undefined;
}

function readVerb(word: string): Verb | undefined {
  const forms = verbForms(word);
  if (!forms || forms.base.includes(" ")) return undefined;
  const t = tenseOf(word);
  if (t === "gerund" || t === undefined) return undefined;
  // "cut", "set": past and base alike, so the tense is not told by the word.
  return { forms, tense: forms.past === forms.base ? undefined : t };
}

const inTense = (v: VerbForms, tense: Tense) => (tense === "past" ? v.past : v.base);

/**
 * "Designed and ran the service" → "designing and running the service": the main clause as it reads after
 * "by". Undefined when it does not open with one of our action verbs, or opens with a shared one.
 */
function asGerundClause(clause: string): { text: string; tense: Tense | undefined } | undefined {
  const m = /^([A-Za-z]+(?:-[a-z]+)?)\b(.*)$/s.exec(clause);
  if (!m) return undefined;
  const verb = readVerb(m[1]!);
  if (!verb || SHARED_VERBS.has(verb.forms.base)) return undefined;
  let rest = m[2]!;
  // A second verb joined by "and" follows the first ("designed and ran" → "designing and running").
  rest = rest.replace(/^(\s+and\s+)([a-z]+)\b/i, (all, and: string, w: string) => {
    const v = readVerb(w);
    return v && !SHARED_VERBS.has(v.forms.base) ? and + v.forms.gerund : all;
  });
  return { text: verb.forms.gerund + rest, tense: verb.tense };
}

function resultFirst(resultVerb: VerbForms, result: string, by: string, tense: Tense): string | undefined {
  // "Save 12 hours by automating …" reads as an order, not a result: in the present tense only a verb
  // that reads the same in the past ("Cut …") may lead.
  if (tense === "present" && resultVerb.base !== resultVerb.past) return undefined;
  return `${capitalizeFirst(inTense(resultVerb, tense))}${result} by ${by}`;
}

/** "Wrote unit tests …, raising coverage" → "Raised test coverage": the bullet's own word says which coverage. */
function testCoverage(result: string, main: string): string {
  return /^\s+coverage\b/i.test(result) && /\btests?\b/i.test(main) ? result.replace(/^\s+coverage/i, " test coverage") : result;
}

// Leading and owning come first on purpose: moving a result ahead of "Led"/"Owned" buries the role.
const ROLE_OPENERS =
  /^(?:led|lead|leads|owned|own|owns|managed|manage|manages|oversaw|oversee|oversees|spearheaded|directed|supervised|supervise|headed|founded|ran|run|runs)\b/i;

/** The bullet with its result or purpose first, or undefined when no rule applies. */
export function impactFirst(text: string, fallbackTense: Tense): string | undefined {
  const body = text.replace(/[.;]\s*$/, "");
  if (ROLE_OPENERS.test(body)) return undefined;

  // "<Did X>, cutting batch delays from 6 hours to 20 minutes"
  let m = /^([A-Z][A-Za-z]*\b[^,;:()]*?),\s+([a-z]+ing)\b([^,;:()]*\d[^,;:()]*)$/.exec(body);
  if (m) {
    const result = verbForms(m[2]!);
    const main = asGerundClause(m[1]!);
    // "…, raising X and adding $45M" has two results: moving one ahead leaves "Raised X and adding".
    if (result && result.gerund === m[2] && RESULT_VERBS.has(result.base) && main && !/\band\s+[a-z]+ing\b/i.test(m[3]!)) {
      return resultFirst(result, testCoverage(m[3]!, m[1]!), main.text, main.tense ?? fallbackTense);
    }
  }

  // "<Did X> that reduced late deliveries by 18%"
  // A result verb right after "that" is a result, with or without a figure ("… that reduced repeat tickets").
  m = /^([A-Z][A-Za-z]*\b[^,;:()]*?)(?:\s+that|,?\s+which)\s+([a-z]+)\b([^,;:()]+)$/.exec(body);
  if (m) {
    const result = readVerb(m[2]!);
    const main = asGerundClause(m[1]!);
    if (result && result.tense !== "present" && RESULT_VERBS.has(result.forms.base) && main && !PEOPLE_RE.test(m[1]!)) {
      return resultFirst(result.forms, testCoverage(m[3]!, m[1]!), main.text, main.tense ?? result.tense ?? fallbackTense);
    }
  }

  // "Used PostgreSQL partitioning to reduce query latency by 45%"
  m = /^([A-Za-z]+)\s+([^,;:()]+?)\s+to\s+([a-z]+)\b([^,;:()]+)$/.exec(body);
  if (m && USE_VERBS.test(m[1]!)) {
    const used = readVerb(m[1]!);
    const purpose = verbForms(m[3]!);
    if (used && purpose && purpose.base === m[3] && !SHARED_VERBS.has(purpose.base) && !/^(?:enable|allow)$/.test(purpose.base)) {
      const tense = used.tense ?? fallbackTense;
      return `${capitalizeFirst(inTense(purpose, tense))}${m[4]!} using ${m[2]!}`;
    }
  }

  // "Wrote shell scripts to automate nightly backups" → "Automated nightly backups with shell scripts"
  if (m && MAKE_VERBS.test(m[1]!) && m[2]!.split(/\s+/).length <= 5) {
    const made = readVerb(m[1]!);
    const purpose = verbForms(m[3]!);
    if (made && purpose && purpose.base === m[3] && TOOL_PURPOSES.has(purpose.base)) {
      const tense = made.tense ?? fallbackTense;
      return `${capitalizeFirst(inTense(purpose, tense))}${m[4]!} with ${m[2]!}`;
    }
  }
  return undefined;
}
