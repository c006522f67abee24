// Small process helpers for developer scripts: run a command, start a server, free ports.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export function run(cmd: string, args: string[], opts: { env?: Record<string, string>; quiet?: boolean } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: opts.quiet ? "ignore" : "inherit", env: { ...process.env, ...opts.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Starts a long-running process in its own process group so that it and its children can be stopped together. */
export function startServer(cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
}

export function stopServer(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
  setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }, 3000).unref();
}

/** Waits until `url` answers (by default: with a 2xx; `anyStatus` accepts any answer at all). */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess, anyStatus = false): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok || anyStatus) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}
