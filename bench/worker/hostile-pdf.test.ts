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

/** workerd's CPU time so far (ms, 10 ms ticks), from bench/node/hostile-pdf-workerd.bench.ts; NaN without it. */
const cpuNow = async () => Number((await mark("cpu")) || Number.NaN);

/**
 * CPU ms per call of `fn`, over `calls` calls in one batch: workerd's clock stands still during CPU work and, on a
 * loaded machine, wall time counts other processes' time, so the batch is timed by workerd's own CPU time read
 * from /proc by the bench's marker server (10 ms ticks: the batch is sized to last a few hundred ms, so a tick is
 * a few percent of it).
 */
async function cpuPerCall(fn: () => Promise<unknown>, calls: number): Promise<number> {
  await tick();
  const c0 = await cpuNow();
  for (let i = 0; i < calls; i++) await fn();
  const c1 = await cpuNow();
  return (c1 - c0) / calls;
}

// The real resumes outside the repository (../shared/realworld and realworld2, served by bench/realworld-server.ts):
// per file, the preflight alone and the whole parse, each in a batch timed by workerd's CPU time; the share is the
// ratio of the two. Runs only under bench/node/hostile-pdf-workerd.bench.ts, which reads that CPU time.
it("real resumes: the preflight's share of a whole parse, and the caps they use, in workerd", async () => {
  const base = env.REALWORLD_URL;
  const names = base ? ((await (await fetch(`${base}/list-all`)).json()) as string[]) : [];
  if (names.length === 0) {
    console.log("real resumes (workerd): skipped, the sets are not beside the checkout");
    return;
  }
  if (Number.isNaN(await cpuNow())) {
    console.log("real resumes (workerd): skipped, run through bench/node/hostile-pdf-workerd.bench.ts (it reads workerd's CPU time)");
    return;
  }
  await warm();
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
    // Sized from one parse's CPU so each batch lasts about 400 ms.
    const one = await cpuPerCall(parse, 1);
    const whole = await cpuPerCall(parse, Math.max(2, Math.ceil(400 / Math.max(one, 10))));
    const preflight = await cpuPerCall(pre, Math.max(10, Math.ceil(400 / Math.max(whole / 10, 1))));
    if (refusal) refused.push(`${file} (${refusal})`);
    rows.push({ file, preflight, parse: whole });
    console.log(
      `real resume ${file} (workerd)${refusal ? ` REFUSED: ${refusal}` : ""}: preflight ${preflight.toFixed(2)} ms CPU, whole parse ${whole.toFixed(2)} ms CPU, share ${((100 * preflight) / whole).toFixed(1)}%`,
    );
  }
  printShares(rows, "workerd");
  printCapUse(reports, "workerd");
  console.log(`real resumes refused (workerd): ${refused.join(", ") || "none"} of ${rows.length}`);
  expect(rows.length).toBe(names.length);
}, 1_800_000);
