// One entry point for the parser's evaluation sets: `score` runs the scorer of each named set (all by default),
// `build` rebuilds a set's PDFs and truth from its sources. Each set's own script does the work.
// Usage: npx tsx eval/parser/run.ts score [corpus|holdout1|holdout2|holdout3 …] [--verbose] [id-substring]
//        npx tsx eval/parser/run.ts build <set> [id-substring]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pickSets, SETS } from "./sets.ts";

const root = path.resolve(import.meta.dirname, "../..");
const [command, ...argv] = process.argv.slice(2);
const { names, rest, unknown } = pickSets(argv);

const tsx = (script: string, args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(root, script), ...args], { cwd: root, stdio: "inherit" }).status ?? 1;

function usage(): number {
  console.error("usage: run.ts score [set …] [args] | run.ts build <set> [id-substring]");
  for (const [name, set] of Object.entries(SETS)) console.error(`  ${name.padEnd(9)} ${set.about}`);
  return 2;
}

function main(): number {
  if (unknown.length) return usage();
  if (command === "score") {
    let failed = 0;
    for (const name of names) {
      const [script, ...fixed] = SETS[name]!.score;
      console.log(`\n== ${name}: ${SETS[name]!.about}`);
      if (tsx(script!, [...fixed, ...rest]) !== 0) failed++;
    }
    return failed ? 1 : 0;
  }
  if (command === "build" && argv.some((a) => a in SETS)) {
    const name = argv.find((a) => a in SETS)!;
    return tsx(SETS[name]!.build, rest);
  }
  return usage();
}

process.exit(main());
