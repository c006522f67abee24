// Summaries shared by the Node and workerd halves of the hostile bench on the real resumes
// (bench/node/hostile-pdf-real.bench.ts, bench/worker/hostile-pdf.test.ts): the preflight's share of a whole parse,
// and the highest use of each cap by any real file. Pure (no Node or workerd API), so both runtimes import it.
import { LIMITS, type PreflightReport } from "../worker/parse/preflight/index";

/** One real file's medians, in ms: the preflight alone and the whole parse (which includes the preflight). */
export interface RealShare {
  file: string;
  preflight: number;
  parse: number;
}

export function printShares(rows: RealShare[], runtime: string): void {
  if (!rows.length) return;
  const shares = rows.map((r) => ({ file: r.file, share: r.preflight / r.parse })).sort((a, b) => a.share - b.share);
  const mid = shares[Math.floor(shares.length / 2)]!;
  const worst = shares[shares.length - 1]!;
  const p90 = shares[Math.min(shares.length - 1, Math.floor(shares.length * 0.9))]!;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const total = sum(rows.map((r) => r.preflight)) / sum(rows.map((r) => r.parse));
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const over = shares.filter((s) => s.share > 0.1).map((s) => `${s.file} ${pct(s.share)}`);
  console.log(
    `preflight share of a whole parse (${rows.length} real files, ${runtime}): median ${pct(mid.share)}, p90 ${pct(p90.share)}, worst ${pct(worst.share)} (${worst.file}), total preflight / total parse ${pct(total)} (${sum(rows.map((r) => r.preflight)).toFixed(0)} / ${sum(rows.map((r) => r.parse)).toFixed(0)} ms); budget 10%; over it: ${over.join(", ") || "none"}`,
  );
}

/** Each cap the report measures, with the report's figure for it. */
const CAPS: [string, number, (r: PreflightReport) => number][] = [
  ["objects", LIMITS.objects, (r) => r.objects],
  ["page objects", 100, (r) => r.pages],
  ["streamBytes (largest stream)", LIMITS.streamBytes, (r) => r.largestStream],
  ["fileBytes", LIMITS.fileBytes, (r) => r.decodedBytes],
  ["pageOps", LIMITS.pageOps, (r) => r.pageOps],
  ["fileOps", LIMITS.fileOps, (r) => r.ops],
  ["pageDraws", LIMITS.pageDraws, (r) => r.pageDraws],
  ["pageContentBytes", LIMITS.pageContentBytes, (r) => r.pageContentBytes],
  ["pageTextBytes", LIMITS.pageTextBytes, (r) => r.pageTextBytes],
  ["fileTextBytes", LIMITS.fileTextBytes, (r) => r.fileTextBytes],
  ["saveDepth", LIMITS.saveDepth, (r) => r.saveDepth],
  ["cmapCodes", LIMITS.cmapCodes, (r) => r.cmapCodes],
  ["widthRangeCodes", LIMITS.widthRangeCodes, (r) => r.widthRangeCodes],
  ["fontSteps", LIMITS.fontSteps, (r) => r.fontSteps],
];

export function printCapUse(reports: { file: string; report: PreflightReport }[], runtime: string): void {
  if (!reports.length) return;
  console.log(`highest use of each cap by any real file (${reports.length} files read, ${runtime}):`);
  for (const [name, cap, of] of CAPS) {
    const top = reports.reduce((a, b) => (of(b.report) > of(a.report) ? b : a));
    const v = of(top.report);
    console.log(`  ${name}: ${v} of ${cap} (${((100 * v) / cap).toFixed(1)}%, ${top.file})`);
  }
  const work = reports.reduce((a, b) => (b.report.work / b.report.workAllowance > a.report.work / a.report.workAllowance ? b : a));
  console.log(
    `  work (own allowance per file): ${work.report.work} of ${work.report.workAllowance} (${((100 * work.report.work) / work.report.workAllowance).toFixed(1)}%, ${work.file})`,
  );
  console.log(
    "  (not reported per file: drawDepth, nesting, functionSamples, meshVertices, maskPixels, predictorRowBytes; none of these refuses a real file)",
  );
}
