// The tailoring evaluation: the pairs in eval-pairs.json run through tailorResume, and the recorded model
// replies in replies/ replayed through the same guards. Used by bench/node/tailor.bench.ts (figures) and
// test/node/tailor/eval-set.test.ts (the must-hold rules). Judgements here are independent of the
// tailoring dictionary on purpose: skills are judged against skills-truth.json, keywords by plain text.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EditorResume, StoredRecord } from "../../worker/shapes/resume";
import { type AiRunner, auditTailoring, tailorResume, type TailorResult } from "../../worker/tailor";
import { sameTerm } from "../../worker/tailor/guards/guards";

export const EVAL_DIR = import.meta.dirname;

export type Split = "tune" | "holdout" | "holdout2" | "holdout3" | "holdout4" | "holdout5" | "holdout6";
export interface EvalPair {
  id: string;
  profile: string;
  job: string;
  kind: "matched" | "mismatched" | "injection";
  split: Split;
  keywords: string[];
}

const json = <T>(file: string) => JSON.parse(readFileSync(path.join(EVAL_DIR, file), "utf8")) as T;

export const evalPairs = (): EvalPair[] => json<{ pairs: EvalPair[] }>("eval-pairs.json").pairs;
export const loadProfile = (name: string) => json<StoredRecord>(`profiles/${name}.json`);
export const loadJob = (name: string) => readFileSync(path.join(EVAL_DIR, "jobs", `${name}.txt`), "utf8");
const skillsTruth = () => json<{ profiles: Record<string, string[]> }>("skills-truth.json").profiles;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

/** Words only: a suggestion that differs in punctuation or case alone is not a rewrite. */
export const rewritten = (r: { current: string; suggested: string }) => norm(r.current) !== norm(r.suggested);

/**
 * The skills the suggested list adds: items that are neither a current item nor another name of one
 * ("Infection control" listed as the job's "Infection prevention and control"). Renames are recognised
 * by the tailoring dictionary (the audit checks them the same way); additions are judged by skills-truth.json.
 */
export function addedSkills(resume: EditorResume): string[] {
  const { current, suggested } = resume.additional_information["Technical Skills"];
  const have = new Set(current.map(norm));
  return suggested.filter((s) => !have.has(norm(s)) && !current.some((c) => sameTerm(c, s)));
}

/** Plain-text resume under one choice, for keyword coverage that does not depend on the dictionary. */
export function plainText(resume: EditorResume, choice: "current" | "suggested"): string {
  const parts: string[] = [];
  for (const w of [...resume.experiences.work_experiences, ...resume.experiences.projects]) {
    parts.push(w.title);
    for (const r of w.responsibilities) parts.push(choice === "current" ? r.current : r.suggested);
  }
  for (const e of resume.experiences.education) parts.push(e.degree, ...e.details);
  const skills = resume.additional_information["Technical Skills"];
  parts.push(...(choice === "current" ? skills.current : skills.suggested));
  return parts.join(" ;\n");
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hasKeyword = (text: string, k: string) =>
  k.split("|").some((form) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(form)}(?![\\p{L}\\p{N}])`, "iu").test(text));
export function keywordCoverage(text: string, keywords: string[]): number {
  if (!keywords.length) return 0;
  return (100 * keywords.filter((k) => hasKeyword(text, k)).length) / keywords.length;
}

export interface PairFigures {
  pair: EvalPair;
  result: TailorResult;
  bullets: number;
  changed: Array<{ path: string; current: string; suggested: string }>;
  added: string[];
  falseAdded: string[];
  violations: ReturnType<typeof auditTailoring>;
  coverageBefore: number;
  coverageAfter: number;
  missingKeywords: string[];
  /** Every term the match panel lists (matched and missing). */
  panel: string[];
  /** Panel terms that name one of the pair's keywords or a skill of the profile's truth list. */
  panelReal: string[];
  /** The pair's keywords that some panel term names. */
  keywordsInPanel: string[];
}

// A panel term is real when it is a recruiter keyword (either contains the other as whole words, so
// "Root cause analysis" meets "root cause analysis" and "Wheel alignments" meets "wheel alignment";
// a lone word inside a keyword phrase does not count: "asset" is not "asset management") or a skill the
// profile owner has. Judged by text; the dictionary only recognises another name of the same skill.
const singular = (s: string) =>
  s
    .split(" ")
    .map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w))
    .join(" ");
const containsWords = (hay: string, needle: string) => ` ${hay} `.includes(` ${needle} `);
export function panelTermIsReal(term: string, keywords: string[], truth: string[]): boolean {
  const t = singular(norm(term));
  for (const k of keywords) {
    for (const form of k.split("|")) {
      const f = singular(norm(form));
      if (!f) continue;
      if (f === t || containsWords(t, f)) return true;
      if (t.includes(" ") && containsWords(f, t)) return true;
      if (sameTerm(term, form)) return true;
    }
  }
  return truth.some((s) => singular(norm(s)) === t || sameTerm(s, term));
}

export async function runPair(pair: EvalPair): Promise<PairFigures> {
  const profile = loadProfile(pair.profile);
  const jd = loadJob(pair.job);
  const result = await tailorResume(profile, jd, { engine: "local" });
  const resume = result.modified_experiences;
  const truthList = skillsTruth()[pair.profile] ?? [];
  const truth = new Set(truthList.map(norm));
  const changed: PairFigures["changed"] = [];
  let bullets = 0;
  for (const kind of ["work_experiences", "projects"] as const) {
    resume.experiences[kind].forEach((item, i) => {
      item.responsibilities.forEach((r, j) => {
        bullets++;
        if (rewritten(r)) changed.push({ path: `${kind === "projects" ? "p" : "w"}${i}.${j}`, current: r.current, suggested: r.suggested });
      });
    });
  }
  const added = addedSkills(resume);
  return {
    pair,
    result,
    bullets,
    changed,
    added,
    // The truth list names each skill once; another name of the same skill (the job's "Cycle counts" for
    // "Cycle counting") is matched through the tailoring dictionary.
    falseAdded: added.filter((s) => !truth.has(norm(s)) && !truthList.some((t) => sameTerm(t, s))),
    violations: auditTailoring(profile, resume, jd),
    coverageBefore: keywordCoverage(plainText(resume, "current"), pair.keywords),
    coverageAfter: keywordCoverage(plainText(resume, "suggested"), pair.keywords),
    missingKeywords: pair.keywords.filter((k) => !hasKeyword(plainText(resume, "suggested"), k)),
    panel: [...result.match.matched_keywords, ...result.match.missing_keywords],
    panelReal: [...result.match.matched_keywords, ...result.match.missing_keywords].filter((t) =>
      panelTermIsReal(t, pair.keywords, truthList),
    ),
    keywordsInPanel: pair.keywords.filter((k) =>
      [...result.match.matched_keywords, ...result.match.missing_keywords].some((t) => panelTermIsReal(t, [k], [])),
    ),
  };
}

// ── Replay of recorded model replies ─────────────────────────────────────────────────────────────────

export interface RecordedReply {
  name: string;
  raw: unknown;
  /** Bullet id → "good", "unchanged", or the failure the text was written to show. */
  labels: Record<string, string>;
  /** Added skill → "good" or "false". */
  skill_labels: Record<string, "good" | "false">;
}

export const replyFiles = () =>
  readdirSync(path.join(EVAL_DIR, "replies"))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => json<{ pair: string; replies: RecordedReply[] }>(`replies/${f}`));

export interface BulletOutcome {
  pair: string;
  reply: string;
  id: string;
  label: string;
  current: string;
  proposed: string;
  kept: boolean;
  /** The guard rules that rejected it (from the tailor.guard.rejected log). */
  rules: string[];
}

export interface ReplayOutcome {
  bullets: BulletOutcome[];
  skills: Array<{ pair: string; reply: string; skill: string; label: "good" | "false"; kept: boolean }>;
  violations: number;
}

const bulletText = (raw: unknown): Map<string, string> => {
  let body = (raw as { response: unknown }).response;
  if (typeof body === "string") body = JSON.parse(body.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*```\s*$/, ""));
  const out = new Map<string, string>();
  for (const b of (body as { bullets: Array<{ id: string; text: string }> }).bullets) out.set(b.id, b.text);
  return out;
};

export async function replay(pairIds?: ReadonlySet<string>): Promise<ReplayOutcome> {
  const pairs = new Map(evalPairs().map((p) => [p.id, p]));
  const outcome: ReplayOutcome = { bullets: [], skills: [], violations: 0 };
  for (const file of replyFiles()) {
    if (pairIds && !pairIds.has(file.pair)) continue;
    const pair = pairs.get(file.pair)!;
    const profile = loadProfile(pair.profile);
    for (const reply of file.replies) {
      const ai: AiRunner = { run: async () => structuredClone(reply.raw) };
      const rejected = new Map<string, string[]>();
      const result = await tailorResume(profile, loadJob(pair.job), {
        engine: "workers-ai",
        ai,
        log: (event, data) => {
          if (event !== "tailor.guard.rejected") return;
          for (const r of (data?.rejections ?? []) as Array<{ path: string; rules: string[] }>) rejected.set(r.path, r.rules);
        },
      });
      if (result.engine_used !== "workers-ai") throw new Error(`${file.pair}/${reply.name}: the reply did not reach the guards`);
      outcome.violations += auditTailoring(profile, result.modified_experiences, loadJob(pair.job)).length;
      const proposed = bulletText(reply.raw);
      const exps = result.modified_experiences.experiences;
      for (const [id, label] of Object.entries(reply.labels)) {
        if (label === "unchanged") continue;
        const m = /^([wp])(\d+)\.(\d+)$/.exec(id)!;
        const kind = m[1] === "w" ? "work" : "projects";
        const item = (m[1] === "w" ? exps.work_experiences : exps.projects)[Number(m[2])]!.responsibilities[Number(m[3])]!;
        const text = proposed.get(id)!;
        outcome.bullets.push({
          pair: file.pair,
          reply: reply.name,
          id,
          label,
          current: item.current,
          proposed: text,
          kept: item.suggested === text.trim() && item.suggested !== item.current,
          rules: rejected.get(`${kind}[${m[2]}].responsibilities[${m[3]}]`) ?? [],
        });
      }
      const suggested = new Set(result.modified_experiences.additional_information["Technical Skills"].suggested.map(norm));
      for (const [skill, label] of Object.entries(reply.skill_labels ?? {})) {
        outcome.skills.push({ pair: file.pair, reply: reply.name, skill, label, kept: suggested.has(norm(skill)) });
      }
    }
  }
  return outcome;
}
