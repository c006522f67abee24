// Five cross-validation folds over the real documents, grouped by generator family: every family lands in exactly
// one fold (largest families first, each to the fold with the fewest documents so far; ties to the lower fold).
import type { Doc } from "./data.ts";

export const FOLDS = 5;

export function foldOf(docs: Doc[]): Map<string, number> {
  const size = new Map<string, number>();
  for (const d of docs) if (d.family) size.set(d.family, (size.get(d.family) ?? 0) + 1);
  const families = [...size].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const load = new Array<number>(FOLDS).fill(0);
  const fold = new Map<string, number>();
  for (const [family, n] of families) {
    const f = load.indexOf(Math.min(...load));
    fold.set(family, f);
    load[f]! += n;
  }
  return fold;
}
