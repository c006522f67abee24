// Suggestions that serve the job's requirements: where a bullet evidences a requirement of the job but does
// not name it in the job's words, the job's name for it goes right after the wording that shows it
// ("Built pipelines with Jenkins" → "Built pipelines with Jenkins (CI/CD)" when the job asks for CI/CD).
// Evidence is closed: a narrower dictionary term that implies the requirement (lexicon/dictionary.ts) or a row
// of lexicon/requirement-evidence.ts. Nothing is removed, so every number, name, tool and place stays; the
// guards accept the name on the same evidence. A bullet in another language, a tool list ("Tools: A, B") or a
// requirement the entry already names elsewhere is left alone.

import { impliedClosure, type DictionaryTerm } from "../../lexicon/dictionary";
import { isEnglish } from "../../lexicon/language";
import { REQUIREMENT_EVIDENCE } from "../../lexicon/requirement-evidence";
import { escapeRegExp } from "../../lexicon/text";
import { findTerms } from "../../lexicon/vocabulary";
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

// "Tools & Technologies: Selenium, Java, SQL": a list, not a sentence a name can be put into.
const LIST_LINE = /^[^,.:;]{2,40}:\s*\S/;
const commas = (text: string) => (text.match(/,/g) ?? []).length;

/** The job's requirement terms by dictionary id. */
function termsById(job: JobAnalysis): Map<number, JobTerm> {
  const byId = new Map<number, JobTerm>();
  for (const t of job.requirements.terms) if (t.termId !== undefined) byId.set(t.termId, t);
  return byId;
}

/** How the job writes a phrase: its own capitals when it has inner ones ("CI/CD", "GitHub Actions"), else lower case. */
function asTheJobWrites(job: JobAnalysis, literal: string, keepName?: string): string | undefined {
  // Literals are tokens joined by spaces ("ci cd" for "CI/CD"): any separator the job wrote matches.
  const words = literal.split(" ").map(escapeRegExp).join("[\\s/.-]*");
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "iu").exec(job.description);
  if (!m) return undefined;
  const surface = m[0];
  // A word with capitals inside it is a name or an acronym ("GitHub", "QA", "CI/CD"), and a tool keeps its
  // name's capital ("Docker"); "Quality Assurance" in a heading's capitals is the plain phrase.
  if (surface === keepName || surface.split(/\s+/).some((w) => /\p{Lu}/u.test(w.slice(1)))) return surface;
  return surface.toLowerCase();
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

function candidates(text: string, job: JobAnalysis): Candidate[] {
  const out: Candidate[] = [];
  const credit = coverTerms(job.requirements, text);
  const byId = termsById(job);
  // A narrower tool or method the bullet names that implies a requirement it does not name ("Jenkins" → CI/CD).
  for (const hit of findTerms(text)) {
    if (hit.form.evidenceOnly) continue;
    for (const parent of impliedClosure(hit.term)) {
      const jt = byId.get(parent.id);
      // Soft skills and credentials are no wording to put beside a tool, nor the language a tool is written
      // in or queried with ("PostgreSQL (SQL)" tells a recruiter nothing new).
      if (!jt || parent.kind === "s" || parent.kind === "c" || LANGUAGES.has(parent.name) || (credit.get(jt.key) ?? 0) >= 1) continue;
      const write = jobNameOf(job, jt, parent);
      if (write) out.push({ key: jt.key, label: jt.label, weight: jt.weight, at: hit.end, write });
    }
  }
  // A row of the closed evidence table whose requirement the job's requirement lines name.
  for (const row of REQUIREMENT_EVIDENCE) {
    const m = row.evidence.exec(text);
    if (!m) continue;
    const name = row.names.find((n) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n.toLowerCase())}(?![\\p{L}\\p{N}])`, "u").test(job.wording.text),
    );
    if (!name || new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu").test(text)) continue;
    const write = asTheJobWrites(job, name.toLowerCase(), name) ?? name;
    // When the name is one of the job's requirement terms, the suggestion serves that term.
    const jt = job.requirements.terms.find((t) => t.literals.includes(name.toLowerCase()) || t.label.toLowerCase() === name.toLowerCase());
    if (jt && (credit.get(jt.key) ?? 0) >= 1) continue;
    out.push({
      key: jt?.key ?? `phrase:${name.toLowerCase()}`,
      label: jt?.label ?? write,
      weight: jt?.weight ?? 1,
      at: m.index + m[0].length,
      write,
    });
  }
  return out;
}

/**
 * The bullet with the job's name for one requirement it evidences, and which requirement that is. `taken`
 * holds the requirements already named in this entry (by the bullet's neighbours or as written): a name
 * is put in once per entry, the heaviest first.
 */
export function serveRequirements(text: string, job: JobAnalysis, taken: Set<string>): ServedBullet {
  const same = { text, serves: [] };
  if (!text.trim() || !isEnglish(text) || LIST_LINE.test(text) || commas(text) >= 5) return same;
  const found = candidates(text, job)
    .filter((c) => !taken.has(c.key))
    .sort((a, b) => b.weight - a.weight || a.at - b.at);
  for (const c of found) {
    const before = text.slice(0, c.at);
    const after = text.slice(c.at);
    // Inside brackets already, or in the middle of a word or a name ("Git" in "GitHub's"): no place for it.
    if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) continue;
    if (/^[\p{L}\p{N}'’/-]/u.test(after) || /^\s*\(/.test(after)) continue;
    // A name runs on into the next capitalised word ("AWS EC2"): the name goes after the whole of it.
    if (/^ (?:\p{Lu}|\d)/u.test(after)) continue;
    // The same name once in a bullet, whatever evidence leads to it.
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(c.write)}(?![\\p{L}\\p{N}])`, "iu").test(text)) continue;
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
