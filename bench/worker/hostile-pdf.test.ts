// Hostile-PDF benchmark inside workerd: `npm run bench -- hostile`. workerd's clock moves only on I/O, so each
// timed call ends with a zero-delay timer and the figure is the refusal's CPU time plus one timer turn (one
// isolate, one thread: wall time here is CPU time, on a shared machine plus whatever the machine's load adds).
// Memory is not visible from inside workerd; the Node bench measures it per class.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { measure } from "../lib";
import { printCapUse, printShares, type RealShare } from "../real-caps";
import { parseResume } from "../../worker/parse/index";
import { type PreflightReport, preflightPdf } from "../../worker/parse/preflight/index";
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

/**
 * Median ms of `fn` over `samples` timed batches of `batch` calls, each batch closed by one zero-delay timer (the
 * clock moves only on I/O); the timer turn's own median (an empty batch) is subtracted, and batching spreads the
 * clock's resolution over many calls.
 */
async function perCall(fn: () => Promise<unknown>, batch: number, samples: number, turn: number): Promise<number> {
  const ts: number[] = [];
  for (let s = 0; s < samples; s++) {
    await tick();
    const t = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    await tick();
    ts.push((performance.now() - t - turn) / batch);
  }
  return ts.sort((a, b) => a - b)[Math.floor(ts.length / 2)]!;
}

// The real resumes outside the repository (../shared/realworld and realworld2, served by bench/realworld-server.ts):
// per file, the preflight alone and the whole parse, alternating; the share is the ratio of the two medians.
it("real resumes: the preflight's share of a whole parse, and the caps they use, in workerd", async () => {
  const base = env.REALWORLD_URL;
  const names = base ? ((await (await fetch(`${base}/list-all`)).json()) as string[]) : [];
  if (names.length === 0) {
    console.log("real resumes (workerd): skipped, the sets are not beside the checkout");
    return;
  }
  await warm();
  const turns: number[] = [];
  for (let i = 0; i < 21; i++) {
    await tick();
    const t = performance.now();
    await tick();
    turns.push(performance.now() - t);
  }
  const turn = turns.sort((a, b) => a - b)[10]!;
  console.log(`one timer turn (workerd): median ${turn.toFixed(2)} ms (subtracted from each batch)`);
  const rows: RealShare[] = [];
  const reports: { file: string; report: PreflightReport }[] = [];
  const refused: string[] = [];
  for (const name of names) {
    // (Files are numbered, not named, in the output: their names are people's names.)
    const file = `${name.split("/")[0]}/${name.split("/")[1]!.slice(0, 2)}`;
    const b = new Uint8Array(await (await fetch(`${base}/pdf/${name.split("/").map(encodeURIComponent).join("/")}`)).arrayBuffer());
    let refusal = "";
    try {
      reports.push({ file, report: await preflightPdf(b) });
    } catch (err) {
      refusal = (err as { limit?: string; code?: string }).limit ?? (err as { code?: string }).code ?? "error";
    }
    const pre = () => preflightPdf(b).catch(() => undefined);
    const parse = () =>
      parseResume(b).catch((err: { code?: string }) => {
        refusal ||= err.code ?? "error";
      });
    await pre();
    await parse();
    const preflight = await perCall(pre, 5, 3, turn);
    const whole = await perCall(parse, 2, 3, turn);
    if (refusal) refused.push(`${file} (${refusal})`);
    rows.push({ file, preflight, parse: whole });
    console.log(
      `real resume ${file} (workerd)${refusal ? ` REFUSED: ${refusal}` : ""}: preflight ${preflight.toFixed(2)} ms, whole parse ${whole.toFixed(2)} ms, share ${((100 * preflight) / whole).toFixed(1)}%`,
    );
  }
  printShares(rows, "workerd");
  printCapUse(reports, "workerd");
  console.log(`real resumes refused (workerd): ${refused.join(", ") || "none"} of ${rows.length}`);
  expect(rows.length).toBe(names.length);
}, 1_800_000);
