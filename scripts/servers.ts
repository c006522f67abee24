// Runs test/servers against the servers people run: `vite dev`, `vite preview` of a development build
// (dist/, built here unless --skip-build), and `vite preview` of a production build made into a
// temporary folder. Every server gets its own empty local state and is stopped whatever happens.
// Usage: npm run test:servers [-- --json <file>] [-- --skip-build]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, run, startServer, stopServer, waitForHttp } from "./lib/proc";

const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const skipBuild = args.includes("--skip-build");
const base = { WRANGLER_SEND_METRICS: "false" };
const dev = { ...base, CLOUDFLARE_ENV: "development" };

async function main(): Promise<number> {
  const temp = mkdtempSync(path.join(tmpdir(), "tailorcv-servers-"));
  const prodOut = path.join(temp, "production-build");
  const servers: ReturnType<typeof startServer>[] = [];
  const stop = () => {
    for (const s of servers) stopServer(s);
    rmSync(temp, { recursive: true, force: true });
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    if ((!skipBuild || !existsSync("dist/client")) && (await run("npx", ["vite", "build", "--logLevel", "warn"], { env: dev })) !== 0) {
      console.error("servers: development build failed");
      return 1;
    }
    const start = async (name: string, cmd: string[], env: Record<string, string>) => {
      const port = await freePort();
      const state = path.join(temp, `state-${name}`);
      const child = startServer("npx", [...cmd, "--port", String(port), "--strictPort"], { ...env, TAILORCV_STATE_DIR: state });
      let log = "";
      child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
      child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
      servers.push(child);
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForHttp(`${url}/api/health`, 180_000, child, true);
      } catch (err) {
        throw new Error(`${name} did not start: ${String(err)}\n${log}`);
      }
      return url;
    };
    const [previewUrl, devUrl] = await Promise.all([start("preview", ["vite", "preview"], base), start("dev", ["vite"], dev)]);
    // A build records itself as the one `vite preview` and `wrangler deploy` use (app/.wrangler/deploy/config.json):
    // the production build goes last, and the record of the development build is put back once it runs.
    const record = path.join("app", ".wrangler", "deploy", "config.json");
    const kept = existsSync(record) ? readFileSync(record) : null;
    let productionUrl: string;
    try {
      const prodBuild = await run("npx", ["vite", "build", "--logLevel", "warn"], {
        env: { ...base, CLOUDFLARE_ENV: "production", TAILORCV_OUT_DIR: prodOut },
      });
      if (prodBuild !== 0) throw new Error("the production build failed");
      productionUrl = await start("production", ["vite", "preview"], { ...base, TAILORCV_OUT_DIR: prodOut });
    } finally {
      if (kept) writeFileSync(record, kept);
    }
    const targets = [
      { name: "vite preview (development build)", url: previewUrl },
      { name: "vite dev", url: devUrl, hmr: true },
    ];
    const vitestArgs = ["vitest", "run", "--config", "vitest.servers.config.ts"];
    if (jsonOut) vitestArgs.push("--reporter=default", "--reporter=json", `--outputFile.json=${jsonOut}`);
    return await run("npx", vitestArgs, { env: { ...base, SERVER_TARGETS: JSON.stringify(targets), PRODUCTION_URL: productionUrl } });
  } catch (err) {
    console.error(`servers: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
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
