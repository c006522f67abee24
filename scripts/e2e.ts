// End-to-end runner. Builds the app and serves the build (vite preview) on a fresh local D1/R2 and a free
// port, runs test/e2e in real Chromium; then starts the app the way the README tells newcomers to
// (`npm run dev`), again on a fresh state, and runs the core journey against it. Every server it started is
// stopped whatever happens.
// Usage: npm run test:e2e [-- --json <file>] [-- --skip-build] [-- --only build|dev] [-- <vitest filters>]
// With filters the dev run happens only when they name the core journey.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { freePort, run, startServer, stopServer, waitForHttp } from "./lib/proc";

const CORE_JOURNEY = "test/e2e/core-journey.e2e.ts";

const args = process.argv.slice(2);
const take = (flag: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const jsonOut = take("--json");
const only = take("--only");
const skipBuild = args.includes("--skip-build");
const filters = args.filter((a) => a !== "--skip-build");
const env = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_ENV: "development" };
/** Servers running now, stopped on Ctrl-C as well as after their run. */
const live = new Set<ChildProcess>();

interface Outcome {
  code: number;
  passed: number;
  failed: number;
  failedFiles: number;
}

type Kind = "build" | "dev";

/** Starts one server on its own empty state: the build under vite preview, or the README's `npm run dev`. */
async function serve(kind: Kind, stateDir: string) {
  const port = await freePort();
  const stateEnv = { ...env, TAILORCV_STATE_DIR: stateDir };
  if (kind === "build") {
    // `npm run dev` applies the migrations itself; the build's server needs them applied first.
    if ((await run("npm", ["run", "-s", "db:migrate:local"], { env: stateEnv, quiet: true })) !== 0) {
      throw new Error("migrations failed");
    }
  }
  const server =
    kind === "build"
      ? startServer("npx", ["vite", "preview", "--port", String(port), "--strictPort"], stateEnv)
      : startServer("npm", ["run", "dev", "--", "--port", String(port), "--strictPort"], { TAILORCV_STATE_DIR: stateDir });
  live.add(server);
  const log = { text: "" };
  server.stdout?.on("data", (d: Buffer) => (log.text += d.toString()));
  server.stderr?.on("data", (d: Buffer) => (log.text += d.toString()));
  return { server, log, base: `http://127.0.0.1:${port}` };
}

async function runAgainst(kind: Kind, vitestFilters: string[]): Promise<Outcome> {
  const stateDir = mkdtempSync(path.join(tmpdir(), `tailorcv-e2e-${kind}-`));
  const json = path.join(stateDir, "report.json");
  let started: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    started = await serve(kind, stateDir);
    try {
      await waitForHttp(`${started.base}/api/health`, 180_000, started.server);
    } catch (err) {
      console.error(`e2e (${kind}): server did not start: ${String(err)}\n${started.log.text}`);
      return { code: 1, passed: 0, failed: 0, failedFiles: 1 };
    }
    console.log(`e2e (${kind}): app at ${started.base}`);
    const vitestArgs = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...vitestFilters];
    vitestArgs.push("--reporter=default", "--reporter=json", `--outputFile.json=${json}`);
    const code = await run("npx", vitestArgs, { env: { ...env, E2E_BASE_URL: started.base } });
    if (code !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.error(started.log.text);
    if (!existsSync(json)) return { code: code || 1, passed: 0, failed: 0, failedFiles: 1 };
    const r = JSON.parse(readFileSync(json, "utf8")) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites?: number };
    return { code, passed: r.numPassedTests, failed: r.numFailedTests, failedFiles: r.numFailedTestSuites ?? 0 };
  } catch (err) {
    console.error(`e2e (${kind}): ${String(err)}`);
    return { code: 1, passed: 0, failed: 0, failedFiles: 1 };
  } finally {
    if (started) {
      stopServer(started.server);
      live.delete(started.server);
    }
    rmSync(stateDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const wantDev = only !== "build" && (filters.length === 0 || filters.some((f) => CORE_JOURNEY.endsWith(f) || f.includes("core-journey")));
  const wantBuild = only !== "dev";
  const outcomes: Outcome[] = [];
  if (wantBuild) {
    if (!skipBuild && (await run("npx", ["vite", "build", "--logLevel", "warn"], { env })) !== 0) {
      console.error("e2e: build failed");
      return 1;
    }
    outcomes.push(await runAgainst("build", filters));
  }
  if (wantDev) outcomes.push(await runAgainst("dev", [CORE_JOURNEY]));
  const total = outcomes.reduce(
    (t, o) => ({ passed: t.passed + o.passed, failed: t.failed + o.failed, failedFiles: t.failedFiles + o.failedFiles }),
    { passed: 0, failed: 0, failedFiles: 0 },
  );
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify({ numPassedTests: total.passed, numFailedTests: total.failed, numFailedTestSuites: total.failedFiles }),
    );
  }
  return outcomes.some((o) => o.code !== 0) ? 1 : 0;
}

const stopAll = () => {
  for (const s of live) stopServer(s);
  process.exit(130);
};
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, stopAll);

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
