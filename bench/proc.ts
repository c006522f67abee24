// /proc readings for the benches that measure workerd from outside (it has no CPU or memory API of its own).
// Linux only.
import { readdirSync, readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc CPU times are in ticks of 10 ms. */
export const TICK_MS = 10;

/** The parent of a process, from /proc/<pid>/stat ("pid (comm) state ppid …"; comm may hold spaces, so read after the last ")"). */
export function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return 0;
  }
}

/** The workerd processes descended from this one (one parse Worker runs at a time). */
export function workerdPids(): number[] {
  const out: number[] = [];
  for (const d of readdirSync("/proc")) {
    const pid = Number(d);
    if (!pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "workerd") continue;
    } catch {
      continue;
    }
    for (let p = parentOf(pid), hops = 0; p > 1 && hops < 10; p = parentOf(p), hops++)
      if (p === process.pid) {
        out.push(pid);
        break;
      }
  }
  return out;
}
/** A /proc/PID/status figure in kB (0 once the process is gone: wrangler may replace a workerd it started). */
export function statusKb(pid: number, key: string): number {
  try {
    return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
export function cpuTicks(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8");
    const x = f.slice(f.lastIndexOf(")") + 2).split(" ");
    return Number(x[11]) + Number(x[12]);
  } catch {
    return 0;
  }
}
