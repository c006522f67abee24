// Acronyms a job description defines for itself ("activities of daily living (ADLs)", "WHS (work health
// and safety)"): the job says the two forms are one term, so a bullet that uses either form already says
// the other. Used by the engine (job-wording.ts writes the job's pair) and the guards (the pair is no new
// name). No table: the job's own text is the only source, which is what lets it carry over to any field.

import { type Token, tokenize } from "./text";
import { verbForms } from "./verbs";

// Small words an acronym may or may not spell ("WHS" = work health and safety, "C&B" = conference and
// banqueting, "ADLs" = activities of daily living).
const SKIPPABLE = new Set("and of the for in on to with at by a an".split(" "));

export interface AcronymDefinition {
  /** The acronym as the job writes it ("ADLs", "WHS", "C&B"). */
  acronym: string;
  /** The words it stands for, as the job writes them ("activities of daily living"). */
  expansion: string;
}

/** The letters an acronym spells: "ADLs" → adl, "C&B" → cab (& is "and"), "CM/ECF" → undefined. */
function lettersOf(acronym: string): string | undefined {
  const core = acronym.replace(/(?<=[A-Z])s$/, "");
  if (!/^[A-Z](?:[A-Z&]){1,6}$/.test(core) || /&&|&$/.test(core)) return undefined;
  return core.replace(/&/g, "a").toLowerCase();
}

/**
 * True when the words spell the acronym: each word gives its first letter (a hyphenated or slashed word
 * gives one per part), small words may be skipped, and every letter is used in order.
 */
export function spellsAcronym(acronym: string, words: readonly string[]): boolean {
  const letters = lettersOf(acronym);
  if (!letters || words.length < 2) return false;
  const parts = words.map((w) => w.toLowerCase());
  // Ways to spell letters[a..] from words[w..].
  const memo = new Map<string, boolean>();
  const go = (a: number, w: number): boolean => {
    if (w === parts.length) return a === letters.length;
    const key = `${a}:${w}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const word = parts[w]!;
    let ok = false;
    if (SKIPPABLE.has(word)) ok = go(a, w + 1);
    if (!ok && a < letters.length && word[0] === letters[a]) ok = go(a + 1, w + 1);
    memo.set(key, ok);
    return ok;
  };
  // The first and last words must give a letter: "the", "of" never open or close an expansion.
  return !SKIPPABLE.has(parts[0]!) && !SKIPPABLE.has(parts[parts.length - 1]!) && go(0, 0);
}

// "long words (ACR)" and "ACR (long words)" on one line.
const ACRONYM_AFTER = /\(([A-Z][A-Za-z&]{1,8})\)/g;
const ACRONYM_BEFORE = /(?<![\p{L}\p{N}])([A-Z][A-Z&]{1,6}s?) \(([^()]{4,80})\)/gu;

/** The acronyms a text defines, with their expansions as written. At most 7 words before "(ACR)" are read. */
export function acronymDefinitions(text: string): AcronymDefinition[] {
  const out: AcronymDefinition[] = [];
  const seen = new Set<string>();
  const add = (acronym: string, expansion: string) => {
    const key = acronym.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ acronym, expansion });
  };
  for (const line of text.split(/\r?\n/)) {
    for (const m of line.matchAll(ACRONYM_AFTER)) {
      const acronym = m[1]!;
      if (!lettersOf(acronym)) continue;
      const before = tokenize(line.slice(0, m.index)).slice(-9);
      // The shortest run of words just before the bracket that spells it.
      for (let k = before.length - 2; k >= 0; k--) {
        const run = before.slice(k);
        if (
          spellsAcronym(
            acronym,
            run.map((t) => t.raw),
          )
        ) {
          add(acronym, line.slice(run[0]!.start, run[run.length - 1]!.end));
          break;
        }
      }
    }
    for (const m of line.matchAll(ACRONYM_BEFORE)) {
      const acronym = m[1]!;
      const inside = m[2]!.trim();
      if (
        spellsAcronym(
          acronym,
          tokenize(inside).map((t) => t.raw),
        )
      )
        add(acronym, inside);
    }
  }
  return out;
}

/** How many tokens from i spell an acronym of `text` out in full (0 when none): "work health and safety" for WHS. */
export function expansionAt(tokens: readonly Token[], i: number, acronyms: readonly string[]): number {
  for (const a of acronyms) {
    const letters = lettersOf(a);
    // The first word never is a skipped small word, so it gives the first letter: any other start spells nothing
    // (checked before the runs below, each of which spellsAcronym would otherwise try and reject).
    if (!letters || tokens[i]?.low[0] !== letters[0]) continue;
    // An expansion has at least one word per letter and at most twice as many (skipped small words).
    for (let n = Math.min(letters.length * 2, tokens.length - i); n >= letters.length; n--) {
      if (
        spellsAcronym(
          a,
          tokens.slice(i, i + n).map((t) => t.raw),
        )
      )
        return n;
    }
  }
  return 0;
}

/**
 * True when `text` spells the acronym out as a name: a run of words (see expansionAt) that does not open
 * with a verb's past or -ing form and is written all in lower case or all capitalised ("hazard analysis and
 * critical control points" for HACCP; never "Supported quarterly launches" for SQL).
 */
export function namesAcronym(text: string, acronym: string): boolean {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const n = expansionAt(tokens, i, [acronym]);
    if (!n) continue;
    const run = tokens.slice(i, i + n);
    const content = run.filter((t) => !SKIPPABLE.has(t.low));
    const first = run[0]!.low;
    const v = verbForms(first);
    const verbal = Boolean(v && ((first === v.past && v.past !== v.base) || first === v.gerund));
    const oneCase = content.every((t) => /^\p{Ll}/u.test(t.raw)) || content.every((t) => /^\p{Lu}/u.test(t.raw));
    if (!verbal && oneCase) return true;
  }
  return false;
}
