// What an AI reading would cost, without calling any model: the prompt the reader sends for each resume, counted in
// Llama 3 tokens (the default model's tokenizer family, through llama3-tokenizer-js), and an answer the size of a
// correct one (the truth-aligned reading of eval/parser/ai/answer-from-truth.ts, compact JSON, also counted). Neurons
// at the rates of worker/parse/ai/cost.ts. A model's real answer may be longer or shorter; `npm run eval:live`
// measures the real counts where an account exists.
//   npx tsx eval/parser/ai/prompt-size.ts [--sets realworld,realworld2]
import llama3Tokenizer from "llama3-tokenizer-js";
import { DEFAULT_AI_MODEL, FREE_NEURONS_PER_DAY, MODEL_RATES, neuronsFor, USD_PER_1000_NEURONS } from "../../../worker/parse/ai/cost.ts";
import { buildAiRequest } from "../../../worker/parse/ai/prompt.ts";
import { outputBudget } from "../../../worker/parse/ai/reader.ts";
import { readingStage } from "../../../worker/parse/readers/index.ts";
import { labelLines } from "../model/label.ts";
import { pagesOf, REAL_SETS, realDocs, syntheticDocs } from "../model/data.ts";
import { answerOf } from "./answer-from-truth.ts";

// Llama 3's chat template adds a few header tokens per message and at the start of the answer.
const TEMPLATE_TOKENS = 4 + 5 * 2 + 5;
const count = (s: string) => llama3Tokenizer.encode(s, { bos: false, eos: false }).length;
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

async function main() {
  const args = process.argv.slice(2);
  const sets = (
    args[args.indexOf("--sets") + 1] && args.includes("--sets") ? args[args.indexOf("--sets") + 1]! : REAL_SETS.join(",")
  ).split(",");
  const docs = [...realDocs(), ...syntheticDocs()].filter((d) => sets.includes(d.set));
  const rows: { lines: number; input: number; output: number; budget: number }[] = [];
  for (const d of docs) {
    const stage = readingStage(await pagesOf(d));
    const request = buildAiRequest(stage.forReader, 0);
    const input = TEMPLATE_TOKENS + request.messages.reduce((n, m) => n + count(m.content), 0);
    const output = count(JSON.stringify(answerOf(labelLines(stage.lines, d.truth))));
    const chars = request.messages.reduce((n, m) => n + m.content.length, 0);
    rows.push({ lines: stage.lines.length, input, output, budget: outputBudget(stage.lines.length, chars, DEFAULT_AI_MODEL) });
  }
  const show = (name: string, xs: number[]) => `${name}: median ${q(xs, 0.5)}, p90 ${q(xs, 0.9)}, max ${Math.max(...xs)}`;
  console.log(`${rows.length} resumes of ${sets.join(", ")}`);
  console.log(
    show(
      "lines",
      rows.map((r) => r.lines),
    ),
  );
  console.log(
    show(
      "input tokens",
      rows.map((r) => r.input),
    ),
  );
  console.log(
    show(
      "output tokens (a correct answer's size)",
      rows.map((r) => r.output),
    ),
  );
  console.log(`answers over their max_tokens budget: ${rows.filter((r) => r.output > r.budget).length}`);
  for (const model of Object.keys(MODEL_RATES)) {
    const neurons = rows.map((r) => neuronsFor(model, { inputTokens: r.input, outputTokens: r.output })!);
    const med = q(neurons, 0.5);
    console.log(
      `${model}: neurons per resume median ${med.toFixed(0)}, p90 ${q(neurons, 0.9).toFixed(0)}; ` +
        `${Math.floor(FREE_NEURONS_PER_DAY / med)} resumes per free day at the median; $${((med / 1000) * USD_PER_1000_NEURONS).toFixed(4)} per resume beyond it`,
    );
  }
}

await main();
