// Global setup for the workerd benches: a small HTTP server on 127.0.0.1 that samples the resident memory
// (VmRSS, from /proc) of the workerd processes this run started, so a bench inside workerd can measure how
// much memory a request takes there (workerd has no memory API of its own):
//   POST /start  note the current RSS and sample every 2 ms
//   POST /stop   stop; answers { baseline_kb, peak_kb, samples }
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";
import { parentOf } from "./proc";

declare module "vitest" {
  export interface ProvidedContext {
    rssPort: number;
  }
}

/** workerd processes descended from this one. */
function workerdPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!pid) continue;
    let comm = "";
    try {
      comm = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (comm !== "workerd") continue;
    for (let p = parentOf(pid), hops = 0; p > 1 && hops < 10; p = parentOf(p), hops++) {
      if (p === process.pid) {
        pids.push(pid);
        break;
      }
    }
  }
  return pids;
}

function rssKb(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* the process ended */
    }
  }
  return total;
}

export default async function setup(project: TestProject) {
  let timer: NodeJS.Timeout | undefined;
  let state = { pids: [] as number[], baseline: 0, peak: 0, samples: 0 };
  const server = createServer((req, res) => {
    const answer = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/start") {
      clearInterval(timer);
      const pids = workerdPids();
      const baseline = rssKb(pids);
      state = { pids, baseline, peak: baseline, samples: 1 };
      timer = setInterval(() => {
        state.peak = Math.max(state.peak, rssKb(state.pids));
        state.samples += 1;
      }, 2);
      return answer({ pids: pids.length, baseline_kb: baseline });
    }
    if (req.url === "/stop") {
      clearInterval(timer);
      state.peak = Math.max(state.peak, rssKb(state.pids));
      return answer({ pids: state.pids.length, baseline_kb: state.baseline, peak_kb: state.peak, samples: state.samples });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  project.provide("rssPort", typeof address === "object" && address ? address.port : 0);
  return () => {
    clearInterval(timer);
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
