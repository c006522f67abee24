// Render benchmarks inside workerd: `npm run bench -- render` (or vitest with vitest.bench.config.ts).
// workerd's clock advances only on I/O, so every timed call ends with a zero-delay timer: the figure is
// render time plus one timer turn.
import { expect, it } from "vitest";
import { measure } from "../lib";
import { resumeFonts } from "../../worker/render/fonts";
import { renderResumePdf } from "../../worker/render/index";
import { sampleResume } from "../../worker/render/samples";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it("renders resumes within budget in workerd", async () => {
  const fonts = resumeFonts;
  await tick();
  const t0 = performance.now();
  const first = await renderResumePdf(sampleResume("short"), { fonts });
  await tick();
  console.log(`render first call, cold (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(new TextDecoder().decode(first.slice(0, 5))).toBe("%PDF-");

  const timed = (size: "short" | "two-page" | "three-page") => async () => {
    await renderResumePdf(sampleResume(size), { fonts });
    await tick();
  };
  await measure("render 1-page resume (workerd)", timed("short"), { warmup: 10, runs: 40 });
  const two = await measure("render 2-page resume (workerd)", timed("two-page"), { warmup: 10, runs: 40 });
  await measure("render 3-page resume (workerd)", timed("three-page"), { warmup: 10, runs: 40 });
  expect(two.median).toBeGreaterThan(0); // the clock did advance
});
