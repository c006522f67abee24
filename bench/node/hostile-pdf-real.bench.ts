// The preflight's share of a normal parse, and how much of each cap real resumes use, in Node:
// `npx tsx bench/node/hostile-pdf-real.bench.ts` (or `npm run bench -- hostile`). Reads the real resumes outside
// the repository (../shared/realworld and ../shared/realworld2) in place; skipped when they are absent. Per file,
// alternating in the same run: the preflight alone and the whole parse (parseResume: checks, preflight, pdf.js,
// readers), 9 timed runs each after 2 warm-up rounds; the share is the ratio of the two medians. Times are the
// process's CPU time (process.cpuUsage, GC threads included), not wall time: on the shared machine a few-ms
// preflight's wall time varied up to 8× between runs, its CPU time far less. Then the median and
// worst share, total preflight / total parse, and per cap the highest use by any file with its headroom. The
// workerd counterpart is the "real resumes" test of bench/worker/hostile-pdf.test.ts.
import { ABSENT_NOTE, realResumePdfs, realworldPresent } from "../../eval/parser/lib/realworld-dir";
import { parseResume } from "../../worker/parse/index";
import { type PreflightReport, preflightPdf } from "../../worker/parse/preflight/index";
import { printCapUse, printShares, type RealShare } from "../real-caps";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

if (!realworldPresent()) {
  console.log(`real resumes: ${ABSENT_NOTE}`);
  process.exit(0);
}

const rows: RealShare[] = [];
const reports: { file: string; report: PreflightReport }[] = [];
const refused: string[] = [];
for (const { file, bytes } of realResumePdfs()) {
  let refusal = "";
  try {
    reports.push({ file, report: await preflightPdf(bytes) });
  } catch (err) {
    refusal = (err as { limit?: string; code?: string }).limit ?? (err as { code?: string }).code ?? String(err);
  }
  const parse = async () => {
    try {
      await parseResume(bytes);
    } catch (err) {
      refusal ||= (err as { code?: string }).code ?? String(err);
    }
  };
  const pre = async () => {
    try {
      await preflightPdf(bytes);
    } catch {
      // Reported above.
    }
  };
  for (let i = 0; i < 2; i++) {
    await pre();
    await parse();
  }
  const tp: number[] = [];
  const tw: number[] = [];
  const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  for (let i = 0; i < 9; i++) {
    let c = process.cpuUsage();
    await pre();
    tp.push(cpuMs(process.cpuUsage(c)));
    c = process.cpuUsage();
    await parse();
    tw.push(cpuMs(process.cpuUsage(c)));
  }
  if (refusal) refused.push(`${file} (${refusal})`);
  const row = { file, preflight: median(tp), parse: median(tw) };
  rows.push(row);
  console.log(
    `real resume ${file} (node)${refusal ? ` REFUSED: ${refusal}` : ""}: preflight ${row.preflight.toFixed(2)} ms CPU, whole parse ${row.parse.toFixed(2)} ms CPU, share ${((100 * row.preflight) / row.parse).toFixed(1)}%`,
  );
}

printShares(rows, "node");
printCapUse(reports, "node");
console.log(`real resumes refused (node): ${refused.join(", ") || "none"} of ${rows.length}`);
