// `npm run bench`: every benchmark, printing medians — Node benches (bench/node/*.bench.ts) one after
// another, then the workerd benches (bench/worker/*.test.ts) through the workers pool.
import { readdirSync } from "node:fs";
import path from "node:path";
import { run } from "../scripts/lib/proc";

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const pick = (f: string) => only.length === 0 || only.some((o) => f.includes(o));
let failures = 0;

for (const f of readdirSync(path.join(dir, "node"))
  .filter((f) => f.endsWith(".bench.ts") && pick(f))
  .sort()) {
  console.log(`\n# ${f} (Node ${process.version})`);
  if ((await run("npx", ["tsx", path.join(dir, "node", f)])) !== 0) failures++;
}

const workerFiles = readdirSync(path.join(dir, "worker")).filter((f) => f.endsWith(".test.ts") && pick(f));
if (workerFiles.length > 0) {
  console.log("\n# workerd benches");
  const code = await run(
    "npx",
    ["vitest", "run", "--config", "vitest.bench.config.ts", "--silent=false", ...workerFiles.map((f) => `bench/worker/${f}`)],
    {
      env: { WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (code !== 0) failures++;
}
process.exit(failures ? 1 : 0);
