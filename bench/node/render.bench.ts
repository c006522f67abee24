// Render benchmarks in Node: `npx tsx bench/node/render.bench.ts`. Budget: 2-page resume ≤ 40 ms median warm.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderResumePdf } from "../../worker/render/index.ts";
import { sampleResume } from "../../worker/render/samples.ts";
import { measure } from "../lib.ts";

const fontDir = path.join(import.meta.dirname, "../../worker/render/fonts");
const font = (face: string) => new Uint8Array(readFileSync(path.join(fontDir, `NotoSans-${face}.ttf.bin`)));
const fonts = { regular: font("Regular"), bold: font("Bold"), italic: font("Italic") };

const t0 = performance.now();
await renderResumePdf(sampleResume("short"), { fonts });
console.log(`render first call, cold (node): ${(performance.now() - t0).toFixed(1)} ms`);
const opts = { warmup: 10, runs: 50 };
await measure("render 1-page resume (node)", () => renderResumePdf(sampleResume("short"), { fonts }), opts);
await measure("render 2-page resume (node)", () => renderResumePdf(sampleResume("two-page"), { fonts }), opts);
await measure("render 3-page resume (node)", () => renderResumePdf(sampleResume("three-page"), { fonts }), opts);
await measure("render 2-page resume, Letter (node)", () => renderResumePdf(sampleResume("two-page"), { fonts, pageSize: "Letter" }), opts);

// On a shared machine wall time includes waiting for a core; CPU time of this process is the steadier figure.
const cpuRuns: number[] = [];
for (let i = 0; i < 50; i++) {
  const c0 = process.cpuUsage();
  await renderResumePdf(sampleResume("two-page"), { fonts });
  const c = process.cpuUsage(c0);
  cpuRuns.push((c.user + c.system) / 1000);
}
cpuRuns.sort((a, b) => a - b);
console.log(`render 2-page resume, CPU time (node): median ${cpuRuns[25]!.toFixed(2)} ms (n=50)`);
