// The line-reader contract (worker/parse/roles/types.ts): the lines a reader is given and the checks its answers
// pass before the assembler uses them.
import { describe, expect, it } from "vitest";
import { linesFromPages } from "../../../worker/parse/index.ts";
import { readerLines } from "../../../worker/parse/roles/lines.ts";
import { type LineReading, orderReadings } from "../../../worker/parse/roles/types.ts";
import type { PageContent, TextRun } from "../../../worker/parse/types.ts";

const run = (text: string, y: number, size = 10, bold = false): TextRun => ({
  text,
  x: 50,
  y,
  w: text.length * size * 0.5,
  size,
  bold,
  italic: false,
  blank: false,
});
const page: PageContent = {
  index: 0,
  width: 595,
  height: 842,
  runs: [
    run("Jordan Avery", 800, 20, true),
    run("jordan.avery@example.com", 780),
    run("Experience", 750, 12, true),
    run("• Built the billing service", 735),
    run("Cut page load time by 40%", 721),
  ],
  shapes: [],
  rules: [],
};

describe("line reader contract", () => {
  const lines = readerLines(linesFromPages([page]).lines, [page]);

  it("numbers lines in reading order with page-relative geometry and style", () => {
    expect(lines.map((l) => [l.n, l.text])).toEqual([
      [0, "Jordan Avery"],
      [1, "jordan.avery@example.com"],
      [2, "Experience"],
      [3, "Built the billing service"],
      [4, "Cut page load time by 40%"],
    ]);
    expect(lines[0]).toMatchObject({ cells: ["Jordan Avery"], page: 0, column: 0, top: 42, sizeRank: 0, bold: 1, bullet: false });
    expect(lines[2]).toMatchObject({ sizeRank: 1, bold: 1 });
    expect(lines[3]).toMatchObject({ bullet: true, bold: 0, sizeRank: 2 });
    expect(lines[4]!.gapAbove).toBeGreaterThan(0.8);
    expect(lines[4]!.gapAbove).toBeLessThan(1.2);
    expect(lines[4]!.gapBelow).toBe(Infinity);
  });

  const reading = (n: number, extra: Partial<LineReading> = {}): LineReading => ({
    n,
    role: "body",
    section: "work",
    entryStart: false,
    p: 0.9,
    ...extra,
  });

  it("puts a complete answer in line order", () => {
    const answer = [4, 3, 2, 1, 0].map((n) => reading(n));
    const ordered = orderReadings(lines, answer);
    expect(Array.isArray(ordered) && ordered.map((r) => r.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it("names what is wrong with an incomplete or malformed answer", () => {
    const all = [0, 1, 2, 3, 4].map((n) => reading(n));
    expect(orderReadings(lines, all.slice(0, 4))).toBe("no reading for line 4");
    expect(orderReadings(lines, [...all, reading(2)])).toBe("two readings for line 2");
    expect(orderReadings(lines, [...all.slice(0, 4), reading(7)])).toBe("reading for unknown line 7");
    expect(orderReadings(lines, [...all.slice(0, 4), reading(4, { role: "job" as never })])).toBe("unknown role job on line 4");
    expect(orderReadings(lines, [...all.slice(0, 4), reading(4, { section: "hobbies" as never })])).toBe(
      "unknown section hobbies on line 4",
    );
    expect(orderReadings(lines, [...all.slice(0, 4), reading(4, { p: 1.5 })])).toBe("probability out of range on line 4");
  });
});
