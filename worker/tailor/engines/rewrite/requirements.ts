// Suggestions that serve the job's requirements: where a bullet evidences a requirement of the job but does
// not name it in the job's words, the job's name for it goes right after the wording that shows it
// ("Built pipelines with Jenkins" → "Built pipelines with Jenkins (CI/CD)" when the job asks for CI/CD).
// Evidence is closed: a narrower dictionary term that implies the requirement (lexicon/dictionary.ts) or a row
// of lexicon/requirement-evidence.ts. Nothing is removed, so every number, name, tool and place stays; the
// guards accept the name on the same evidence. A bullet in another language, a tool list ("Tools: A, B") or a
// requirement the entry already names elsewhere is left alone.

import { DICTIONARY, impliedClosure, type DictionaryTerm } from "../../lexicon/dictionary";
import { nounFormsOf } from "../../lexicon/morphology";
import { plural } from "../../lexicon/synonyms";
import { isEnglish } from "../../lexicon/language";
import { REQUIREMENT_EVIDENCE } from "../../lexicon/requirement-evidence";
import { escapeRegExp, STOPWORDS, stem, tokenize } from "../../lexicon/text";
import { verbForms } from "../../lexicon/verbs";
import { findTerms, type TermHit } from "../../lexicon/vocabulary";
import type { JobAnalysis } from "../../job/analysis";
import { coverTerms } from "../../match/match";
import type { JobTerm } from "../../match/job-terms";

export interface ServedBullet {
  text: string;
  /** The requirements the rewrite names (the job's labels), empty when the bullet stays as it was. */
  serves: string[];
}

interface Candidate {
  /** One requirement, however reached. */
  key: string;
  label: string;
  weight: number;
  /** Where the name goes: right after the evidence. */
  at: number;
  write: string;
}

const LANGUAGES = new Set(
  "SQL JavaScript TypeScript Python Java C# C++ Ruby PHP Kotlin Scala Go Rust Swift Dart R Bash PowerShell HTML CSS".split(" "),
);

// "Tools & Technologies: Selenium, Java, SQL": a list, not a sentence a name can be put into. A label before a
// sentence ("Data integration: Built connectors between …", five plain words or more) heads a duty that is one.
const LABEL = /^[^,.:;]{2,40}:\s*\S/;
const plainWords = (text: string) => (text.match(/(?<![\p{L}.])\p{Ll}{3,}\b/gu) ?? []).length;
const listLine = (text: string) => LABEL.test(text) && plainWords(text.slice(text.indexOf(":") + 1)) < 5;
const commas = (text: string) => (text.match(/,/g) ?? []).length;
// "Python, FastAPI, Next.js, Terraform": names and commas with hardly a plain word between them.
const nameList = (text: string) => commas(text) >= 2 && plainWords(text) < 3;

// Patterns built once: a phrase as a whole word or words.
const WORD_RES = new Map<string, RegExp>();
function wordRe(phrase: string, flags: string): RegExp {
  const key = `${flags}:${phrase}`;
  let re = WORD_RES.get(key);
  if (!re) {
    // Literals are tokens joined by spaces ("ci cd" for "CI/CD"): any separator the job wrote matches.
    const words = phrase.split(" ").map(escapeRegExp).join("[\\s/.-]*");
    re = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, flags);
    WORD_RES.set(key, re);
  }
  return re;
}

/** "<word> <phrase>" in the job's text: the word that modifies a requirement where the job writes it. */
function modifiedRe(phrase: string): RegExp {
  const key = `modified:${phrase}`;
  let re = WORD_RES.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(\\p{L}{3,})[\\s-]+${phrase.split(" ").map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{N}])`, "giu");
    WORD_RES.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

/** What every bullet of a request asks of the one job, worked out once per job. */
interface JobView {
  byId: Map<number, JobTerm>;
  surfaces: Map<string, string | undefined>;
  /** Per row of the evidence table, the first of its names the job's requirement lines use. */
  rowNames: Array<string | undefined>;
}
const views = new WeakMap<JobAnalysis, JobView>();
function viewOf(job: JobAnalysis): JobView {
  let v = views.get(job);
  if (!v) {
    const byId = new Map<number, JobTerm>();
    for (const t of job.requirements.terms) if (t.termId !== undefined) byId.set(t.termId, t);
    const rowNames = REQUIREMENT_EVIDENCE.map((row) => row.names.find((n) => wordRe(n.toLowerCase(), "u").test(job.wording.text)));
    v = { byId, surfaces: new Map(), rowNames };
    views.set(job, v);
  }
  return v;
}

/** How the job writes a phrase: its own capitals when it has inner ones ("CI/CD", "GitHub Actions"), else lower case. */
function asTheJobWrites(job: JobAnalysis, literal: string, keepName?: string): string | undefined {
  const cache = viewOf(job).surfaces;
  const key = `${literal}\u0000${keepName ?? ""}`;
  if (cache.has(key)) return cache.get(key);
  const m = wordRe(literal, "iu").exec(job.description);
  let out: string | undefined;
  if (m) {
    const surface = m[0];
    // A word with capitals inside it is a name or an acronym ("GitHub", "QA", "CI/CD"), and a tool keeps its
    // name's capital ("Docker"); "Quality Assurance" in a heading's capitals is the plain phrase.
    out = surface === keepName || surface.split(/\s+/).some((w) => /\p{Lu}/u.test(w.slice(1))) ? surface : surface.toLowerCase();
  }
  cache.set(key, out);
  return out;
}

/** The requirement term's own wording in the job (the literal the job uses, as it writes it). */
function jobNameOf(job: JobAnalysis, jt: JobTerm, term: DictionaryTerm): string | undefined {
  // The term's own name first when the job uses it ("statistics" before the adjective "statistical").
  const own = term.name.toLowerCase();
  for (const literal of [...jt.literals].sort((a, b) => Number(b === own) - Number(a === own))) {
    const surface = asTheJobWrites(job, literal, term.kind === "t" ? term.name : undefined);
    if (surface && surface.length >= 2) return surface;
  }
  return undefined;
}

const allowed = (term: DictionaryTerm) => term.kind !== "s" && term.kind !== "c" && !LANGUAGES.has(term.name);

/** The job's requirements a tool or method the bullet names implies and the bullet does not name ("Jenkins" → CI/CD). */
function impliedCandidates(hit: TermHit, job: JobAnalysis, credit: Map<string, number>, named: Set<number>): Candidate[] {
  const { byId } = viewOf(job);
  const out: Candidate[] = [];
  for (const parent of impliedClosure(hit.term)) {
    const jt = byId.get(parent.id);
    // Soft skills and credentials are no wording to put beside a tool, nor the language a tool is written
    // in or queried with ("PostgreSQL (SQL)" tells a recruiter nothing new).
    if (!jt || !allowed(parent) || named.has(parent.id) || (credit.get(jt.key) ?? 0) >= 1) continue;
    const write = jobNameOf(job, jt, parent);
    if (write) out.push({ key: jt.key, label: jt.label, weight: jt.weight, at: hit.end, write });
  }
  return out;
}

/**
 * A bullet in another language: a tool it names by its proper name (written with a capital, the same in every
 * language) shows a requirement that tool implies ("Pipelines mit Jenkins" for the job's CI/CD), and a row of the
 * table in that language names its duty; the English word forms do not apply.
 */
function foreignCandidates(text: string, job: JobAnalysis): Candidate[] {
  const out: Candidate[] = [];
  const credit = coverTerms(job.requirements, text);
  const hits = findTerms(text).filter((h) => !h.form.evidenceOnly && h.term.kind === "t" && /^\p{Lu}/u.test(h.surface));
  const named = new Set(findTerms(text).flatMap((h) => (h.form.evidenceOnly ? [] : [h.term.id])));
  for (const hit of hits) out.push(...impliedCandidates(hit, job, credit, named));
  // The table's rows in the bullet's language ("technische ondersteuning" for technical support).
  out.push(...rowCandidates(text, job, credit, named));
  return out;
}

function candidates(text: string, job: JobAnalysis): Candidate[] {
  const out: Candidate[] = [];
  const credit = coverTerms(job.requirements, text);
  const { byId } = viewOf(job);
  const hits = findTerms(text);
  // A requirement the bullet names by another of its names ("event-driven" for the job's "event-driven
  // systems") is named already.
  const named = new Set(hits.flatMap((h) => (h.form.evidenceOnly ? [] : [h.term.id])));
  // A narrower tool or method the bullet names that implies a requirement it does not name ("Jenkins" → CI/CD).
  for (const hit of hits) {
    if (hit.form.evidenceOnly) {
      // A noun that shows a requirement without naming it ("dashboards" for data visualization, "GitHub"
      // for Git); a verb ("mentored") already says it.
      const jt = byId.get(hit.term.id);
      const first = /^[\p{L}]+/u.exec(hit.surface)?.[0] ?? "";
      // A past form outside the verb list ("Graded") is a verb too: the table names what it shows after its object.
      const verbal = verbForms(first) !== undefined || (hit.surface === first && /\p{Ll}ed$/u.test(first));
      if (!jt || !allowed(hit.term) || (credit.get(jt.key) ?? 0) >= 1 || verbal) continue;
      const write = jobNameOf(job, jt, hit.term);
      // "15 trucking vendors" for vendor management, "available inventory" for inventory management: the
      // bullet says the requirement's own word already; a name beside it would only repeat it.
      const own = new Set(
        hit.surface
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .map(stem),
      );
      if (
        write &&
        !write
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .some((w) => own.has(stem(w)))
      )
        out.push({ key: jt.key, label: jt.label, weight: jt.weight, at: hit.end, write });
      continue;
    }
    out.push(...impliedCandidates(hit, job, credit, named));
  }
  out.push(...wordSetCandidates(text, job, credit, named));
  out.push(...rowCandidates(text, job, credit, named));
  return out;
}

const singular = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/(?:s|en)$/u, ""))
    .join(" ");

/** The rows of the closed evidence table whose requirement the job's requirement lines name. */
function rowCandidates(text: string, job: JobAnalysis, credit: Map<string, number>, named: Set<number>): Candidate[] {
  const out: Candidate[] = [];
  const { rowNames } = viewOf(job);
  REQUIREMENT_EVIDENCE.forEach((row, i) => {
    const name = rowNames[i];
    if (!name) return;
    const m = row.evidence.exec(text);
    if (!m || wordRe(name.toLowerCase(), "iu").test(text)) return;
    // A compound that holds the name ("Finanzbuchhaltung" for the job's "Buchhaltung") or the same phrase in
    // another number ("bases de données" for "base de données") says it already.
    if (singular(m[0]).includes(singular(name))) return;
    // The table writes each name with its own capitals ("PCB design", "EHR"): a heading's capitals ("PCB
    // Design") are the job's typography, not its spelling.
    const surface = asTheJobWrites(job, name.toLowerCase(), name);
    const write = !surface || surface.toLowerCase() === name.toLowerCase() ? name : surface;
    // When the name is one of the job's requirement terms, the suggestion serves that term.
    const jt = job.requirements.terms.find((t) => t.literals.includes(name.toLowerCase()) || t.label.toLowerCase() === name.toLowerCase());
    if (jt && (credit.get(jt.key) ?? 0) >= 1) return;
    // "Wrote 12 blog posts" names the job's "create content" already: "(content)" beside it only repeats it.
    const nameRe = wordRe(name.toLowerCase(), "iu");
    const says = (t: JobTerm) => (credit.get(t.key) ?? 0) >= 1 || (t.termId !== undefined && named.has(t.termId));
    if (job.requirements.terms.some((t) => says(t) && (nameRe.test(t.label) || t.literals.some((l) => nameRe.test(l))))) return;
    out.push({
      key: jt?.key ?? `phrase:${name.toLowerCase()}`,
      label: jt?.label ?? write,
      weight: jt?.weight ?? 1,
      at: m.index + m[0].length,
      write,
    });
  });
  return out;
}

// Soft skills every bullet shows by its verb ("communicated", "collaborated"): naming them says nothing.
const PLAIN_SOFT = new Set([
  "communication",
  "teamwork",
  "leadership",
  "cross-functional collaboration",
  "problem solving",
  "time management",
]);
// How far apart (in tokens) the words that evidence one requirement may stand: one clause, not the bullet.
const SPAN = 7;

/**
 * A requirement whose every word the bullet already says, in other forms or another order: the verb of its
 * noun ("Negotiated with 12 suppliers" for the job's "supplier negotiation", "Troubleshot printers" for
 * "troubleshooting") or its words apart ("analysed sales data" for "data analysis"). Naming it claims nothing
 * the bullet does not: each word of the name is there. A lone word is named only from a verb (its own other
 * form, "suppliers" for "supplier", would only repeat it).
 */
function wordSetCandidates(text: string, job: JobAnalysis, credit: Map<string, number>, named: Set<number>): Candidate[] {
  const out: Candidate[] = [];
  const tokens = tokenize(text);
  if (!tokens.length) return out;
  const stems = tokens.map((t) => stem(t.low));
  const verbs = tokens.map((t) => verbForms(t.low));
  const nouns = verbs.map((v) => (v ? nounFormsOf(v) : []));
  for (const jt of job.requirements.terms) {
    if ((credit.get(jt.key) ?? 0) >= 1 || jt.key.startsWith("code:") || jt.key.startsWith("role:")) continue;
    // A plain word the job repeats names a practice in its -ing form ("troubleshooting", "scheduling"); another
    // noun of the bullet's verb ("resolution", "placement") is the event, and beside "resolved issues" it only
    // echoes the verb.
    if (jt.key.startsWith("word:") && !jt.literals.every((l) => l.endsWith("ing"))) continue;
    if (jt.termId !== undefined) {
      const term = DICTIONARY[jt.termId]!;
      if (named.has(term.id) || term.kind === "c" || LANGUAGES.has(term.name) || PLAIN_SOFT.has(term.name.toLowerCase())) continue;
    }
    for (const literal of jt.literals) {
      const words = literal.split(" ");
      if (words.length > 3 || words.some((w) => !/^[a-z]{3,}$/.test(w))) continue;
      const at: number[] = [];
      let derived = false;
      const fromVerb = new Set<number>();
      for (const w of words) {
        const ws = stem(w);
        let i = stems.findIndex((s, k) => s === ws && !at.includes(k));
        // "Managed" for "management": the same stem, but the verb of the noun.
        if (i >= 0 && verbs[i] && !verbForms(w)) {
          derived = true;
          fromVerb.add(i);
        }
        if (i < 0) {
          // From a verb the bullet tells ("negotiated", "troubleshoot"), not a gerund that modifies ("ordering
          // data"), and to a noun that is more than the verb's own word ("ordered" → "orders" names nothing).
          i = nouns.findIndex(
            (ns, k) =>
              ns.includes(w) &&
              !at.includes(k) &&
              verbs[k]!.gerund !== tokens[k]!.low &&
              w !== verbs[k]!.base &&
              w !== plural(verbs[k]!.base),
          );
          if (i >= 0) {
            derived = true;
            fromVerb.add(i);
          }
        }
        if (i < 0) break;
        at.push(i);
      }
      if (at.length !== words.length || (words.length === 1 && !derived)) continue;
      // "web application" for the job's "web applications": the same phrase in another number names it already.
      if (!derived && at.every((k, n) => n === 0 || k === at[n - 1]! + 1)) continue;
      if (Math.max(...at) - Math.min(...at) > SPAN) continue;
      let write = asTheJobWrites(job, literal);
      if (!write) continue;
      // The job's fuller wording when the bullet has its other word too ("supplier negotiation" where the
      // job's requirement is "negotiation" and the bullet names suppliers).
      for (const m of job.wording.text.matchAll(modifiedRe(literal))) {
        const w = m[1]!.toLowerCase();
        const k = stems.findIndex((s, n) => s === stem(w) && !at.includes(n));
        if (k < 0 || STOPWORDS.has(w) || verbForms(w)) continue;
        write = asTheJobWrites(job, `${w} ${literal}`) ?? write;
        at.push(k);
        break;
      }
      // After the requirement's head word where the bullet has it as a noun ("pipelines (data pipelines) for
      // extracting data"), else after the last of its words.
      const head = at[words.length - 1]!;
      // The head word said by the bullet's verb in another of its forms ("Planned … lessons" for "lesson
      // planning") is read from the verb too: the name goes after what the verb did, not between them.
      const v = verbs[head];
      const headVerb =
        fromVerb.has(head) ||
        (v !== undefined &&
          tokens[head]!.low !== words[words.length - 1] &&
          tokens[head]!.low !== v.base &&
          tokens[head]!.low !== plural(v.base));
      const last = tokens[headVerb ? Math.max(...at) : head]!;
      const base = { key: jt.key, label: jt.label, weight: jt.weight, write };
      // A name read from the verb alone goes after what the verb did, not between the verb and its object.
      if (words.length > 1 || at.length > 1) out.push({ ...base, at: last.end });
      // Where a name runs on after the evidence ("suppliers ABC Ltd"), the clause's end takes it.
      const end = /[,;]/.exec(text.slice(last.end));
      out.push({ ...base, at: end ? last.end + end.index : text.replace(/[\s.]+$/, "").length });
      break;
    }
  }
  // "contract negotiation" over "negotiation" where the bullet shows both: the narrower name says more.
  return out.filter((c) => !out.some((o) => o.write.length > c.write.length && wordRe(c.write.toLowerCase(), "iu").test(o.write)));
}

/**
 * Past the nouns that finish the compound the evidence ends inside ("Robot Framework test suites", "AWS EC2
 * instances"): a name between a noun and the noun it modifies splits the phrase. Stops at a function word, a
 * verb form that is not a plain noun ("validating", "reduced"), an adverb or punctuation; at most three words.
 */
const FUNCTION_WORDS = new Set(
  "a an the each every and or but nor for to of in on at by with from into onto over under via per as than then so that which who whom whose while when where across within without through during about after before between among against toward towards including is are was were be been being has have had do does did will would can could may might must should shall this these those it its their our my your his her them they we i you he she".split(
    " ",
  ),
);

function pastCompound(text: string, at: number): number {
  let end = at;
  for (let n = 0; n < 3; n++) {
    const m = /^ ([a-z][a-z-]*)(?![\p{L}\p{N}'’/])/u.exec(text.slice(end));
    if (!m) break;
    const w = m[1]!;
    const v = verbForms(w);
    if (FUNCTION_WORDS.has(w) || /(?:ing|ed|ly)$/.test(w) || (v && w !== v.base && w !== plural(v.base))) break;
    end += m[0].length;
  }
  return end;
}

/**
 * The bullet with the job's name for one requirement it evidences, and which requirement that is. `taken`
 * holds the requirements already named in this entry (by the bullet's neighbours or as written): a name
 * is put in once per entry, the heaviest first.
 */
export function serveRequirements(text: string, job: JobAnalysis, taken: Set<string>): ServedBullet {
  const same = { text, serves: [] };
  // A line ending in a colon labels the lines after it (engines/rewrite/rewrite.ts): no duty to name.
  if (!text.trim() || /:\s*$/.test(text) || listLine(text) || commas(text) >= 5 || nameList(text)) return same;
  const english = isEnglish(text);
  const found = (english ? candidates(text, job) : foreignCandidates(text, job))
    .filter((c) => !taken.has(c.key))
    .sort((a, b) => b.weight - a.weight || a.at - b.at);
  for (const c of found) {
    // The compound rule reads English nouns and function words; in another language the name follows the tool.
    const at = english ? pastCompound(text, c.at) : c.at;
    const before = text.slice(0, at);
    const after = text.slice(at);
    // Inside brackets already, or in the middle of a word or a name ("Git" in "GitHub's"): no place for it.
    if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) continue;
    if (/^[\p{L}\p{N}'’/-]/u.test(after) || /^\s*\(/.test(after)) continue;
    // A name runs on into the next capitalised word ("AWS EC2"): the name goes after the whole of it.
    if (/^ (?:\p{Lu}|\d)/u.test(after)) continue;
    // The same name once in a bullet, whatever evidence leads to it.
    if (wordRe(c.write.toLowerCase(), "iu").test(text)) continue;
    taken.add(c.key);
    return { text: `${before} (${c.write})${after}`, serves: [c.label] };
  }
  return same;
}

/** The requirements an entry's bullets already name in the job's words (none of them is put in again). */
export function namedRequirements(texts: readonly string[], job: JobAnalysis): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const [key, credit] of coverTerms(job.requirements, t)) if (credit >= 1) out.add(key);
  return out;
}
