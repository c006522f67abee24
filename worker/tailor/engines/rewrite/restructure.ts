// Clause order for one responsibility: a weak verb gives way to the purpose the bullet already states.
// Only words of the bullet itself are moved; nothing is added except "using"/"with" to join the parts.
//
//  - "Used <tool> to <do Y>"                                      → "<Did Y> using <tool>"
//  - "Wrote/Built <thing> to automate/streamline <Y>"              → "<Automated> <Y> with <thing>"
//
// A result is never moved ahead of the action that produced it: "Negotiated a new contract, saving £340k"
// and "Wrote Splunk searches that cut false positives" already lead with what the candidate did (often the
// skill the job asks for); "Saved £340k … by negotiating …" buries it behind the outcome.

import { capitalizeFirst } from "../../lexicon/text";
import { tenseOf, verbForms, type VerbForms } from "../../lexicon/verbs";

export type Tense = "past" | "present";

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
  return undefined;
}
