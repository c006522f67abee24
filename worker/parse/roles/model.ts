// The trained line model: two small networks in sequence. Each has one hidden layer shared by three outputs (the
// line's role, its section kind, whether it opens an entry), and each output also sees the inputs directly (a linear
// path beside the hidden one). The first reads each line's features (worker/parse/roles/features.ts); the second
// reads them again with the first one's answers for the lines around it and for the section it is in (lines since
// the last line the first network read as a heading), so a line is read in its context. Weights:
// worker/parse/roles/weights.json, written by `npm run parse:train` (eval/parser/model/train.ts).
import { lineFeatures } from "./features.ts";
import { LINE_ROLES, type LineReader, type LineReading, type ReaderLine, SECTION_KINDS } from "./types.ts";

/** A dense layer: rows of weights (one per output) and biases. */
export interface Layer {
  w: number[][];
  b: number[];
}

export interface ModelWeights {
  first: Net;
  second: Net;
}

export interface Net {
  /** Input count, checked against the features so stale weights fail loudly. */
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

/** layer · [a…, b…] + bias, without building the joined vector (this runs for every line). */
function affine(layer: Layer, a: number[], b: number[] = []): number[] {
  const out = new Array<number>(layer.b.length);
  const n = a.length;
  for (let o = 0; o < layer.b.length; o++) {
    const row = layer.w[o]!;
    let s = layer.b[o]!;
    for (let i = 0; i < n; i++) s += row[i]! * a[i]!;
    for (let i = 0; i < b.length; i++) s += row[n + i]! * b[i]!;
    out[o] = s;
  }
  return out;
}

/** The network's input for a feature vector: standardised features. */
export function standardise(m: Pick<Net, "mean" | "scale">, f: number[]): number[] {
  return f.map((v, i) => (v - m.mean[i]!) / m.scale[i]!);
}

/** Hidden activations and the three heads' outputs for one standardised input. */
export function forward(m: Net, x: number[]): { h: number[]; probs: LineProbabilities } {
  const h = affine(m.hidden, x).map(Math.tanh);
  return {
    h,
    probs: { role: softmax(affine(m.role, h, x)), section: softmax(affine(m.section, h, x)), start: sigmoid(affine(m.start, h, x)[0]!) },
  };
}

const HEADING = LINE_ROLES.indexOf("heading");
const NO_LINE = [...LINE_ROLES.map(() => 0), ...SECTION_KINDS.map(() => 0), 0, 1];

/** The second network's extra inputs: the first one's answers two lines around, and the mean section answer of the
 * lines since the last heading it read (with the line's place in that stretch). Rows are filled in place: this runs
 * for every line, and spreading its pieces cost as much as the network. */
export function contextInputs(first: LineProbabilities[]): number[][] {
  const out: number[][] = [];
  let mean = SECTION_KINDS.map(() => 0);
  let count = 0;
  let since = 0;
  for (const [i, p] of first.entries()) {
    if (p.role[HEADING]! > 0.5) {
      mean = p.section.slice();
      count = 1;
      since = 0;
    } else {
      for (let k = 0; k < mean.length; k++) mean[k] = (mean[k]! * count + p.section[k]!) / (count + 1);
      count++;
      since++;
    }
    const row: number[] = [];
    for (const k of [-2, -1, 1, 2]) {
      const q = first[i + k];
      if (!q) row.push(...NO_LINE);
      else {
        for (const v of q.role) row.push(v);
        for (const v of q.section) row.push(v);
        row.push(q.start, 0);
      }
    }
    for (const v of mean) row.push(v);
    row.push(Math.min(since, 20) / 20);
    out.push(row);
  }
  return out;
}

/** Every line's probabilities: the first network, then the second over the first one's answers. */
export function lineProbabilities(m: ModelWeights, lines: readonly ReaderLine[]): LineProbabilities[] {
  const feats = lineFeatures(lines);
  if (feats[0] && feats[0].length !== m.first.inputs)
    throw new Error(`line model expects ${m.first.inputs} features, got ${feats[0].length}`);
  const first = feats.map((f) => forward(m.first, standardise(m.first, f)).probs);
  const context = contextInputs(first);
  return feats.map((f, i) => {
    for (const v of context[i]!) f.push(v);
    return forward(m.second, standardise(m.second, f)).probs;
  });
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
