// Parse Workers for the workers-pool tests and benches, each in its own workerd process (wrangler dev), as the
// parse Worker runs apart from the app Worker in production: the app Worker's PARSER binding reaches them through
// a function binding (vitest.config.ts). Local workerd runs every Worker of one process on one thread, so only a
// parser in another process lets a test show the app answering while a parse spins.
//   - the real parse Worker (worker/parse-service/wrangler.toml), started by the global setup;
//   - a parser without the preflight (test/parse-service/spin/), started on first use, to which PDFs carrying
//     SPIN_MARK are sent: pdf.js then really spins on them, as on a class the preflight would miss.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const SPIN_MARK = "%tailorcv-test-spin";
const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ParserProcess {
  url: string;
  stop: () => void;
}

/** Starts `wrangler dev` on a Worker config and resolves once it answers (its /parse refuses GET with 405). */
export async function startParser(configPath: string): Promise<ParserProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/wrangler/bin/wrangler.js"),
      "dev",
      "-c",
      path.join(root, configPath),
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
      "--persist-to",
      mkdtempSync(path.join(tmpdir(), "tailorcv-parser-")),
    ],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: "ignore", detached: true },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
  };
  process.once("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`parse Worker (${configPath}) exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/parse`, { signal: AbortSignal.timeout(2000) })).status === 405) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`parse Worker (${configPath}) did not start`);
}

let spinning: Promise<ParserProcess> | undefined;

/**
 * The PARSER binding of the test pools: forwards the app Worker's request to the parse Worker at `parserUrl`, or,
 * for a PDF carrying SPIN_MARK, to the parser without preflight.
 */
export function parserBinding(parserUrl: string) {
  return async (request: Request): Promise<Response> => {
    const body = new Uint8Array(await request.arrayBuffer());
    const spin = Buffer.from(body.buffer, body.byteOffset, body.byteLength).includes(SPIN_MARK, 0, "latin1");
    if (spin) spinning ??= startParser("test/parse-service/spin/wrangler.toml");
    const base = spin && spinning ? (await spinning).url : parserUrl;
    const { pathname } = new URL(request.url);
    return fetch(`${base}${pathname}`, { method: request.method, headers: request.headers, body });
  };
}
