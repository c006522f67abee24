// Memory and CPU of the FIRST parse in a fresh parse Worker, in workerd: `npx tsx bench/node/hostile-pdf-fresh.bench.ts`
// (or `npm run bench -- hostile`). For each case it starts the real parse Worker (worker/parse-service, `wrangler dev`,
// its own workerd process, as test/parse-service/servers.ts does for the tests), so nothing else ran in that isolate
// but the start-up request. Then: reset the process's peak-RSS counter (/proc/PID/clear_refs), note its RSS and CPU
// time, POST the file to /parse once, and read the peak RSS (VmHWM) and CPU time again. The memory figure is the
// peak over the RSS just before: what that one parse added, with its garbage not yet collected, pdf.js's first-use
// set-up, the request body and the JSON answer. A normal one-page resume is measured the same way as the reference
// for what a first parse costs anyway. CPU is in 10 ms ticks (USER_HZ). Linux only (reads /proc).
//   HOSTILE_FRESH=cap (default "normal,cap,hostile") picks the groups; FRESH_REAL=realworld2/13,… adds real resumes
//   from ../shared by set and number, read in place (e.g. the ones with the highest use of a cap).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpuTicks, statusKb, TICK_MS, workerdPids } from "../proc";
import path from "node:path";
import { REALWORLD_DIR } from "../../eval/parser/lib/realworld-dir";
import { AT_CAP, HOSTILE } from "../../test/worker/hostile-pdfs";
import { startParser } from "../../test/parse-service/servers";

const BUDGET_MB = 64;

async function firstParse(kind: string, name: string, bytes: Uint8Array): Promise<void> {
  const parser = await startParser("worker/parse-service/wrangler.toml");
  try {
    // wrangler dev runs two workerd processes (its proxy and the Worker); the Worker's is the one the parse keeps
    // busy, so both are measured and the busier one reported.
    const pids = workerdPids();
    const before = pids.map((pid) => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, "5"); // VmHWM := current RSS
      } catch {
        // Gone already; its figures read 0 and it is not the busier one.
      }
      return { pid, rss: statusKb(pid, "VmRSS"), cpu: cpuTicks(pid) };
    });
    const answer = (await (await fetch(`${parser.url}/parse`, { method: "POST", body: new Uint8Array(bytes) })).json()) as {
      ok: boolean;
      code?: string;
      limit?: string;
    };
    const after = before
      .map((b) => ({ ...b, peakMB: (statusKb(b.pid, "VmHWM") - b.rss) / 1024, cpuMs: (cpuTicks(b.pid) - b.cpu) * TICK_MS }))
      .sort((a, b) => b.cpuMs - a.cpuMs);
    if (!after[0]) {
      console.log(`${kind} ${name} (workerd, fresh): no workerd process found, not measured`);
      return;
    }
    const { peakMB, cpuMs, rss: rss0 } = after[0];
    const outcome = answer.ok ? "accepted" : (answer.limit ?? answer.code ?? "failed");
    const within = cpuMs <= 1000 && peakMB <= BUDGET_MB ? "within 1 s / 64 MB" : "OVER 1 s or 64 MB";
    console.log(
      `${kind} ${name} (workerd, first parse in a fresh isolate): ${outcome}, CPU ${cpuMs} ms, peak +${peakMB.toFixed(1)} MB over the RSS before (${(rss0 / 1024).toFixed(0)} MB) (${within})`,
    );
  } finally {
    parser.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

const pick = process.env.HOSTILE_FRESH ?? "normal,cap,hostile";
const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures/resumes");
if (pick.includes("normal"))
  for (const id of ["r01-classic-software", "h01-jakes-style-swe"])
    await firstParse("normal", id, new Uint8Array(readFileSync(path.join(fixtures, `${id}.pdf`))));
for (const id of (process.env.FRESH_REAL ?? "").split(",").filter(Boolean)) {
  const [set, num] = id.split("/");
  const dir = path.resolve(REALWORLD_DIR, "..", set!, "pdfs");
  const f = readdirSync(dir).find((f) => f.startsWith(`${num}-`) && f.endsWith(".pdf"));
  if (f) await firstParse("real", id, new Uint8Array(readFileSync(path.join(dir, f))));
}
if (pick.includes("cap")) for (const h of AT_CAP) await firstParse("at-cap", h.name, h.build());
if (pick.includes("hostile")) for (const h of HOSTILE) await firstParse("hostile", h.name, h.build());
process.exit(0);
