// CPU time and memory of the hostile-PDF cases inside workerd: `npx tsx bench/node/hostile-pdf-workerd.bench.ts`
// (or `npm run bench -- hostile`). Runs bench/worker/hostile-pdf.test.ts in the workers pool while a small
// server on 127.0.0.1:8791 answers its marks: at each case's start it resets workerd's peak-RSS counter, at its
// end it reads workerd's CPU time (/proc/<pid>/stat) and peak RSS (VmHWM); asked "cpu", it answers workerd's CPU
// time so far (the real-resume test's batches). Wall time inside workerd includes
// whatever the machine's load adds; CPU time does not. Linux only (reads /proc).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** workerd processes started under `root` (the vitest run). */
function workerdUnder(root: number): number[] {
  const parent = new Map<number, number>();
  const names = new Map<number, string>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(d), stat.slice(stat.indexOf("(") + 1, close));
      parent.set(Number(d), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name.startsWith("workerd") && under(pid)).map(([pid]) => pid);
}

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(f[11]) + Number(f[12]); // utime + stime
}
const statusKb = (pid: number, key: string) =>
  Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

let root = 0;
let started: { cpu: number; rss: number } | undefined;
const lines: string[] = [];
const server = createServer((req, res) => {
  const what = new URL(req.url ?? "/", "http://x").searchParams.get("what") ?? "";
  const pids = workerdUnder(root);
  // The pool runs one workerd; take the busiest if there are more.
  const pid = pids.sort((a, b) => cpuTicks(b) - cpuTicks(a))[0];
  if (pid !== undefined) {
    if (what === "cpu") {
      // workerd's CPU time so far, in ms (10 ms ticks): the real-resume test times batches with it.
      res.end(String(cpuTicks(pid) * TICK_MS));
      return;
    }
    if (what.startsWith("start ")) {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
      } catch {
        // Not permitted: the peak then covers everything before too.
      }
      started = { cpu: cpuTicks(pid), rss: statusKb(pid, "VmRSS") };
    } else if (what.startsWith("end ") && started) {
      const [, kind, name, outcome, runs] = what.split(" ");
      const n = Number(runs?.split("=")[1] ?? 1);
      const cpuMs = ((cpuTicks(pid) - started.cpu) * TICK_MS) / n;
      const peakMB = (statusKb(pid, "VmHWM") - started.rss) / 1024;
      const within = cpuMs <= 3000 && peakMB <= 64 ? "within budget" : "OVER BUDGET";
      const line = `${kind} ${name} (workerd): ${outcome}, CPU ${cpuMs.toFixed(0)} ms per parse (mean of ${n}), peak +${peakMB.toFixed(1)} MB over workerd's RSS before (${within})`;
      lines.push(line);
      console.log(line);
    }
  }
  res.end("ok");
});
await new Promise<void>((resolve) => server.listen(8791, "127.0.0.1", resolve));

const child = spawn(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.bench.config.ts",
    "--silent=false",
    "bench/worker/hostile-pdf.test.ts",
    "-t",
    process.env.HOSTILE_WORKERD_ONLY ?? "hostile class|inside the caps|real resumes",
  ],
  {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
root = child.pid ?? 0;
// Of the test's own output, only the real-resume summary lines (the marks above print the rest).
let pending = "";
child.stdout?.on("data", (chunk: Buffer) => {
  const text = pending + chunk.toString("utf8");
  const parts = text.split("\n");
  pending = parts.pop() ?? "";
  for (const raw of parts) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, ""); // vitest colours its output
    if (/^(real resume|preflight share|highest use|\s{2}\S.* of \d|\s{2}\(not reported)/.test(line)) console.log(line);
  }
});
const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
server.close();
if (lines.length === 0 && !process.env.HOSTILE_WORKERD_ONLY?.startsWith("real")) console.log("no marks received: is port 8791 free?");
process.exit(code);
