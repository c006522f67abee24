// The body of `npm run eval:live` (eval/parser/ai/live.ts checks the credentials first and loads this only when
// they are set). Options and output are described there.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_AI_MODEL, FREE_NEURONS_PER_DAY, neuronsFor } from "../../../worker/parse/ai/cost.ts";
import { type AiOutcome, readWithAi } from "../../../worker/parse/ai/reader.ts";
import { localReadings, recordFromReadings } from "../../../worker/parse/index.ts";
import { FIELD_GROUPS } from "../../../worker/parse/readers/combine.ts";
import { readingStage, twoReaderRecord } from "../../../worker/parse/readers/index.ts";
import { auditTailoring, tailorResume } from "../../../worker/tailor/index.ts";
import { DEFAULT_MODEL as TAILOR_MODEL } from "../../../worker/tailor/engines/workers-ai.ts";
import { evalPairs, loadJob, loadProfile } from "../../tailor/harness.ts";
import { GROUPS, type Group, scoreResume, summarise, zeroResume } from "../lib/realworld-rules.ts";
import { type Doc, pagesOf, REAL_SETS, realDocs, syntheticDocs } from "../model/data.ts";
import { type RestClient, restClient } from "./rest-client.ts";

let args: string[] = [];
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
type Result = ReturnType<typeof zeroResume>;

const f2 = (x: number | null | undefined) => (x === null || x === undefined ? "-" : x.toFixed(2));
/** The score line parse:cv prints: overall, then each group. */
const line = (results: Result[]) => {
  const s = summarise(results);
  return `${s.overall.toFixed(3)} over ${results.length} resumes (${GROUPS.map((g) => `${g} ${f2(s.groups[g as Group])}`).join(", ")})`;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function docsToRead(): Doc[] {
  const sets = (flag("--sets") ?? REAL_SETS.join(",")).split(",");
  const all = [...realDocs(), ...syntheticDocs()];
  const limit = Number(flag("--limit") ?? Infinity);
  return sets.flatMap((set) => all.filter((d) => d.set === set).slice(0, limit));
}

interface SetRun {
  local: Result[];
  ai: Result[];
  both: Result[];
  outcomes: AiOutcome[];
}

async function readOne(d: Doc, client: RestClient, model: string, timeoutMs: number, run: SetRun) {
  const stage = readingStage(await pagesOf(d));
  const local = localReadings(stage.forReader);
  const out = await readWithAi(stage.forReader, { client, model, timeoutMs });
  run.outcomes.push(out);
  const localRecord = recordFromReadings(stage.lines, local, { furniture: stage.furniture }).record;
  run.local.push(scoreResume(d.truth, localRecord));
  if (!out.readings) {
    // The AI reader alone has nothing; the product would keep the local model's record.
    run.ai.push(zeroResume(d.truth));
    run.both.push(scoreResume(d.truth, localRecord));
    return;
  }
  run.ai.push(scoreResume(d.truth, recordFromReadings(stage.lines, out.readings, { furniture: stage.furniture }).record));
  run.both.push(scoreResume(d.truth, twoReaderRecord(stage, local, out.readings).record));
}

function printSet(set: string, run: SetRun) {
  const used = run.outcomes.filter((o) => !o.failure).length;
  const codes = new Map<string, number>();
  for (const o of run.outcomes) if (o.failure) codes.set(o.failure, (codes.get(o.failure) ?? 0) + 1);
  const fallbacks = [...codes].map(([c, n]) => `${c} ${n}`).join(", ") || "none";
  const neurons = run.outcomes.map((o) => o.neurons).filter((n): n is number => n !== null);
  const ms = run.outcomes.map((o) => o.ms);
  console.log(`${set} line model (committed weights): ${line(run.local)}`);
  console.log(`${set} workers-ai alone: ${line(run.ai)}; answers used ${used}/${run.outcomes.length}, fallbacks: ${fallbacks}`);
  console.log(`${set} two readers (as uploads run): ${line(run.both)}`);
  const perDay = neurons.length && mean(neurons) > 0 ? `about ${Math.floor(FREE_NEURONS_PER_DAY / mean(neurons))}` : "unknown:";
  console.log(
    `${set} neurons per resume: mean ${mean(neurons).toFixed(1)}, median ${median(neurons).toFixed(1)}, max ${Math.max(0, ...neurons).toFixed(1)}` +
      ` (${neurons.length} answers with usage); ${perDay} resumes per free daily allocation`,
  );
  console.log(`${set} latency: median ${median(ms)} ms, p90 ${quantile(ms, 0.9)} ms`);
}

async function evalReader(client: RestClient, model: string): Promise<Result[]> {
  const timeoutMs = Number(flag("--timeout-ms") ?? 10_000);
  const docs = docsToRead();
  const runs = new Map<string, SetRun>();
  for (const d of docs) {
    const run = runs.get(d.set) ?? { local: [], ai: [], both: [], outcomes: [] };
    runs.set(d.set, run);
    await readOne(d, client, model, timeoutMs, run);
  }
  console.log(`AI line reader, model ${model}, ${docs.length} resumes`);
  for (const [set, run] of runs) printSet(set, run);
  return [...runs.values()].flatMap((r) => r.ai);
}

async function evalTailor(client: RestClient) {
  const model = process.env.AI_MODEL || TAILOR_MODEL;
  const pairs = evalPairs().slice(0, Number(flag("--pairs") ?? Infinity));
  let answered = 0;
  let violations = 0;
  const neurons: number[] = [];
  const ms: number[] = [];
  for (const pair of pairs) {
    const profile = loadProfile(pair.profile);
    const jd = loadJob(pair.job);
    const from = client.calls.length;
    const started = Date.now();
    const out = await tailorResume(profile, jd, { engine: "workers-ai", ai: client, model });
    ms.push(Date.now() - started);
    if (out.engine_used === "workers-ai") answered++;
    violations += auditTailoring(profile, out.modified_experiences, jd).length;
    const calls = client.calls.slice(from);
    const used = neuronsFor(model, {
      inputTokens: calls.reduce((n, c) => n + (c.inputTokens ?? 0), 0),
      outputTokens: calls.reduce((n, c) => n + (c.outputTokens ?? 0), 0),
    });
    if (used !== null && calls.some((c) => c.inputTokens !== undefined)) neurons.push(used);
  }
  console.log(
    `tailoring, model ${model}: ${pairs.length} pairs, workers-ai answered ${answered}, fell back ${pairs.length - answered}; ` +
      `guard violations ${violations}; neurons per pair mean ${mean(neurons).toFixed(1)}; latency median ${median(ms)} ms, p90 ${quantile(ms, 0.9)} ms`,
  );
}

function writeTable(aiResults: Result[], model: string) {
  const sets = (flag("--sets") ?? REAL_SETS.join(",")).split(",");
  if (flag("--limit") || sets.some((s) => !(REAL_SETS as readonly string[]).includes(s))) {
    console.log("--write-table needs every resume of the real sets; table not written");
    return;
  }
  const file = path.resolve(import.meta.dirname, "../../../worker/parse/readers/held-back.json");
  const table = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const groups = summarise(aiResults).groups;
  table.ai = Object.fromEntries(FIELD_GROUPS.map((g) => [g, groups[g] === null ? null : Number(groups[g]!.toFixed(2))]));
  table.aiModel = model;
  table.aiMeasuredOn = `${new Date().toISOString().slice(0, 10)}, ${aiResults.length} resumes of ${sets.join(" and ")} (npm run eval:live)`;
  writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`wrote the AI reader's figures into ${path.relative(process.cwd(), file)}`);
}

/** Runs the evaluation with the given command-line arguments and credentials. */
export async function runLive(argv: string[], creds: { accountId: string; token: string; base?: string }) {
  args = argv;
  const client = restClient(creds);
  const model = flag("--model") || process.env.PARSE_AI_MODEL || DEFAULT_AI_MODEL;
  const aiResults = await evalReader(client, model);
  if (!args.includes("--no-tailor")) await evalTailor(client);
  if (args.includes("--write-table")) writeTable(aiResults, model);
}
