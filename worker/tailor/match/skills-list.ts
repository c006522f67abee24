// The suggested skills list: the user's skills ordered by relevance to the job, named the way the job
// names them (k8s → Kubernetes), plus a job skill only when the rest of the profile evidences it
// (PostgreSQL in a bullet → SQL; "managed a budget" → Budgeting). Nothing the user listed is dropped.

import { DICTIONARY, impliedClosure, isListable } from "../lexicon/dictionary";
import type { JobTerm, JobTerms } from "./job-terms";
import { coverTerms } from "./match";
import { escapeRegExp, tokenize } from "../lexicon/text";
import { findTerms, nameKey, showsTerm, termEvidence } from "../lexicon/vocabulary";

/** At most this many skills are added, so the list stays the user's own and never reads as stuffed. */
export const MAX_ADDED_SKILLS = 8;

/**
 * How an added skill is listed: the canonical name when the job uses it or for a tool ("Kubernetes", not
 * the job's "k8s"); otherwise the job's own multi-word wording ("Cycle counts", "Month-end close").
 */
function jobWordingOf(t: JobTerm, jobDescription: string): string {
  const term = DICTIONARY[t.termId!]!;
  if (term.kind === "t" || t.literals.includes(nameKey(term))) return t.label;
  return jobPhraseOf(t, jobDescription) ?? t.label;
}

/** The job's most frequent multi-word wording of a term, capitalised as a list item. */
function jobPhraseOf(t: JobTerm, jobDescription: string): string | undefined {
  let best: { surface: string; n: number } | undefined;
  for (const lit of t.literals) {
    if (lit.split(" ").length < 2) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${lit.split(" ").map(escapeRegExp).join("[\\s/-]+")}(?![\\p{L}\\p{N}])`, "giu");
    const found = [...jobDescription.matchAll(re)];
    if (found.length && (!best || found.length > best.n)) best = { surface: found[0]![0], n: found.length };
  }
  if (!best) return undefined;
  return /^\p{Ll}/u.test(best.surface) ? best.surface[0]!.toUpperCase() + best.surface.slice(1) : best.surface;
}

export function suggestSkills(current: readonly string[], profileText: string, jobTerms: JobTerms, jobDescription = ""): string[] {
  const byId = new Map<number, JobTerm>();
  for (const t of jobTerms.terms) if (t.termId !== undefined) byId.set(t.termId, t);

  const covered = new Set<number>();
  const scored: Array<{ skill: string; score: number; order: number }> = [];
  current.forEach((item, order) => {
    const hits = findTerms(item);
    let skill = item;
    // A single-name item ("k8s", "Postgres") takes the job's name for it.
    const only = hits.length === 1 ? hits[0]! : undefined;
    // Only a one-word alias is renamed (k8s, Postgres, ReactJS): "PLC troubleshooting" says more than "PLCs".
    if (only && only.norm === normalize(item) && !only.form.evidenceOnly && only.term.kind === "t" && only.form.tokens.length === 1) {
      const jt = byId.get(only.term.id);
      if (jt && only.norm !== nameKey(only.term) && !jt.literals.includes(only.norm)) skill = jt.label;
    } else if (only && only.norm === normalize(item) && !only.form.evidenceOnly && only.term.kind !== "t" && !only.form.caseSensitive) {
      // A method or domain item written another way than the job writes it ("Infection control" →
      // "Infection prevention and control") takes the job's wording when that says at least as much.
      const jt = byId.get(only.term.id);
      const wording = jt && !jt.literals.includes(only.norm) ? jobPhraseOf(jt, jobDescription) : undefined;
      // Never at the cost of a job word the item already has ("Ventilator management" keeps "ventilator").
      if (wording && tokenize(wording).length >= only.form.tokens.length && !losesCoverage(jobTerms, item, wording)) skill = wording;
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
    .filter((t) => t.termId !== undefined && t.listable && !covered.has(t.termId) && showsTerm(evidence.get(t.termId)))
    .filter((t) => isListable(DICTIONARY[t.termId!]!))
    .sort((a, b) => b.weight - a.weight)
    // "Unit testing" already says "Automated testing": list the narrower one only.
    // (unless the job stresses the broader one more, like "Machine learning" for an ML role).
    .filter(
      (t, _i, all) =>
        !all.some((o) => o !== t && o.weight > t.weight && impliedClosure(DICTIONARY[o.termId!]!).some((p) => p.id === t.termId)),
    )
    .slice(0, MAX_ADDED_SKILLS);
  additions.forEach((t, i) => {
    scored.push({ skill: jobWordingOf(t, jobDescription), score: t.weight, order: current.length + i });
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

/** True when the renamed item covers less of some job term than the item as the user wrote it. */
function losesCoverage(jobTerms: JobTerms, item: string, renamed: string): boolean {
  const after = coverTerms(jobTerms, renamed);
  for (const [key, credit] of coverTerms(jobTerms, item)) if ((after.get(key) ?? 0) < credit) return true;
  return false;
}

const normalize = (text: string): string =>
  tokenize(text)
    .map((t) => t.low)
    .join(" ");
