// The preflight's share of a whole parse on the real resumes, in workerd with the code bundled as production bundles
// it: `npx tsx bench/node/hostile-pdf-share.bench.ts` (or `npm run bench -- hostile`). Starts bench/share-worker
// (`wrangler dev`, its own workerd process) and posts each real resume of ../shared (realworld, realworld2, read in
// place) to it: batches of whole parses (parseResume) and of preflights, alternated three times (SHARE_ROUNDS),
// each timed by the workerd process's CPU time from /proc (10 ms ticks; a batch lasts a few hundred ms, so a tick
// is a few percent of it); the share is the ratio of the two medians.
// workerd's own clock cannot time this: it stands still during CPU work. bench/worker/hostile-pdf.test.ts measures
// the same through the workers pool, whose module runner slows the preflight's many calls between modules.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ABSENT_NOTE, REALWORLD_DIR, realworldPresent } from "../../eval/parser/lib/realworld-dir";
import { startParser } from "../../test/parse-service/servers";
import { cpuTicks, TICK_MS, workerdPids } from "../proc";
import { printShares, type RealShare } from "../real-caps";

if (!realworldPresent()) {
  console.log(`real resumes: ${ABSENT_NOTE}`);
  process.exit(0);
}
const worker = await startParser("bench/share-worker/wrangler.toml");
const pids = workerdPids();

/** CPU ms per call of `n` calls of `what` on `bytes`, from the busiest workerd process's CPU time. */
async function cpuPerCall(what: "preflight" | "parse", bytes: Uint8Array, n: number): Promise<{ ms: number; outcome: string }> {
  const before = pids.map(cpuTicks);
  const { outcome } = (await (await fetch(`${worker.url}/${what}?n=${n}`, { method: "POST", body: new Uint8Array(bytes) })).json()) as {
    outcome: string;
  };
  const used = Math.max(...pids.map((p, i) => cpuTicks(p) - before[i]!));
  return { ms: (used * TICK_MS) / n, outcome };
}

const ROUNDS = Number(process.env.SHARE_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: RealShare[] = [];
const refused: string[] = [];
try {
  for (const dir of [REALWORLD_DIR, path.resolve(REALWORLD_DIR, "../realworld2")].filter((d) => existsSync(path.join(d, "pdfs"))))
    for (const f of readdirSync(path.join(dir, "pdfs"))
      .filter((f) => f.endsWith(".pdf"))
      .sort()) {
      // (Files are numbered, not named, in the output: their names are people's names.)
      const file = `${path.basename(dir)}/${f.slice(0, 2)}`;
      const bytes = new Uint8Array(readFileSync(path.join(dir, "pdfs", f)));
      await cpuPerCall("preflight", bytes, 2);
      const one = await cpuPerCall("parse", bytes, 1);
      const parses = Math.max(2, Math.ceil(400 / Math.max(one.ms, 10)));
      // Batches of whole parses and of preflights alternate, ROUNDS of each, and each side takes its median: on
      // the shared machine one batch of each, timed a second apart, moved a file's share by several points
      // between runs as other processes came and went.
      const wholes: number[] = [];
      const pres: number[] = [];
      let outcome = "accepted";
      for (let round = 0; round < ROUNDS; round++) {
        const whole = await cpuPerCall("parse", bytes, parses);
        if (whole.outcome !== "accepted") outcome = whole.outcome;
        wholes.push(whole.ms);
        pres.push((await cpuPerCall("preflight", bytes, Math.max(10, Math.ceil(400 / Math.max(whole.ms / 10, 1))))).ms);
      }
      const pre = median(pres);
      const whole = median(wholes);
      if (outcome !== "accepted") refused.push(`${file} (${outcome})`);
      rows.push({ file, preflight: pre, parse: whole });
      console.log(
        `real resume ${file} (workerd, bundled): preflight ${pre.toFixed(2)} ms CPU, whole parse ${whole.toFixed(2)} ms CPU, share ${((100 * pre) / whole).toFixed(1)}% (medians of ${ROUNDS} alternated batches)${outcome === "accepted" ? "" : ` REFUSED: ${outcome}`}`,
      );
    }
  printShares(rows, "workerd, bundled");
  console.log(`real resumes refused (workerd, bundled): ${refused.join(", ") || "none"} of ${rows.length}`);
} finally {
  worker.stop();
}
process.exit(0);
