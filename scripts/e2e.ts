// End-to-end runner: builds the app, gives it a fresh local D1/R2, serves it on a free port,
// runs test/e2e with real Chromium, and stops the server it started whatever happens.
// Usage: npm run test:e2e [-- --json <file>] [-- --skip-build] [-- <vitest filters>]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, run, startServer, stopServer, waitForHttp } from "./lib/proc";

const args = process.argv.slice(2);
const take = (flag: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const jsonOut = take("--json");
const skipBuild = args.includes("--skip-build");
const filters = args.filter((a) => a !== "--skip-build");
const env = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_ENV: "development" };

async function main(): Promise<number> {
  if (!skipBuild && (await run("npx", ["vite", "build", "--logLevel", "warn"], { env })) !== 0) {
    console.error("e2e: build failed");
    return 1;
  }
  const stateDir = mkdtempSync(path.join(tmpdir(), "tailorcv-e2e-"));
  let server: ReturnType<typeof startServer> | undefined;
  const stop = () => {
    if (server) stopServer(server);
    rmSync(stateDir, { recursive: true, force: true });
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    const migrate = await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
      env,
      quiet: true,
    });
    if (migrate !== 0) {
      console.error("e2e: migrations failed");
      return 1;
    }
    const port = await freePort();
    // The build already chose the environment; naming it again makes wrangler rename the built Workers, and the app's
    // PARSER binding would no longer find the parse Worker.
    const { CLOUDFLARE_ENV: _env, ...previewEnv } = env;
    server = startServer("npx", ["vite", "preview", "--port", String(port), "--strictPort"], {
      ...previewEnv,
      TAILORCV_STATE_DIR: stateDir,
    });
    let log = "";
    server.stdout?.on("data", (d: Buffer) => (log += d.toString()));
    server.stderr?.on("data", (d: Buffer) => (log += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${base}/api/health`, 60_000, server);
    } catch (err) {
      console.error(`e2e: server did not start: ${String(err)}\n${log}`);
      return 1;
    }
    console.log(`e2e: app at ${base}`);
    const vitestArgs = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...filters];
    if (jsonOut) vitestArgs.push("--reporter=default", "--reporter=json", `--outputFile.json=${jsonOut}`);
    const code = await run("npx", vitestArgs, { env: { ...env, E2E_BASE_URL: base } });
    if (code !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.error(log);
    return code;
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
