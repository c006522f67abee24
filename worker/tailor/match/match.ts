// Job-match scoring: how much of the job's key terms a resume covers (0–100, weighted).
// Pure and light (no node:, no bindings): the SPA imports it to rescore live as the editor's toggles flip.
//
// Credit per term: 1 when the resume uses the job's own wording (the dictionary name or a form the job
// uses), 0.5 when the resume only shows it another way (an alias like k8s, a verb like "mentored", a
// narrower tool like EC2 for AWS, or a plain word's other inflection).

import { extractJobTerms, type JobTerm, type JobTerms } from "./job-terms";
import { stem, tokenize } from "../lexicon/text";
import { impliedClosure } from "../lexicon/dictionary";
import { findTerms, nameKey } from "../lexicon/vocabulary";

export type Choice = "current" | "suggested";

/** The editor's per-item choices; anything left out counts as 'suggested' (the editor's default). */
export interface ResumeChoices {
  /** [experience index][responsibility index] */
  work?: Choice[][];
  projects?: Choice[][];
  skills?: Choice;
}

export type MatchMode = Choice | ResumeChoices;

export type TermCoverage = Map<string, number>;

/** Credit (0, 0.5 or 1) per job term for one text. */
export function coverTerms(jobTerms: JobTerms, text: string): TermCoverage {
  const credit: TermCoverage = new Map();
  const give = (key: string, value: number) => {
    if ((credit.get(key) ?? 0) < value) credit.set(key, value);
  };
  const skillKeys = new Map<number, JobTerm>();
  const wordTerms: JobTerm[] = [];
  for (const t of jobTerms.terms) {
    if (t.termId !== undefined) skillKeys.set(t.termId, t);
    else wordTerms.push(t);
  }
  const tokens = tokenize(text);
  for (const hit of findTerms(text, tokens)) {
    const jt = skillKeys.get(hit.term.id);
    if (jt) {
      const literal = (!hit.form.evidenceOnly && hit.norm === nameKey(hit.term)) || jt.literals.includes(hit.norm);
      give(jt.key, literal ? 1 : 0.5);
    }
    for (const parent of impliedClosure(hit.term)) {
      const pj = skillKeys.get(parent.id);
      if (pj) give(pj.key, 0.5);
    }
  }
  if (wordTerms.length) {
    // Requirement phrases of up to three words: the job's own wording in order, or the same stems in order.
    const lows = tokens.map((t) => t.low);
    const stems = lows.map(stem);
    const grams = (xs: string[]) => {
      const out = new Set<string>();
      for (let i = 0; i < xs.length; i++) for (let n = 1; n <= 3 && i + n <= xs.length; n++) out.add(xs.slice(i, i + n).join(" "));
      return out;
    };
    const lowGrams = grams(lows);
    const stemGrams = grams(stems);
    for (const wt of wordTerms) {
      if (wt.literals.some((l) => lowGrams.has(l))) give(wt.key, 1);
      else if (wt.stem && !wt.key.startsWith("code:") && stemGrams.has(wt.stem)) give(wt.key, 0.5);
    }
  }
  return credit;
}

export function scoreCoverage(jobTerms: JobTerms, credit: TermCoverage): number {
  if (jobTerms.totalWeight <= 0) return 0;
  let sum = 0;
  for (const t of jobTerms.terms) sum += t.weight * (credit.get(t.key) ?? 0);
  return Math.round((100 * sum) / jobTerms.totalWeight);
}

/** 0–100 coverage of the job's key terms by one piece of text. */
export function scoreText(jobTerms: JobTerms, text: string): number {
  return scoreCoverage(jobTerms, coverTerms(jobTerms, text));
}

export { extractJobTerms, type JobTerm, type JobTerms };
