// A rewrite never takes away a job keyword the item already has: every job term the current text covers
// keeps at least its credit, and both words of every pair of adjacent content words the current text shares
// with the job description ("fixed plant", "coaching parents") are still there, in order, up to inflection. The
// rule is general: it reads only the job description and the item, never a list of phrases.

import { coverTerms } from "../match/match";
import type { JobTerms } from "../match/job-terms";
import { STOPWORDS, stem, tokenize } from "../lexicon/text";

export interface JobKeywords {
  terms: JobTerms;
  /** Adjacent content-word pairs of the job description, as "stem stem". */
  pairs: ReadonlySet<string>;
}

const contentWord = (low: string) => low.length > 1 && !STOPWORDS.has(low) && !/^\d/.test(low);

/** Adjacent content-word pairs, as "stem stem": only words joined by a space or a hyphen, not across punctuation. */
function wordPairs(text: string): Set<string> {
  const out = new Set<string>();
  const tokens = tokenize(text);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    if (!/^[\s-]+$/.test(text.slice(a.end, b.start))) continue;
    if (contentWord(a.low) && contentWord(b.low)) out.add(`${stem(a.low)} ${stem(b.low)}`);
  }
  return out;
}

export function jobKeywords(jobDescription: string, terms: JobTerms): JobKeywords {
  return { terms, pairs: wordPairs(jobDescription) };
}

/**
 * Both words of a pair still in the text, in order, at most GAP words apart: "GDPR compliance reviews" →
 * "GDPR and data protection compliance reviews" keeps the job's words; "fixed plant" → "repaired plant" does not.
 */
const GAP = 3;
function keepsPair(pair: string, stems: string[]): boolean {
  const [a, b] = pair.split(" ");
  for (let i = 0; i < stems.length; i++) {
    if (stems[i] !== a) continue;
    for (let k = i + 1; k <= i + 1 + GAP && k < stems.length; k++) if (stems[k] === b) return true;
  }
  return false;
}

/** True when the suggestion drops a job term or a job wording that the current text has. */
export function dropsJobKeyword(current: string, suggested: string, job: JobKeywords): boolean {
  const after = coverTerms(job.terms, suggested);
  for (const [key, credit] of coverTerms(job.terms, current)) if ((after.get(key) ?? 0) < credit) return true;
  const stems = tokenize(suggested).map((t) => stem(t.low));
  for (const pair of wordPairs(current)) if (job.pairs.has(pair) && !keepsPair(pair, stems)) return true;
  return false;
}
