// Render benchmarks in Node: `npx tsx bench/node/render.bench.ts`. Budget: 2-page resume ≤ 40 ms median warm.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderResumePdf } from "../../worker/render/index.ts";
import { sampleResume } from "../../worker/render/samples.ts";

const fontDir = path.join(import.meta.dirname, "../../worker/render/fonts");
const font = (face: string) => new Uint8Array(readFileSync(path.join(fontDir, `NotoSans-${face}.ttf.bin`)));
const fonts = { regular: font("Regular"), bold: font("Bold"), italic: font("Italic") };

async function measure(name: string, fn: () => Promise<unknown>, { warmup = 10, runs = 50 } = {}) {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  const p90 = times[Math.floor(runs * 0.9)]!;
  console.log(`${name} (node): median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms (n=${runs})`);
  return median;
}

const t0 = performance.now();
await renderResumePdf(sampleResume("short"), { fonts });
console.log(`render first call, cold (node): ${(performance.now() - t0).toFixed(1)} ms`);
await measure("render 1-page resume", () => renderResumePdf(sampleResume("short"), { fonts }));
await measure("render 2-page resume", () => renderResumePdf(sampleResume("two-page"), { fonts }));
await measure("render 3-page resume", () => renderResumePdf(sampleResume("three-page"), { fonts }));
await measure("render 2-page resume, Letter", () => renderResumePdf(sampleResume("two-page"), { fonts, pageSize: "Letter" }));
