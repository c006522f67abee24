// Render benchmarks in Node: `npx tsx bench/node/render.bench.ts` (part of `npm run bench`).
// Budgets (medians, warm): 2-page Latin ≤ 40 ms in every design, 2-page CJK ≤ 150 ms (≤ 600 ms with a cold
// font load), 2-page Arabic ≤ 80 ms. Fonts are read from node_modules (the files the Worker gets from its static assets).
import { renderResume, renderResumePdf } from "../../worker/render/index.ts";
import { DESIGN_IDS } from "../../worker/render/theme.ts";
import { clearFontCache } from "../../worker/render/fonts/fontset.ts";
import { nodeFontLibrary } from "../../scripts/lib/fonts.ts";
import { sampleResume, twoPagesIn } from "../../test/samples/resumes.ts";
import { twoPageSample } from "../../test/samples/scripts.ts";
import { measure } from "../lib.ts";

const fonts = nodeFontLibrary();
const opts = { warmup: 10, runs: 50 };

const t0 = performance.now();
await renderResumePdf(sampleResume("short"), { fonts });
console.log(`render first call, cold (node): ${(performance.now() - t0).toFixed(1)} ms`);

// Memory of the CJK case (Workers allow 128 MB per isolate): heap plus array buffers right after a cold
// render (before any collection: an upper bound of what the render allocated) and after a full collection
// (what stays: the parsed fonts of the isolate cache). Run with --expose-gc for the second figure.
const gc = (globalThis as { gc?: () => void }).gc;
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
clearFontCache();
gc?.();
const base = used();
const pdf = await renderResumePdf(twoPageSample("zh-hans"), { fonts });
const peak = used() - base;
gc?.();
const kept = used() - base;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `render 2-page CJK resume, memory (node): +${mb(peak)} MB after a cold render, ${gc ? `+${mb(kept)} MB kept after GC` : "(no --expose-gc)"}, ` +
    `rss ${mb(process.memoryUsage().rss)} MB; PDF ${(pdf.length / 1024).toFixed(0)} KB`,
);

await measure("render 1-page resume (node)", () => renderResumePdf(sampleResume("short"), { fonts }), opts);
await measure("render 2-page resume (node)", () => renderResumePdf(sampleResume("two-page"), { fonts }), opts);
await measure("render 3-page resume (node)", () => renderResumePdf(sampleResume("three-page"), { fonts }), opts);
await measure("render 2-page resume, Letter (node)", () => renderResumePdf(sampleResume("two-page"), { fonts, pageSize: "Letter" }), opts);
// Each design on a resume that fills two of its pages (compact holds more on a page).
for (const design of DESIGN_IDS) {
  const record = twoPagesIn(design);
  const { pages } = await renderResume(record, { fonts, design });
  if (pages !== 2) throw new Error(`the ${design} sample has ${pages} pages, not 2`);
  await measure(`render 2-page resume, ${design} design (node)`, () => renderResumePdf(record, { fonts, design }), opts);
}

// CJK: a cold render loads and parses every font file the resume needs (about 60 files of the Simplified
// Chinese slices); warm renders reuse the parsed fonts.
const cjk = twoPageSample("zh-hans");
const cold: number[] = [];
for (let i = 0; i < 7; i++) {
  clearFontCache();
  const c0 = performance.now();
  await renderResumePdf(cjk, { fonts });
  cold.push(performance.now() - c0);
}
cold.sort((a, b) => a - b);
console.log(`render 2-page CJK resume, cold fonts (node): median ${cold[3]!.toFixed(2)} ms (n=7)`);
await measure("render 2-page CJK resume, warm (node)", () => renderResumePdf(cjk, { fonts }), opts);
for (const id of ["ja", "ko", "zh-hant"]) {
  const r = twoPageSample(id);
  await measure(`render 2-page ${id} resume, warm (node)`, () => renderResumePdf(r, { fonts }), { warmup: 5, runs: 20 });
}
await measure("render 2-page Arabic resume, warm (node)", () => renderResumePdf(twoPageSample("ar"), { fonts }), opts);
await measure("render 2-page Hindi resume, warm (node)", () => renderResumePdf(twoPageSample("hi"), { fonts }), { warmup: 5, runs: 20 });
await measure("render 2-page Thai resume, warm (node)", () => renderResumePdf(twoPageSample("th"), { fonts }), { warmup: 5, runs: 20 });

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
