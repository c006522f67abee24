// Hostile-PDF benchmark inside workerd: `npm run bench -- hostile`. workerd's clock moves only on I/O, so each
// timed call ends with a zero-delay timer and the figure is the refusal's CPU time plus one timer turn (one
// isolate, one thread: wall time here is CPU time). Memory is not visible from inside workerd; the Node bench
// measures it per class.
import { expect, it } from "vitest";
import { measure } from "../lib";
import { parseResume } from "../../worker/parse/index";
import { preflightPdf } from "../../worker/parse/preflight/index";
import { HOSTILE } from "../../test/worker/hostile-pdfs";
import oneUrl from "../../test/fixtures/resumes/r01-classic-software.pdf?inline";
import twoUrl from "../../test/fixtures/resumes/r02-classic-nurse-2p.pdf?inline";
import type3Url from "../../test/fixtures/resumes/h01-jakes-style-swe.pdf?inline";

const bytes = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it("refuses every hostile class within budget in workerd", async () => {
  await parseResume(bytes(oneUrl));
  for (const h of HOSTILE) {
    const file = h.build();
    let outcome = "";
    const r = await measure(
      `hostile ${h.name} (workerd)`,
      async () => {
        await tick();
        try {
          await parseResume(file);
          outcome = "accepted";
        } catch (err) {
          outcome = (err as { limit?: string; code?: string }).limit ?? (err as { code?: string }).code ?? "error";
        }
        await tick();
      },
      { warmup: 1, runs: 5 },
    );
    console.log(`  → ${h.name}: ${outcome}${r.median <= 3000 ? "" : " (OVER 3 s)"}`);
    expect(r.median).toBeGreaterThan(0);
  }
});

it("adds little to a normal parse in workerd", async () => {
  for (const [label, url] of [
    ["1-page resume", oneUrl],
    ["2-page resume", twoUrl],
    ["1-page LaTeX resume with Type 3 fonts", type3Url],
  ] as const) {
    const b = bytes(url);
    await measure(
      `preflight ${label} (workerd)`,
      async () => {
        await preflightPdf(b);
        await tick();
      },
      { warmup: 5, runs: 30 },
    );
    const r = await measure(
      `guarded parse ${label} (workerd)`,
      async () => {
        await parseResume(b);
        await tick();
      },
      { warmup: 5, runs: 30 },
    );
    expect(r.median).toBeGreaterThan(0);
  }
});
