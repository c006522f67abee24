// The line model's inference (worker/parse/roles/model.ts, lineProbabilities) folds standardising into the weights
// and skips inputs that are 0; training reads the same networks through forward(standardise(…)). The two must give
// the same probabilities (up to the rounding of reordered sums), so a change to either is noticed here.
import { describe, expect, it } from "vitest";
import { linesFromPages } from "../../../worker/parse/index.ts";
import { lineFeatures } from "../../../worker/parse/roles/features.ts";
import { readerLines } from "../../../worker/parse/roles/lines.ts";
import { contextInputs, forward, lineProbabilities, type ModelWeights, standardise } from "../../../worker/parse/roles/model.ts";
import WEIGHTS from "../../../worker/parse/roles/weights.json";
import type { PageContent, TextRun } from "../../../worker/parse/types.ts";

const W = WEIGHTS as unknown as ModelWeights;
const run = (text: string, x: number, y: number, size = 10, bold = false): TextRun => ({
  text,
  x,
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
    run("Robin Quill", 50, 800, 20, true),
    run("robin.quill@example.org · +44 20 7946 0000 · Leeds, UK", 50, 780),
    run("EXPERIENCE", 50, 750, 12, true),
    run("Senior Platform Engineer", 50, 735, 10, true),
    run("Jan 2021 – Present", 450, 735),
    run("Northwind Logistics Ltd", 50, 721),
    run("• Moved the nightly batch jobs onto a queue", 60, 707),
    run("• Halved the cost of the build farm", 60, 693),
    run("EDUCATION", 50, 663, 12, true),
    run("BSc Computer Science, University of Leeds", 50, 648),
    run("2014 – 2017", 450, 648),
    run("SKILLS", 50, 618, 12, true),
    run("TypeScript, Go, PostgreSQL, Kubernetes", 50, 603),
  ],
  shapes: [],
  rules: [],
};

describe("line model inference", () => {
  it("gives the probabilities training's forward pass gives", () => {
    const lines = readerLines(linesFromPages([page]).lines, [page]);
    const feats = lineFeatures(lines);
    const first = feats.map((f) => forward(W.first, standardise(W.first, f)).probs);
    const context = contextInputs(first);
    const want = feats.map((f, i) => forward(W.second, standardise(W.second, [...f, ...context[i]!])).probs);
    const got = lineProbabilities(W, lines);
    expect(got.length).toBe(want.length);
    for (const [i, p] of got.entries()) {
      const q = want[i]!;
      for (const [k, v] of p.role.entries()) expect(v).toBeCloseTo(q.role[k]!, 12);
      for (const [k, v] of p.section.entries()) expect(v).toBeCloseTo(q.section[k]!, 12);
      expect(p.start).toBeCloseTo(q.start, 12);
    }
  });

  it("refuses weights whose second network expects other inputs", () => {
    const lines = readerLines(linesFromPages([page]).lines, [page]);
    const stale = { ...W, second: { ...W.second, inputs: W.second.inputs + 1 } };
    expect(() => lineProbabilities(stale, lines)).toThrow(/second network/);
  });
});
