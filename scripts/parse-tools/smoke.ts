// Parses every PDF under the given folders (or files) and reports outcomes, crashes and the slowest file:
// `npx tsx scripts/parse-tools/smoke.ts ~/resumes /usr/share/doc`. Use it on real resumes you may not commit.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ResumeRefusal, parseResume } from "../../worker/parse/index.ts";

function collect(p: string, out: string[]) {
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p)) collect(path.join(p, f), out);
  else if (p.toLowerCase().endsWith(".pdf")) out.push(p);
}
const files: string[] = [];
for (const arg of process.argv.slice(2)) collect(arg, files);
const outcomes: Record<string, number> = {};
let slowest = { ms: 0, file: "" };
for (const f of files) {
  const t0 = performance.now();
  try {
    const { record, warnings } = await parseResume(new Uint8Array(readFileSync(f)));
    outcomes.parsed = (outcomes.parsed ?? 0) + 1;
    const jobs = record.experiences.work_experiences.length;
    console.log(
      `ok      ${f}: ${record.personal_info.name || "(no name)"}, ${jobs} job(s)${warnings.length ? `; ${warnings.join(" ")}` : ""}`,
    );
  } catch (err) {
    const code = err instanceof ResumeRefusal ? err.code : "CRASH";
    outcomes[code] = (outcomes[code] ?? 0) + 1;
    console.log(`${code.padEnd(7)} ${f}${code === "CRASH" ? `: ${(err as Error).stack}` : ""}`);
  }
  const ms = performance.now() - t0;
  if (ms > slowest.ms) slowest = { ms, file: f };
}
console.log(`\n${files.length} file(s):`, outcomes, `slowest ${slowest.ms.toFixed(0)} ms (${slowest.file})`);
process.exit(outcomes.CRASH ? 1 : 0);
