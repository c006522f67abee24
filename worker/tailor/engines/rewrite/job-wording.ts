// The job's own wording wherever the bullet already says the same thing another way:
//  - the job's noun for the bullet's verb ("Delivered packages" → "Completed deliveries of packages" when the
//    job asks for deliveries; "reviewed contractor submittals" → "contractor submittal review"),
//  - the job's phrase for the same thing ("expense reports" → "expense claims"),
//  - the job's broader word added to the narrower one the bullet names ("zero recordable incidents" → "zero
//    recordable safety incidents"),
//  - "Run the kitchen" → "Lead the kitchen" when the job asks for leading (running a kitchen is leading it).
// The same analysis tells the AI prompt which job wording each bullet may use. Wording is taken only from
// the job's requirement lines (never an injected note, the benefits or the company blurb).

import { type AcronymDefinition, acronymDefinitions, expansionAt } from "../../lexicon/acronyms";
import { carrierFor, procedureCarrier } from "../../lexicon/morphology";
import { guessedNominal, nominalOf } from "../../lexicon/nominal";
import { jobRespellings, respellToJob } from "../../lexicon/respellings";
import { BROADER_TERMS, plural, SAME_PHRASES, singular } from "../../lexicon/synonyms";
import { capitalizeFirst, escapeRegExp, type Token, tokenize } from "../../lexicon/text";
import { tenseOf, verbForms, type VerbForms } from "../../lexicon/verbs";
import { requirementText } from "../../match/job-terms";
import { bulletAcronym, jobWordForms, sharedModifier, umbrellaTerm } from "./job-forms";

export interface JobWording {
  /** The job's requirement lines, lower-cased. */
  text: string;
  tokens: readonly Token[];
  /** Token indexes by word. */
  at: ReadonlyMap<string, readonly number[]>;
  /** Answers of pattern searches on the text, kept: every bullet asks the same questions of one job. */
  found: Map<RegExp, RegExpExecArray | null>;
  /** The acronyms the requirement lines define ("activities of daily living (ADLs)"), as written. */
  acronyms: readonly AcronymDefinition[];
  /** Acronyms of four letters or more the requirement lines use without defining them ("HACCP", "CMMS"). */
  bareAcronyms: readonly string[];
  /** The job's spelling of each term of the closed respelling table it uses (lexicon/respellings.ts). */
  respellings: ReturnType<typeof jobRespellings>;
}

/** The first match of `re` in the job's requirement text (computed once per job and pattern). */
function inJob(w: JobWording, re: RegExp): RegExpExecArray | null {
  if (!w.found.has(re)) w.found.set(re, re.exec(w.text));
  return w.found.get(re)!;
}

/** The job's wording, built once per job (job/analysis.ts keeps it for every bullet of a request). */
export function buildWording(jobDescription: string): JobWording {
  const text = requirementText(jobDescription);
  const tokens = tokenize(text);
  const at = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    const list = at.get(t.low);
    if (list) list.push(i);
    else at.set(t.low, [i]);
  });
  // The requirement lines as written (acronyms are read in their own case).
  const kept = new Set(text.split("\n"));
  const asWritten = jobDescription
    .split(/\r?\n/)
    .filter((line) => kept.has(line.toLowerCase()))
    .join("\n");
  const acronyms = acronymDefinitions(asWritten);
  const defined = new Set(acronyms.map((a) => a.acronym.toLowerCase()));
  const bareAcronyms = [
    ...new Set(tokenize(asWritten).flatMap((t) => (/^[A-Z]{4,6}s?$/.test(t.raw) && !defined.has(t.low) ? [t.raw] : []))),
  ];
  return { text, tokens, at, found: new Map(), acronyms, bareAcronyms, respellings: jobRespellings(asWritten) };
}

export interface WordingResult {
  text: string;
  /** The job's words the result now uses (for the AI prompt's per-bullet allowance). */
  uses: string[];
}

/** The bullet in the job's wording where it entails it; `uses` lists the job wording brought in. */
export function inJobWording(text: string, wording: JobWording): WordingResult {
  const uses: string[] = [];
  if (!wording.text) return { text, uses };
  let out = text;
  for (const step of [
    tableSpelling,
    jobSpelling,
    runToLead,
    samePhrase,
    broaderTerm,
    nominalise,
    jobOrder,
    jobWordForms,
    sharedModifier,
    umbrellaTerm,
    savingsAsNoun,
    jobAcronym,
    bulletAcronym,
  ]) {
    const r = step(out, wording);
    if (r) {
      out = r.text;
      uses.push(...r.uses);
    }
  }
  return { text: out, uses };
}

// Phrase patterns are built once: spaces, hyphens and dots between words are interchangeable.
const PHRASE_RE = new Map<string, RegExp>();
function phraseRe(phrase: string): RegExp {
  let re = PHRASE_RE.get(phrase);
  if (!re) {
    const words = tokenize(phrase).map((t) => escapeRegExp(t.raw));
    re = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s.-]+")}(?![\\p{L}\\p{N}])`, "iu");
    PHRASE_RE.set(phrase, re);
  }
  return re;
}

const keepCase = (original: string, replacement: string, atStart: boolean) =>
  atStart && /^\p{Lu}/u.test(original) ? capitalizeFirst(replacement) : replacement;

/** "expense reports" → the job's "expense claims": one phrase of a same-meaning group for another. */
function samePhrase(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  for (const group of SAME_PHRASES) {
    const wanted = group.find((f) => !f.informal && inJob(w, phraseRe(f.find)));
    if (!wanted || phraseRe(wanted.find).test(out)) continue;
    for (const f of group) {
      if (f === wanted) continue;
      const m = phraseRe(f.find).exec(out);
      if (!m || (f.followedBy && !f.followedBy.test(out.slice(m.index + m[0].length)))) continue;
      // An article the job's phrase needs is not doubled ("run the full-cycle sales" keeps one "the").
      const before = out.slice(0, m.index);
      const write = /\b(?:the|a|an)\s+$/i.test(before) ? wanted.write.replace(/^(?:the|a|an)\s+/i, "") : wanted.write;
      out = before + keepCase(m[0], write, m.index === 0) + out.slice(m.index + m[0].length);
      uses.push(wanted.find);
      break;
    }
  }
  return uses.length ? { text: out, uses } : undefined;
}

/** The job's broader word added to the narrower one the bullet names. */
function broaderTerm(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  for (const b of BROADER_TERMS) {
    if (b.unless?.test(out) || (b.context && !b.context.test(out))) continue;
    const m = b.find.exec(out);
    if (!m) continue;
    const job = typeof b.job === "function" ? b.job(m).exec(w.text) : inJob(w, b.job);
    if (!job) continue;
    out = out.slice(0, m.index) + keepCase(m[0], b.write(m, job), m.index === 0) + out.slice(m.index + m[0].length);
    uses.push(job[0]);
  }
  return uses.length ? { text: out, uses } : undefined;
}

/**
 * The pair of forms the job defines for one term ("activities of daily living (ADLs)"), where the bullet
 * uses one of them: the bullet's form gets the other beside it, in the job's writing ("Assist with activities
 * of daily living" → "… activities of daily living (ADLs)"; "Escalate … with IOCs" → "… with indicators of
 * compromise (IOCs)"). The job says the two are one term, so nothing new is claimed. An acronym of two letters,
 * or one followed by a figure ("SOC 2" is another standard than a Security Operations Center), is left alone.
 */
function jobAcronym(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  for (const { acronym, expansion } of w.acronyms) {
    const core = acronym.replace(/(?<=[A-Z])s$/, "");
    const written = new RegExp(`(?<![\\p{L}\\p{N}&/-])${escapeRegExp(core)}s?(?![\\p{L}\\p{N}&/-])`, "u");
    const long = expansionRe(expansion);
    const short = written.exec(out);
    const spelled = long.exec(out);
    if (short && !spelled) {
      if (core.replace(/&/g, "").length < 3 || /^\s*\d/.test(out.slice(short.index + short[0].length))) continue;
      // The same letters name other things in other fields ("Allen-Bradley PLC" is no professional learning
      // community): the bullet must be about the job's own work, two of its other words in the job's lines.
      if (!aboutTheJob(out, core, w)) continue;
      // Inside brackets already ("(IOCs)") the expansion would nest: left alone.
      if (/\(\s*$/.test(out.slice(0, short.index))) continue;
      // "CMAs" with the job's "comparative market analysis (CMA)": the words in the bullet's number.
      const words = short[0] !== core && acronym === core ? pluralLast(expansion) : expansion;
      out = `${out.slice(0, short.index)}${words} (${short[0]})${out.slice(short.index + short[0].length)}`;
      uses.push(expansion.toLowerCase());
    } else if (spelled && !short) {
      const end = spelled.index + spelled[0].length;
      // "… activities of daily living (ADLs)": never twice, never inside another bracket's words.
      if (/^\s*\(/.test(out.slice(end))) continue;
      out = `${out.slice(0, end)} (${acronym})${out.slice(end)}`;
      uses.push(acronym.toLowerCase());
    }
  }
  for (const acronym of w.bareAcronyms) {
    const run = spelledOut(out, acronym);
    if (!run) continue;
    out = `${out.slice(0, run.end)} (${acronym})${out.slice(run.end)}`;
    uses.push(acronym.toLowerCase());
  }
  return uses.length ? { text: out, uses } : undefined;
}

function aboutTheJob(text: string, acronym: string, w: JobWording): boolean {
  const shared = new Set<string>();
  for (const t of tokenize(text)) {
    if (t.low.length < 4 || t.low === acronym.toLowerCase() || FUNCTION_WORDS.has(t.low) || OBJECT_END.has(t.low)) continue;
    if (w.at.has(t.low) || w.at.has(singular(t.low)) || w.at.has(plural(t.low))) shared.add(singular(t.low));
  }
  return shared.size >= 2;
}

/**
 * Where the bullet spells out, as a noun phrase of its own, an acronym of four letters or more the job uses
 * without defining it ("hazard analysis and critical control points" for HACCP, "computerised maintenance
 * management system" for CMMS). Four letters at least: three-word runs match three-letter acronyms by chance
 * too often ("patient progress evaluations" is no PPE). The run may not open with a verb's past or -ing
 * form, must be written all in lower case or all capitalised, and must open a phrase.
 */
const SMALL_WORDS = new Set("and of the for in on to with at by a an".split(" "));
const QUALITY_WORDS = new Set(
  "strong excellent good great solid proven outstanding exceptional skill skills ability abilities experience".split(" "),
);

function spelledOut(text: string, acronym: string): { end: number } | undefined {
  const core = acronym.replace(/s$/, "");
  if (new RegExp(`(?<![\\p{L}\\p{N}])${core}s?(?![\\p{L}\\p{N}])`, "u").test(text)) return undefined;
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const n = expansionAt(tokens, i, [acronym]);
    if (!n) continue;
    const run = tokens.slice(i, i + n);
    // Without the job's own definition, small words give no letter and at most one sits in the run
    // ("fracture clinic and on the wards" spells no FCAW).
    const small = run.filter((t) => SMALL_WORDS.has(t.low));
    if (small.length > 1 || run.length - small.length !== core.length) continue;
    // A quality said of the candidate ("strong problem-solving skills") names no tool or standard, whatever
    // its initials spell (SPSS).
    if (run.some((t) => QUALITY_WORDS.has(t.low))) continue;
    const prev = tokens[i - 1];
    const gapBefore = prev ? text.slice(prev.end, run[0]!.start) : "";
    const opens = !prev || /[,;:(]/.test(gapBefore) || FUNCTION_WORDS.has(prev.low) || OBJECT_END.has(prev.low) || verbForms(prev.low);
    const content = run.filter((t) => !SMALL_WORDS.has(t.low));
    const oneCase = content.every((t) => /^\p{Ll}/u.test(t.raw)) || content.every((t) => /^\p{Lu}/u.test(t.raw));
    // A verb's past or -ing form opening the run is a clause, not a name ("managed maintenance …").
    const first = run[0]!.low;
    const v = verbForms(first);
    const verbal = Boolean(v && ((first === v.past && v.past !== v.base) || first === v.gerund));
    if (!opens || !oneCase || verbal || /^\s*\(/.test(text.slice(run[n - 1]!.end))) continue;
    return { end: run[n - 1]!.end };
  }
  return undefined;
}

/**
 * The job's word order for an action on a thing: "the review of contracts" → "the contract review",
 * "management of contractors" → "contractor management", "an analysis of supplier spend" → "a supplier
 * spend analysis", when the job writes that compound (the same words, the thing in the singular). Names
 * ("the Department of Health") and anything the job does not write as one compound stay.
 */
function jobOrder(text: string, w: JobWording): WordingResult | undefined {
  for (const m of text.matchAll(ACTION_OF_THING)) {
    const [, article, action = ""] = m;
    // The thing ends where a phrase of its own begins ("contracts for 4 sites", "contractors on site").
    const all = m[3]!.split(" ");
    const cut = all.findIndex((x) => OBJECT_END.has(x.toLowerCase()) || FUNCTION_WORDS.has(x.toLowerCase()));
    const words = cut < 0 ? all : all.slice(0, cut);
    if (!words.length) continue;
    const lastWord = words[words.length - 1]!;
    const whole = m[0].slice(0, m[0].lastIndexOf(lastWord) + lastWord.length);
    const last = lastWord.toLowerCase();
    for (const form of new Set([singular(last), last])) {
      const compound = [...words.slice(0, -1), form, action.toLowerCase()].join(" ");
      if (!inJob(w, phraseRe(compound))) continue;
      // "an analysis of spend" → "a spend analysis": the article agrees with its new first word.
      const lead = article === "the" ? "the " : article ? (/^[aeiou]/i.test(compound) ? "an " : "a ") : "";
      const start = m.index;
      return {
        text: `${text.slice(0, start)}${keepCase(whole, `${lead}${compound}`, start === 0)}${text.slice(start + whole.length)}`,
        uses: [compound.toLowerCase()],
      };
    }
  }
  return undefined;
}
// "(the) <action> of (the) <thing of up to three words>"; the action in lower case (or opening the bullet).
const ACTION_OF_THING =
  /(?<![\p{L}\p{N}])(?:(a|an|the) )?([A-Za-z][a-z]{3,}) of (?:the |all )?((?:[A-Za-z][A-Za-z-]* ){0,2}[A-Za-z][A-Za-z-]*)(?![\p{L}\p{N}-])/gu;

// A sum saved: "saving £340k", "saved $1.2M", told the way a job asking for savings names them.
const SAVED_SUM =
  /(?<![\p{L}\p{N}])(sav(?:e|es|ed|ing)) ((?:about |around |roughly |over |nearly |almost |more than )?[£$€]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?)(?![\p{L}\p{N}])/iu;

/**
 * "Negotiated a contract, saving £340k over three years" → "…, delivering £340k in savings over three years"
 * when the job asks for savings ("cost savings" when it says so): the same sum, now named by the job's noun.
 * Only a sum of money directly after the verb (never "saved time", "saving the file", "saved the client").
 */
function savingsAsNoun(text: string, w: JobWording): WordingResult | undefined {
  const m = SAVED_SUM.exec(text);
  if (!m || /\bsavings\b/i.test(text)) return undefined;
  // The job's savings must be money saved, not a bank's savings accounts or plans.
  const noun = inJob(w, COST_SAVINGS) ? "cost savings" : inJob(w, MONEY_SAVINGS) ? "savings" : undefined;
  if (!noun) return undefined;
  const verb = m[1]!.toLowerCase();
  const carrier = { save: "deliver", saves: "delivers", saved: "delivered", saving: "delivering" }[verb as "save"];
  const written = `${keepCase(m[1]!, carrier, m.index === 0)} ${m[2]} in ${noun}`;
  return { text: text.slice(0, m.index) + written + text.slice(m.index + m[0].length), uses: [noun] };
}

/** The phrase with its last word in the plural ("comparative market analysis" → "… analyses"). */
function pluralLast(phrase: string): string {
  const m = /(\p{L}+)$/u.exec(phrase);
  return m ? phrase.slice(0, m.index) + plural(singular(m[1]!)) : phrase;
}

/** The expansion as a pattern: any case, spaces and hyphens interchangeable, the last word singular or plural. */
function expansionRe(expansion: string): RegExp {
  const words = tokenize(expansion).map((t) => escapeRegExp(t.raw));
  const last = words.pop() ?? "";
  const lastForms = `(?:${escapeRegExp(singular(last.replace(/\\/g, "")))}|${last})(?:s|es)?`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${[...words, lastForms].join("[\\s-]+")}(?![\\p{L}\\p{N}])`, "iu");
}

// Particles that make "follow up", "set up", "check in" verbs, whose hyphenated forms are nouns.
const PARTICLES = new Set("up in out on off down over back through about".split(" "));

// inJob and inJobAll keep what they found per regular expression object, so the expressions they are given are
// module constants: a literal written inside a function is a new object on every call, found again in the whole
// job text for every bullet and kept again.
const HYPHENED_PAIR = /\b([a-z]{2,})-([a-z]{2,})\b/g;
const COST_SAVINGS = /\bcost savings\b/;
const MONEY_SAVINGS = /(?<!checking (?:and|&) )\bsavings\b(?! (?:and (?:checking|current) )?(?:accounts?|plans?|rates?|products?|bonds?))/;

/**
 * The job's spelling of the bullet's own words: its hyphenation ("year end" → "year-end", "on call" →
 * "on-call") and its British or American spelling ("inquiries" → "enquiries", "organised" → "organized").
 * The words and their meaning stay; only how they are written changes.
 */
function jobSpelling(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  const hyphened = inJobAll(w, HYPHENED_PAIR);
  for (const [joined = "", a = "", b = ""] of hyphened) {
    if (PARTICLES.has(b)) continue;
    if (!out.toLowerCase().includes(`${a} ${b}`)) continue;
    const m = new RegExp(`(?<![\\p{L}\\p{N}-])(${a}) (${b})(?![\\p{L}\\p{N}-])`, "iu").exec(out);
    if (!m) continue;
    out = `${out.slice(0, m.index)}${m[1]}-${m[2]}${out.slice(m.index + m[0].length)}`;
    uses.push(joined);
  }
  // A compound the job writes closed ("healthcare", "workload", "checklists"): the bullet's two words, open
  // or hyphenated, join the job's way ("health care" → "healthcare"); never a verb with its particle
  // ("set up" is not "setup"). The other way round, a closed word the job writes open or hyphenated splits.
  const pairs = tokenize(out);
  for (let i = pairs.length - 2; i >= 0; i--) {
    const a = pairs[i]!;
    const b = pairs[i + 1]!;
    if (PARTICLES.has(b.low) || a.low.length < 3 || b.low.length < 3 || !/^[a-z]+$/.test(a.low + b.low)) continue;
    if (!/^[\s-]$/.test(out.slice(a.end, b.start))) continue;
    const joined = a.low + b.low;
    if (!w.at.has(joined) || openCompounds(w).has(joined)) continue;
    out = out.slice(0, a.start) + (/^\p{Lu}/u.test(a.raw) ? capitalizeFirst(joined) : joined) + out.slice(b.end);
    uses.push(joined);
  }
  for (const t of [...tokenize(out)].reverse()) {
    if (t.low.length < 7 || w.at.has(t.low)) continue;
    const written = openCompounds(w).get(t.low);
    if (!written) continue;
    out = out.slice(0, t.start) + (/^\p{Lu}/u.test(t.raw) ? capitalizeFirst(written) : written) + out.slice(t.end);
    uses.push(written);
  }
  const tokens = tokenize(out);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.low.length < 5 || w.at.has(t.low)) continue;
    const other = spellingVariants(t.low).find((v) => w.at.has(v));
    if (!other) continue;
    const written = /^\p{Lu}/u.test(t.raw) ? capitalizeFirst(other) : other;
    out = out.slice(0, t.start) + written + out.slice(t.end);
    uses.push(other);
  }
  return uses.length ? { text: out, uses } : undefined;
}

/** The job's spelling of a term of the closed respelling table ("Javascript" → "JavaScript"). */
function tableSpelling(text: string, w: JobWording): WordingResult | undefined {
  if (!w.respellings.length) return undefined;
  const r = respellToJob(text, w.respellings);
  return r.uses.length ? r : undefined;
}

/** The job's open or hyphenated compounds by their closed spelling ("health care" under "healthcare"). */
const OPEN = new WeakMap<JobWording, Map<string, string>>();
function openCompounds(w: JobWording): Map<string, string> {
  let found = OPEN.get(w);
  if (!found) {
    found = new Map();
    for (let k = 0; k + 1 < w.tokens.length; k++) {
      const a = w.tokens[k]!;
      const b = w.tokens[k + 1]!;
      const gap = w.text.slice(a.end, b.start);
      if (!/^[ -]$/.test(gap) || PARTICLES.has(b.low) || a.low.length < 3 || b.low.length < 3) continue;
      if (!/^[a-z]+$/.test(a.low + b.low)) continue;
      if (!found.has(a.low + b.low)) found.set(a.low + b.low, `${a.low}${gap}${b.low}`);
    }
    OPEN.set(w, found);
  }
  return found;
}

/** Every match of a global pattern in the job's requirement text (computed once per job and pattern). */
const ALL = new WeakMap<JobWording, Map<RegExp, string[][]>>();
function inJobAll(w: JobWording, re: RegExp): string[][] {
  let byRe = ALL.get(w);
  if (!byRe) {
    byRe = new Map();
    ALL.set(w, byRe);
  }
  let found = byRe.get(re);
  if (!found) {
    found = [...w.text.matchAll(re)].map((m) => [...m]);
    byRe.set(re, found);
  }
  return found;
}

// British and American spellings of one word: -ise/-ize, -yse/-yze, -our/-or, -tre/-ter, -lled/-led,
// -ence/-ense, -ogue/-og, -mme/-m, enquir-/inquir-, enrol-/enroll-.
const SPELLING_SWAPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/is(e|es|ed|ing|ation|ations)$/, "iz$1"],
  [/iz(e|es|ed|ing|ation|ations)$/, "is$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/yz(e|es|ed|ing)$/, "ys$1"],
  [/([^aeiou])our(s|ed|ing|ite|ites|able)?$/, "$1or$2"],
  [/([^aeiou])or(s|ed|ing|ite|ites|able)?$/, "$1our$2"],
  [/([^aeiou])tre(s)?$/, "$1ter$2"],
  [/([^aeiou])ter(s)?$/, "$1tre$2"],
  // Only after a consonant and "e" (travelled, modelling): "filed"/"filled" and "tiled"/"tilled" are two words.
  [/([^aeiou]e)ll(ed|ing|er|ers)$/, "$1l$2"],
  [/([^aeiou]e)l(ed|ing|er|ers)$/, "$1ll$2"],
  [/ence$/, "ense"],
  [/ense$/, "ence"],
  [/ogue(s)?$/, "og$1"],
  [/og(s)?$/, "ogue$1"],
  [/^programme(s)?$/, "program$1"],
  [/^program(s)?$/, "programme$1"],
  [/^enquir/, "inquir"],
  [/^inquir/, "enquir"],
  [/^enrol(s|ment|ments)?$/, "enroll$1"],
  [/^enroll(s|ment|ments)?$/, "enrol$1"],
];
function spellingVariants(word: string): string[] {
  const out: string[] = [];
  for (const [re, to] of SPELLING_SWAPS) if (re.test(word)) out.push(word.replace(re, to));
  return out.filter((v) => v !== word);
}

// A kitchen, shift or crew that is run is led: the same claim in the job's word (never for a process or a test).
const RUN_PLACE =
  /^(Run|Runs|Ran|Running) (?=(?:the|a|our|my) (?:[a-z-]+ )?(?:kitchen|kitchens|shift|shifts|floor|store|crew|brigade|line|restaurant|bar|ward|unit|department|team|warehouse)\b(?!['’-]))/;
const JOB_LEADS =
  /\blead(?:ing)?(?:,| and| &)? (?:[a-z]+ )?(?:a|the|our|your|teams?|crews?|staff|associates|people|cooks|kitchen|shifts?)\b/;
function runToLead(text: string, w: JobWording): WordingResult | undefined {
  const m = RUN_PLACE.exec(text);
  if (!m || !inJob(w, JOB_LEADS)) return undefined;
  const lead = { Run: "Lead", Runs: "Leads", Ran: "Led", Running: "Leading" }[m[1] as "Run"];
  return { text: lead + text.slice(m[1]!.length), uses: ["lead"] };
}

// Words that end a verb's object: a preposition, or punctuation between tokens.
const OBJECT_END = new Set(
  "in on at for to from with within across into by via using under through during per over after before about around between among against toward towards onto upon as while when where which that so".split(
    " ",
  ),
);
// Words that leave a noun on its own in the job's phrase ("make timely deliveries and …"), unlike a noun or an
// -ing word next to it ("delivery paperwork", "delivery driving").
const FUNCTION_WORDS = new Set(
  "a an the and or of for to in on at by with from into our your their its all any each every this that these those as".split(" "),
);
// Adverbs of time and manner that end a verb's object ("Calibrated gauges weekly").
const ADVERB =
  /^(?:daily|weekly|monthly|quarterly|yearly|annually|hourly|nightly|regularly|routinely)$|[a-z]{3}(?:ally|ately|ently|ously|fully|ingly)$/;
const DETERMINERS = new Set("the a an all our their its my his her this these those each every".split(" "));
const CLAUSE_OPENERS = new Set("to help helps helped helping".split(" "));

/** True when the verb at token i opens its own clause (not one of several verbs sharing an object). */
function opensClause(text: string, tokens: Token[], i: number): boolean {
  if (i === 0) return true;
  const prev = tokens[i - 1]!;
  if (CLAUSE_OPENERS.has(prev.low)) return true;
  const gap = text.slice(prev.end, tokens[i]!.start);
  const joined = /^(?:and|or)$/.test(prev.low) || /[,;]/.test(gap);
  if (!joined) return false;
  // "Pick, pack and ship 180+ orders": the verbs share their object; "Did X and reviewed Y" does not.
  const before = /^(?:and|or)$/.test(prev.low) ? tokens[i - 2] : prev;
  return !before || !verbForms(before.low) || tenseOf(before.low) === undefined;
}

/** True when the verb at token i shares its object with the next verb ("Troubleshoot and repair motors"). */
function sharesObject(text: string, tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next) return false;
  if (/^(?:and|or)$/.test(next.low)) return Boolean(tokens[i + 2] && verbForms(tokens[i + 2]!.low));
  return /,/.test(text.slice(tokens[i]!.end, next.start)) && Boolean(verbForms(next.low));
}

/** The job's word before (-1) or after (+1) token k of its requirement text, when in the same phrase. */
function neighbour(w: JobWording, k: number, dir: -1 | 1): string | undefined {
  const other = w.tokens[k + dir];
  if (!other) return undefined;
  const [a, b] = dir < 0 ? [other, w.tokens[k]!] : [w.tokens[k]!, other];
  const gap = w.text.slice(a.end, b.start);
  return /^[\s-]*$/.test(gap) && !/\n/.test(gap) ? other.low : undefined;
}

const carry = (carrier: VerbForms, as: string, v: VerbForms) =>
  as === v.past && v.past !== v.base ? carrier.past : as === v.gerund ? carrier.gerund : carrier.base;

/**
 * The job's noun for the bullet's verb. When the job writes the noun after the bullet's own object
 * ("submittal review") the object joins it ("reviewed contractor submittals" → "contractor submittal
 * review"); when the job writes it on its own ("make timely deliveries") the bullet says "completed
 * deliveries of …". Anything else in the job ("delivery paperwork", "point-of-care testing") is another thing.
 */
function nominalise(text: string, w: JobWording): WordingResult | undefined {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // A procedure verb the lexicon does not know counts only as the bullet's first word ("Cannulated …").
    const nominal = nominalOf(t.low) ?? (i === 0 ? guessedNominal(t.low) : undefined);
    if (!nominal || (!nominal.guessed && tenseOf(t.low) === undefined)) continue;
    if (!opensClause(text, tokens, i) || sharesObject(text, tokens, i)) continue;
    // The bullet already uses the noun (anywhere but the verb itself: "quote" is both).
    if (tokens.some((o, k) => k !== i && nominal.nouns.includes(o.low))) continue;
    // The verb's object: its words up to a preposition or punctuation.
    let end = i + 1;
    while (
      end < tokens.length &&
      !OBJECT_END.has(tokens[end]!.low) &&
      !ADVERB.test(tokens[end]!.low) &&
      // "Place IV catheters and draw blood": the object ends where the next verb's clause begins.
      !(/^(?:and|or)$/.test(tokens[end]!.low) && tokens[end + 1] && verbForms(tokens[end + 1]!.low)) &&
      !/[,;:()]/.test(text.slice(tokens[end - 1]!.end, tokens[end]!.start))
    )
      end++;
    const object = tokens.slice(i + 1, end);
    const head = object[object.length - 1];
    const bareNoun =
      object.length > 0 &&
      object.length <= 3 &&
      !object.some((o) => DETERMINERS.has(o.low) || /\d/.test(o.raw) || /^(?:and|or)$/.test(o.low)) &&
      !/[,;:()]/.test(text.slice(object[0]!.start, head!.end));
    // A guessed verb needs an object of its own: "Certified in BLS" has none and is no procedure.
    if (nominal.guessed && (!object.length || !/^\p{Ll}/u.test(object[0]!.raw) || DETERMINERS.has(object[0]!.low))) continue;
    // A verb with nothing after it inside the bullet is the end of a phrase, often a noun use ("from object
    // selection to install"): there is no duty to name.
    if (!object.length && i > 0) continue;
    let compound: string | undefined;
    let alone: string | undefined;
    for (const noun of nominal.nouns) {
      // A derived noun needs a plain carrier; a procedure noun ("-tion", "-ment") takes "perform" when it is
      // joined to the bullet's object as the job writes it, or stands for a procedure verb (cannulation).
      if (nominal.derived && !carrierFor(noun) && !(nominal.guessed && procedureCarrier(noun))) continue;
      for (const k of w.at.get(noun) ?? []) {
        // The job's words around the noun, within its phrase (no line break or punctuation between).
        const prev = neighbour(w, k, -1);
        const next = neighbour(w, k, 1);
        const joined = bareNoun && prev && (prev === head!.low || prev === singular(head!.low));
        if (joined) compound ??= noun;
        // Alone, a derived noun needs its own carrier, or is the -tion noun of a procedure verb ("cannulation").
        else if (nominal.derived && !carrierFor(noun) && !(nominal.guessed && /[st]ion$/.test(noun))) continue;
        // "make timely deliveries", "own ordering and …": the noun on its own. "delivery paperwork" or
        // "point-of-care testing" name other things.
        else if (
          !nominal.compoundOnly &&
          (!prev || FUNCTION_WORDS.has(prev) || verbForms(prev) || /ly$/.test(prev)) &&
          (!next || FUNCTION_WORDS.has(next))
        )
          alone ??= noun;
      }
    }
    const noun = compound ?? alone;
    if (!noun) continue;
    const first = tokens[0]!;
    const carrierVerb =
      (nominal.derived && (carrierFor(noun) ?? (nominal.guessed ? procedureCarrier(noun) : undefined))) || nominal.carrier;
    let carrier = carry(carrierVerb, t.low, nominal.verb);
    // "Performed construction observation and performed …": a carrier the clause before already has goes.
    const repeats = i > 0 && /^(?:and|or)$/.test(tokens[i - 1]!.low) && first.low === carrier;
    if (i === 0) carrier = capitalizeFirst(carrier);
    const lead = repeats ? "" : `${carrier} `;
    let replaced: string;
    if (compound) {
      const words = object.map((o, k) => (k === object.length - 1 ? singular(o.raw) : o.raw)).join(" ");
      replaced = `${text.slice(0, t.start)}${lead}${words} ${noun}${text.slice(head!.end)}`;
    } else {
      replaced = `${text.slice(0, t.start)}${lead}${noun}${object.length ? " of" : ""}${text.slice(t.end)}`;
    }
    return { text: replaced, uses: [compound ? `${singular(head!.low)} ${noun}` : noun] };
  }
  return undefined;
}
