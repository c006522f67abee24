// Extracts a job description's key terms with weights. Terms in the requirements count most, duties and
// "nice to have" next, text before any heading is neutral, and boilerplate (about us, benefits, equal
// opportunity) barely counts, so a skill named only in the company blurb does not become a key term.

import { DICTIONARY, isListable } from "../lexicon/dictionary";
import { isEnglish } from "../lexicon/language";
import { findTerms } from "../lexicon/vocabulary";
import { STOPWORDS, TITLE_NOUNS, stem, tokenize } from "../lexicon/text";
import { verbForms } from "../lexicon/verbs";
import { homonymHits } from "./homonyms";
import { linePhrases, loneWordOk } from "./job-phrases";
import {
  GERMAN_BOILERPLATE_HEADING,
  GERMAN_DUTY_HEADING,
  GERMAN_PREFERRED_HEADING,
  GERMAN_REQUIRED_HEADING,
  germanNouns,
  isGermanLine,
} from "./german-terms";
import { employerWords, isMetadataLine, namesTheEmployer } from "./posting-parts";
import { dutyAsks } from "./duty-families";
import { foreignFrameObjects } from "./foreign-frames";
import { findRoleTitle, GENERAL_ROLE } from "./role";

export interface JobTerm {
  /** Stable identity: 'skill:<dictionary id>', 'phrase:<stems>' / 'word:<stem>' (requirement phrases), 'duty:<stems>' (duty-families.ts) or 'code:<name>'. */
  key: string;
  /** How the term is shown: the dictionary name for skills, the job's word for plain words. */
  label: string;
  weight: number;
  /** Dictionary id for skills and phrases; absent for plain words. */
  termId?: number;
  /** Lower-cased ways the job writes the term: using one of them is a literal match. */
  literals: string[];
  /** Requirement phrases are matched by their stems in order (half credit); codes by their literal only. */
  stem?: string;
  /** May be added to the skills list when the profile evidences it. */
  listable: boolean;
}

export interface JobTerms {
  terms: JobTerm[];
  totalWeight: number;
}

export const MAX_SKILL_TERMS = 25;
export const MAX_WORD_TERMS = 8;
export const MAX_DUTY_TERMS = 5;

const REQUIRED_WEIGHT = 3;
const DUTY_WEIGHT = 2;
const PREFERRED_WEIGHT = 1.5;
const NEUTRAL_WEIGHT = 1.5;
const BOILERPLATE_WEIGHT = 0.25;

const HEADINGS: Array<[RegExp, number]> = [
  // Before the requirement headings: "Physical requirements" describe the workplace, not the work.
  [/working conditions|physical (?:requirements|demands|effort)|work environment|^logistics$|^hours$/i, BOILERPLATE_WEIGHT],
  [/nice[- ]to[- ]have|preferred|bonus|a plus|desired|desirable|good to have|would be great|extra credit/i, PREFERRED_WEIGHT],
  [
    /requirement|qualification|must[- ]haves?|^(?:systems|tools|tech(?:nology)? stack|technologies)$|what you(?:'ll|’ll| will)? (?:bring|need|have)|you (?:have|bring)|who you are|about you|what we(?:'re|’re| are) looking for|ideal candidate|skills|experience|your profile|competenc|essential/i,
    REQUIRED_WEIGHT,
  ],
  [
    /responsibilit|what you(?:'ll|’ll| will) do|the role|your role|about (?:the|this) (?:role|job|position|opportunity)|^job description$|role overview|you will|duties|day[- ]to[- ]day|in this role|key tasks|your impact|what you will be doing|the job|overview|summary|purpose of the (?:role|job|position)/i,
    DUTY_WEIGHT,
  ],
  [
    /^about\b|who we are|benefits|perks|what we offer|we offer|compensation|salary|pay range|equal opportunit|eeo|diversity|our (?:values|mission|culture|story)|why join|why work|how to apply|application process|location|legal|company culture|we take care|how we work/i,
    BOILERPLATE_WEIGHT,
  ],
  // German postings head the same sections in their own words ("Ihr Profil", "Deine Aufgaben", "Wir bieten").
  [GERMAN_PREFERRED_HEADING, PREFERRED_WEIGHT],
  [GERMAN_REQUIRED_HEADING, REQUIRED_WEIGHT],
  [GERMAN_DUTY_HEADING, DUTY_WEIGHT],
  [GERMAN_BOILERPLATE_HEADING, BOILERPLATE_WEIGHT],
  // French, Spanish and Portuguese benefits ("Avantages RH", "Lo que ofrecemos", "Benefícios").
  [
    /^avantages\b|nous (?:offrons|proposons)|^beneficios\b|^benefícios\b|ofrecemos|oferecemos|^ventajas\b|^vantagens\b/i,
    BOILERPLATE_WEIGHT,
  ],
];

const BOILERPLATE_LINE =
  /equal opportunit|regardless of|without regard|reasonable accommodation|401\(?k\)?|health insurance|healthcare|dental|paid time off|\bpto\b|parental leave|stock options|\bequity\b|\bote\b|visa sponsorship|background check|salary|\bpay\b|\bperks?\b|benefits|discount|pension|holiday|overtime|premium|allowance|reimbursement|repayment|profit sharing|apply (?:now|today)|to apply|privacy (?:notice|policy)|we welcome|welcomes applications|money in your|\b(?:paid|funded|ongoing|free|full) training\b|training (?:is )?provided/i;

// Text addressed to a machine reading the posting, not to a candidate: such a line is no requirement.
export const INSTRUCTION_LINE =
  /\b(?:ignore|disregard|forget)\b[^.]*\b(?:instructions?|previous|above|prior|candidate'?s?|history|rules|everything)\b|\bnote to (?:any |all )?(?:automated|ai|resume|screening|language)|\b(?:automated|ai) (?:resume |screening )?(?:tools?|screeners?|systems?|assistants?|models?)\b|\[(?:system|assistant|inst)\]|\bnew (?:task|instructions?)\b|\bas an ai\b|\blanguage model\b|\bsystem prompt\b|\b(?:describe|present|portray) (?:this|the) (?:applicant|candidate)\b|\bfor the assistant\b/i;

// The company talking about itself ("We're a busy Italian restaurant", "Our team runs lean").
const COMPANY_LINE = /^\W*(?:hey\b|hi\b|we(?:'re|’re| are|'ve|’ve| have)?\b|our\b|join\b|at [A-Z]\w+,)/i;

// Spoken languages count only when the job requires them ("fluent Spanish required"), not when a
// posting merely mentions one ("Polish is welcome but not needed", "Arabic a plus").
const LANGUAGES = new Set(
  "english spanish german french portuguese italian dutch polish mandarin cantonese japanese korean arabic hindi welsh irish tamil yoruba russian twi".split(
    " ",
  ),
);
const REQUIRED_RE = /\b(?:required|requires?|must|fluen(?:t|cy)|native|essential|mandatory)\b/i;
const OPTIONAL_RE =
  /\bnot (?:required|needed|necessary|essential|mandatory)\b|\bplus\b|\badvantage\w*|\bhelpful\b|\bwelcome\b|\bpreferred\b|\bbonus\b|\bnice\b|\bdesirable\b/i;

// "We think you would be a great fit if you have", "You'll thrive here if you are": a sentence that opens the
// requirements, however long.
const FIT_HEADING =
  /\b(?:(?:great|good|strong|perfect) fit if you|(?:thrive|succeed|excel) (?:here )?if you|we(?:'d|’d| would) love (?:it )?if you)\b[^.!?]*$/i;

function headingWeight(line: string): number | undefined {
  const raw = line.trim();
  // List items are content, never headings ("- Strong SQL skills (PostgreSQL preferred)").
  if (/^(?:[-–•*·]\s|\d+[.)]\s)/.test(raw) && !/^\*\*/.test(raw)) return undefined;
  if (FIT_HEADING.test(raw) && raw.split(/\s+/).length <= 14) return REQUIRED_WEIGHT;
  const text = raw.replace(/^[#*\s]+|[*:\s]+$/g, "");
  if (!text || text.split(/\s+/).length > 7) return undefined;
  const marked =
    /:\s*$/.test(raw) || /^#+\s/.test(raw) || /^\*\*.*\*\*:?$/.test(raw) || (text === text.toUpperCase() && /[A-Z]/.test(text));
  const short = text.split(/\s+/).length <= 4 && !/[.!?,;]$/.test(text);
  if (!marked && !short) return undefined;
  for (const [re, weight] of HEADINGS) if (re.test(text)) return weight;
  return undefined;
}

// Nouns every posting repeats that name who or what the work is about, not a requirement a recruiter checks:
// "issues", "students", "projects" recur as heads of the job's phrases without being asked for.
const GENERIC_NOUNS = new Set(
  (
    "issue issues problem problems concern concerns need needs activity activities project projects department departments " +
    "deadline deadlines priority priorities status option options level levels individual individuals other others member " +
    "members goal goals result results solution solutions request requests question questions change changes update updates " +
    "information student students patient patients child children user users employee employees people person stakeholder " +
    "stakeholders partner partners organization organisation organizations organisations school schools site sites " +
    "job jobs opportunity candidate skill skills product products service services application applications " +
    "company companies group groups office offices community communities life lives world country countries plan plans " +
    "program programs programme programmes initiative initiatives event events feature features idea ideas offering " +
    "offerings topic topics relationship relationships share sharing back absence absences suite platform platforms " +
    "framework frameworks lab labs tool tools way ways " +
    // What every posting's duties handle or who they serve, not what a recruiter checks ("abilities", "cloud
    // providers", "email inquiries", "contract documents").
    "ability abilities capability capabilities provider providers agency agencies inquiry inquiries message messages " +
    "document documents procedure procedures matter matters aspect aspects item items"
  ).split(" "),
);
// Seniority and the form of the post are no part of the role a résumé's titles show.
const ROLE_QUALIFIERS =
  /\b(?:senior|sr|junior|jr|graduate|entry[- ]level|trainee|apprentice|associate|principal|staff|mid[- ]level|experienced)\b\.?/gi;

const GENERIC_TECH_TITLE =
  /^(?:(?:software|web|full[- ]?stack|back[- ]?end|front[- ]?end|application|applications|lead|engineering)\s+)*(?:developer|engineer|programmer|development|engineering)(?:\s+(?:i{1,3}|iv|\d|intern|internship|in test))?$/;

/** The posting's role as the words a résumé's titles would use ("Senior Quality Engineer" → "quality engineer"). */
function roleTerm(jobDescription: string): { label: string; literals: string[] } | undefined {
  const role = findRoleTitle(jobDescription);
  if (role === GENERAL_ROLE) return undefined;
  const label = role
    .replace(/\(.*?\)/g, " ")
    .replace(ROLE_QUALIFIERS, " ")
    // "Junior to Mid-level Project Manager": the range's joining word goes with its qualifiers.
    .replace(/^\s*(?:to|or|and|\/|-)\s+/i, " ")
    .replace(/[^\p{L}\p{N}/&+# -]/gu, " ")
    .replace(/\b(?:i{2,3}|iv|[1-4])$/i, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  // "Buyer/Expeditor": either title names the role.
  const literals = label
    .split("/")
    .map((w) => w.trim())
    .filter((w) => w.length >= 3 && w.split(" ").length <= 3);
  // "Software Engineer II": a generic programming title names no requirement its skills do not already name.
  if (literals.every((l) => GENERIC_TECH_TITLE.test(l))) return undefined;
  return literals.length && !literals.some((l) => STOPWORDS.has(l)) ? { label, literals } : undefined;
}

interface Acc {
  termId?: number;
  maxWeight: number;
  count: number;
  literals: Map<string, number>;
  stem?: string;
  listable: boolean;
  words?: Map<string, number>;
  framed?: boolean;
  code?: boolean;
  label?: string;
  partOnly?: boolean;
  /** Also named in the company's own introduction or its boilerplate (its business, not a requirement). */
  blurb?: boolean;
}

/** A word the duties or requirements keep using, not yet met as a term. */
const dutyWord = (key: string): Acc => ({
  maxWeight: DUTY_WEIGHT,
  count: 0,
  literals: new Map(),
  stem: key,
  listable: false,
  words: new Map(),
});

/**
 * The job's own wording for what it asks: the lines that count as duties or requirements, lower-cased.
 * Lines addressed to a machine, boilerplate (benefits, pay, equal opportunity) and the company talking about
 * itself are left out, so wording the local engine borrows from the job never comes from them.
 */
export function requirementText(jobDescription: string): string {
  const out: string[] = [];
  let sectionWeight = NEUTRAL_WEIGHT;
  for (const line of jobDescription.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const heading = headingWeight(line);
    if (heading !== undefined) {
      sectionWeight = heading;
      const colon = line.indexOf(":");
      if (colon < 0 || !line.slice(colon + 1).trim()) continue;
    }
    if (INSTRUCTION_LINE.test(line) || sectionWeight === BOILERPLATE_WEIGHT || BOILERPLATE_LINE.test(line)) continue;
    if (isMetadataLine(line) || (sectionWeight === NEUTRAL_WEIGHT && COMPANY_LINE.test(line))) continue;
    out.push(line.toLowerCase());
  }
  return out.join("\n");
}

export function extractJobTerms(jobDescription: string): JobTerms {
  const skills = new Map<number, Acc>();
  const words = new Map<string, Acc>();
  let sectionWeight = NEUTRAL_WEIGHT;
  const homonyms = homonymHits(jobDescription);
  // Lone nouns of the duty and requirement lines, by stem: the lines they are in and how the job writes them.
  const lone = new Map<string, { lines: Set<number>; forms: Map<string, number> }>();
  const blurbKeys = new Set<string>();
  // Capitalised nouns of German duty and requirement lines: the lines they are in and how they are written.
  const german = new Map<string, { lines: Set<number>; raw: string; domain: boolean; weight: number }>();
  let headed = false;
  // Duty families the duty and requirement lines ask for (duty-families.ts): strongest line weight and lines.
  const duties = new Map<string, { weight: number; count: number }>();

  for (const [lineNo, line] of jobDescription.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const heading = headingWeight(line);
    if (heading !== undefined) {
      sectionWeight = heading;
      if (heading >= DUTY_WEIGHT) headed = true;
      // "Requirements: 5+ years of Go" carries content after the colon.
      const colon = line.indexOf(":");
      if (colon < 0 || !line.slice(colon + 1).trim()) continue;
    }
    if (INSTRUCTION_LINE.test(line) || isMetadataLine(line)) continue;
    const blurb = sectionWeight === NEUTRAL_WEIGHT && COMPANY_LINE.test(line);
    const weight = BOILERPLATE_LINE.test(line) || blurb ? BOILERPLATE_WEIGHT : sectionWeight;
    const tokens = tokenize(line);
    const hits = findTerms(line, tokens);
    const covered = new Set<number>();
    // Tokens a term names (not merely evidences): a lone noun of the job may be an evidence form ("suppliers").
    const named = new Set<number>();
    for (const hit of hits) {
      // A code the dictionary holds only as evidence of a broader term ("IFRS" for GAAP, "HTML5" for HTML) is
      // still what the job asks for by name: left for the code rule below.
      const code = hit.form.evidenceOnly && hit.firstToken === hit.lastToken && /^[A-Z][A-Z0-9&]{2,7}$/.test(hit.surface);
      if (!code) for (let k = hit.firstToken; k <= hit.lastToken; k++) covered.add(tokens[k]!.start);
      if (!hit.form.evidenceOnly) for (let k = hit.firstToken; k <= hit.lastToken; k++) named.add(tokens[k]!.start);
      // Evidence-only forms ("on-call", "budget", "documentation") show a term but do not name it: the
      // job asks for what it names.
      if (hit.form.evidenceOnly) continue;
      // A short name the job gives no field for is another field's thing ("a CRO or pharmaceutical company").
      if (homonyms.has(`${lineNo}:${hit.firstToken}`)) continue;
      // "We are recruiting a radiographer": the employer hiring, not a recruiting skill.
      if (/^recruit/.test(hit.norm) && /\b(?:we|we're|are|is|currently)\s+$/i.test(line.slice(0, tokens[hit.firstToken]!.start))) continue;
      if (LANGUAGES.has(hit.term.name.toLowerCase()) && !(REQUIRED_RE.test(line) && !OPTIONAL_RE.test(line))) continue;
      const acc: Acc = skills.get(hit.term.id) ?? {
        termId: hit.term.id,
        maxWeight: 0,
        count: 0,
        literals: new Map(),
        listable: isListable(hit.term),
      };
      acc.maxWeight = Math.max(acc.maxWeight, weight);
      acc.count++;
      const lit = hit.norm;
      acc.literals.set(lit, (acc.literals.get(lit) ?? 0) + (hit.form.evidenceOnly ? 0 : 1));
      skills.set(hit.term.id, acc);
    }
    // Beyond the dictionary only requirement phrases count, never a plain word of the ad on its own;
    // boilerplate and the company's blurb name no requirement.
    // The company's introduction (before the first duty or requirement heading) and its boilerplate: what the
    // business does ("solar projects", "money without borders"), marked so a phrase it shares is not a requirement.
    if (weight === BOILERPLATE_WEIGHT || (!headed && sectionWeight === NEUTRAL_WEIGHT)) {
      for (const p of linePhrases(line, tokens, covered, LANGUAGES)) if (!p.framed) blurbKeys.add(p.key);
      if (weight === BOILERPLATE_WEIGHT) continue;
    }
    const germanLine = isGermanLine(line);
    // Spanish, French and other lines the engine has no grammar for: only dictionary terms and codes count.
    const otherLine = !germanLine && !isEnglish(line);
    if (weight >= DUTY_WEIGHT && germanLine) {
      for (const n of germanNouns(line, tokens)) {
        if ([...named].some((start) => tokens.some((t) => t.start === start && t.low === n.low))) continue;
        const entry = german.get(n.low) ?? { lines: new Set(), raw: n.raw, domain: n.domain, weight };
        entry.lines.add(lineNo);
        entry.weight = Math.max(entry.weight, weight);
        german.set(n.low, entry);
      }
    }
    // "Erfahrung in der Buchhaltung", "experiência com desenvolvimento de sites": the object of a German, Dutch or
    // Romance requirement frame is asked for by name, unless a dictionary term names it or a part of it. Its key is the
    // words as written: the English stemmer would cut them into unrelated English words. The frame itself says
    // requirement, so a section whose heading the tables do not know ("Wir sollten uns kennenlernen, wenn Sie")
    // counts too; boilerplate and the company's blurb never reach here.
    if (weight >= NEUTRAL_WEIGHT) {
      for (const f of foreignFrameObjects(line)) {
        const inside = tokens.filter((t) => t.start >= f.start && t.start < f.end);
        if (inside.some((t) => covered.has(t.start))) continue;
        const key = f.literal;
        const acc: Acc = words.get(key) ?? { maxWeight: 0, count: 0, literals: new Map(), stem: key, listable: false, words: new Map() };
        acc.maxWeight = Math.max(acc.maxWeight, weight);
        acc.count++;
        acc.framed = true;
        acc.label = acc.label ?? f.label;
        acc.partOnly = false;
        acc.words!.set(f.literal, (acc.words!.get(f.literal) ?? 0) + 1);
        words.set(key, acc);
      }
    }
    // A duty line, or a list item of a section no heading names ("- Willing and able to travel"): the duty
    // families it asks for that no dictionary term of the line already names.
    const listItem = /^\s*[-–•*·]\s/.test(line);
    if (!germanLine && !otherLine && (weight >= DUTY_WEIGHT || (weight === NEUTRAL_WEIGHT && listItem))) {
      for (const ask of dutyAsks(line)) {
        if (tokens.some((t) => named.has(t.start) && t.start >= ask.start && t.start < ask.end)) continue;
        const entry = duties.get(ask.label) ?? { weight, count: 0 };
        entry.weight = Math.max(entry.weight, weight);
        entry.count++;
        duties.set(ask.label, entry);
      }
    }
    // The English lone-noun and phrase readings would take German function words ("und", "der") for nouns;
    // only codes ("GuV", "SAP") read the same in both languages.
    if (weight >= DUTY_WEIGHT && !germanLine && !otherLine) {
      tokens.forEach((t, i) => {
        if (named.has(t.start) || !/^[a-z][a-z-]{2,}$/.test(t.raw) || !loneWordOk(t.low) || GENERIC_NOUNS.has(t.low)) return;
        // Half of a hyphenated word ("in-depth", "follow-up") is no noun of its own.
        const prev = tokens[i - 1];
        if ((prev && line.slice(prev.end, t.start) === "-") || line[t.end] === "-") return;
        const v = verbForms(t.low);
        // A verb is no requirement; a gerund may be an activity's name ("invoicing") but not where it opens a duty.
        if (v && (v.gerund !== t.low || i === 0 || /^[\s\-–•*·]*$/.test(line.slice(0, t.start)))) return;
        if (/(?:ed|en)$/.test(t.low) || LANGUAGES.has(t.low) || TITLE_NOUNS.has(t.low) || TITLE_NOUNS.has(stem(t.low))) return;
        // Only where it heads its phrase: "back orders", "open source", "health education" name the next word.
        const next = tokens[i + 1];
        const modifies =
          next &&
          /^[\s-]+$/.test(line.slice(t.end, next.start)) &&
          /^\p{L}/u.test(next.raw) &&
          !STOPWORDS.has(next.low) &&
          !verbForms(next.low) &&
          !/^(?:experience|skills?|knowledge|expertise)$/.test(next.low);
        if (modifies) return;
        const key = stem(t.low);
        const entry = lone.get(key) ?? { lines: new Set(), forms: new Map() };
        entry.lines.add(lineNo);
        entry.forms.set(t.low, (entry.forms.get(t.low) ?? 0) + 1);
        lone.set(key, entry);
      });
    }
    for (const p of linePhrases(line, tokens, covered, LANGUAGES)) {
      if ((germanLine || otherLine) && !p.code) continue;
      const acc: Acc = words.get(p.key) ?? { maxWeight: 0, count: 0, literals: new Map(), stem: p.key, listable: false, words: new Map() };
      acc.maxWeight = Math.max(acc.maxWeight, weight);
      acc.count++;
      acc.framed = acc.framed || p.framed;
      acc.code = acc.code || p.code;
      if (!p.part || acc.label === undefined) acc.label = acc.label !== undefined && !acc.partOnly ? acc.label : p.label;
      acc.partOnly = (acc.partOnly ?? true) && !!p.part;
      acc.words!.set(p.literal, (acc.words!.get(p.literal) ?? 0) + 1);
      words.set(p.key, acc);
    }
  }

  // A noun shared by three different phrases of the duties or requirements ("ventilator checks", "ventilator
  // alarms", "ventilator weaning") is itself a term the job keeps asking for.
  const sharedBy = new Map<string, Set<string>>();
  for (const acc of words.values()) {
    if (acc.code || acc.partOnly || acc.maxWeight < DUTY_WEIGHT || !acc.stem!.includes(" ")) continue;
    for (const literal of acc.words!.keys())
      for (const w of literal.split(" ")) {
        if (!loneWordOk(w) || verbForms(w) !== undefined || /ed$/.test(w)) continue;
        const set = sharedBy.get(w) ?? new Set();
        set.add(acc.stem!);
        sharedBy.set(w, set);
      }
  }
  for (const [w, phrases] of sharedBy) {
    if (phrases.size < 3) continue;
    const key = stem(w);
    const acc = words.get(key) ?? dutyWord(key);
    acc.count = Math.max(acc.count, phrases.size);
    acc.framed = true;
    acc.label = acc.label ?? w;
    acc.partOnly = false;
    acc.words!.set(w, phrases.size);
    words.set(key, acc);
  }

  // A noun the duties and requirements name in three lines or more ("suppliers", "invoices", "tickets") is a
  // domain the job keeps asking for, even where no phrase or frame holds it.
  for (const [key, { lines, forms }] of lone) {
    if (lines.size < 3) continue;
    const label = [...forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const acc = words.get(key) ?? dutyWord(key);
    acc.count = Math.max(acc.count, lines.size);
    acc.framed = true;
    acc.label = acc.partOnly === false ? acc.label : label;
    acc.partOnly = false;
    for (const [f, n] of forms) acc.words!.set(f, (acc.words!.get(f) ?? 0) + n);
    words.set(key, acc);
  }
  // A German noun the duties and requirements repeat, or one with a domain head, is asked for by name. Its
  // stem is the word itself: the English stemmer would cut German words into unrelated English ones.
  for (const [low, { lines, raw, domain, weight }] of german) {
    if (lines.size < 2 && !domain) continue;
    const acc: Acc = words.get(low) ?? { maxWeight: weight, count: 0, literals: new Map(), stem: low, listable: false, words: new Map() };
    acc.count = Math.max(acc.count, lines.size);
    acc.framed = true;
    acc.label = acc.partOnly === false ? acc.label : raw;
    acc.partOnly = false;
    acc.words!.set(low, (acc.words!.get(low) ?? 0) + lines.size);
    words.set(low, acc);
  }
  for (const key of blurbKeys) {
    const acc = words.get(key);
    if (acc && !acc.framed && headed) acc.blurb = true;
  }

  const score = (acc: Acc) => acc.maxWeight + 0.5 * Math.min(acc.count - 1, 3);
  const terms: JobTerm[] = [];
  // The employer's own name is no requirement, nor a legal form or a time zone (posting-parts.ts).
  const employer = employerWords(jobDescription);

  const skillAccs = [...skills.values()]
    .filter((a) => a.maxWeight >= 1 && !namesTheEmployer(DICTIONARY[a.termId!]!.name, employer))
    .sort((a, b) => score(b) - score(a));
  for (const acc of skillAccs.slice(0, MAX_SKILL_TERMS)) {
    terms.push({
      key: `skill:${acc.termId}`,
      label: skillLabel(acc),
      weight: score(acc),
      termId: acc.termId,
      literals: [...acc.literals.keys()],
      listable: acc.listable,
    });
  }

  // A phrase counts when the job names it twice (alone or inside a longer phrase) or asks for it in a
  // requirement frame ("experience with X"); a code (an acronym or product name) once, in a duty or requirement.
  // "CRMs": a code that is a dictionary term's plural is that term, already listed.
  const skillLiterals = new Set(skillAccs.flatMap((a) => [...a.literals.keys()]));
  const qualified = [...words.values()].filter(
    (a) =>
      (a.code ? a.maxWeight >= PREFERRED_WEIGHT : a.count >= 2 || a.framed) &&
      !(a.code && /s$/.test(a.label!) && skillLiterals.has(a.label!.slice(0, -1).toLowerCase())) &&
      !a.blurb &&
      !GENERIC_NOUNS.has(a.label!) &&
      !namesTheEmployer(a.label!, employer),
  );
  // A bare code the posting also names with its number ("ISO" beside "ISO 13485") is that numbered standard
  // said loosely: the numbered one is the term.
  const numberedCodes = qualified.filter((a) => a.code && /\d/.test(a.label!)).map((a) => a.label!);
  const looseCode = (a: Acc) =>
    a.code === true && !/\d/.test(a.label!) && numberedCodes.some((n) => new RegExp(`(?<![\\p{L}])${a.label}(?![\\p{L}])`, "u").test(n));
  // A phrase inside a longer qualified one that covers all its mentions is the same requirement said shorter.
  const inside = (short: string, long: string) => short !== long && ` ${long} `.includes(` ${short} `);
  const wordAccs = qualified
    .filter((a) => !looseCode(a))
    .filter((a) => a.code || !qualified.some((b) => !b.code && inside(a.stem!, b.stem!) && b.count >= a.count))
    .map((a) => ({ a, s: 0.6 * score(a) + (a.framed ? 0.3 : 0) }))
    .sort((x, y) => y.s - x.s)
    .slice(0, MAX_WORD_TERMS);
  for (const { a, s } of wordAccs) {
    const surface = a.label!;
    const key = a.code ? `code:${a.label}` : `${a.stem!.includes(" ") ? "phrase" : "word"}:${a.stem}`;
    terms.push({
      key,
      label: surface,
      weight: s,
      literals: [...a.words!.keys()],
      stem: a.code ? a.label!.toLowerCase() : a.stem,
      listable: false,
    });
  }

  // Duty families after the phrases, in their own slots: a phrase list full of tools leaves the job's duties out
  // otherwise. One the list already holds (a skill, a phrase with the same words) is not repeated.
  const held = new Set(terms.flatMap((t) => [t.label.toLowerCase(), ...t.literals]));
  const dutyTerms = [...duties.entries()]
    .filter(([label]) => !held.has(label))
    .map(([label, d]) => ({ label, s: 0.6 * (d.weight + 0.5 * Math.min(d.count - 1, 3)) + 0.3 }))
    .sort((x, y) => y.s - x.s)
    .slice(0, MAX_DUTY_TERMS);
  for (const { label, s } of dutyTerms) {
    const stems = label.split(" ").map(stem).join(" ");
    terms.push({ key: `duty:${stems}`, label, weight: s, literals: [label], stem: stems, listable: false });
  }

  // The role itself: a recruiter checks first whether the résumé's titles show it ("quality engineer").
  const role = roleTerm(jobDescription);
  // "HVAC/Sheet Metal/Gas Technician": a title of several trades is still asked for while one of them is not
  // already a term.
  if (role && !role.literals.every((l) => terms.some((t) => t.literals.includes(l)))) {
    terms.push({
      key: `role:${role.label}`,
      label: role.label,
      weight: REQUIRED_WEIGHT,
      literals: role.literals,
      stem: role.literals[0]!.split(" ").map(stem).join(" "),
      listable: false,
    });
  }

  return { terms, totalWeight: terms.reduce((sum, t) => sum + t.weight, 0) };
}

/** Terms are shown by their dictionary name: the job's own spellings (k8s, JS) still count as literal matches. */
function skillLabel(acc: Acc): string {
  return DICTIONARY[acc.termId!]!.name;
}
