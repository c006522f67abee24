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
