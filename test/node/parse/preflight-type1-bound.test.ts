// The Type 1 check decides most fonts from a bound read off the charstrings (type1.ts, stepBound) and replays
// pdf.js's conversion only when that bound could pass the budget. The bound must never be below the replay's
// count: random invented programs (subroutine calls with known and computed numbers, the hint replacement idiom,
// flex, division, stack-clearing commands, loops) compare the two, and a fan-out reached only through the idiom
// is still refused.
import { describe, expect, it } from "vitest";
import { PdfTooComplex } from "../../../worker/parse/preflight/refusal.ts";
import { replaySteps, stepBound, type Type1Charstrings } from "../../../worker/parse/preflight/type1.ts";
import { Work } from "../../../worker/parse/preflight/work.ts";

const num = (v: number) => v + 139; // -107..107 in one byte

/** The conversion's steps, or "over" when the replay refuses at the budget. */
function replayed(program: Type1Charstrings, budget: number): number | "over" {
  try {
    return replaySteps(program, budget);
  } catch (err) {
    if (err instanceof PdfTooComplex && err.limit === "fontSteps") return "over";
    throw err;
  }
}

function randomPrograms(count: number): Type1Charstrings[] {
  let seed = 20261207;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  // Pieces of charstrings: numbers that are often subroutine numbers or callothersubr arguments, and commands.
  const pieces: (() => number[])[] = [
    () => [num(rnd(8))],
    () => [num(rnd(8))],
    () => [num(rnd(5) - 1)],
    () => [247, rnd(256)],
    () => [10], // callsubr
    () => [10],
    () => [11], // return
    () => [12, 16], // callothersubr
    () => [num(rnd(6)), num(1), num(3), 12, 16, 12, 17, 10], // hint replacement, written out
    () => [num(rnd(6)), num(4), 10], // hint replacement through subroutine 4 (when it holds the idiom)
    () => [num(1), num(0), 12, 16], // flex start
    () => [...Array.from({ length: 17 }, () => num(rnd(20))), num(3), num(0), 12, 16], // flex end
    () => [12, 17], // pop
    () => [12, 12], // div
    () => [13], // hsbw
    () => [5], // rlineto
    () => [4], // vmoveto
    () => [22], // hmoveto
    () => [9], // closepath
    () => [12, 7], // sbw
    () => [12, 6], // seac
    () => [14], // endchar
  ];
  const code = (length: number) => Uint8Array.from(Array.from({ length }, () => pieces[rnd(pieces.length)]!()).flat());
  return Array.from({ length: count }, () => {
    const subrs = Array.from({ length: 6 }, () => code(rnd(8)));
    // Half of the programs have the standard hint replacement subroutine at 4.
    if (rnd(2) === 0) subrs[4] = Uint8Array.from([num(1), num(3), 12, 16, 12, 17, 10, 11]);
    return { subrs, charstrings: Array.from({ length: 1 + rnd(4) }, () => code(2 + rnd(12))) };
  });
}

describe("the Type 1 step bound", () => {
  it("is never below the replayed conversion, and decides most random programs without it", () => {
    const budget = 2000;
    let decided = 0;
    let checked = 0;
    for (const program of randomPrograms(3000)) {
      const exact = replayed(program, budget);
      const bound = stepBound(program, budget, new Work(1 << 20));
      if (exact === "over") expect(bound).toBeGreaterThan(budget);
      else
        expect(
          bound,
          JSON.stringify(program, (_k, v) => (v instanceof Uint8Array ? [...v] : v)),
        ).toBeGreaterThanOrEqual(exact);
      if (bound <= budget) decided++;
      checked++;
    }
    expect(checked).toBe(3000);
    expect(decided).toBeGreaterThan(1000);
  });

  it("reads the hint replacement idiom as a call of its number, so a fan-out behind it is still refused", () => {
    // Subroutine k (from 5) calls subroutine k+1 twice, each time through subroutine 4's idiom, `depth` levels.
    const fanOut = (depth: number): Type1Charstrings => {
      const subrs: Uint8Array[] = [];
      subrs[4] = Uint8Array.from([num(1), num(3), 12, 16, 12, 17, 10, 11]);
      for (let k = 5; k < 5 + depth; k++)
        subrs[k] = Uint8Array.from(k < 4 + depth ? [num(k + 1), num(4), 10, num(k + 1), num(4), 10, 11] : [11]);
      return { subrs, charstrings: [Uint8Array.from([num(0), num(0), 13, num(5), num(4), 10, 14])] };
    };
    expect(stepBound(fanOut(30), 2_000_000, new Work(1 << 20))).toBe(Number.POSITIVE_INFINITY);
    expect(replayed(fanOut(30), 2_000_000)).toBe("over");
    // Six levels are within the budget: bounded, and the bound is the replay's count.
    const bound = stepBound(fanOut(6), 2_000_000, new Work(1 << 20));
    expect(bound).toBe(replayed(fanOut(6), 2_000_000));
  });

  it("charges the preflight's work for the bytes it reads, not for every call it counts", () => {
    // One glyph calling a 40-byte subroutine 100 times (each call written out): 100 calls, 40 bytes read once.
    const subrs = [Uint8Array.from([...Array.from({ length: 39 }, () => num(1)), 11])];
    const glyph = Uint8Array.from([...Array.from({ length: 100 }, () => [num(0), 10, 9]).flat(), 14]);
    const program = { subrs, charstrings: [glyph] };
    const work = new Work(1 << 20);
    const before = work.used;
    const bound = stepBound(program, 2_000_000, work);
    expect(bound).toBe(replayed(program, 2_000_000));
    expect(bound).toBeGreaterThan(4000);
    expect(work.used - before).toBeLessThan(400);
  });
});
