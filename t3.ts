import { realDocs, syntheticDocs } from "./eval/parser/model/data.ts";
import { fit, samplesOf, type Sample } from "./eval/parser/model/fit.ts";
import { foldOf } from "./eval/parser/model/folds.ts";
import { forward, standardise } from "./worker/parse/roles/model.ts";
const syn = syntheticDocs(); const real = realDocs();
const folds = foldOf(real);
const sam = new Map<string, Sample[]>();
for (const d of [...syn, ...real]) sam.set(d.id, await samplesOf(d));
console.log("features", sam.get(syn[0]!.id)![0]!.x.length, "lines", [...sam.values()].flat().length);
const argmax = (p: number[]) => p.reduce((b, v, i) => (v > p[b]! ? i : b), 0);
let tot = { r: 0, s: 0, e: 0, n: 0 };
for (let f = 0; f < 0; f++) {
  const train = [...syn, ...real.filter((d) => folds.get(d.family!) !== f)].flatMap((d) => sam.get(d.id)!);
  const test = real.filter((d) => folds.get(d.family!) === f).flatMap((d) => sam.get(d.id)!);
  const t0 = Date.now();
  const m = fit(train);
  let r = 0, s = 0, e = 0;
  for (const x of test) { const p = forward(m, standardise(m, x.x)).probs; if (argmax(p.role) === x.role) r++; if (argmax(p.section) === x.section) s++; if ((p.start >= 0.5 ? 1 : 0) === x.start) e++; }
  console.log(f, test.length, (r / test.length).toFixed(3), (s / test.length).toFixed(3), (e / test.length).toFixed(3), Date.now() - t0, "ms");
  tot = { r: tot.r + r, s: tot.s + s, e: tot.e + e, n: tot.n + test.length };
}
console.log("all", (tot.r / tot.n).toFixed(3), (tot.s / tot.n).toFixed(3), (tot.e / tot.n).toFixed(3));
// confusion on fold 0..4 pooled with last model? recompute quickly for fold 0
import { LINE_ROLES } from "./worker/parse/roles/types.ts";
{
  const conf = LINE_ROLES.map(() => LINE_ROLES.map(() => 0));
  for (let f = 0; f < 2; f++) {
    const train = [...syn, ...real.filter((d) => folds.get(d.family!) !== f)].flatMap((d) => sam.get(d.id)!);
    const test = real.filter((d) => folds.get(d.family!) === f).flatMap((d) => sam.get(d.id)!);
    const m = fit(train);
    for (const x of test) { const p = forward(m, standardise(m, x.x)).probs; conf[x.role]![argmax(p.role)]!++; }
    let tr = 0; for (const x of train) { const p = forward(m, standardise(m, x.x)).probs; if (argmax(p.role) === x.role) tr++; }
    console.log("train acc", (tr / train.length).toFixed(3));
  }
  console.log("truth\\pred", LINE_ROLES.map((r) => r.slice(0, 5).padStart(6)).join(""));
  conf.forEach((row, i) => console.log(LINE_ROLES[i]!.padEnd(12), row.map((v) => String(v).padStart(6)).join("")));
}
