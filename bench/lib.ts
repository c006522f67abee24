// Tiny benchmark helper: warm up, run, print the median (and p90) in one greppable line.
export interface BenchResult {
  name: string;
  median: number;
  p90: number;
  runs: number;
}

export async function measure(
  name: string,
  fn: () => unknown | Promise<unknown>,
  opts: { warmup?: number; runs?: number } = {},
): Promise<BenchResult> {
  const warmup = opts.warmup ?? 5;
  const runs = opts.runs ?? 30;
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p90 = times[Math.min(times.length - 1, Math.floor(times.length * 0.9))]!;
  console.log(`${name}: median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms (n=${runs})`);
  return { name, median, p90, runs };
}

/** One real resume's warm median (bench/node/parse.bench.ts, bench/worker/parse.test.ts). */
export interface FileTiming {
  file: string;
  pages: number;
  median: number;
}

/**
 * Prints, for 1–2 pages and for 3+ pages, the median over the files' medians, the worst file and the files over
 * the parser's budget for their page count (1–2 pages 30 ms, 3 pages 60 ms, 20 ms a page beyond).
 */
export function summariseRealResumes(rows: FileTiming[], runtime: string): void {
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const budget = (pages: number) => (pages <= 2 ? 30 : pages === 3 ? 60 : 20 * pages);
  for (const [label, pick] of [
    ["1–2 pages", (p: number) => p <= 2],
    ["3+ pages", (p: number) => p >= 3],
  ] as const) {
    const sel = rows.filter((r) => pick(r.pages));
    if (!sel.length) continue;
    const worst = sel.reduce((a, b) => (b.median > a.median ? b : a));
    const over = sel.filter((r) => r.median > budget(r.pages)).map((r) => `${r.file} (${r.pages} p, ${r.median.toFixed(1)} ms)`);
    console.log(
      `real resumes ${label} (${sel.length} files, ${runtime}): median of medians ${mid(sel.map((r) => r.median)).toFixed(2)} ms; worst file ${worst.file} (${worst.pages} p) ${worst.median.toFixed(2)} ms; over budget: ${over.join(", ") || "none"}`,
    );
  }
}
