// Which of the job's requirements a suggestion serves: the ones it covers better than the current text,
// read with the same pure scorer as the requirement map (worker/tailor/match).
import { coverTerms, type JobTerms } from "../../../worker/tailor/match";

/** The requirements `suggested` covers better than `current` does, strongest first (by the job's weight). */
export function termsAdded(jobTerms: JobTerms | null, current: string, suggested: string): string[] {
  if (!jobTerms || current === suggested) return [];
  const before = coverTerms(jobTerms, current);
  const after = coverTerms(jobTerms, suggested);
  return [...jobTerms.terms]
    .sort((a, b) => b.weight - a.weight)
    .filter((t) => (after.get(t.key) ?? 0) > (before.get(t.key) ?? 0))
    .map((t) => t.label);
}
