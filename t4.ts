import { realDocs, syntheticDocs } from "./eval/parser/model/data.ts";
import { FIT, fit, samplesOf, type Sample } from "./eval/parser/model/fit.ts";
import { foldOf } from "./eval/parser/model/folds.ts";
import { forward, standardise } from "./worker/parse/roles/model.ts";
const syn = syntheticDocs(); const real = realDocs();
const folds = foldOf(real);
const sam = new Map<string, Sample[]>();
for (const d of [...syn, ...real]) sam.set(d.id, await samplesOf(d));
const argmax = (p: number[]) => p.reduce((b, v, i) => (v > p[b]! ? i : b), 0);
const grp = (r: number) => (r >= 7 ? 7 : r); // bullet, body, list, other -> content
const configs = JSON.parse(process.argv[2]!);
for (const c of configs) {
  let tot = { r: 0, g: 0, s: 0, e: 0, n: 0 };
  for (let f = 0; f < 5; f++) {
    const train = [...syn, ...real.filter((d) => folds.get(d.family!) !== f)].flatMap((d) => sam.get(d.id)!);
    const test = real.filter((d) => folds.get(d.family!) === f).flatMap((d) => sam.get(d.id)!);
    const m = fit(train, { ...FIT, ...c });
    for (const x of test) { const p = forward(m, standardise(m, x.x)).probs; const r = argmax(p.role); if (r === x.role) tot.r++; if (grp(r) === grp(x.role)) tot.g++; if (argmax(p.section) === x.section) tot.s++; if ((p.start >= 0.5 ? 1 : 0) === x.start) tot.e++; }
    tot.n += test.length;
  }
  console.log(JSON.stringify(c), "role", (tot.r / tot.n).toFixed(3), "grouped", (tot.g / tot.n).toFixed(3), "section", (tot.s / tot.n).toFixed(3), "start", (tot.e / tot.n).toFixed(3));
}
