// The preflight's own work is linear in the file: each shape that once made it grow faster than the file (every
// definition followed at every depth, /Parent chains defined twice per level, dictionaries that never close,
// object-stream entries sharing one offset, unclosed trailers, streams without "endstream") is built at a size and
// at twice that size; the deterministic work count must at most double, and so must the CPU time (medians, with
// room for noise on a shared machine). The Type 1 fan-out is refused at a fixed cost whatever its depth.
import { describe, expect, it } from "vitest";
import { preflightPdf } from "../../../worker/parse/preflight/index.ts";
import {
  definitionChain,
  objStmOneOffset,
  parentChain,
  streamsWithoutEnd,
  type1FanOut,
  unclosedObjects,
  unclosedTrailers,
} from "../../worker/hostile-shapes.ts";

async function measure(bytes: Uint8Array): Promise<{ cpu: number; work: number | undefined; outcome: string }> {
  let work: number | undefined;
  let outcome = "";
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const before = process.cpuUsage();
    try {
      const r = await preflightPdf(bytes);
      work = r.work;
      outcome = "passed";
    } catch (err) {
      outcome = `refused: ${(err as { limit?: string }).limit ?? (err as Error).message}`;
    }
    const used = process.cpuUsage(before);
    if (i >= 2) times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { cpu: times[2]!, work, outcome };
}

const SHAPES: [string, (n: number) => Uint8Array, number][] = [
  ["a chain of numbers each defined twice, followed at every depth", definitionChain, 3000],
  ["a page under a /Parent chain whose every level is defined twice", parentChain, 3000],
  ["object headers whose dictionaries never close", unclosedObjects, 8000],
  ["object-stream entries all at one offset", objStmOneOffset, 6000],
  ["'trailer' keywords followed by dictionaries that never close", unclosedTrailers, 8000],
  ["streams without 'endstream'", streamsWithoutEnd, 8000],
];

describe("the preflight's work at most doubles when the file doubles", { timeout: 120_000 }, () => {
  for (const [what, build, n] of SHAPES) {
    it(what, async () => {
      const small = build(n);
      const large = build(2 * n);
      expect(large.length).toBeLessThan(small.length * 2.2);
      await measure(small); // warm the code paths
      const a = await measure(small);
      const b = await measure(large);
      expect(b.outcome.startsWith("refused") ? "refused" : b.outcome).toBe(a.outcome.startsWith("refused") ? "refused" : a.outcome);
      if (a.work !== undefined && b.work !== undefined) expect(b.work).toBeLessThanOrEqual(2.1 * a.work);
      expect(b.cpu, `${a.cpu.toFixed(1)} ms → ${b.cpu.toFixed(1)} ms`).toBeLessThanOrEqual(2.6 * a.cpu + 8);
    });
  }

  it("a Type 1 font whose subroutines fan out is refused at the same cost at 24 and 48 levels", async () => {
    const a = await measure(type1FanOut(24, 2));
    const b = await measure(type1FanOut(48, 2));
    expect(a.outcome).toBe("refused: fontSteps");
    expect(b.outcome).toBe("refused: fontSteps");
    expect(b.cpu).toBeLessThanOrEqual(2.6 * a.cpu + 8);
  });
});
