import { describe, expect, it } from "vitest";
import { changesWords, sideText, tokens, wordDiff } from "../../app/components/editor/word-diff";

const marked = (before: string, after: string) =>
  wordDiff(before, after)
    .map((p) => {
      if (p.kind === "same" || !p.text.trim()) return p.kind === "del" ? "" : p.text;
      const [, lead, word, trail] = /^(\s*)(.*?)(\s*)$/s.exec(p.text)!;
      return `${lead}[${p.kind === "ins" ? "+" : "-"}${word}]${trail}`;
    })
    .join("");

describe("word diff of a suggestion against the current text", () => {
  it("marks inserted and removed words and leaves the rest", () => {
    expect(marked("Cut p99 latency by half by adding a Redis cache", "Halved p99 latency by adding a Redis cache")).toBe(
      "[-Cut] [+Halved] p99 latency [-by half] by adding a Redis cache",
    );
    expect(marked("Keep HACCP logs for the walk-in", "Maintain HACCP logs for the walk-in")).toBe(
      "[-Keep] [+Maintain] HACCP logs for the walk-in",
    );
  });

  it("keeps words with inner punctuation whole (CI/CD, 50%, Node.js, $1.4M)", () => {
    expect(tokens("Cut costs 50% on Node.js CI/CD, $1.4M")).toEqual([
      "Cut",
      " ",
      "costs",
      " ",
      "50%",
      " ",
      "on",
      " ",
      "Node.js",
      " ",
      "CI/CD",
      ",",
      " ",
      "$1.4M",
    ]);
    expect(marked("Built CI pipelines", "Built CI/CD pipelines")).toBe("Built [-CI] [+CI/CD] pipelines");
  });

  it("joins back into both texts exactly", () => {
    const cases: Array<[string, string]> = [
      [
        "Responsible for floor sets, visual merchandising and weekly markdowns",
        "Own floor sets, visual merchandising and weekly markdowns",
      ],
      ["a c", "a b c"],
      ["a b c", "a c"],
      ["", "New text"],
      ["Old text", ""],
      ["Same  spacing", "Same spacing"],
    ];
    for (const [before, after] of cases) {
      const parts = wordDiff(before, after);
      expect(sideText(parts, "before")).toBe(before);
      expect(sideText(parts, "after")).toBe(after);
    }
  });

  it("does not count a change of letter case or spacing as a change of words", () => {
    expect(changesWords(wordDiff("worked closely with copywriters", "Worked closely with copywriters"))).toBe(false);
    expect(changesWords(wordDiff("Pick  and pack", "Pick and pack"))).toBe(false);
    expect(changesWords(wordDiff("Pick and pack", "Pick and ship"))).toBe(true);
  });
});
