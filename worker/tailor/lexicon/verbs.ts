// Action verbs with their forms, and the nouns that name those actions ("maintenance" → maintain), so a
// weak opener can become a plain verb in the tense the rest of the experience uses.

export interface VerbForms {
  base: string;
  past: string;
  gerund: string;
}

const REGULAR =
  "manage develop design implement create maintain coordinate administer analyze analyse deliver execute monitor " +
  "supervise train test review produce operate organize organise evaluate optimize optimise integrate migrate deploy " +
  "document configure install support process schedule track report prepare launch automate improve reduce increase " +
  "streamline establish introduce own handle resolve negotiate present facilitate mentor coach recruit onboard " +
  "direct guide oversee architect engineer refactor debug secure research investigate assess audit " +
  "forecast budget model visualize visualise collaborate partner communicate consult advise serve assist help " +
  "contribute participate conduct perform complete compile draft edit publish market promote generate acquire " +
  "expand scale modernize modernise standardize standardise simplify consolidate upgrade update validate verify " +
  "inspect measure calculate reconcile process invoice file answer respond care treat administer educate instruct " +
  "tutor assess design prototype illustrate photograph animate translate transcribe curate source purchase order " +
  "stock pack load deliver clean repair install renovate construct assemble weld use work " +
  "raise lower boost decrease shorten halve double save eliminate accelerate enhance author fix tune resolve " +
  "leverage apply employ enable allow reach achieve fine-tune redesign refine revamp overhaul restructure reorganize " +
  "reorganise convert unify centralize centralise digitize digitise localize replace adopt renegotiate retain " +
  "attract hire collect quote chart register recommend diagnose estimate settle dispense sterilize place chase finish move revise " +
  "identify ensure provide address gather define determine obtain select arrange attend check receive request interview " +
  "greet sort count store print adjust follow label fulfil fulfill investigate present promote prioritize prioritise";

const IRREGULAR: Array<[string, string, string]> = [
  ["lead", "led", "leading"],
  ["build", "built", "building"],
  ["run", "ran", "running"],
  ["write", "wrote", "writing"],
  ["plan", "planned", "planning"],
  ["drive", "drove", "driving"],
  ["oversee", "oversaw", "overseeing"],
  ["teach", "taught", "teaching"],
  ["sell", "sold", "selling"],
  ["win", "won", "winning"],
  ["grow", "grew", "growing"],
  ["make", "made", "making"],
  ["cut", "cut", "cutting"],
  ["ship", "shipped", "shipping"],
  ["set up", "set up", "setting up"],
  ["map", "mapped", "mapping"],
  ["scan", "scanned", "scanning"],
  ["control", "controlled", "controlling"],
  ["submit", "submitted", "submitting"],
  ["program", "programmed", "programming"],
  ["spearhead", "spearheaded", "spearheading"],
  ["begin", "began", "beginning"],
  ["bring", "brought", "bringing"],
  ["hold", "held", "holding"],
  ["give", "gave", "giving"],
  ["speak", "spoke", "speaking"],
  ["think", "thought", "thinking"],
  ["find", "found", "finding"],
  ["keep", "kept", "keeping"],
  ["meet", "met", "meeting"],
  ["send", "sent", "sending"],
  ["spend", "spent", "spending"],
  ["take", "took", "taking"],
  ["handle", "handled", "handling"],
  ["deal", "dealt", "dealing"],
  ["do", "did", "doing"],
  ["target", "targeted", "targeting"],
  ["budget", "budgeted", "budgeting"],
  ["audit", "audited", "auditing"],
  ["edit", "edited", "editing"],
  ["visit", "visited", "visiting"],
  ["monitor", "monitored", "monitoring"],
  ["deliver", "delivered", "delivering"],
  ["engineer", "engineered", "engineering"],
  ["answer", "answered", "answering"],
  ["order", "ordered", "ordering"],
  ["partner", "partnered", "partnering"],
  ["offer", "offered", "offering"],
  ["render", "rendered", "rendering"],
  ["model", "modeled", "modeling"],
  ["label", "labeled", "labeling"],
  ["rebuild", "rebuilt", "rebuilding"],
  ["rewrite", "rewrote", "rewriting"],
  ["speed up", "sped up", "speeding up"],
  ["precept", "precepted", "precepting"],
  ["refer", "referred", "referring"],
  ["commit", "committed", "committing"],
  // Compounds of an irregular verb keep its past ("troubleshot", never "troubleshooted").
  ["troubleshoot", "troubleshot", "troubleshooting"],
  ["undertake", "undertook", "undertaking"],
  ["oversell", "oversold", "overselling"],
  ["outrun", "outran", "outrunning"],
  ["override", "overrode", "overriding"],
  ["upset", "upset", "upsetting"],
  ["set", "set", "setting"],
  ["put", "put", "putting"],
  ["lay out", "laid out", "laying out"],
];

function regularForms(base: string): VerbForms {
  let past: string;
  let gerund: string;
  if (base.endsWith("e")) {
    past = base + "d";
    gerund = base.endsWith("ee") ? base + "ing" : base.slice(0, -1) + "ing";
  } else if (/[^aeiou]y$/.test(base)) {
    past = base.slice(0, -1) + "ied";
    gerund = base + "ing";
  } else {
    past = base + "ed";
    gerund = base + "ing";
  }
  return { base, past, gerund };
}

const BY_ANY_FORM = new Map<string, VerbForms>();
for (const [base, past, gerund] of IRREGULAR) {
  const v = { base, past, gerund };
  for (const f of [base, past, gerund]) if (!BY_ANY_FORM.has(f)) BY_ANY_FORM.set(f, v);
}
for (const base of REGULAR.split(/\s+/)) {
  if (BY_ANY_FORM.has(base)) continue;
  const v = regularForms(base);
  for (const f of [v.base, v.past, v.gerund]) if (!BY_ANY_FORM.has(f)) BY_ANY_FORM.set(f, v);
}

/** Every known action verb, once. */
export function knownVerbs(): VerbForms[] {
  return [...new Set(BY_ANY_FORM.values())];
}

export function verbForms(word: string): VerbForms | undefined {
  return BY_ANY_FORM.get(word.toLowerCase());
}

/** Action nouns → the verb they name, for "Responsible for the maintenance of …" → "Maintained …". */
const ACTION_NOUNS: Record<string, string> = {
  management: "manage",
  development: "develop",
  maintenance: "maintain",
  design: "design",
  implementation: "implement",
  creation: "create",
  preparation: "prepare",
  coordination: "coordinate",
  administration: "administer",
  analysis: "analyze",
  planning: "plan",
  delivery: "deliver",
  execution: "execute",
  monitoring: "monitor",
  supervision: "supervise",
  training: "train",
  testing: "test",
  review: "review",
  production: "produce",
  operation: "operate",
  operations: "run",
  organization: "organize",
  organisation: "organise",
  evaluation: "evaluate",
  optimization: "optimize",
  optimisation: "optimise",
  integration: "integrate",
  migration: "migrate",
  deployment: "deploy",
  documentation: "document",
  configuration: "configure",
  installation: "install",
  oversight: "oversee",
  handling: "handle",
  processing: "process",
  scheduling: "schedule",
  tracking: "track",
  onboarding: "onboard",
  recruitment: "recruit",
  recruiting: "recruit",
  launch: "launch",
  automation: "automate",
  research: "research",
  investigation: "investigate",
  assessment: "assess",
  auditing: "audit",
  reconciliation: "reconcile",
  negotiation: "negotiate",
  facilitation: "facilitate",
  preparing: "prepare",
  upkeep: "maintain",
};

export function verbForActionNoun(noun: string): VerbForms | undefined {
  const base = ACTION_NOUNS[noun.toLowerCase()];
  return base ? verbForms(base) : undefined;
}

/** Tense of a verb form as written, when it is one of ours. */
export function tenseOf(word: string): "past" | "present" | "gerund" | undefined {
  const v = verbForms(word);
  if (!v) return /ed$/i.test(word) ? "past" : undefined;
  const w = word.toLowerCase();
  if (w === v.past && w !== v.base) return "past";
  if (w === v.gerund) return "gerund";
  if (w === v.base) return "present";
  return undefined;
}
