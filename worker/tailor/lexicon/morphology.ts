// The noun forms English derives from an action verb (collect → collection, document → documentation,
// refer → referral, deliver → delivery, assess → assessment, schedule → scheduling), so the engine can use a
// job's noun for the bullet's verb without a table per verb. Candidates are made by the regular suffix
// rules and a short list of Latin-stem irregulars; a caller only ever uses one the job itself writes, so a
// candidate English does not have ("documention") is harmless. Two guards keep the sense: every noun starts
// with the verb's own stem (by construction), and pairs whose noun names something else ("inform" is not
// "information", "perform" is not "performance", "refer" is not "reference") are refused.

import { plural } from "./synonyms";
import { verbForms, type VerbForms } from "./verbs";

// Verbs too light or too broad to name an action of their own: their nouns ("running", "making", "working")
// say nothing a recruiter searches for.
const LIGHT_VERBS = new Set(
  "be have do make take give get keep run work help handle set put go use let see come own lead hold find bring send spend think deal serve allow enable apply employ reach achieve".split(
    " ",
  ),
);

// A verb and a noun of its stem that name different things: never swapped.
const SENSE_SPLITS = new Set([
  "inform information",
  "perform performance",
  "refer reference",
  "refer references",
  "present presence",
  "conduct conduction",
  "produce production",
  "allow allowance",
  "build building",
  "build buildings",
  "draw drawing",
  "draw drawings",
  "meet meeting",
  "meet meetings",
  "sign signing",
  "order ordinance",
  "stock stocking",
  "stock stockings",
  "market marketing",
  "file filing",
  "file filings",
  "post posting",
  "post postings",
  "answer answering",
  "design designation",
  "found foundation",
  "station stationery",
  "part parting",
  "account accountant",
  "clean cleanse",
  "treat treaty",
  "apply appliance",
  "save saving",
  "save savings",
  "cover coverage",
  "close closing",
  "close closings",
  "lower lowering",
  "record recording",
  "record recordings",
  "test testament",
  "monitor monitoring",
  "model modeling",
  "program programming",
  "engineer engineering",
]);

// Latin-stem nouns the suffix rules cannot spell.
const IRREGULAR: Record<string, string[]> = {
  maintain: ["maintenance"],
  analyze: ["analysis", "analyses"],
  analyse: ["analysis", "analyses"],
  diagnose: ["diagnosis", "diagnoses"],
  describe: ["description", "descriptions"],
  prescribe: ["prescription", "prescriptions"],
  transcribe: ["transcription", "transcriptions"],
  resolve: ["resolution", "resolutions"],
  admit: ["admission", "admissions"],
  submit: ["submission", "submissions"],
  reconcile: ["reconciliation", "reconciliations"],
  intervene: ["intervention", "interventions"],
  pursue: ["pursuit"],
  receive: ["receipt", "receipts", "reception"],
  produce: [],
  reduce: ["reduction", "reductions"],
  introduce: ["introduction", "introductions"],
  comply: ["compliance"],
  enroll: ["enrollment", "enrolment"],
  enrol: ["enrolment", "enrollment"],
  explain: ["explanation", "explanations"],
  acquire: ["acquisition", "acquisitions"],
  repeat: ["repetition"],
  compete: ["competition"],
  solve: ["solution", "solutions"],
};

const NOUNS = new Map<string, string[]>();

/** The noun forms of an action verb (singular and plural), derived by morphology; [] for light verbs. */
export function nounFormsOf(v: VerbForms): string[] {
  const cached = NOUNS.get(v.base);
  if (cached) return cached;
  const base = v.base;
  const out = new Set<string>();
  if (!LIGHT_VERBS.has(base) && !base.includes(" ")) {
    const noE = base.endsWith("e") ? base.slice(0, -1) : base;
    // "plan" → plann-, "refer" → referr- (the doubling the gerund already shows).
    const doubled = /([^aeiou])\1ing$/.test(v.gerund) ? v.gerund.slice(0, -3) : base;
    const countable: string[] = [];
    // The verb itself used as a noun (quote → repair quotes, audit → audits), joined to its object only.
    out.add(base).add(plural(base)).add(v.gerund);
    if (base.endsWith("ate")) countable.push(`${noE}ion`);
    if (base.endsWith("t")) countable.push(`${base}ion`);
    if (/(?:ize|ise)$/.test(base)) countable.push(`${noE}ation`);
    if (/[^aeiou]y$/.test(base)) countable.push(`${base.slice(0, -1)}ication`);
    countable.push(`${base}ation`, `${noE}ation`, `${base}ment`, `${noE}al`, `${doubled}al`, `${base}y`, `${noE}ure`);
    out.add(`${base}ance`).add(`${noE}ance`);
    for (const n of [...countable, ...(IRREGULAR[base] ?? [])]) {
      out.add(n);
      if (!/(?:sis|ses|ance|ence|ing|ure)$/.test(n)) out.add(plural(n));
    }
  }
  const nouns = [...out].filter((n) => n.length >= 4 && !SENSE_SPLITS.has(`${base} ${n}`));
  NOUNS.set(base, nouns);
  return nouns;
}

/** The nouns for the action a verb form names ("collected" → collection, collections). */
export function derivedNouns(word: string): string[] {
  const v = verbForms(word);
  return v ? nounFormsOf(v) : [];
}

const CARRIERS: Record<string, VerbForms> = {
  provide: { base: "provide", past: "provided", gerund: "providing" },
  conduct: { base: "conduct", past: "conducted", gerund: "conducting" },
  perform: { base: "perform", past: "performed", gerund: "performing" },
  handle: { base: "handle", past: "handled", gerund: "handling" },
};

/**
 * A plain verb that carries a derived noun in a bullet without claiming a new activity, or undefined when
 * only a weak one would ("Collect rent" stays: "Handle rent collections" reads weaker than the verb).
 */
export function carrierFor(noun: string): VerbForms | undefined {
  if (
    /^(?:training|education|instruction|guidance|coaching|teaching|assistance|referrals?|quotes?|estimates?|recommendations?)$/.test(noun)
  )
    return CARRIERS.provide!;
  if (/^(?:inspection|assessment|evaluation|investigation|review|audit|observation|interview|survey|analys[ie]s)s?$/.test(noun))
    return CARRIERS.conduct!;
  // Office work named by its -ing noun is handled ("handle scheduling"); other -ing activities performed.
  if (/^(?:scheduling|processing|ordering|planning|billing|booking)$/.test(noun)) return CARRIERS.handle!;
  if (/ing$/.test(noun)) return CARRIERS.perform!;
  return undefined;
}

/**
 * The carrier for a procedure noun ("catheter placement", "gauge calibration", "cannulation"): "perform".
 * Only where the noun is joined to the bullet's own object as the job writes it, or is the noun of a
 * procedure verb the lexicon does not know (guessedNominal in nominal.ts), never for a noun alone.
 */
export function procedureCarrier(noun: string): VerbForms | undefined {
  return /(?:[st]ion|ment|ure)s?$/.test(noun) ? CARRIERS.perform! : undefined;
}
