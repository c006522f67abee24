// `npm run parse:cv`: how the parser reads layouts it never saw. The real resumes of ../shared/realworld and
// ../shared/realworld2 fall into five folds grouped by generator family (eval/parser/model/folds.ts, families.json):
// each fold is scored with a line model trained on the other folds and the synthetic sets, so no family is ever in
// both. Scoring: the real sets' own rules (eval/parser/lib/realworld-rules.ts). Pages are read without the preflight
// (its caps are measured by the real-set tests), so a file the preflight refuses is still scored here.
//   --leave-one-set-out   each real set scored with a model trained on everything else
//   --committed           each real set scored through parseResume with the committed weights
//   --verbose             every field that misses, per file
// Before the last line it prints where the held-out readings differ from the labels, and what each class of
// difference costs (eval/parser/model/confusion.ts).
import { readFileSync } from "node:fs";
import { recordFromPages, parseResume } from "../../../worker/parse/index.ts";
import type { ModelWeights } from "../../../worker/parse/roles/model.ts";
import { GROUPS, type Group, scoreResume, summarise, verboseLines, zeroResume } from "../lib/realworld-rules.ts";
import { type Doc, pagesOf, REAL_SETS, realDocs, syntheticDocs } from "./data.ts";
import { fitModel, type Sample, samplesOf } from "./fit.ts";
import { addCounts, countMarks, describeCounts, type MarkCounts } from "./marks.ts";
import { UNSURE_BELOW } from "../../../worker/parse/review.ts";
import { FOLDS, foldOf } from "./folds.ts";
import { Diagnostics } from "./confusion.ts";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
type Result = ReturnType<typeof zeroResume>;
// Marks on the held-back files at the product's threshold and at others (0: only the marks of empty or unreadable fields).
const THRESHOLDS = [...new Set([0, 0.4, 0.5, UNSURE_BELOW, 0.7, 0.8])].sort();
const marks = new Map<number, MarkCounts>(THRESHOLDS.map((t) => [t, { marked: 0, wrong: 0, markedWrong: 0 }]));

const f2 = (x: number | null | undefined) => (x === null || x === undefined ? "-" : x.toFixed(2));
const line = (results: Result[]) => {
  const s = summarise(results);
  return `${s.overall.toFixed(3)} over ${results.length} resumes (${GROUPS.map((g) => `${g} ${f2(s.groups[g as Group])}`).join(", ")})`;
};

async function scoreWith(docs: Doc[], weights: ModelWeights | null): Promise<Result[]> {
  const out: Result[] = [];
  for (const d of docs) {
    try {
      const record = weights
        ? recordFromPages(await pagesOf(d), weights).record
        : (await parseResume(new Uint8Array(readFileSync(d.pdf)))).record;
      const r = scoreResume(d.truth, record);
      if (weights)
        for (const t of THRESHOLDS) {
          const { review } = recordFromPages(await pagesOf(d), weights, t);
          marks.set(t, addCounts(marks.get(t)!, countMarks(record, review, r)));
        }
      if (args.includes("--files")) console.log(`  ${d.id} ${r.score.toFixed(3)}`);
      if (verbose)
        console.log(
          `  ${d.id} ${r.score.toFixed(3)}\n${verboseLines(r)
            .map((l) => `    ${l}`)
            .join("\n")}`,
        );
      out.push(r);
    } catch (err) {
      if (verbose) console.log(`  ${d.id} failed: ${(err as Error).message}`);
      out.push(zeroResume(d.truth));
    }
  }
  return out;
}

const cache = new Map<string, Sample[]>();
async function samples(docs: Doc[]): Promise<Sample[][]> {
  const out: Sample[][] = [];
  for (const d of docs) {
    if (!cache.has(d.id)) cache.set(d.id, await samplesOf(d));
    out.push(cache.get(d.id)!);
  }
  return out;
}

async function main() {
  const synthetic = syntheticDocs();
  const real = realDocs();
  if (!real.length) {
    console.log("no real sets found beside the repository (../shared/realworld, ../shared/realworld2): nothing to cross-validate");
    return;
  }
  if (args.includes("--committed")) {
    for (const set of REAL_SETS) {
      const docs = real.filter((d) => d.set === set);
      if (docs.length) console.log(`${set} with the committed weights: ${line(await scoreWith(docs, null))}`);
    }
    return;
  }
  if (args.includes("--leave-one-set-out")) {
    for (const set of REAL_SETS) {
      const held = real.filter((d) => d.set === set);
      if (!held.length) continue;
      const weights = fitModel(await samples([...synthetic, ...real.filter((d) => d.set !== set)]));
      console.log(`${set} (model trained on everything else): ${line(await scoreWith(held, weights))}`);
    }
    return;
  }
  const fold = foldOf(real);
  const all: Result[] = [];
  const bySet = new Map<string, Result[]>();
  const diagnostics = new Diagnostics();
  for (let f = 0; f < FOLDS; f++) {
    const held = real.filter((d) => fold.get(d.family!) === f);
    const weights = fitModel(await samples([...synthetic, ...real.filter((d) => fold.get(d.family!) !== f)]));
    const results = await scoreWith(held, weights);
    for (const d of held) diagnostics.add(await pagesOf(d), d.truth, weights);
    all.push(...results);
    for (const [i, d] of held.entries()) bySet.set(d.set, [...(bySet.get(d.set) ?? []), results[i]!]);
    const families = [...new Set(held.map((d) => d.family))].join(", ");
    console.log(`fold ${f + 1} [${families}]: ${line(results)}`);
  }
  for (const [set, results] of bySet) console.log(`  of which ${set}: ${line(results)}`);
  for (const t of THRESHOLDS)
    console.log(`  "Check this" marks${t === UNSURE_BELOW ? " (product)" : ""} below p ${t}: ${describeCounts(marks.get(t)!)}`);
  console.log("diagnostics over the held-out folds (labels: the truth alignment, eval/parser/model/label.ts):");
  for (const l of diagnostics.lines()) console.log(l);
  console.log(`cross-validated accuracy ${line(all)}`);
}

await main();
