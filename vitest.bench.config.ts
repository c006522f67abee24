// Benchmarks inside workerd (bench/worker/*.test.ts): same pool and bindings as the worker tests.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { stageFonts } from "./scripts/lib/fonts";
import { parserBinding } from "./test/parse-service/servers";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // The resume fonts, served by the ASSETS binding as in production (see vitest.config.ts).
  const assets = path.join(import.meta.dirname, "node_modules/.cache/tailorcv-assets");
  stageFonts(assets);
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        main: "./worker/index.ts",
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          assets: { directory: assets, binding: "ASSETS" },
          bindings: {
            APP_ENV: "test",
            TAILOR_ENGINE: "local",
            TEST_MIGRATIONS: migrations,
            FAKE_BASE_URL: "http://127.0.0.1:9",
            // bench/rss-probe.ts: samples workerd's resident memory from outside (workerd has no memory API).
            RSS_PROBE_URL: `http://127.0.0.1:${inject("rssPort")}`,
            // bench/realworld-server.ts: the real resumes outside the repository, fetched before timing.
            REALWORLD_URL: `http://127.0.0.1:${inject("realworldPort")}`,
          },
          // The parse Worker runs in its own workerd process (test/parse-service/servers.ts).
          serviceBindings: { PARSER: parserBinding(inject<string>("parserUrl")) },
        },
      })),
    ],
    test: {
      name: "bench-worker",
      include: ["bench/worker/**/*.test.ts"],
      setupFiles: ["./test/worker/setup.ts"],
      globalSetup: ["./bench/rss-probe.ts", "./bench/realworld-server.ts", "./test/parse-service/global-setup.ts"],
      testTimeout: 300_000,
      fileParallelism: false,
      onConsoleLog: (log: string) => !log.includes('"level":"info"'),
    },
  };
});
