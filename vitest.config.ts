// Three test projects: the Worker inside workerd (real local D1/R2), pure modules in Node,
// and React components in happy-dom. End-to-end tests run separately (scripts/e2e.ts).
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { stageFonts } from "./scripts/lib/fonts";
import { parserBinding } from "./test/parse-service/servers";

// The resume fonts, served to the Worker by its ASSETS binding as in production (there, from dist/client).
export const testAssetsDir = path.join(import.meta.dirname, "node_modules/.cache/tailorcv-assets");

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  stageFonts(testAssetsDir);
  return {
    test: {
      // Access logs are noise in test output; warnings and errors still show.
      onConsoleLog: (log: string) => !log.includes('"level":"info"'),
      projects: [
        {
          plugins: [
            cloudflareTest(async ({ inject }) => ({
              main: "./worker/index.ts",
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                assets: { directory: testAssetsDir, binding: "ASSETS" },
                bindings: {
                  APP_ENV: "test",
                  TAILOR_ENGINE: "local",
                  PARSE_READERS: "local",
                  TEST_MIGRATIONS: migrations,
                  FAKE_BASE_URL: `http://127.0.0.1:${inject<number>("fakePort")}`,
                  // Payments talk to the fake Stripe API in test/fakes/stripe.ts.
                  STRIPE_SECRET_KEY: "sk_test_fake",
                  STRIPE_WEBHOOK_SECRET: "whsec_test",
                  STRIPE_API_BASE: `http://127.0.0.1:${inject<number>("fakePort")}`,
                  // Test parses are small; the spinning one (parse-isolation.test.ts) is given up after this.
                  PARSE_DEADLINE_MS: "5000",
                },
                // The parse Worker runs in its own workerd process (test/parse-service/servers.ts).
                serviceBindings: { PARSER: parserBinding(inject<string>("parserUrl")) },
              },
            })),
          ],
          test: {
            name: "worker",
            include: ["test/worker/**/*.test.ts"],
            setupFiles: ["./test/worker/setup.ts"],
            globalSetup: ["./test/fakes/global-setup.ts", "./test/parse-service/global-setup.ts"],
          },
        },
        {
          test: {
            name: "node",
            environment: "node",
            include: ["test/node/**/*.test.ts"],
            testTimeout: 60_000,
          },
        },
        {
          plugins: [react()],
          test: {
            name: "app",
            environment: "happy-dom",
            include: ["test/app/**/*.test.tsx"],
            setupFiles: ["./test/app/setup.ts"],
          },
        },
      ],
    },
  };
});
