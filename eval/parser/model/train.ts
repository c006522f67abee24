// `npm run parse:train`: labels the lines of every training document (the synthetic sets and the real sets in
// ../shared, eval/parser/model/data.ts), fits the line model with a fixed seed and writes its weights to
// worker/parse/roles/weights.json. The same documents give the same file, byte for byte.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { realDocs, syntheticDocs } from "./data.ts";
import { FIT, fitModel, samplesOf } from "./fit.ts";

const out = path.resolve(import.meta.dirname, "../../../worker/parse/roles/weights.json");
const docs = [...syntheticDocs(), ...realDocs()];
const sets = [...new Set(docs.map((d) => d.set))];
const samples = [];
for (const d of docs) samples.push(await samplesOf(d));
const started = Date.now();
const weights = fitModel(samples, FIT);
writeFileSync(out, `${JSON.stringify(weights)}\n`);
console.log(
  `trained on ${docs.length} documents (${sets.join(", ")}), ${samples.flat().length} lines, ${weights.first.inputs} features, in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), out)}`,
);
