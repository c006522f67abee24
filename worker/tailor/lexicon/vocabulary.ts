// Finds dictionary terms in text: longest phrase first, one pass over the tokens, so a 1,500-word job
// description is scanned in well under a millisecond.

import { DICTIONARY, impliedClosure, termByName, type DictionaryForm, type DictionaryTerm } from "./dictionary";
import { nounFormsOf } from "./morphology";
import { clearTokenCache, STOPWORDS, stem, tokenize, type Token } from "./text";
import { knownVerbs, verbForms } from "./verbs";

export interface TermHit {
  term: DictionaryTerm;
  form: DictionaryForm;
  /** Character offsets in the scanned text. */
  start: number;
  end: number;
  /** The text as written. */
  surface: string;
  /** Token index range [first, last] in the scanned text. */
  firstToken: number;
  lastToken: number;
  /** Lower-cased tokens joined by single spaces ("front-end" and "Front End" both give "front end"). */
  norm: string;
}

interface IndexedForm {
  term: DictionaryTerm;
  form: DictionaryForm;
}

function buildIndex(caseSensitive: boolean): Map<string, IndexedForm[]> {
  const index = new Map<string, IndexedForm[]>();
  for (const term of DICTIONARY) {
    for (const form of term.forms) {
      if (form.caseSensitive !== caseSensitive || form.tokens.length === 0) continue;
      const key = form.tokens[0]!;
      const list = index.get(key) ?? [];
      list.push({ term, form });
      index.set(key, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.form.tokens.length - a.form.tokens.length);
  return index;
}

const CI_INDEX = buildIndex(false);
const CS_INDEX = buildIndex(true);

function matchAt(tokens: Token[], i: number, form: DictionaryForm): boolean {
  if (i + form.tokens.length > tokens.length) return false;
  for (let k = 0; k < form.tokens.length; k++) {
    const tok = tokens[i + k]!;
    if ((form.caseSensitive ? tok.raw : tok.low) !== form.tokens[k]) return false;
  }
  return true;
}

// Ordinary-English readings of a term's forms, decided from the neighbouring words: "the rest of the week" is
// not REST, "500 ml" is not ML, "Spring 2020" is not Spring Boot, "Sous Chef" is not the Chef tool,
// "haemodynamic monitoring" is not system monitoring, "common assessments" are not patient assessments,
// "accounting buyers" are an audience, "professional learning community (PLC)" spells out its own PLC.
const SEASON_WORDS = new Set("semester term break quarter season session intake cohort in since this last next until".split(" "));
const CULINARY_WORDS = new Set(
  "sous head executive pastry line private personal junior senior commis chef the a an as our your de kitchen".split(" "),
);
const TECH_NEIGHBOURS = new Set(
  "system systems infrastructure service services application applications app apps production server servers uptime log logs logging metrics alert alerts alerting observability tool tools tooling dashboards dashboard grafana prometheus datadog network networks cloud platform platforms sre on-call incident incidents performance".split(
    " ",
  ),
);
const CLINICAL_NEIGHBOURS = new Set(
  "patient patients nursing nurse clinical admitted admission admissions ward wards bedside care shift shifts health medical physical".split(
    " ",
  ),
);
// A domain word before one of these names the subject matter, not a skill ("SaaS agreements", "accounting buyers").
const AUDIENCE_NOUNS = new Set(
  (
    "buyers buyer clients customers companies firms industry sector vertical verticals market brands agreements agreement contracts deals products startups businesses " +
    // What a product is about is no skill of its maker ("cybersecurity software", "a security alarm").
    "software suite product platform company firm startup solution solutions vendor alarm alarms camera cameras"
  ).split(" "),
);

const ORG_NOUNS = new Set(
  "community communities club society chapter meetup meetups ambassador ambassadors heroes champions builders".split(" "),
);
const GO_VERB_NEXT = new Set("above beyond the out back through over into ahead far further forward live".split(" "));
// Tools whose bare name is also an ordinary English word, so another product's name may end in it.
const WORD_NAMED_TOOLS = new Set(["Express", "Flask", "Puppet", "Swift", "Rust", "Ruby"]);
const isTermToken = (t: Token) => CI_INDEX.has(t.low) || CS_INDEX.has(t.raw);
/** Acronyms within three tokens either side that name no dictionary term. */
function unknownAcronymsNear(tokens: Token[], i: number): number {
  let n = 0;
  for (let k = Math.max(0, i - 3); k <= Math.min(tokens.length - 1, i + 3); k++) {
    if (k === i) continue;
    const t = tokens[k]!;
    if (/^[A-Z][A-Z0-9]{1,5}$/.test(t.raw) && !isTermToken(t)) n++;
  }
  return n;
}

// Processes applied to staff (hiring, onboarding, appraising) read as the HR skill only when they are about
// staff: inside a compound about a product, a supplier or research participants they name something else
// ("the mobile onboarding flow", "a recruiting panel of patients", "supplier performance reviews").
const STAFF_PROCESSES = new Set(["Recruiting", "Onboarding", "Performance management"]);
const NOT_STAFF_MODIFIERS = new Set(
  "supplier suppliers vendor vendors participant participants patient patients respondent respondents user users product products mobile app apps web website site sites system systems device devices".split(
    " ",
  ),
);
const NOT_STAFF_HEADS = new Set(
  "flow flows screen screens funnel funnels journey journeys experience experiences email emails panel panels page pages wizard tutorial tutorials ui ux product products area areas feature features".split(
    " ",
  ),
);
const NOT_STAFF_OBJECTS = new Set("participants patients respondents subjects testers users panellists panelists".split(" "));

function aboutStaff(tokens: Token[], i: number, len: number): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + len];
  if (prev && NOT_STAFF_MODIFIERS.has(prev.low)) return false;
  if (next && NOT_STAFF_HEADS.has(next.low)) return false;
  for (let k = i + len; k < Math.min(tokens.length, i + len + 5); k++) if (NOT_STAFF_OBJECTS.has(tokens[k]!.low)) return false;
  return true;
}

// Data about a domain is evidence of the data work, not of the domain: "the county's stormwater and road
// centerline data", "patient records", "sales dashboards" name what the data describes. A domain or method
// term is read as subject matter when a noun of this kind heads its phrase, directly or after a coordinated
// modifier ("stormwater and road centerline data"); "stormwater drainage design" keeps its discipline.
const DATA_HEADS = new Set(
  "data dataset datasets database databases layer layers record records map maps dashboard dashboards register registers spreadsheet spreadsheets".split(
    " ",
  ),
);
// Words that end the noun phrase before a head is reached.
const PHRASE_BREAKS = new Set("in of for to with the a an on by from into using at as is are was were that which who".split(" "));

// A business function named as the people worked with ("assess transfer risk with procurement", "partnered
// with finance and legal") is a team, not the user's own discipline; "procurement of lab equipment" still is.
const PARTNER_AFTER = new Set("and or to on team teams colleagues department departments leads stakeholders".split(" "));
function partnerTeam(c: IndexedForm, tokens: Token[], i: number, len: number, text: string): boolean {
  if (c.term.kind !== "d" || len !== 1) return false;
  const prev = tokens[i - 1];
  let k = i - 1;
  // "with finance and procurement": the second of two functions after "with".
  if (prev && (prev.low === "and" || prev.low === "or") && tokens[i - 2]) k = i - 3;
  if (k < 0 || !/^(?:with|alongside)$/.test(tokens[k]!.low)) return false;
  const next = tokens[i + 1];
  if (!next) return true;
  return /[^\s]/.test(text.slice(tokens[i]!.end, next.start)) || PARTNER_AFTER.has(next.low);
}

function aboutDataOf(c: IndexedForm, tokens: Token[], i: number, text: string): boolean {
  if (c.term.kind !== "d" && c.term.kind !== "m") return false;
  const own = c.term.forms[0]!.tokens.map((w) => w.toLowerCase());
  if (own.some((w) => w === "data" || DATA_HEADS.has(w))) return false;
  const last = i + c.form.tokens.length - 1;
  // An action noun is the work done with the data ("forecasting spreadsheets", "quality control records").
  const word = tokens[last]!.low;
  if (verbForms(word) || /(?:ment|tion|sion|ance|ence|ing|ysis)$/.test(word)) return false;
  for (let k = last + 1; k <= last + 5 && k < tokens.length; k++) {
    // Any punctuation but a hyphen or slash ends the phrase ("Stormwater management, data analysis").
    if (/[^\s\-/]/.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))) return false;
    const low = tokens[k]!.low;
    // A plural before "and" is a head of its own ("alerts and Grafana dashboards"), not a modifier of the
    // noun after the list as "stormwater" is in "stormwater and road centerline data".
    if ((low === "and" || low === "or") && /[^s]s$/.test(word)) return false;
    if (DATA_HEADS.has(low)) {
      // An action noun after it, or a dictionary phrase it opens, makes it a modifier of that work or thing
      // instead ("data protection", "records management", "a cloud data warehouse").
      const after = tokens[k + 1];
      if (!after || /[^\s]/.test(text.slice(tokens[k]!.end, after.start))) return true;
      if (/(?:ment|tion|sion|ance|ence|ing|ysis)$/.test(after.low)) return false;
      return !(CI_INDEX.get(low) ?? []).some((o) => o.form.tokens.length >= 2 && o.form.tokens[1] === after.low);
    }
    if (PHRASE_BREAKS.has(low)) return false;
  }
  return false;
}

/**
 * The activities an agent noun names ("researcher" → research, "designer" → design, "developer" →
 * development, "engineer" → engineering, "analyst" → analysis): spellings to look up, not all words.
 */
function agentActivities(word: string): string[] {
  if (/yst$/.test(word)) return [word.replace(/yst$/, "ysis")];
  const m = /^(.{3,}?)(?:er|or)$/.exec(word);
  if (!m) return [];
  const base = m[1]!;
  return [word + "ing", base, base + "ing", base + "ment", base + "ement", base + "ion", base + "ation", base + "e"];
}

/**
 * A role title names the discipline its agent noun practises: "UX Researcher" is UX research, so the "UX"
 * in it is not UX design. True when the words before the agent noun, with the agent's activity, are a
 * form of another dictionary term.
 */
function namesOtherDiscipline(c: IndexedForm, tokens: Token[], i: number, len: number): boolean {
  const next = tokens[i + len];
  if (!next) return false;
  const words = tokens.slice(i, i + len).map((t) => t.low);
  const candidates = CI_INDEX.get(words[0]!) ?? [];
  return agentActivities(next.low).some((activity) =>
    candidates.some(
      (o) =>
        o.term !== c.term &&
        o.form.tokens.length === len + 1 &&
        o.form.tokens[len] === activity &&
        words.every((w, k) => o.form.tokens[k] === w),
    ),
  );
}

const near = (tokens: Token[], i: number, len: number, span: number, words: ReadonlySet<string>) => {
  for (let k = Math.max(0, i - span); k < Math.min(tokens.length, i + len + span); k++) {
    if ((k < i || k >= i + len) && words.has(tokens[k]!.low)) return true;
  }
  return false;
};

// Words that put "regression" in software testing ("run regression before every release", "functional,
// regression and exploratory testing"), where it is regression testing, never the statistical method.
const TESTING_NEIGHBOURS = new Set(
  "test tests testing tested tester testers qa release releases smoke exploratory functional suite suites bugs bug fixes retest re sprint build builds".split(
    " ",
  ),
);

/**
 * A one-letter name (R, C) is a skill only where it stands as a word of its own: joined by a hyphen or a
 * slash to a product or trade code ("R-410A", "HVAC/R", "C-suite", "B-roll") it is part of that code. A
 * slash list of languages still counts ("Python/R") because the other side is itself a tool or language.
 */
function standsAlone(tokens: Token[], i: number, text: string): boolean {
  const tok = tokens[i]!;
  const before = text[tok.start - 1];
  const after = text[tok.end];
  if (before === "-" || after === "-") return false;
  const toolAt = (k: number) => {
    const t = tokens[k];
    if (!t) return false;
    return [CI_INDEX.get(t.low), CS_INDEX.get(t.raw)].some((list) =>
      list?.some((c) => c.term.kind === "t" && c.form.tokens.length === 1 && (c.form.caseSensitive ? c.form.tokens[0] === t.raw : true)),
    );
  };
  if (before === "/" && !toolAt(i - 1)) return false;
  if (after === "/" && !toolAt(i + 1)) return false;
  return true;
}

function readsAsTerm(c: IndexedForm, tokens: Token[], i: number, text: string): boolean {
  const len = c.form.tokens.length;
  const prev = tokens[i - 1];
  const next = tokens[i + len];
  const name = c.term.name;
  if (len === 1 && c.form.tokens[0]!.length === 1 && !standsAlone(tokens, i, text)) return false;
  if (name === "Regression" && c.form === c.term.forms[0] && near(tokens, i, len, 4, TESTING_NEIGHBOURS)) return false;
  // A short form right after a figure is a unit ("500 ml", "2 TS"), in the same clause only: a list item after
  // a figure ("GPA: 3.2; R", "6.9, C++") is the item it names.
  if (
    len === 1 &&
    c.form.text.length <= 3 &&
    prev &&
    /^\d[\d.,]*$/.test(prev.raw) &&
    /^[\s-]*$/.test(text.slice(prev.end, tokens[i]!.start))
  )
    return false;
  // An acronym spelled out just before it in the same text names that phrase, not this term.
  if (len === 1 && /^[A-Z]{2,6}s?$/.test(tokens[i]!.raw) && spelledOutBefore(tokens, i, text) && c.form !== c.term.forms[0]) return false;
  if (name === "Spring Boot" && c.form.caseSensitive) {
    if ((next && /^(?:19|20)\d\d$/.test(next.raw)) || (next && SEASON_WORDS.has(next.low)) || (prev && SEASON_WORDS.has(prev.low)))
      return false;
  }
  // "Plotly Express", "American Express", "Visual Basic Express": a tool named by a plain English word, right after
  // another capitalised name that is no tool or verb, is the last word of that product's name, not the tool.
  if (
    c.term.kind === "t" &&
    WORD_NAMED_TOOLS.has(name) &&
    len === 1 &&
    tokens[i]!.low === name.toLowerCase() &&
    prev &&
    /^\p{Lu}/u.test(prev.raw) &&
    /^ +$/.test(text.slice(prev.end, tokens[i]!.start)) &&
    !isTermToken(prev) &&
    !verbForms(prev.low) &&
    !STOPWORDS.has(prev.low)
  )
    return false;
  // "Go above and beyond", "go the extra mile": the verb, not the language.
  if (name === "Go" && next && GO_VERB_NEXT.has(next.low)) return false;
  if (
    name === "Chef" &&
    ((prev && CULINARY_WORDS.has(prev.low)) || (next && /^(?:de|'s|’s)$/i.test(next.raw)) || /['’]s$/.test(tokens[i]!.raw))
  )
    return false;
  if (name === "Monitoring" && c.form === c.term.forms[0] && !near(tokens, i, len, 3, TECH_NEIGHBOURS)) return false;
  if (name === "Patient assessment" && c.form.evidenceOnly && !near(tokens, i, len, 6, CLINICAL_NEIGHBOURS)) return false;
  if (
    name === "Patient care" &&
    c.form.evidenceOnly &&
    next &&
    /^(?:with|and|in)$/.test(next.low) &&
    prev &&
    /^(?:be|being|was|is|stay|remain)$/.test(prev.low)
  )
    return false;
  if ((c.term.kind === "d" || c.term.kind === "m") && next && AUDIENCE_NOUNS.has(next.low)) return false;
  if (len === 1 && /^[A-Z][A-Z0-9]{1,4}$/.test(tokens[i]!.raw)) {
    // "NOVIQ RDS (India)": capitals after another name in capitals are part of that name.
    if (prev && /^[A-Z]{2,}[A-Za-z]*$/.test(prev.raw) && /^ +$/.test(text.slice(prev.end, tokens[i]!.start)) && !isTermToken(prev))
      return false;
    // "(CTR, DAU, MAU, CPA, CAC, ARPU)": an acronym among acronyms the dictionary does not know is one of their kind (metrics).
    if (unknownAcronymsNear(tokens, i) >= 2) return false;
  }
  // "Member of the AWS Community Builders", "the Python user group": a club named for a tool is not its use.
  if (c.term.kind === "t" && next && ORG_NOUNS.has(next.low)) return false;
  if (STAFF_PROCESSES.has(name) && !aboutStaff(tokens, i, len)) return false;
  if (aboutDataOf(c, tokens, i, text)) return false;
  if (partnerTeam(c, tokens, i, len, text)) return false;
  if (namesOtherDiscipline(c, tokens, i, len)) return false;
  return true;
}

/** True when the acronym at i follows, in brackets, words whose initials spell it ("learning community (PLC)"). */
function spelledOutBefore(tokens: Token[], i: number, text: string): boolean {
  const tok = tokens[i]!;
  if (text[tok.start - 1] !== "(") return false;
  const letters = tok.raw.replace(/s$/, "").toLowerCase();
  const words = tokens.slice(Math.max(0, i - letters.length), i);
  return words.length === letters.length && words.map((w) => w.low[0]).join("") === letters;
}

/** Dictionary terms in text, in order of appearance, without overlaps (the longest phrase wins). */
// The same texts are searched many times per request (see TOKEN_CACHE in text.ts): recent results are kept by
// text, a copy of the list handed out (callers reverse it), the hits themselves never modified. A caller's tokens
// are always tokenize(text), so the text alone is the key.
const TERM_CACHE = new Map<string, TermHit[]>();
const TERM_CACHE_MAX = 2000;

/** Empties the term and token caches: each tailoring request starts cold and reuses only its own texts. */
export function clearTextCaches(): void {
  TERM_CACHE.clear();
  clearTokenCache();
}

export function findTerms(text: string, tokens?: Token[]): TermHit[] {
  let hits = TERM_CACHE.get(text);
  if (!hits) {
    hits = findTermsIn(text, tokens ?? tokenize(text));
    if (TERM_CACHE.size >= TERM_CACHE_MAX) TERM_CACHE.clear();
    TERM_CACHE.set(text, hits);
  }
  return hits.slice();
}

function findTermsIn(text: string, tokens: Token[]): TermHit[] {
  const hits: TermHit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const tok = tokens[i]!;
    let best: IndexedForm | undefined;
    for (const candidates of [CI_INDEX.get(tok.low), CS_INDEX.get(tok.raw)]) {
      if (!candidates) continue;
      for (const c of candidates) {
        if (best && best.form.tokens.length >= c.form.tokens.length) break;
        if (matchAt(tokens, i, c.form) && readsAsTerm(c, tokens, i, text)) {
          best = c;
          break;
        }
      }
    }
    if (!best) {
      i++;
      continue;
    }
    const last = tokens[i + best.form.tokens.length - 1]!;
    const norm = tokens
      .slice(i, i + best.form.tokens.length)
      .map((t) => t.low)
      .join(" ");
    hits.push({
      term: best.term,
      form: best.form,
      start: tok.start,
      end: last.end,
      surface: text.slice(tok.start, last.end),
      norm,
      firstToken: i,
      lastToken: i + best.form.tokens.length - 1,
    });
    i += best.form.tokens.length;
  }
  return hits;
}

/** The normalised key of a term's own name. */
export const nameKey = (term: DictionaryTerm): string => term.forms[0]!.tokens.join(" ").toLowerCase();

export type EvidenceLevel = "named" | "implied" | "evidenced";

// Same-meaning wording that spans two words of one item: "CI pipelines in GitLab" is GitLab CI, "from
// research through prototypes in Figma" is user research. Each entry: the term shown, a word the item
// must contain, and terms of which the item must name at least one.
const COMPOSITES: Array<{ term: string; word: RegExp; anyOf: string[] }> = [
  { term: "GitLab CI", word: /\bgitlab\b/i, anyOf: ["CI/CD"] },
  { term: "GitHub Actions", word: /\bgithub actions?\b/i, anyOf: ["CI/CD"] },
  {
    term: "User research",
    word: /\bresearch\b/i,
    anyOf: ["Prototyping", "Usability testing", "UX design", "Figma", "Wireframing", "Interaction design"],
  },
  // "the close" in an item about journal entries or reconciliations is the accounting period's close.
  { term: "Month-end close", word: /\bthe close\b/i, anyOf: ["Journal entries", "Account reconciliation", "Accruals", "Accounting"] },
  {
    term: "AWS",
    word: /\b(?:ec2|s3|ecs|fargate|lambda|rds|dynamodb)\b/i,
    anyOf: ["EC2", "S3", "ECS", "Fargate", "AWS Lambda", "RDS", "DynamoDB"],
  },
];

// A method or domain named "<object> <action noun>" ("Periodontal charting", "Caregiver training", "Rent
// collection") is shown by the action's verb with that object ("charted periodontal pockets", "Train
// caregivers", "collect rent"): the other direction of the job's noun for the bullet's verb.
// A one-word method or skill named by the action's own noun ("Training", "Scheduling") is shown by the
// verb in any inflection ("Train caregivers", "schedules crews"): the noun states no more than the verb.
interface VerbalForm {
  term: DictionaryTerm;
  verb: string;
  /** The object's stem, or undefined for a one-word term the verb shows on its own. */
  object?: string;
}
let verbal: Map<string, VerbalForm[]> | undefined;
function verbalForms(): Map<string, VerbalForm[]> {
  if (verbal) return verbal;
  const verbOfNoun = new Map<string, string>();
  for (const v of knownVerbs()) for (const n of nounFormsOf(v)) if (!verbOfNoun.has(n)) verbOfNoun.set(n, v.base);
  verbal = new Map();
  for (const term of DICTIONARY) {
    if (term.kind !== "m" && term.kind !== "d" && term.kind !== "w" && term.kind !== "s") continue;
    const words = term.forms[0]!.tokens.map((w) => w.toLowerCase());
    if (words.length > 2 || (words.length === 1 && term.kind === "d")) continue;
    if (words.length === 2 && term.kind === "s") continue;
    const verb = verbOfNoun.get(words[words.length - 1]!);
    if (!verb || (words.length === 1 && words[0] === verb)) continue;
    const list = verbal.get(verb) ?? [];
    list.push({ term, verb, object: words.length === 2 ? stem(words[0]!) : undefined });
    verbal.set(verb, list);
  }
  return verbal;
}

/** Terms shown by a verb and its object in the text ("Train caregivers" → Caregiver training). */
function verbalHits(tokens: Token[]): VerbalForm[] {
  const out: VerbalForm[] = [];
  const table = verbalForms();
  tokens.forEach((t, i) => {
    const v = verbForms(t.low);
    // British "-yse" verbs ("analysed") are the nouns' "-yze" verbs ("analysis" → analyze).
    const forms = v && (table.get(v.base) ?? table.get(v.base.replace(/yse$/, "yze")));
    if (!forms) return;
    for (const f of forms) {
      if (f.object === undefined) {
        out.push(f);
        continue;
      }
      // The object right after the verb, or after one or two modifiers ("chart periodontal pockets",
      // "collect the rent").
      for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
        if (stem(tokens[k]!.low) === f.object) {
          out.push(f);
          break;
        }
      }
    }
  });
  return out;
}

/**
 * What a piece of text shows about each term: 'named' when it names the term (name or alias), 'implied'
 * when a named narrower term implies it (EC2 → AWS, PostgreSQL → SQL) or one item's wording entails it
 * (COMPOSITES), 'evidenced' when it only shows it another way (a verb like "mentored").
 */
export function termEvidence(text: string): Map<number, EvidenceLevel> {
  const out = new Map<number, EvidenceLevel>();
  const rank = { named: 3, implied: 2, evidenced: 1 } as const;
  const give = (id: number, level: EvidenceLevel) => {
    const have = out.get(id);
    if (!have || rank[have] < rank[level]) out.set(id, level);
  };
  for (const line of text.split("\n")) {
    const tokens = tokenize(line);
    const hits = findTerms(line, tokens);
    // "chart periodontal pockets" names Periodontal charting in another order and inflection: the item shows
    // it as plainly as the name would (listable); the verb alone ("Train …" → Training) only evidences a skill.
    for (const v of verbalHits(tokens)) give(v.term.id, v.object === undefined ? "evidenced" : "implied");
    for (const hit of hits) {
      give(hit.term.id, hit.form.evidenceOnly ? "evidenced" : "named");
      for (const parent of impliedClosure(hit.term)) give(parent.id, hit.form.evidenceOnly ? "evidenced" : "implied");
    }
    for (const c of COMPOSITES) {
      if (!c.word.test(line) || !hits.some((h) => !h.form.evidenceOnly && c.anyOf.includes(h.term.name))) continue;
      const term = termByName(c.term);
      if (!term) continue;
      give(term.id, "implied");
      for (const parent of impliedClosure(term)) give(parent.id, "implied");
    }
  }
  return out;
}

/** Named, or implied by something named: enough to list the term as a skill. */
export const showsTerm = (level: EvidenceLevel | undefined | unknown): boolean => level === "named" || level === "implied";
