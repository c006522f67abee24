// Short names that other fields use for other things: "CRO" is conversion rate optimization to a marketer
// and a contract research organisation to a clinical trials team; "NEC" is the electrical code or a family
// of construction contracts; "Opera Cloud" is a hotel system, not cloud computing. A job's bare acronym (or a
// product name ending in one of the dictionary's generic words) reads as the dictionary term only when the
// job shows that term's field somewhere else: the term's own long form, a term it implies or that implies it
// or shares a broader term with it, or a word of those terms' names. An acronym the job also writes glued to
// a version or figure the term never carries ("NEC4") is that other name, whatever the context.
// A chief officer's acronym used as the person ("the CRO") names no field at all.

import { DICTIONARY, impliedClosure, type DictionaryTerm } from "../lexicon/dictionary";
import { STOPWORDS, stem, tokenize, type Token } from "../lexicon/text";
import { findTerms, type TermHit } from "../lexicon/vocabulary";
import { spellsAcronym } from "../lexicon/acronyms";

interface LineHit {
  line: number;
  hit: TermHit;
}

/**
 * True for a one-token hit that abbreviates the term's own name ("CRO" for Conversion rate optimization). Two
 * letters are left alone: QA, UI, ML are read in their common sense in any posting.
 */
function bareAcronym(hit: TermHit): boolean {
  if (hit.firstToken !== hit.lastToken || hit.form === hit.term.forms[0]) return false;
  if (!/^[A-Z][A-Z&]{2,6}s?$/.test(hit.surface)) return false;
  return spellsAcronym(
    hit.surface,
    tokenize(hit.term.name).map((t) => t.raw),
  );
}

/** True for a lower-case generic alias written as the last word of a capitalised name ("Opera Cloud" → cloud). */
function genericWordInName(hit: TermHit, tokens: readonly Token[]): boolean {
  if (hit.firstToken !== hit.lastToken || hit.form.caseSensitive || /^\p{Lu}/u.test(hit.form.text)) return false;
  const prev = tokens[hit.firstToken - 1];
  const next = tokens[hit.firstToken + 1];
  // "Senior Frontend Engineer" is a title in Title Case, not a product: the generic word ends the name.
  if (next && /^\p{Lu}/u.test(next.raw)) return false;
  return /^\p{Lu}\p{Ll}/u.test(hit.surface) && prev !== undefined && /^\p{Lu}/u.test(prev.raw);
}

/**
 * True for a chief officer's acronym used as the person ("work with the Director of Sales and the CRO", "reports
 * to our CMO"): a title of the shape C…O after a determiner, with no noun after it, names someone, not a field.
 */
function namesAPerson(hit: TermHit, line: string, tokens: readonly Token[]): boolean {
  if (!/^C[A-Z]{1,2}O$/.test(hit.surface)) return false;
  const first = tokens[hit.firstToken]!;
  const last = tokens[hit.lastToken]!;
  return (
    /\b(?:the|our|your|their|to)\s+$/i.test(line.slice(0, first.start)) &&
    /^\s*(?:$|[,.;:)!?]|(?:and|or|to|on|in|with|for|who|as)\b)/i.test(line.slice(last.end))
  );
}

// The dictionary is written in blocks of one field (the electrical trade's PLC, VFD, motor controls and code
// sit together; the clinical record systems next to patient care): entries this close are siblings.
const SIBLING_SPAN = 6;

/** The term, the broader terms it implies and its siblings: a term the job names in this set shows the field. */
const fieldOf = (term: DictionaryTerm): Set<number> => {
  const ids = new Set([term.id, ...impliedClosure(term).map((t) => t.id)]);
  for (let k = Math.max(0, term.id - SIBLING_SPAN); k <= Math.min(DICTIONARY.length - 1, term.id + SIBLING_SPAN); k++) ids.add(k);
  return ids;
};

/** Content words of the names of the term and of the broader terms it implies ("electrical", "marketing"). */
function fieldWords(term: DictionaryTerm): string[] {
  const names = [term, ...impliedClosure(term)].map((t) => t.name);
  return names.flatMap((n) => tokenize(n).map((t) => t.low)).filter((w) => w.length >= 5 && /^[a-z]+$/.test(w) && !STOPWORDS.has(w));
}

// "electrical" and "electrician" are one field's words; "conversion" and "conversation" are not.
const sameWord = (a: string, b: string): boolean => {
  if (stem(a) === stem(b)) return true;
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k >= 8;
};

/**
 * The hits of a job description (keyed "line:firstToken") that name a dictionary term only by a short name
 * the job gives no field for: they are not the job's terms.
 */
export function homonymHits(jobDescription: string): Set<string> {
  const lines = jobDescription.split(/\r?\n/);
  const all: LineHit[] = [];
  const candidates: LineHit[] = [];
  const person = new Set<string>();
  const lineTokens = lines.map((l) => tokenize(l));
  lines.forEach((line, n) => {
    for (const hit of findTerms(line, lineTokens[n])) {
      if (namesAPerson(hit, line, lineTokens[n]!)) {
        person.add(`${n}:${hit.firstToken}`);
        continue;
      }
      all.push({ line: n, hit });
      if (bareAcronym(hit) || genericWordInName(hit, lineTokens[n]!)) candidates.push({ line: n, hit });
    }
  });
  const out = new Set<string>(person);
  if (!candidates.length) return out;
  const isCandidate = new Set(candidates.map((c) => c.hit));
  const candidateTokens = new Set(candidates.map((c) => `${c.line}:${c.hit.firstToken}`));
  const words: string[] = [];
  lineTokens.forEach((tokens, n) => {
    tokens.forEach((t, i) => {
      if (!candidateTokens.has(`${n}:${i}`)) words.push(t.low);
    });
  });
  const glued = new Set<string>();
  for (const tokens of lineTokens)
    for (const t of tokens) {
      const m = /^([A-Z]{2,6})\d/.exec(t.raw);
      if (m) glued.add(m[1]!);
    }
  const supported = new Map<number, boolean>();
  const hasSupport = (term: DictionaryTerm): boolean => {
    const known = supported.get(term.id);
    if (known !== undefined) return known;
    const field = fieldOf(term);
    // Another term the job names (evidence-only wording such as "conferences" names nothing).
    const byTerm = all.some(
      ({ hit }) => !isCandidate.has(hit) && !hit.form.evidenceOnly && [hit.term, ...impliedClosure(hit.term)].some((t) => field.has(t.id)),
    );
    const own = fieldWords(term);
    const ok = byTerm || words.some((w) => own.some((o) => sameWord(w, o)));
    supported.set(term.id, ok);
    return ok;
  };
  for (const { line, hit } of candidates) {
    const acronym = hit.surface.replace(/s$/, "");
    const carriesFigures = hit.term.forms.some((f) => /\d/.test(f.text));
    if ((glued.has(acronym) && !carriesFigures) || !hasSupport(hit.term)) out.add(`${line}:${hit.firstToken}`);
  }
  return out;
}
