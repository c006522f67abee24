// The preflight's own work is linear in the file: each shape that once made it grow faster than the file (every
// definition followed at every depth, /Parent chains defined twice per level, dictionaries that never close,
// object-stream entries sharing one offset, unclosed trailers, streams without "endstream") is built at a size and
// at twice that size; the deterministic work count must at most double, with the same decision at both sizes. The
// Type 1 fan-out is refused at a cost that follows its size, not its depth. Time is not asserted here (a loaded
// machine makes it flaky): bench/node/preflight-doubling.bench.ts times the same shapes.
import { describe, expect, it } from "vitest";
import { PdfTooComplex, preflightPdf } from "../../../worker/parse/preflight/index.ts";
import {
  definitionChain,
  objStmOneOffset,
  parentChain,
  streamsWithoutEnd,
  type1FanOut,
  unclosedObjects,
  unclosedTrailers,
} from "../../worker/hostile-shapes.ts";

interface Measured {
  work: number;
  outcome: string;
}

async function once(bytes: Uint8Array): Promise<Measured> {
  try {
    const r = await preflightPdf(bytes);
    return { work: r.work, outcome: "passed" };
  } catch (err) {
    if (!(err instanceof PdfTooComplex) || err.work === undefined) throw err;
    return { work: err.work, outcome: `refused: ${err.limit}` };
  }
}

// The work count is deterministic: a second run of each size must give the same count and decision.
async function measurePair(small: Uint8Array, large: Uint8Array): Promise<[Measured, Measured]> {
  const first = [await once(small), await once(large)] as const;
  const again = [await once(small), await once(large)] as const;
  expect(again, "the work count is the same every run").toEqual(first);
  return [first[0], first[1]];
}

const SHAPES: [string, (n: number) => Uint8Array, number][] = [
  ["a chain of numbers each defined twice, followed at every depth", definitionChain, 3000],
  ["a page under a /Parent chain whose every level is defined twice", parentChain, 3000],
  ["object headers whose dictionaries never close", unclosedObjects, 8000],
  ["object-stream entries all at one offset", objStmOneOffset, 6000],
  ["'trailer' keywords followed by dictionaries that never close", unclosedTrailers, 8000],
  ["streams without 'endstream'", streamsWithoutEnd, 8000],
];

describe("the preflight's work at most doubles when the file doubles", { timeout: 60_000 }, () => {
  for (const [what, build, n] of SHAPES) {
    it(what, async () => {
      const small = build(n);
      const large = build(2 * n);
      expect(large.length).toBeLessThan(small.length * 2.2);
      const [a, b] = await measurePair(small, large);
      const seen = `${a.outcome} → ${b.outcome}; work ${a.work} → ${b.work}`;
      // The same decision at both sizes, and never the work allowance itself: a preflight that grew faster than
      // the file would be stopped by the allowance (which is linear), hiding the growth from the count. (A shape
      // refused before any work is charged counts 0 at both sizes; the doubling bench times it.)
      expect(b.outcome, seen).toBe(a.outcome);
      expect(a.outcome, seen).not.toBe("refused: work");
      expect(b.work, seen).toBeLessThanOrEqual(2.1 * a.work);
    });
  }

  it("a Type 1 font whose subroutines fan out is refused at a cost that follows its size, not its depth (24 and 48 levels)", async () => {
    const [a, b] = await measurePair(type1FanOut(24, 2), type1FanOut(48, 2));
    expect(a.outcome).toBe("refused: fontSteps");
    expect(b.outcome).toBe("refused: fontSteps");
    expect(b.work).toBeLessThanOrEqual(2.1 * a.work);
  });
});
