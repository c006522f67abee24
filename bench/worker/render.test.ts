// Render benchmarks inside workerd: `npm run bench -- render` (or vitest with vitest.bench.config.ts).
// Fonts come through the ASSETS binding as in production (vitest.bench.config.ts serves the staged files).
// workerd's clock advances only on I/O, so every timed call ends with a zero-delay timer: the figure is
// render time plus one timer turn.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { measure } from "../lib";
import { assetFontLibrary, clearFontAssetCache } from "../../worker/fonts/assets";
import { clearFontCache } from "../../worker/render/fonts/fontset";
import { renderResumePdf } from "../../worker/render/index";
import { sampleResume } from "../../test/samples/resumes";
import { twoPageSample } from "../../test/samples/scripts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it("renders resumes within budget in workerd", async () => {
  const fonts = assetFontLibrary(env.ASSETS, "https://tailorcv.test");
  await tick();
  const t0 = performance.now();
  const first = await renderResumePdf(sampleResume("short"), { fonts });
  await tick();
  console.log(`render first call, cold (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(new TextDecoder().decode(first.slice(0, 5))).toBe("%PDF-");

  const timed = (make: () => Parameters<typeof renderResumePdf>[0]) => async () => {
    await renderResumePdf(make(), { fonts });
    await tick();
  };
  await measure(
    "render 1-page resume (workerd)",
    timed(() => sampleResume("short")),
    { warmup: 10, runs: 40 },
  );
  const two = await measure(
    "render 2-page resume (workerd)",
    timed(() => sampleResume("two-page")),
    { warmup: 10, runs: 40 },
  );
  await measure(
    "render 3-page resume (workerd)",
    timed(() => sampleResume("three-page")),
    { warmup: 10, runs: 40 },
  );
  expect(two.median).toBeGreaterThan(0); // the clock did advance

  // CJK with a cold font fetch: every font file and the catalogue fetched through ASSETS and parsed again.
  const cjk = twoPageSample("zh-hans");
  const cold: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearFontCache();
    clearFontAssetCache();
    const c0 = performance.now();
    await renderResumePdf(cjk, { fonts });
    await tick();
    cold.push(performance.now() - c0);
  }
  cold.sort((a, b) => a - b);
  console.log(`render 2-page CJK resume, cold font fetch (workerd): median ${cold[2]!.toFixed(2)} ms (n=5)`);
  await measure(
    "render 2-page CJK resume, warm (workerd)",
    timed(() => cjk),
    { warmup: 5, runs: 30 },
  );
  await measure(
    "render 2-page Arabic resume, warm (workerd)",
    timed(() => twoPageSample("ar")),
    { warmup: 5, runs: 30 },
  );
});
