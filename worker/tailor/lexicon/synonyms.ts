// Same-meaning and broader wording the local engine may swap in for the job's, and the AI prompt may allow
// per bullet. Every row is a claim a recruiter would accept as the same: the bullet's facts stay, only the
// words the job searches for change. A row is never a guess at what the bullet implies ("Train new hires" is
// not "coach", "Testify in family court" is not "court reports").

// ── Whole words, used by the engine's older wording step (rewrite.ts) ─────────────────────────────────

/** Plural nouns that name the same people or things: the job's word wins when the job uses it twice. */
export const SAME_MEANING_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["customers", "clients"],
  ["bugs", "defects"],
  ["apps", "applications"],
  ["teammates", "team members"],
  ["colleagues", "team members"],
];

/**
 * One way only: the narrower word may take the job's broader one ("parents" are among a student's
 * "families"; "team members" on a shop floor are its "associates"), when the job's context holds.
 */
export const NARROWER_WORDS: ReadonlyArray<readonly [RegExp, string, RegExp]> = [
  [/\bparents\b/gi, "families", /\b(?:students?|teachers?|school|classroom|child|children|youth)\b/i],
  [/\bteam members\b/gi, "associates", /\b(?:store|retail|sales floor|apparel|shift|warehouse)\b/i],
];

/** [bullet wording, job wording]: the same activity said two ways (phrasing.ts). */
export const SAME_ACTIVITY: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bquery tuning\b/i, "query performance tuning"],
  [/\bquery tuning\b/i, "query optimization"],
  [/\bsearch engine optimi[sz]ation\b/i, "SEO"],
  [/\b(?:help ?desk|customer) tickets\b/i, "support tickets"],
  [/\bpairing sessions\b/i, "pair programming"],
];

/** Well-known phrases and the acronym a job may use for them ("over-the-counter" → "OTC"). */
export const ACRONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bover[- ]the[- ]counter\b/gi, "OTC"],
  [/\bstandard operating procedures\b/gi, "SOPs"],
  [/\bkey performance indicators\b/gi, "KPIs"],
  [/\breturn on investment\b/gi, "ROI"],
  [/\bprofit and loss\b/gi, "P&L"],
  [/\belectronic health records?\b/gi, "EHR"],
  [/\bcustomer relationship management\b/gi, "CRM"],
];

// ── Phrases (job-wording.ts) ──────────────────────────────────────────────────────────────────────────

/**
 * Groups of phrases that say the same thing, either way round. `find` is how a text writes it (spaces
 * and hyphens interchangeable); `write` is what goes into a bullet (it may carry the article a phrase
 * needs: "Run full-cycle sales" → "Run the full sales cycle").
 */
export interface PhraseForm {
  find: string;
  write: string;
  /** An informal or clipped form ("meds"): replaced by the group's other form, never written itself. */
  informal?: boolean;
  /** What must follow the phrase for it to carry this sense ("a desk of" a number of files, not "of the lobby"). */
  followedBy?: RegExp;
}
const form = (find: string, write = find): PhraseForm => ({ find, write });
const informal = (find: string): PhraseForm => ({ find, write: find, informal: true });

export const SAME_PHRASES: ReadonlyArray<readonly PhraseForm[]> = [
  // A claim filed for expenses, however the finance team names it.
  [form("expense reports"), form("expense claims"), form("expense reimbursements")],
  // A contract with a supplier.
  [form("supply agreements"), form("supplier agreements")],
  [form("supply contracts"), form("supplier contracts")],
  // Selling a deal from first call to signature.
  [
    form("full-cycle sales"),
    form("full sales cycle", "the full sales cycle"),
    form("end-to-end sales cycle", "the end-to-end sales cycle"),
  ],
  // Connecting a client to a provider is referring them (case management), however the job says it.
  [form("connect clients to"), form("refer clients to"), form("make referrals to", "provide referrals to"), form("provide referrals to")],
  // Budget against actual figures.
  [form("budget vs. actual"), form("budget vs actual"), form("budget versus actual"), form("budget-to-actual"), form("budget to actual")],

  // By class, domain-neutral: terms a recruiter in the field reads as one and the same.
  // Trades and facilities: scheduled upkeep, and the contract it is sold under.
  [form("preventive maintenance"), form("preventative maintenance"), form("planned maintenance"), form("scheduled maintenance")],
  [form("service contracts"), form("service agreements")],
  [form("maintenance contracts"), form("maintenance agreements")],
  // Health: the same procedure or record under its clinical name.
  [form("vaccines"), form("vaccinations"), form("immunizations"), form("immunisations")],
  [form("x-rays"), form("radiographs")],
  [form("medical histories"), form("patient histories"), form("health histories")],
  // Purchasing and hospitality: who supplies the goods.
  [form("vendors"), form("suppliers")],
  [form("vendor relationships"), form("supplier relationships")],
  // Education: the people taught.
  [form("pupils"), form("students")],
  // Recruiting: the whole hiring process owned by one recruiter.
  [form("full-cycle recruiting"), form("full-cycle recruitment"), form("end-to-end recruitment"), form("end-to-end recruiting")],
  // Hospitality: the sheet that tells the kitchen and floor what each event needs (US and UK names).
  [form("BEOs"), form("banquet event orders"), form("function sheets")],
  // Logistics: what a carrier bills for moving freight.
  [form("carrier invoices"), form("freight invoices"), form("freight bills")],
  // Payroll: staff questions about their pay.
  [form("pay queries"), form("payroll queries")],
  // Claims and case work: the open files one person carries ("desk" in insurance).
  [
    { ...form("a desk of"), followedBy: /^\s*(?:about |around |over |up to |roughly )?\d/ },
    form("caseload of", "a caseload of"),
    form("case load of", "a case load of"),
  ],
  // Clipped words people write in their own resume; the job's full word replaces them, never the reverse.
  [informal("meds"), form("medications")],
  [informal("vets"), form("veterinarians")],
  [informal("reps"), form("representatives")],
  [informal("mgmt"), form("management")],
];

/**
 * The job's broader word added to what the bullet names, the narrower words kept: recordable incidents are
 * safety incidents, orders shipped are outbound, housing and behavioral health providers are community
 * resources. `job` must match the job's requirement text; `find` the bullet (with `context`, and without
 * `unless`); `write` gives the replacement of the match, with `job` the job's matching words.
 */
export interface BroaderTerm {
  /** The job's wording, or a maker of it from the bullet's match (the job must name the same place). */
  job: RegExp | ((m: RegExpExecArray) => RegExp);
  find: RegExp;
  write: (m: RegExpExecArray, job: RegExpExecArray) => string;
  context?: RegExp;
  unless?: RegExp;
}

export const BROADER_TERMS: readonly BroaderTerm[] = [
  // An OSHA-recordable or lost-time incident is a safety incident by definition.
  {
    job: /\bsafety\b/,
    find: /\b(zero|no|0) (recordable|reportable|lost[- ]time) (incidents|injuries|accidents)\b/i,
    write: (m) => `${m[1]} ${m[2]} safety ${m[3]}`,
    unless: /\bsafety\b/i,
  },
  // What is shipped or dispatched leaves the building: it is outbound. (Loading and unloading together says both.)
  {
    job: /\boutbound\b/,
    find: /\b(ship|ships|shipped|shipping|dispatch|dispatches|dispatched|dispatching)((?: (?:about |around |up to |over )?\d[\d,.+]*(?:-\d[\d,.+]*)?)?) (orders|shipments|loads|pallets|parcels|packages|freight)\b/i,
    write: (m) => `${m[1]}${m[2]} outbound ${m[3]}`,
    unless: /\b(?:outbound|inbound|unload\w*|receiv\w*)\b/i,
  },
  // What is received or unloaded comes in: it is inbound.
  {
    job: /\binbound\b/,
    find: /\b(receive|receives|received|receiving|unload|unloads|unloaded|unloading)((?: (?:about |around |up to |over )?\d[\d,.+]*(?:-\d[\d,.+]*)?)?) (shipments|loads|pallets|freight|trucks|trailers|deliveries)\b/i,
    write: (m) => `${m[1]}${m[2]} inbound ${m[3]}`,
    unless: /\b(?:outbound|inbound|(?<!un)load(?:s|ed|ing)?|ship\w*)\b/i,
  },
  // Interactions checked on prescriptions are drug interactions.
  {
    job: /\bdrug interactions\b/,
    find: /(?<!\b(?:drug|drug-drug|medication|customer|user|social|patient|client) )\binteractions\b/i,
    write: () => "drug interactions",
    context: /\b(?:prescriptions?|medications?|medicines?|drugs?|dosing|doses|dispens\w+)\b/i,
  },
  // A club or team that meets after school is extracurricular.
  {
    job: /\bextra-?curricular\b/,
    find: /\b(the|a|an|our|my) ((?:\p{Lu}[\p{L}&-]*\s+){0,3})(club|team|society)\b/iu,
    write: (m, job) => `${m[1]} ${job[0]} ${m[2]}${m[3]}`,
    context: /\bafter[- ]school\b/i,
    unless: /\bextra-?curricular\b/i,
  },
  // Housing, food, shelter and behavioral-health providers a client is connected to are community resources.
  {
    job: /\bcommunity resources\b/,
    find: /\bto ((?:housing|food|shelters?|behaviou?ral health|mental health|substance[- ]use|childcare|child care|legal aid)\b[^.;()]*?\b(?:providers|services|programs|programmes|agencies|organi[sz]ations))\b/i,
    write: (m) => `to community resources (${m[1]})`,
    unless: /\bcommunity\b/i,
  },
  // Posts made for a social platform are social content.
  {
    job: /\bsocial (?:media|channels?|platforms?|content|posts|networks?|accounts)\b/,
    find: /\b(LinkedIn|Instagram|TikTok|Facebook|YouTube|Pinterest|Threads|Twitter) (carousels|posts|reels|stories|videos|shorts|threads)\b/,
    write: (m) => `social content (${m[1]} ${m[2]})`,
    unless: /\bsocial\b/i,
  },
  // An iOS or Android app is a mobile app.
  {
    job: /\bmobile\b/,
    find: /\b(iOS|Android)((?: and (?:iOS|Android))?) (apps|applications)\b/,
    write: (m) => `${m[1]}${m[2]} mobile ${m[3]}`,
    unless: /\bmobile\b/i,
  },
  // Sterilising instruments by the CDC's or OSHA's guidelines is following infection control guidelines.
  {
    job: /\binfection (?:control|prevention)\b/,
    find: /\b(CDC|OSHA) (guidelines|guidance|standards|protocols)\b/,
    write: (m, job) => `${m[1]} ${job[0]} ${m[2]}`,
    context: /\bsteril[a-z]*/i,
    unless: /\binfection\b/i,
  },
  // Blueprints are the drawings a trade builds or machines from: the job's name for them ("engineering
  // drawings", "construction drawings") says the same thing.
  {
    job: /\b(?:engineering|construction|technical|architectural|shop|mechanical|electrical|plumbing|structural) drawings\b/,
    find: /\bblueprints\b/i,
    write: (_m, job) => job[0],
    unless: /\bdrawings\b/i,
  },
  // Drawings a trade reads, interprets or works from are the job's technical drawings: reading is what
  // tells them from artwork ("Read drawings, mark out, cut" → "Read technical drawings, …"). Only bare
  // "drawings" (no modifier of the bullet's own) right after the verb.
  {
    job: /\b(?:engineering|construction|technical|shop|mechanical|electrical|structural) drawings\b/,
    find: /\b(read|reads|reading|interpret|interprets|interpreted|interpreting|work from|worked from|working from) drawings\b/i,
    write: (m, job) => `${m[1]} ${job[0]}`,
  },
  // Fixing a leak, a pump or a unit is repairing it; the job's word for the same work. Abstract objects
  // (bugs, issues, discrepancies, processes) are not "repaired". Only the verb: after an article, a
  // possessive or a preposition "fixed"/"fix"/"fixes" is an adjective or a noun ("on fixed plant", "a fixed
  // price", "quick fixes"); "by fixing" is still the verb.
  {
    job: /\brepair(?:s|ed|ing)?\b/,
    find: /(?<!\b(?:a|an|the|on|of|for|at|in|into|onto|with|from|by|under|over|its|their|our|my|your|his|her|this|that|these|those|any|some|quick|temporary|permanent)[\s-]+)\b(fix|fixes|fixed)\b(?! up\b)(?![\s-]+(?:term|prices?|fees?|rates?|income|assets?|costs?|wing|plant|point)\b)(?!(?:,? (?:and |or )?[a-z-]+){0,4} (?:bugs?|issues?|errors?|problems?|discrepanc\w+|mistakes?|defects?|code|typos?|tests?|data|prices?|pricing|gaps?|vulnerabilit\w+|incidents?|outages?|regressions?|crashes|schedules?|processes|process|accounts?|records?|reports?|pages?|links?|builds?|pipelines?|queries|layouts?|styles?|copy)\b)|\b(fixing)\b(?! up\b)(?!(?:,? (?:and |or )?[a-z-]+){0,4} (?:bugs?|issues?|errors?|problems?|discrepanc\w+|mistakes?|defects?|code|typos?|tests?|data|prices?|pricing|gaps?|vulnerabilit\w+|incidents?|outages?|regressions?|crashes|schedules?|processes|process|accounts?|records?|reports?|pages?|links?|builds?|pipelines?|queries|layouts?|styles?|copy)\b)(?!(?:,? (?:and |or )?[a-z-]+){0,4} (?:bugs?|issues?|errors?|problems?|discrepanc\w+|mistakes?|defects?|code|typos?|tests?|data|prices?|pricing|gaps?|vulnerabilit\w+|incidents?|outages?|regressions?|crashes|schedules?|processes|process|accounts?|records?|reports?|pages?|links?|builds?|pipelines?|queries|layouts?|styles?|copy)\b)/i,
    write: (m) => ({ fix: "repair", fixes: "repairs", fixed: "repaired", fixing: "repairing" })[(m[1] ?? m[2])!.toLowerCase() as "fix"],
    unless: /\brepair/i,
  },
  // Finding the fault in equipment is troubleshooting it or diagnosing it, whichever word the job uses (when it
  // uses only one); never for people or illness ("diagnose patients" is a clinical claim).
  {
    job: /^(?![\s\S]*\btroubleshoot)[\s\S]*?\bdiagnos(?:e|es|ed|ing)\b/,
    find: /\b(troubleshoot|troubleshoots|troubleshot|troubleshooted|troubleshooting)\b/i,
    write: (m) =>
      (
        ({ troubleshoots: "diagnoses", troubleshot: "diagnosed", troubleshooted: "diagnosed", troubleshooting: "diagnosing" }) as Record<
          string,
          string
        >
      )[m[1]!.toLowerCase()] ?? "diagnose",
    unless: /\b(?:diagnos\w*|patients?|clients?|children|students|animals|pets|illness\w*|diseases?|conditions?|symptoms?)\b/i,
  },
  {
    job: /^(?![\s\S]*\bdiagnos(?:e|es|ed|ing)\b)[\s\S]*?\btroubleshoot/,
    find: /\b(diagnose|diagnoses|diagnosed|diagnosing)\b/i,
    write: (m) =>
      (({ diagnoses: "troubleshoots", diagnosed: "troubleshot", diagnosing: "troubleshooting" }) as Record<string, string>)[
        m[1]!.toLowerCase()
      ] ?? "troubleshoot",
    unless:
      /\b(?:troubleshoot\w*|patients?|clients?|children|students|animals|pets|dogs|cats|illness\w*|diseases?|conditions?|symptoms?|disorders?|injur\w+)\b/i,
  },
  // "the lab's reagent inventory" is the lab inventory, of reagents, when the job says "lab inventory".
  {
    job: (m) => new RegExp(`\\b${m[1]!.toLowerCase()} ${m[3]!.toLowerCase()}\\b`),
    find: /\bthe (lab|laboratory|kitchen|clinic|pharmacy|warehouse|store|office)['’]s ([a-z]+) (inventory|equipment|supplies|stock)\b/i,
    write: (m) => `the ${m[1]} ${m[3]} of ${plural(m[2]!)}`,
  },
];

/** A plain English plural for a count noun ("reagent" → "reagents", "battery" → "batteries"). */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return noun.slice(0, -1) + "ies";
  // "analysis" → "analyses", "diagnosis" → "diagnoses".
  if (/[^aeiou]is$/.test(noun)) return noun.slice(0, -2) + "es";
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return noun + "es";
  return noun + "s";
}

/** The singular of a plain plural ("submittals" → "submittal", "batteries" → "battery"); other words as they are. */
export function singular(noun: string): string {
  if (/[^aeiou]ies$/.test(noun)) return noun.slice(0, -3) + "y";
  if (/(?:ss|us|is)$/.test(noun)) return noun;
  if (/(?:ches|shes|xes|zes|sses)$/.test(noun)) return noun.slice(0, -2);
  if (/s$/.test(noun)) return noun.slice(0, -1);
  return noun;
}
