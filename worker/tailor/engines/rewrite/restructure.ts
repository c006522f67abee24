// Clause order for one responsibility: a weak verb gives way to the purpose the bullet already states.
// Only words of the bullet itself are moved; nothing is added except "using"/"with" to join the parts.
//
//  - "Used <tool> to <do Y>"                                      → "<Did Y> using <tool>"
//  - "Wrote/Built <thing> to automate/streamline <Y>"              → "<Automated> <Y> with <thing>"
//  - "<Did X> that/which reduced <Y>"                              → "<Did X>, reducing <Y>" (the action stays first)
//  - "<Did X with tests>, raising coverage …"                      → "…, raising test coverage …"
//
// A result is never moved ahead of the action that produced it: "Negotiated a new contract, saving £340k"
// and "Wrote Splunk searches that cut false positives" already lead with what the candidate did (often the
// skill the job asks for); "Saved £340k … by negotiating …" buries it behind the outcome.

import { capitalizeFirst } from "../../lexicon/text";
import { tenseOf, verbForms, type VerbForms } from "../../lexicon/verbs";

export type Tense = "past" | "present";

/** Verbs that state a measurable result. */
const RESULT_VERBS = new Set(
  "cut reduce raise increase improve save lower boost decrease shorten grow halve double eliminate accelerate reach achieve".split(" "),
);

/** "a team that grew revenue": the people did it, not the candidate alone. */
const PEOPLE_RE =
  /\b(?:team|teams|group|squad|staff|people|engineers|developers|designers|analysts|agents|reps|volunteers|interns|students|colleagues|members|partners|vendors|contractors|agency|agencies|department)(?: of \d+(?: [a-z]+){0,2})?$/i;

/** Verbs whose subject did only part of the work; their results are not the candidate's alone. */
const SHARED_VERBS = new Set("help assist support contribute participate collaborate partner work use".split(" "));

/** Purposes a tool the candidate wrote can be credited with outright ("Wrote scripts to automate X" → "Automated X"). */
const TOOL_PURPOSES = new Set("automate streamline simplify standardize standardise".split(" "));

const MAKE_VERBS = /^(?:wrote|write|built|build|created|create|developed|develop)$/i;
// Only the weak "used" gives way to its purpose; "leveraged", "applied" already say something.
const USE_VERBS = /^(?:used|use)$/i;

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

// Leading and owning come first on purpose: moving a purpose ahead of "Led"/"Owned" buries the role.
const ROLE_OPENERS =
  /^(?:led|lead|leads|owned|own|owns|managed|manage|manages|oversaw|oversee|oversees|spearheaded|directed|supervised|supervise|headed|founded|ran|run|runs)\b/i;

/** "Wrote unit tests …, raising coverage" → "raising test coverage": the bullet's own word says which coverage. */
function testCoverage(result: string, main: string): string {
  return /^\s+coverage\b/i.test(result) && /\btests?\b/i.test(main) ? result.replace(/^\s+coverage/i, " test coverage") : result;
}

/** True when the clause opens with an action verb of the candidate's own (not a shared one like "helped"). */
function opensWithOwnAction(clause: string): boolean {
  const first = /^([A-Za-z]+(?:-[a-z]+)?)\b/.exec(clause)?.[1];
  const verb = first ? readVerb(first) : undefined;
  return Boolean(verb && !SHARED_VERBS.has(verb.forms.base));
}

/**
 * A result told in a relative clause becomes a participle after the action, which stays first:
 * "Wrote 40 help-centre articles that reduced repeat tickets" → "Wrote 40 help-centre articles, reducing
 * repeat tickets"; "Wrote unit tests, raising coverage" → "raising test coverage". Never for "a team that
 * cut costs" (the team did it) and never after a shared verb.
 */
export function resultAfterAction(text: string): string | undefined {
  const body = text.replace(/[.;]\s*$/, "");
  let m = /^([A-Z][A-Za-z]*\b[^,;:()]*?)(?:\s+that|,?\s+which)\s+([a-z]+)\b([^,;:()]+)$/.exec(body);
  if (m) {
    const result = readVerb(m[2]!);
    if (result && result.tense !== "present" && RESULT_VERBS.has(result.forms.base) && opensWithOwnAction(m[1]!) && !PEOPLE_RE.test(m[1]!))
      return `${m[1]!}, ${result.forms.gerund}${testCoverage(m[3]!, m[1]!)}`;
  }
  m = /^([A-Z][A-Za-z]*\b[^,;:()]*?),\s+([a-z]+ing)(\s+coverage\b[^,;:()]*)$/.exec(body);
  if (m && opensWithOwnAction(m[1]!)) {
    const covered = testCoverage(m[3]!, m[1]!);
    if (covered !== m[3]) return `${m[1]!}, ${m[2]!}${covered}`;
  }
  return undefined;
}

/** The bullet with its purpose first, or undefined when no rule applies. */
export function impactFirst(text: string, fallbackTense: Tense): string | undefined {
  const body = text.replace(/[.;]\s*$/, "");
  if (ROLE_OPENERS.test(body)) return undefined;

  // "Used PostgreSQL partitioning to reduce query latency by 45%"
  const m = /^([A-Za-z]+)\s+([^,;:()]+?)\s+to\s+([a-z]+)\b([^,;:()]+)$/.exec(body);
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
  return resultAfterAction(body);
}
