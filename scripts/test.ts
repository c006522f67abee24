// `npm test`: every check in one go — typecheck, worker (workerd), node and app tests, then the
// end-to-end suite in Chromium — ending with one plain line `N passed, N failed` summed over all suites.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { run } from "./lib/proc";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "test-results");
mkdirSync(out, { recursive: true });
const env = { WRANGLER_SEND_METRICS: "false" };

interface Tally {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

function readVitestJson(file: string, code: number): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: code === 0 ? 0 : 1 };
  const r = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites?: number };
  // A file that fails to load has no failed test but must not count as green.
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? Math.max(1, r.numFailedTestSuites ?? 0) : 0);
  return { passed: r.numPassedTests, failed };
}

async function step(name: string, fn: () => Promise<{ passed: number; failed: number }>): Promise<Tally> {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const r = await fn();
  const seconds = (Date.now() - t0) / 1000;
  console.log(`=== ${name}: ${r.passed} passed, ${r.failed} failed (${seconds.toFixed(1)} s)`);
  return { name, ...r, seconds };
}

const tallies: Tally[] = [];
const started = Date.now();

tallies.push(
  await step("typecheck (binding types up to date, tsc, Biome lint and format, no worker/parse function over 120 lines)", async () => {
    let passed = 0;
    let failed = 0;
    for (const [cmd, args] of [
      ["npm", ["run", "-s", "types:check"]],
      ["npx", ["tsc", "-b"]],
      ["npx", ["biome", "lint"]],
      ["npx", ["biome", "format", "."]],
      ["npm", ["run", "-s", "parse:functions"]],
    ] as const) {
      if ((await run(cmd, [...args], { env })) === 0) passed++;
      else failed++;
    }
    return { passed, failed };
  }),
);

tallies.push(
  await step("worker, node and app tests (vitest)", async () => {
    const file = path.join(out, "vitest.json");
    rmSync(file, { force: true });
    const code = await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], { env });
    return readVitestJson(file, code);
  }),
);

if (process.env.SKIP_E2E !== "1") {
  tallies.push(
    await step("end-to-end (Chromium)", async () => {
      const file = path.join(out, "e2e.json");
      rmSync(file, { force: true });
      const code = await run("npx", ["tsx", "scripts/e2e.ts", "--json", file], { env });
      return readVitestJson(file, code);
    }),
  );
}

if (process.env.SKIP_SERVERS !== "1") {
  tallies.push(
    await step("servers: vite dev, vite preview, a production build", async () => {
      const file = path.join(out, "servers.json");
      rmSync(file, { force: true });
      const code = await run("npx", ["tsx", "scripts/servers.ts", "--skip-build", "--json", file], { env });
      return readVitestJson(file, code);
    }),
  );
}

const passed = tallies.reduce((s, t) => s + t.passed, 0);
const failed = tallies.reduce((s, t) => s + t.failed, 0);
console.log("\nSummary:");
for (const t of tallies) console.log(`  ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.seconds.toFixed(1)} s`);
console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
