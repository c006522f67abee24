// What the second reader costs the Worker beyond the model's own time: `npx tsx bench/node/readers.bench.ts` (or
// `npm run bench -- readers`). The AI client answers at once with a recorded answer (test/fixtures/ai-reader/), so
// the figures are the prompt, the answer's checks, the combination and, on a disagreement, the second assembly.
import { readFileSync } from "node:fs";
import path from "node:path";
import { measure } from "../lib";
import { readResume } from "../../worker/parse/readers/index";
import { r01Client } from "../../test/samples/ai-answers";

const bytes = new Uint8Array(readFileSync(path.resolve(import.meta.dirname, "../../test/fixtures/resumes/r01-classic-software.pdf")));
const opts = { warmup: 10, runs: 50 };
await measure("read 1-page resume, line model alone (node)", () => readResume(bytes.slice()), opts);
await measure(
  "read 1-page resume, both readers agreeing (node)",
  () => readResume(bytes.slice(), { ai: { client: r01Client("good").client } }),
  opts,
);
await measure(
  "read 1-page resume, both readers, one disputed line (node)",
  () => readResume(bytes.slice(), { ai: { client: r01Client("disagree").client } }),
  opts,
);
