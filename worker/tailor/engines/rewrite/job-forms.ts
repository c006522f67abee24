// The job's form of a word the bullet already uses: the same word in another inflection or derivation,
// written the job's way only where the new form fits the sentence the same way.
//  - "Supported ground running" → "Supported ground runs" when the job writes "ground runs" (a gerund
//    noun and the plural noun of one verb, each ending its phrase);
//  - "window sample boreholes" → "window sampling boreholes" when the job writes "window sampling" (a noun
//    modifier and its -ing form);
//  - "assist with intubations and extubations" → "assist with intubation and extubation" when the job writes
//    the singular of an action noun only (after a preposition, where the mass reading says the same);
//  - "site selection, initiation and close-out visits" → "site selection, site initiation and …" when the
//    job writes "site initiation" (the shared modifier of a list of actions, said once more).
// Nothing that counts (a figure, "the", "each", "several") may stand before a word whose number changes:
// "30 intubations" stays, and so does "Led incident investigations" (no preposition: a count, not a mass).

import { singular } from "../../lexicon/synonyms";
import { type Token, tokenize } from "../../lexicon/text";
import { verbForms } from "../../lexicon/verbs";
import type { JobWording, WordingResult } from "./job-wording";

// Words that open or close a noun phrase without being part of its head.
const FUNCTION = new Set(
  "a an the and or of for to in on at by with from into our your their its all any each every this that these those as via using under through during per over after before about around between within across including".split(
    " ",
  ),
);
// Words that count or pick out what follows: a noun after them keeps its number.
const COUNTING = new Set(
  "a an the each every one two three four five six seven eight nine ten several many few multiple some numerous various all both these those this that our their my his her its".split(
    " ",
  ),
);
const PREPOSITIONS = new Set("with in on for including of into during across".split(" "));
// Action nouns that read as an activity in the singular ("assist with intubation").
const MASS_ACTION = /(?:[ct]ion|sion|ment)$/;

/** The forms one word can stand for: itself, its singular, a known verb's base, an -ing form's stem. */
function lemmas(word: string): Set<string> {
  const out = new Set([word, singular(word)]);
  const v = verbForms(word);
  if (v) out.add(v.base);
  const m = /^([a-z]{3,})ing$/.exec(word);
  if (m) {
    const x = m[1]!;
    out.add(x);
    out.add(`${x}e`);
    if (/([^aeiou])\1$/.test(x)) out.add(x.slice(0, -1));
  }
  return out;
}
const sameLemma = (a: string, b: string) => {
  const la = lemmas(a);
  for (const x of lemmas(b)) if (x.length >= 3 && la.has(x)) return true;
  return false;
};
const isGerund = (w: string) => /^[a-z]{3,}ing$/.test(w);
const isPlural = (w: string) => singular(w) !== w && !isGerund(w);

/** The token after t in the same phrase (no punctuation between), when there is one. */
function next(text: string, tokens: readonly Token[], i: number): Token | undefined {
  const t = tokens[i + 1];
  return t && /^[\s-]*$/.test(text.slice(tokens[i]!.end, t.start)) ? t : undefined;
}
function prev(text: string, tokens: readonly Token[], i: number): Token | undefined {
  const t = tokens[i - 1];
  return t && /^[\s-]*$/.test(text.slice(t.end, tokens[i]!.start)) ? t : undefined;
}
/** True when token i ends its noun phrase: punctuation, the end, or a function word follows. */
function endsPhrase(text: string, tokens: readonly Token[], i: number): boolean {
  const n = next(text, tokens, i);
  return !n || FUNCTION.has(n.low);
}
/** True when a word that counts, or a figure, stands in the two words before token i. */
function counted(tokens: readonly Token[], i: number): boolean {
  for (const t of tokens.slice(Math.max(0, i - 2), i)) if (COUNTING.has(t.low) || /\d/.test(t.raw)) return true;
  return false;
}
const content = (t: Token | undefined) => Boolean(t && /^[a-z]{3,}$/.test(t.raw) && !FUNCTION.has(t.low));

function replaceToken(text: string, t: Token, word: string): string {
  return text.slice(0, t.start) + word + text.slice(t.end);
}

/** The job's form of the second word of a two-word phrase both write ("ground running" → "ground runs"). */
export function jobWordForms(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  const tokens = tokenize(out);
  for (let i = tokens.length - 1; i >= 1; i--) {
    const c = tokens[i]!;
    const a = prev(out, tokens, i);
    if (!content(c) || !content(a) || w.at.has(c.low)) continue;
    for (const k of w.at.get(a!.low) ?? []) {
      const b = next(w.text, w.tokens, k);
      if (!b || b.low === c.low || !content(b) || !sameLemma(b.low, c.low)) continue;
      const head = endsPhrase(out, tokens, i);
      const jobHead = endsPhrase(w.text, w.tokens, k + 1);
      let fits = false;
      if (head && jobHead && !counted(tokens, i - 1)) {
        // A gerund noun and a plural noun of one verb both name the activity ("ground running" / "ground runs").
        fits =
          (isGerund(c.low) && isPlural(b.low)) ||
          (isPlural(c.low) && isGerund(b.low)) ||
          (isPlural(c.low) && b.low === singular(c.low) && MASS_ACTION.test(b.low) && PREPOSITIONS.has(tokens[i - 2]?.low ?? ""));
      } else if (!head && !isGerund(c.low) && !isPlural(c.low) && isGerund(b.low)) {
        // A noun modifying the next noun takes its -ing form ("window sample boreholes" → "window sampling boreholes");
        // never a hyphenated word ("hydro-jet drain lines" is a verb and its object) nor words opening a clause.
        const opening = i - 1 === 0 || (/^(?:and|or)$/.test(tokens[i - 2]?.low ?? "") && i - 3 === 0);
        fits = content(next(out, tokens, i)) && /^\s+$/.test(out.slice(a!.end, c.start)) && !opening;
      }
      if (!fits) continue;
      out = replaceToken(out, c, b.low);
      uses.push(`${a!.low} ${b.low}`);
      break;
    }
  }
  const mass = massNouns(out, w);
  if (mass) {
    out = mass.text;
    uses.push(...mass.uses);
  }
  return uses.length ? { text: out, uses } : undefined;
}

/**
 * "assist with intubations and extubations" → "assist with intubation and extubation" when the job writes
 * the action noun in the singular only: after a preposition the singular names the same activity. A word
 * joined to it by "and"/"or" follows, so the pair stays parallel.
 */
function massNouns(text: string, w: JobWording): WordingResult | undefined {
  let out = text;
  const uses: string[] = [];
  let tokens = tokenize(out);
  for (let i = 0; i < tokens.length; i++) {
    const c = tokens[i]!;
    const b = singular(c.low);
    if (!isPlural(c.low) || !MASS_ACTION.test(b) || !/^[a-z]+$/.test(c.raw) || w.at.has(c.low) || !w.at.has(b)) continue;
    if (!PREPOSITIONS.has(prev(out, tokens, i)?.low ?? "") || !endsPhrase(out, tokens, i)) continue;
    const changed: Token[] = [c];
    // Its partner: "intubations and extubations" (a plural action noun that ends its own phrase).
    const and = next(out, tokens, i);
    const partner = and && /^(?:and|or)$/.test(and.low) ? next(out, tokens, i + 1) : undefined;
    if (partner && isPlural(partner.low) && MASS_ACTION.test(singular(partner.low)) && endsPhrase(out, tokens, i + 2))
      changed.push(partner);
    for (const t of changed.reverse()) out = replaceToken(out, t, singular(t.low));
    uses.push(b);
    tokens = tokenize(out);
  }
  return uses.length ? { text: out, uses } : undefined;
}

/**
 * "Conduct site selection, initiation and close-out visits" → "Conduct site selection, site initiation and …"
 * when the job writes "site initiation": a list of actions on one thing names it once, and the job's phrase
 * says it again at the action the job names. Only action nouns (-ion, -ment, -ing, -al) on both sides.
 */
const ACTION = /^[a-z]{3,}(?:[ct]ion|sion|ment|ing|al)$/;
export function sharedModifier(text: string, w: JobWording): WordingResult | undefined {
  const tokens = tokenize(text);
  for (let i = 2; i < tokens.length; i++) {
    const y = tokens[i]!;
    if (!ACTION.test(y.raw) || !endsPhrase(text, tokens, i)) continue;
    // The word before y is a list joiner: a comma, or "and"/"or" after a comma or right after the first item.
    const gap = text.slice(tokens[i - 1]!.end, y.start);
    const viaAnd = /^(?:and|or)$/.test(tokens[i - 1]!.low) && /^\s+$/.test(gap);
    if (!/^\s*,\s*$/.test(gap) && !viaAnd) continue;
    const firstHead = viaAnd ? i - 2 : i - 1;
    // The list's first item: "<modifier> <action>" right before (only the first item carries the modifier).
    const x = tokens[firstHead]!;
    const mod = prev(text, tokens, firstHead);
    if (!x || !mod || !ACTION.test(x.raw) || !content(mod) || !/^\p{Ll}/u.test(mod.raw)) continue;
    const phrase = `${mod.low} ${y.low}`;
    if (!new RegExp(`(?<![\\p{L}-])${phrase}(?![\\p{L}-])`, "u").test(w.text)) continue;
    if (text.toLowerCase().includes(phrase)) continue;
    return { text: `${text.slice(0, y.start)}${mod.raw} ${text.slice(y.start)}`, uses: [phrase] };
  }
  return undefined;
}
