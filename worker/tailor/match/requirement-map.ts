// The requirement map: for each of the job's requirements, whether the resume covers it (an item uses the
// job's wording), covers it partly (an item shows it another way: an alias, a narrower tool, the same stems)
// or misses it, and which items say so. The match score is the weighted share of it. Pure and light: the SPA
// recomputes it on every edit from the requirement list the server analysed once (no posting re-read).

import type { EditorResume, MatchReport } from "../../shapes/resume";
import { coverTerms, extractJobTerms, type Choice, type MatchMode, type ResumeChoices } from "./match";
import type { JobTerm, JobTerms } from "./job-terms";

export type RequirementStatus = "covered" | "partly" | "missing";

/** Where a requirement is evidenced: a responsibility, an entry's title, an education entry or a list section. */
export type EvidencePath =
  | { kind: "work" | "projects"; entry: number; item: number }
  | { kind: "title"; group: "work" | "projects"; entry: number }
  | { kind: "education"; entry: number }
  | { kind: "skills" }
  | { kind: "section"; name: string };

export interface Evidence {
  path: EvidencePath;
  /** 1: the job's wording; 0.5: the same thing said another way. */
  credit: number;
}

export interface RequirementRow {
  key: string;
  label: string;
  weight: number;
  status: RequirementStatus;
  /** Strongest first; empty when missing. */
  evidence: Evidence[];
  /** A named skill or tool the skills list may hold (the editor offers "add to skills" for it). */
  listable: boolean;
}

export interface RequirementMap {
  /** 0–100: weighted credit over the requirements (covered 1, partly 0.5). */
  score: number;
  /** Heaviest first, the job's order among equals. */
  rows: RequirementRow[];
}

// Items recur across keystrokes: their credit is kept per requirement list and text.
const cache = new WeakMap<JobTerms, Map<string, Map<string, number>>>();
function creditOf(requirements: JobTerms, text: string): Map<string, number> {
  let byText = cache.get(requirements);
  if (!byText) {
    byText = new Map();
    cache.set(requirements, byText);
  }
  let credit = byText.get(text);
  if (!credit) {
    credit = coverTerms(requirements, text);
    // A bound keeps a long editing session from holding every text ever typed.
    if (byText.size > 2000) byText.clear();
    byText.set(text, credit);
  }
  return credit;
}

const pick = (choice: Choice | undefined, r: { current: string; suggested: string } | undefined) =>
  !r ? "" : choice === "current" ? r.current : r.suggested || r.current;

/** Every item of the resume as printed under the choices, with its place. */
export function resumeItems(resume: EditorResume, mode: MatchMode): Array<{ path: EvidencePath; text: string }> {
  const choices: ResumeChoices = typeof mode === "string" ? { skills: mode } : mode;
  const all = typeof mode === "string" ? mode : undefined;
  const out: Array<{ path: EvidencePath; text: string }> = [];
  // Tolerant of half-filled editor state: the SPA calls this on every keystroke.
  const exps = resume?.experiences;
  for (const group of ["work", "projects"] as const) {
    const entries = (group === "work" ? exps?.work_experiences : exps?.projects) ?? [];
    const modes = group === "work" ? choices.work : choices.projects;
    entries.forEach((e, entry) => {
      if (e?.title) out.push({ path: { kind: "title", group, entry }, text: e.title });
      (e?.responsibilities ?? []).forEach((r, item) => {
        const text = pick(all ?? modes?.[entry]?.[item], r);
        if (text) out.push({ path: { kind: group, entry, item }, text });
      });
    });
  }
  (exps?.education ?? []).forEach((e, entry) => {
    const text = [e?.degree, e?.institution, ...(e?.details ?? [])].filter(Boolean).join(" ;\n");
    if (text) out.push({ path: { kind: "education", entry }, text });
  });
  for (const [name, value] of Object.entries(resume?.additional_information ?? {})) {
    let list: readonly string[] | undefined;
    if (Array.isArray(value)) list = value;
    else if (value && name === "Technical Skills") list = (all ?? choices.skills) === "current" ? value.current : value.suggested;
    else if (value) list = value.suggested;
    // Each entry on its own: a skill is read as the entry it is, whatever entry comes before it.
    const path: EvidencePath = name === "Technical Skills" ? { kind: "skills" } : { kind: "section", name };
    for (const entry of list ?? []) if (typeof entry === "string" && entry.trim()) out.push({ path, text: entry });
  }
  return out;
}

const rank = (a: JobTerm, b: JobTerm) => b.weight - a.weight;

export function requirementMap(requirements: JobTerms, resume: EditorResume, mode: MatchMode): RequirementMap {
  const items = resumeItems(resume, mode).map((it) => ({ ...it, credit: creditOf(requirements, it.text) }));
  let sum = 0;
  const rows: RequirementRow[] = [...requirements.terms].sort(rank).map((t) => {
    const evidence: Evidence[] = [];
    for (const it of items) {
      const credit = it.credit.get(t.key) ?? 0;
      if (!credit) continue;
      // A list's entries share one place: the list is named once, with its best credit.
      const same = evidence.find((e) => JSON.stringify(e.path) === JSON.stringify(it.path));
      if (same) same.credit = Math.max(same.credit, credit);
      else evidence.push({ path: it.path, credit });
    }
    evidence.sort((a, b) => b.credit - a.credit);
    const best = evidence[0]?.credit ?? 0;
    sum += t.weight * best;
    return {
      key: t.key,
      label: t.label,
      weight: t.weight,
      status: best >= 1 ? "covered" : best > 0 ? "partly" : "missing",
      evidence,
      listable: t.listable,
    };
  });
  const score = requirements.totalWeight > 0 ? Math.round((100 * sum) / requirements.totalWeight) : 0;
  return { score, rows };
}

/** All the resume's text as the editor would print it under the given choices (personal info excluded). */
export function resumeText(resume: EditorResume, mode: MatchMode): string {
  // Line breaks keep a phrase from running across two items.
  return resumeItems(resume, mode)
    .map((it) => it.text)
    .join(" ;\n");
}

export interface MatchScore {
  score: number;
  matched_keywords: string[];
  missing_keywords: string[];
}

/**
 * Match of a resume against a job, read off the requirement map. `jd` may be the description itself or
 * the requirements already analysed (what the editor holds, so a toggle never re-reads the posting).
 */
export function computeMatch(resume: EditorResume, jd: string | JobTerms, mode: MatchMode): MatchScore {
  const map = requirementMap(typeof jd === "string" ? extractJobTerms(jd) : jd, resume, mode);
  return {
    score: map.score,
    matched_keywords: map.rows.filter((r) => r.status !== "missing").map((r) => r.label),
    missing_keywords: map.rows.filter((r) => r.status === "missing").map((r) => r.label),
  };
}

/** The result's match figures: the current resume against the suggested one. */
export function matchReport(resume: EditorResume, requirements: JobTerms): MatchReport {
  const before = computeMatch(resume, requirements, "current");
  const after = computeMatch(resume, requirements, "suggested");
  return { before: before.score, after: after.score, matched_keywords: after.matched_keywords, missing_keywords: after.missing_keywords };
}
