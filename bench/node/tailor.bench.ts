// Tailoring benchmarks (run: npm run bench -- tailor).
//  1. Speed: the local engine on a 4-job profile and a 1,500-word job description (budget: median ≤ 30 ms; the
//     job analysed exactly once per request), plus the live rescoring and requirement map the editor computes on every toggle.
//  2. Quality: every fixture profile/job pair; median match gain (after − before), the share of bullets
//     rewritten in more than punctuation/case (target ≥ 69%), consecutive bullets opening with the same verb,
//     some before → after examples (all with --examples) and the number of guard violations in the final
//     output (must be 0).
//  3. The evaluation set (eval/tailor): changed-bullet rate, false skill additions, audit violations and
//     job-keyword coverage per split (the first 26 pairs, holdout2, holdout3) and over the whole set, and the replay of recorded model replies through the guards
//     (survival of good rewrites, catch of bad ones, per failure and per rule).
// Exits non-zero when a budget or a bar is missed.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StoredRecord } from "../../worker/shapes/resume";
import { auditTailoring, computeMatch, extractJobTerms, jobAnalysisCount, requirementMap, tailorResume } from "../../worker/tailor";
import { measure } from "../lib";
import { evalReport } from "../../eval/tailor/report";

const root = path.join(import.meta.dirname, "../../eval/tailor");
const profile = (name: string) => JSON.parse(readFileSync(path.join(root, "profiles", `${name}.json`), "utf8")) as StoredRecord;
const job = (name: string) => readFileSync(path.join(root, "jobs", `${name}.txt`), "utf8");
const pairs = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8")) as Array<{ profile: string; job: string }>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

// A 1,500-word description: the fixture postings one after another (different roles, so many distinct terms).
function longJobDescription(words: number): string {
  const names = [
    "backend-go",
    "sre-devops",
    "fullstack-node",
    "data-analyst",
    "frontend-react",
    "ml-engineer",
    "it-project-manager",
    "marketing-digital",
    "accountant",
    "customer-success",
    "registered-nurse",
  ];
  const lines: string[] = [];
  let count = 0;
  for (let k = 0; count < words; k++) {
    for (const line of job(names[k % names.length]!).split("\n")) {
      const w = line.split(/\s+/).filter(Boolean);
      if (count + w.length >= words) {
        lines.push(w.slice(0, words - count).join(" "));
        count = words;
        break;
      }
      lines.push(line);
      count += w.length;
    }
  }
  return lines.join("\n");
}

let failed = false;

// 1. Speed
const fourJobs = profile("backend-dev");
const jd = longJobDescription(1500);
const jdWords = jd.split(/\s+/).filter(Boolean).length;
console.log(
  `profile: ${fourJobs.experiences.work_experiences.length} jobs, ${fourJobs.experiences.work_experiences.reduce((n, w) => n + w.responsibilities.length, 0)} responsibilities; job description: ${jdWords} words`,
);
const { median: localMs } = await measure(
  `tailor local engine, 4-job profile + ${jdWords}-word JD (node)`,
  () => tailorResume(fourJobs, jd, { engine: "local" }),
  { warmup: 10, runs: 50 },
);
console.log(`budget local engine ≤ 30 ms median: ${localMs <= 30 ? "OK" : "FAIL"}`);
if (localMs > 30) failed = true;

// The job is analysed once per request: every part of the tailoring reads the same analysis (job/analysis.ts).
const analysesBefore = jobAnalysisCount();
const result = await tailorResume(fourJobs, jd, { engine: "local" });
const analyses = jobAnalysisCount() - analysesBefore;
console.log(`budget job analysed once per request: ${analyses} analysis(es): ${analyses === 1 ? "OK" : "FAIL"}`);
if (analyses !== 1) failed = true;
const terms = extractJobTerms(jd);
await measure(`tailor extractJobTerms ${jdWords}-word JD (node)`, () => extractJobTerms(jd), { warmup: 10, runs: 50 });
await measure(
  "tailor computeMatch live rescore, terms pre-extracted (node)",
  () => computeMatch(result.modified_experiences, terms, { work: [["current", "suggested"]], skills: "suggested" }),
  { warmup: 10, runs: 100 },
);
await measure(
  "tailor requirementMap live, the editor's requirement panel (node)",
  () => requirementMap(result.requirements, result.modified_experiences, { work: [["current", "suggested"]], skills: "suggested" }),
  { warmup: 10, runs: 100 },
);

// 2. Quality
// A bullet counts as rewritten only when the suggestion differs in more than punctuation and case.
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const rewritten = (x: { current: string; suggested: string }) => words(x.current) !== words(x.suggested);
const openingVerb = (s: string) => /^[A-Za-z]+/.exec(s)?.[0]?.toLowerCase() ?? "";
// 0.69, was 0.7: the result-first moves ("Saved £340k … by negotiating …"), a class issue 12 names as making bullets
// worse, were removed after holdout4's first run; they were 6 of the fixture's rewrites (91 of 131 remain rewritten).
const REWRITE_TARGET = 0.69;
const showExamples = process.argv.includes("--examples");

console.log("\nquality over fixture pairs (local engine):");
const gains: number[] = [];
let violations = 0;
let bullets = 0;
let changedTotal = 0;
let repeatedVerbs = 0;
const examples: string[] = [];
for (const p of pairs) {
  const prof = profile(p.profile);
  const r = await tailorResume(prof, job(p.job), { engine: "local" });
  const v = auditTailoring(prof, r.modified_experiences);
  violations += v.length;
  const items = [...r.modified_experiences.experiences.work_experiences, ...r.modified_experiences.experiences.projects];
  const all = items.flatMap((w) => w.responsibilities);
  const changed = all.filter(rewritten);
  bullets += all.length;
  changedTotal += changed.length;
  // Consecutive bullets of one item opening with the same verb, in the suggested text.
  for (const w of items) {
    for (let i = 1; i < w.responsibilities.length; i++) {
      if (openingVerb(w.responsibilities[i]!.suggested) === openingVerb(w.responsibilities[i - 1]!.suggested)) repeatedVerbs++;
    }
  }
  for (const x of showExamples ? changed : changed.slice(0, 1))
    examples.push(`  ${p.profile} × ${p.job}\n    - ${x.current}\n    + ${x.suggested}`);
  gains.push(r.match.after - r.match.before);
  console.log(
    `  ${`${p.profile} × ${p.job}`.padEnd(44)} match ${String(r.match.before).padStart(3)} → ${String(r.match.after).padStart(3)} (+${r.match.after - r.match.before}), ${changed.length}/${all.length} bullets rewritten, role "${r.role_applied}", violations ${v.length}`,
  );
  for (const x of v) console.log(`      violation ${x.rule} at ${x.path}: ${x.detail ?? ""}`);
}
console.log(`\nbefore → after examples (${showExamples ? "all" : "first per pair; --examples for all"}):\n${examples.join("\n")}\n`);
const share = changedTotal / bullets;
console.log(
  `tailor quality (${pairs.length} pairs): median match gain +${median(gains)} points (min +${Math.min(...gains)}, max +${Math.max(...gains)})`,
);
console.log(
  `tailor quality: bullets rewritten (more than punctuation/case): ${changedTotal}/${bullets} = ${(share * 100).toFixed(1)}% (target ≥ ${REWRITE_TARGET * 100}%): ${share >= REWRITE_TARGET ? "OK" : "FAIL"}`,
);
console.log(`tailor quality: consecutive bullets opening with the same verb: ${repeatedVerbs}`);
console.log(`tailor quality: guard violations in final output: ${violations} (must be 0): ${violations === 0 ? "OK" : "FAIL"}`);
if (violations > 0 || share < REWRITE_TARGET) failed = true;

// 3. The evaluation set and the replay of recorded model replies.
// Per split first (each split's own coverage gain and rewrite rate), then the whole set for the truth bars.
// The rewrite-rate bar is issue 12's: over the whole set (every split) and over the first set (tune +
// holdout) it was set on.
const first = await evalReport("tune,holdout");
for (const split of ["holdout2", "holdout3"]) await evalReport(split);
const ev = await evalReport("all");
const bars: Array<[string, boolean]> = [
  ["bullets changed ≥ 30% on the first set", first.changedRate >= 0.3],
  ["bullets changed ≥ 30% over the whole set", ev.changedRate >= 0.3],
  ["false skill additions = 0", ev.falseAdditions === 0],
  ["audit violations = 0", ev.violations === 0],
  ["good-rewrite survival ≥ 97%", ev.goodSurvival >= 0.97],
  ["bad-rewrite catch ≥ 98%", ev.badCatch >= 0.98],
];
for (const [name, ok] of bars) console.log(`tailor eval: ${name}: ${ok ? "OK" : "FAIL"}`);
if (bars.some(([, ok]) => !ok)) failed = true;
if (failed) process.exitCode = 1;
