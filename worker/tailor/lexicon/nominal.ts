// Action verbs and the nouns a job uses for the same action ("Delivered packages" → the job's
// "deliveries", "Document home visits" → "documentation"), with the plain verb that carries the noun in a
// bullet ("Completed deliveries of packages"). Only actions whose noun names a piece of work a recruiter
// searches for are listed; skills whose verb already reads best ("Tested", "Negotiated", "Monitored") are not.
//
// One line per verb:  verb | nouns (singular and plural as a job may write them) | carrying verb | "compound"
// when the noun is used only joined to the bullet's own object ("contractor submittal review"): on its own
// ("Performed reviews of pull requests") it would read weaker than the verb.
// The carrying verbs are never activity words of their own (the guards' claim rule), so the rewrite states
// no new activity: "completed deliveries" is the delivering the bullet already tells.

import { carrierFor, nounFormsOf } from "./morphology";
import { verbForms, type VerbForms } from "./verbs";

const SOURCE = `
deliver | delivery, deliveries | complete
document | documentation | complete
order | ordering | handle
review | review, reviews | perform | compound
reconcile | reconciliation, reconciliations | perform
assess | assessment, assessments | complete
evaluate | evaluation, evaluations | complete
investigate | investigation, investigations | conduct
install | installation, installations | complete
schedule | scheduling | handle
process | processing | handle
onboard | onboarding | handle
audit | audit, audits | conduct
`;

export interface Nominal {
  verb: VerbForms;
  nouns: string[];
  carrier: VerbForms;
  compoundOnly: boolean;
  /** Derived by morphology: the carrier depends on the noun the job uses (carrierFor); a noun without one is not used. */
  derived?: boolean;
  /** A procedure verb read from its form alone (guessedNominal): the bullet's first word, with an object. */
  guessed?: boolean;
}

const NOMINALS = new Map<string, Nominal>();
for (const line of SOURCE.split("\n")) {
  const [verb = "", nouns = "", carrier = "", use = ""] = line.split("|").map((s) => s.trim());
  const v = verbForms(verb);
  const c = verbForms(carrier);
  if (!verb || !v || !c) continue;
  NOMINALS.set(v.base, {
    verb: v,
    nouns: nouns
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
    carrier: c,
    compoundOnly: use === "compound",
  });
}

const DERIVED = new Map<string, Nominal | undefined>();

/**
 * The nouns for the action a verb form names ("delivered" → delivery, deliveries): the listed verbs above,
 * else the nouns English derives from the verb (morphology.ts). A derived noun is used only joined to the
 * bullet's own object, as the job writes it ("Train caregivers" → "Provide caregiver training" when the job
 * asks for caregiver training): the job's phrase then names the same object, which keeps the sense.
 */
export function nominalOf(word: string): Nominal | undefined {
  const v = verbForms(word);
  if (!v) return undefined;
  const listed = NOMINALS.get(v.base);
  if (listed) return listed;
  if (!DERIVED.has(v.base)) {
    const nouns = nounFormsOf(v);
    DERIVED.set(
      v.base,
      nouns.length ? { verb: v, nouns, carrier: carrierFor(nouns[0]!) ?? v, compoundOnly: true, derived: true } : undefined,
    );
  }
  return DERIVED.get(v.base);
}

// Words that open a bullet in a past form but are adjectives there ("Certified in BLS", "Licensed practical
// nurse", "Experienced in …"), never read as a procedure verb.
const PARTICIPLE_ADJECTIVES = new Set(
  "certified qualified licensed registered experienced skilled advanced detailed dedicated trained accredited talented motivated seasoned bilingual specialized specialised".split(
    " ",
  ),
);

/**
 * A procedure verb the lexicon does not know, read from its form where a bullet opens with it: a past in
 * -ed ("Cannulated", "Calibrated", "Sutured") or a present in -ate/-ise/-ize/-ify ("Calibrate", "Sterilise").
 * Its candidate bases (cannulate, calibrate; weld from welded; plan from planned; classify from classified)
 * give the nouns English derives from them; a caller uses only a noun the job writes, so a wrong candidate
 * ("cannulatation") is never seen. Undefined for known verbs (nominalOf has them) and for adjectives.
 */
export function guessedNominal(word: string): Nominal | undefined {
  const w = word.toLowerCase();
  if (verbForms(w) || PARTICIPLE_ADJECTIVES.has(w) || !/^[a-z]{5,}$/.test(w)) return undefined;
  const bases: string[] = [];
  let past = w;
  if (/ied$/.test(w)) bases.push(`${w.slice(0, -3)}y`);
  else if (/ed$/.test(w)) {
    bases.push(w.slice(0, -1), w.slice(0, -2));
    if (/([^aeiou])\1ed$/.test(w)) bases.push(w.slice(0, -3));
  } else if (/(?:ate|ise|ize|ify)$/.test(w)) {
    bases.push(w);
    past = /y$/.test(w) ? `${w.slice(0, -1)}ied` : `${w}d`;
  } else return undefined;
  const nouns = new Set<string>();
  let verb: VerbForms | undefined;
  for (const base of bases) {
    if (base.length < 4) continue;
    const forms = { base, past, gerund: `${base.replace(/e$/, "")}ing` };
    verb ??= forms;
    for (const n of nounFormsOf(forms)) if (n !== base && n !== forms.gerund) nouns.add(n);
  }
  if (!verb || !nouns.size) return undefined;
  return { verb, nouns: [...nouns], carrier: verb, compoundOnly: false, derived: true, guessed: true };
}
