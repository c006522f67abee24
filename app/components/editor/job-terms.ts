// The job's key terms for the editor, extracted once per job description with the same pure code the
// tailoring engine and the match panel use (worker/tailor/match).
import { useMemo } from "react";
import { coverTerms, extractJobTerms, type JobTerms } from "../../../worker/tailor/match";

export function useJobTerms(jobDescription: string | undefined): JobTerms | null {
  return useMemo(() => (jobDescription?.trim() ? extractJobTerms(jobDescription) : null), [jobDescription]);
}

/** The job terms `suggested` covers better than `current` does, strongest first (by the job's weight). */
export function termsAdded(jobTerms: JobTerms | null, current: string, suggested: string): string[] {
  if (!jobTerms || current === suggested) return [];
  const before = coverTerms(jobTerms, current);
  const after = coverTerms(jobTerms, suggested);
  return [...jobTerms.terms]
    .sort((a, b) => b.weight - a.weight)
    .filter((t) => (after.get(t.key) ?? 0) > (before.get(t.key) ?? 0))
    .map((t) => t.label);
}
