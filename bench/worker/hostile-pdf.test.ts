// Hostile-PDF benchmark inside workerd: `npm run bench -- hostile`. workerd's clock moves only on I/O, so each
// timed call ends with a zero-delay timer and the figure is the refusal's CPU time plus one timer turn (one
// isolate, one thread: wall time here is CPU time, on a shared machine plus whatever the machine's load adds).
// Memory is not visible from inside workerd; the Node bench measures it per class.
import { expect, it } from "vitest";
import { measure } from "../lib";
import { parseResume } from "../../worker/parse/index";
import { preflightPdf } from "../../worker/parse/preflight/index";
import { AT_CAP, HOSTILE, type HostileCase } from "../../test/worker/hostile-pdfs";
import { checkPdfBytes, recordFromPages } from "../../worker/parse/index";
import { extractPages, openDocument } from "../../worker/parse/extract";
import oneUrl from "../../test/fixtures/resumes/r01-classic-software.pdf?inline";
import twoUrl from "../../test/fixtures/resumes/r02-classic-nurse-2p.pdf?inline";
import type3Url from "../../test/fixtures/resumes/h01-jakes-style-swe.pdf?inline";

const bytes = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Loads pdf.js once (a first parse can pass the 10 s limit on a loaded machine; only the loading matters here). */
async function warm() {
  await parseResume(bytes(oneUrl)).catch(() => undefined);
}

// bench/node/hostile-pdf-workerd.bench.ts listens here while it runs this file, and reads workerd's CPU time and
// peak memory from /proc at each mark; without it the marks fail quietly.
const MARKER = "http://127.0.0.1:8791/mark";
const mark = (what: string) =>
  fetch(`${MARKER}?${new URLSearchParams({ what })}`).then(
    (r) => r.text(),
    () => "",
  );

async function measureCases(kind: string, cases: HostileCase[]) {
  await warm();
  for (const h of cases) {
    const file = h.build();
    await mark(`start ${kind} ${h.name}`);
    let outcome = "";
    const r = await measure(
      `${kind} ${h.name} (workerd)`,
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
    await mark(`end ${kind} ${h.name} ${outcome} runs=6`);
    console.log(`  → ${h.name}: ${outcome}${r.median <= 3000 ? "" : " (OVER 3 s)"}`);
    expect(r.median).toBeGreaterThan(0);
  }
}

it("refuses every hostile class within budget in workerd", () => measureCases("hostile", HOSTILE));

it("reads files just inside the caps within budget in workerd", () => measureCases("at-cap", AT_CAP));

/** The parse as it was before the preflight: the same stages, without it. */
async function unguardedParse(b: Uint8Array) {
  checkPdfBytes(b);
  const doc = await openDocument(b);
  try {
    return recordFromPages(await extractPages(doc, () => false));
  } finally {
    void doc.loadingTask.destroy().catch(() => undefined);
  }
}

it("adds little to a normal parse in workerd", async () => {
  await warm();
  for (const [label, url] of [
    ["1-page resume", oneUrl],
    ["2-page resume", twoUrl],
    ["1-page LaTeX resume with Type 3 fonts", type3Url],
  ] as const) {
    const b = bytes(url);
    await measure(
      `unguarded parse ${label} (workerd)`,
      async () => {
        await unguardedParse(b);
        await tick();
      },
      { warmup: 5, runs: 30 },
    );
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
