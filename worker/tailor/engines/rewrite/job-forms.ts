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

import { plural, singular } from "../../lexicon/synonyms";
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
  return t && /^[ \t-]*$/.test(text.slice(tokens[i]!.end, t.start)) ? t : undefined;
}
function prev(text: string, tokens: readonly Token[], i: number): Token | undefined {
  const t = tokens[i - 1];
  return t && /^[ \t-]*$/.test(text.slice(t.end, tokens[i]!.start)) ? t : undefined;
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
      if (!b || b.low === c.low || b.low.slice(0, 3) !== c.low.slice(0, 3) || !content(b) || !sameLemma(b.low, c.low)) continue;
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

/**
 * The job's name for an activity it lists the parts of ("Drive contractor management, including
 * prequalification, inductions and performance monitoring"), for a noun-phrase bullet that opens with one of
 * those parts on the same thing: "Contractor prequalification and site inductions" → "Contractor management:
 * prequalification and site inductions". The bullet's words all stay, after a colon that says the management
 * was those parts (not "including", which would claim more); a bullet that opens with a verb, or a part the
 * job does not list under that name, is left alone.
 */
const UMBRELLA = /(?:^|[\s(])([a-z]{3,}) ([a-z]{3,}),? including ([^.;:\n()]+)/gm;
const UMBRELLAS = new WeakMap<JobWording, Array<[string, string, string]>>();
function umbrellasOf(w: JobWording): Array<[string, string, string]> {
  let found = UMBRELLAS.get(w);
  if (!found) {
    found = [...w.text.matchAll(UMBRELLA)].map((m) => [m[1] ?? "", m[2] ?? "", m[3] ?? ""]);
    UMBRELLAS.set(w, found);
  }
  return found;
}
export function umbrellaTerm(text: string, w: JobWording): WordingResult | undefined {
  const tokens = tokenize(text);
  const [mod, item] = tokens;
  if (!mod || !item || !/^\p{Lu}\p{Ll}+$/u.test(mod.raw) || !/^\s+$/.test(text.slice(mod.end, item.start))) return undefined;
  if (verbForms(mod.low) || !/^[a-z]{3,}$/.test(item.raw)) return undefined;
  for (const [umod, head, list] of umbrellasOf(w)) {
    if (umod !== mod.low || head === item.low || FUNCTION.has(head) || FUNCTION.has(umod)) continue;
    // The listed parts: single words only (a part of several words names something narrower).
    const parts = list.split(/\s*,\s*|\s+(?:and|or)\s+/).map((p) => p.trim());
    if (!parts.some((p) => p === item.low || p === singular(item.low) || singular(p) === item.low)) continue;
    if (new RegExp(`\\b${mod.low} ${head}\\b`).test(text.toLowerCase())) return undefined;
    return { text: `${mod.raw} ${head}: ${text.slice(item.start)}`, uses: [`${umod} ${head}`] };
  }
  return undefined;
}

/**
 * The bullet's acronym spelled out the way the job writes it, where the job writes only the words: "Do
 * multi-point inspections on every RO" → "… on every repair order (RO)" when the job asks to "document findings
 * on the repair order" in the same line as its multi-point inspections. The same letters name many things, so
 * the job's line must share two other words with the bullet, and the words must spell every letter in order.
 */
export function bulletAcronym(text: string, w: JobWording): WordingResult | undefined {
  const tokens = tokenize(text);
  for (const t of tokens) {
    const m = /^([A-Z]{2,5})(s?)$/.exec(t.raw);
    if (!m) continue;
    const letters = m[1]!.toLowerCase();
    if (w.at.has(letters) || w.at.has(`${letters}s`) || /^\s*\(/.test(text.slice(t.end))) continue;
    // "Washington, DC", "Austin, TX": two letters after a place name are its state or district, not a phrase.
    if (letters.length === 2 && /\p{Lu}[\p{L}.'-]*,\s*$/u.test(text.slice(0, t.start))) continue;
    // Letters inside a name ("NOVIQ RDS (India)") belong to that name.
    if (/\b[A-Z]{2,}\s+$/.test(text.slice(0, t.start))) continue;
    const mine = new Set(tokens.filter((o) => o !== t && o.low.length >= 4 && !FUNCTION.has(o.low)).map((o) => singular(o.low)));
    for (const k of spellings(w, letters)) {
      const run = w.tokens.slice(k, k + letters.length);
      if (run.some((r) => mine.has(singular(r.low)))) continue;
      const lineStart = w.text.lastIndexOf("\n", run[0]!.start) + 1;
      const lineEnd = w.text.indexOf("\n", run[0]!.start);
      const line = tokenize(w.text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd));
      const shared = new Set(line.filter((l) => mine.has(singular(l.low))).map((l) => singular(l.low)));
      if (shared.size < 2) continue;
      const words = run.map((r) => r.low);
      if (m[2]) words[words.length - 1] = plural(singular(words[words.length - 1]!));
      else words[words.length - 1] = singular(words[words.length - 1]!);
      return { text: `${text.slice(0, t.start)}${words.join(" ")} (${t.raw})${text.slice(t.end)}`, uses: [words.join(" ")] };
    }
  }
  return undefined;
}

/** Where the job's words spell the letters, one plain word per letter, as a phrase of its own (once per job). */
const SPELLINGS = new WeakMap<JobWording, Map<string, number[]>>();
function spellings(w: JobWording, letters: string): number[] {
  let byLetters = SPELLINGS.get(w);
  if (!byLetters) {
    byLetters = new Map();
    SPELLINGS.set(w, byLetters);
  }
  let found = byLetters.get(letters);
  if (!found) {
    found = [];
    for (let k = 0; k + letters.length <= w.tokens.length; k++) {
      if (w.tokens[k]!.low[0] !== letters[0]) continue;
      const run = w.tokens.slice(k, k + letters.length);
      if (!run.every((r, j) => r.low[0] === letters[j] && /^[a-z]{3,}$/.test(r.low) && !FUNCTION.has(r.low))) continue;
      if (!run.every((r, j) => j === 0 || /^[ -]$/.test(w.text.slice(run[j - 1]!.end, r.start)))) continue;
      // The phrase must stand alone: no word of the same phrase on either side.
      if (content(prev(w.text, w.tokens, k)) || content(next(w.text, w.tokens, k + letters.length - 1))) continue;
      found.push(k);
    }
    byLetters.set(letters, found);
  }
  return found;
}
