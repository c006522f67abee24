// The suggested skills list: the user's skills ordered by relevance to the job, named the way the job
// names them (k8s → Kubernetes), plus a job skill only when the rest of the profile evidences it
// (PostgreSQL in a bullet → SQL; "managed a budget" → Budgeting). Nothing the user listed is dropped.

import { DICTIONARY, impliedClosure, isListable } from "../lexicon/dictionary";
import type { JobTerm, JobTerms } from "./job-terms";
import { tokenize } from "../lexicon/text";
import { findTerms, nameKey, termEvidence } from "../lexicon/vocabulary";

/** At most this many skills are added, so the list stays the user's own and never reads as stuffed. */
export const MAX_ADDED_SKILLS = 8;

export function suggestSkills(current: readonly string[], profileText: string, jobTerms: JobTerms): string[] {
  const byId = new Map<number, JobTerm>();
  for (const t of jobTerms.terms) if (t.termId !== undefined) byId.set(t.termId, t);

  const covered = new Set<number>();
  const scored: Array<{ skill: string; score: number; order: number }> = [];
  current.forEach((item, order) => {
    const hits = findTerms(item);
    let skill = item;
    // A single-name item ("k8s", "Postgres") takes the job's name for it.
    const only = hits.length === 1 ? hits[0]! : undefined;
    if (only && only.norm === normalize(item) && !only.form.evidenceOnly && only.term.kind === "t") {
      const jt = byId.get(only.term.id);
      if (jt && only.norm !== nameKey(only.term) && !jt.literals.includes(only.norm)) skill = jt.label;
    }
    let score = 0;
    for (const hit of hits) {
      covered.add(hit.term.id);
      score = Math.max(score, byId.get(hit.term.id)?.weight ?? 0);
      for (const parent of impliedClosure(hit.term)) score = Math.max(score, 0.5 * (byId.get(parent.id)?.weight ?? 0));
    }
    scored.push({ skill, score, order });
  });

  const evidence = termEvidence(profileText + " ;\n" + current.join(" ;\n"));
  const additions = jobTerms.terms
    .filter((t) => t.termId !== undefined && t.listable && !covered.has(t.termId) && evidence.has(t.termId))
    .filter((t) => isListable(DICTIONARY[t.termId!]!))
    .sort((a, b) => b.weight - a.weight)
    // "Unit testing" already says "Automated testing": list the narrower one only.
    // (unless the job stresses the broader one more, like "Machine learning" for an ML role).
    .filter(
      (t, _i, all) =>
        !all.some((o) => o !== t && o.weight >= t.weight && impliedClosure(DICTIONARY[o.termId!]!).some((p) => p.id === t.termId)),
    )
    .slice(0, MAX_ADDED_SKILLS);
  additions.forEach((t, i) => {
    scored.push({ skill: t.label, score: t.weight, order: current.length + i });
  });

  const seen = new Set<string>();
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((s) => s.skill)
    .filter((s) => {
      const k = s.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

const normalize = (text: string): string =>
  tokenize(text)
    .map((t) => t.low)
    .join(" ");
