// The trained line model: a small network over each line's features (worker/parse/roles/features.ts) with one
// hidden layer shared by three outputs: the line's role, its section kind and whether it opens an entry. Each output
// also sees the features directly (a linear path beside the hidden one). Weights: worker/parse/roles/weights.json,
// written by `npm run parse:train` (eval/parser/model/train.ts).
import { lineFeatures } from "./features.ts";
import { LINE_ROLES, type LineReader, type LineReading, type ReaderLine, SECTION_KINDS } from "./types.ts";

/** A dense layer: rows of weights (one per output) and biases. */
export interface Layer {
  w: number[][];
  b: number[];
}

export interface ModelWeights {
  /** Feature count, checked against the features module so stale weights fail loudly. */
  inputs: number;
  mean: number[];
  scale: number[];
  hidden: Layer;
  /** Each head reads [hidden activations…, standardised features…]. */
  role: Layer;
  section: Layer;
  start: Layer;
}

export interface LineProbabilities {
  role: number[];
  section: number[];
  start: number;
}

export function softmax(z: number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function affine(layer: Layer, x: number[]): number[] {
  const out = new Array<number>(layer.b.length);
  for (let o = 0; o < layer.b.length; o++) {
    const row = layer.w[o]!;
    let s = layer.b[o]!;
    for (let i = 0; i < x.length; i++) s += row[i]! * x[i]!;
    out[o] = s;
  }
  return out;
}

/** The network's input for a feature vector: standardised features. */
export function standardise(m: Pick<ModelWeights, "mean" | "scale">, f: number[]): number[] {
  return f.map((v, i) => (v - m.mean[i]!) / m.scale[i]!);
}

/** Hidden activations and the three heads' outputs for one standardised input. */
export function forward(m: ModelWeights, x: number[]): { h: number[]; probs: LineProbabilities } {
  const h = affine(m.hidden, x).map(Math.tanh);
  const hx = [...h, ...x];
  return { h, probs: { role: softmax(affine(m.role, hx)), section: softmax(affine(m.section, hx)), start: sigmoid(affine(m.start, hx)[0]!) } };
}

/** Every line's probabilities. */
export function lineProbabilities(m: ModelWeights, lines: readonly ReaderLine[]): LineProbabilities[] {
  const feats = lineFeatures(lines);
  if (feats[0] && feats[0].length !== m.inputs) throw new Error(`line model expects ${m.inputs} features, got ${feats[0].length}`);
  return feats.map((f) => forward(m, standardise(m, f)).probs);
}

const argmax = (p: number[]) => p.reduce((best, v, i) => (v > p[best]! ? i : best), 0);

/** The model as a line reader: each line's most probable role and section, and its entry start. */
export function modelReader(m: ModelWeights): LineReader {
  return {
    name: "line-model",
    read(lines) {
      return lineProbabilities(m, lines).map((p, n): LineReading => {
        const r = argmax(p.role);
        return { n, role: LINE_ROLES[r]!, section: SECTION_KINDS[argmax(p.section)]!, entryStart: p.start >= 0.5, p: p.role[r]! };
      });
    },
  };
}
