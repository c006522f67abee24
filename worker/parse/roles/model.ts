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
  // (Loops in place of spread, map and reduce: this runs twice for every line; the same sums in the same order.)
  let m = -Infinity;
  for (const v of z) m = Math.max(m, v);
  const e = new Array<number>(z.length);
  let s = 0;
  for (let i = 0; i < z.length; i++) {
    e[i] = Math.exp(z[i]! - m);
    s += e[i]!;
  }
  for (let i = 0; i < e.length; i++) e[i] = e[i]! / s;
  return e;
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
const AROUND = [-2, -1, 1, 2];

/** The second network's extra inputs: the first one's answers two lines around, and the mean section answer of the
 * lines since the last heading it read (with the line's place in that stretch). Rows are filled in place: this runs
 * for every line, and spreading its pieces cost as much as the network. */
export function contextInputs(first: LineProbabilities[]): number[][] {
  const out = new Array<number[]>(first.length);
  let mean = SECTION_KINDS.map(() => 0);
  let count = 0;
  let since = 0;
  const size = AROUND.length * NO_LINE.length + mean.length + 1;
  for (let i = 0; i < first.length; i++) {
    const p = first[i]!;
    if (p.role[HEADING]! > 0.5) {
      mean = p.section.slice();
      count = 1;
      since = 0;
    } else {
      for (let k = 0; k < mean.length; k++) mean[k] = (mean[k]! * count + p.section[k]!) / (count + 1);
      count++;
      since++;
    }
    // Written into an array of its final length: grown a value at a time, the rows were most of what a parse
    // allocated.
    const row = new Array<number>(size).fill(0);
    let at = 0;
    for (const k of AROUND) {
      const q = first[i + k];
      if (!q) for (const v of NO_LINE) row[at++] = v;
      else {
        for (const v of q.role) row[at++] = v;
        for (const v of q.section) row[at++] = v;
        row[at++] = q.start;
        row[at++] = 0;
      }
    }
    for (const v of mean) row[at++] = v;
    row[at++] = Math.min(since, 20) / 20;
    out[i] = row;
  }
  return out;
}

/**
 * A network as inference runs it. Standardising is folded into the weights (w·(f − mean)/scale = (w/scale)·f −
 * w·mean/scale), so a feature that is 0 (three in four of them: most facts are flags) costs nothing: each line's
 * inputs that are not 0 are listed once, and every output sums over that list. Same model and same answers as
 * forward(m, standardise(m, f)) up to the rounding of the reordered sums (training keeps forward).
 */
interface PackedNet {
  inputs: number;
  nh: number;
  /** The heads' outputs, one after another: role, section, start. */
  no: number;
  roles: number;
  kinds: number;
  hiddenB: Float64Array;
  /** [nh × inputs]: the hidden layer's weights, each divided by its input's scale. */
  hiddenW: Float64Array;
  headB: Float64Array;
  /** [no × (nh + inputs)]: the heads' weights of the hidden units, then of the inputs (divided by their scale). */
  headW: Float64Array;
  /** One line's inputs that are not 0: where, and their values. */
  at: Int32Array;
  value: Float64Array;
  h: Float64Array;
  out: Float64Array;
}

const packed = new WeakMap<Net, PackedNet>();
function packNet(m: Net): PackedNet {
  const known = packed.get(m);
  if (known) return known;
  const n = m.inputs;
  const nh = m.hidden.b.length;
  const heads = [m.role, m.section, m.start];
  const no = heads.reduce((k, l) => k + l.b.length, 0);
  const p: PackedNet = {
    inputs: n,
    nh,
    no,
    roles: m.role.b.length,
    kinds: m.section.b.length,
    hiddenB: new Float64Array(nh),
    hiddenW: new Float64Array(nh * n),
    headB: new Float64Array(no),
    headW: new Float64Array(no * (nh + n)),
    at: new Int32Array(n),
    value: new Float64Array(n),
    h: new Float64Array(nh),
    out: new Float64Array(no),
  };
  // One row of weights over [skip…, inputs…]: copied to `into` at `to` with the inputs' weights folded; its bias.
  const fold = (w: number[], b: number, skip: number, into: Float64Array, to: number): number => {
    let bias = b;
    for (let j = 0; j < skip; j++) into[to + j] = w[j]!;
    for (let i = 0; i < n; i++) {
      const wi = w[skip + i]! / m.scale[i]!;
      into[to + skip + i] = wi;
      bias -= wi * m.mean[i]!;
    }
    return bias;
  };
  for (let o = 0; o < nh; o++) p.hiddenB[o] = fold(m.hidden.w[o]!, m.hidden.b[o]!, 0, p.hiddenW, o * n);
  let o = 0;
  for (const l of heads) for (let r = 0; r < l.b.length; r++, o++) p.headB[o] = fold(l.w[r]!, l.b[r]!, nh, p.headW, o * (nh + n));
  packed.set(m, p);
  return p;
}

/** out[o] = b[o] + Σ_j w[o·stride + j] · h[j] + Σ_k w[o·stride + skip + at[k]] · value[k], four rows at a time
 * (the four sums do not wait on each other; rows past the end read row o again and are not written). */
function sums(
  out: Float64Array,
  b: Float64Array,
  w: Float64Array,
  stride: number,
  h: Float64Array | null,
  at: Int32Array,
  value: Float64Array,
  nnz: number,
): void {
  const skip = h ? h.length : 0;
  const n = out.length;
  for (let o = 0; o < n; o += 4) {
    const r0 = o * stride;
    const r1 = o + 1 < n ? r0 + stride : r0;
    const r2 = o + 2 < n ? r0 + 2 * stride : r0;
    const r3 = o + 3 < n ? r0 + 3 * stride : r0;
    let s0 = b[o]!;
    let s1 = b[o + 1] ?? 0;
    let s2 = b[o + 2] ?? 0;
    let s3 = b[o + 3] ?? 0;
    for (let j = 0; j < skip; j++) {
      const v = h![j]!;
      s0 += w[r0 + j]! * v;
      s1 += w[r1 + j]! * v;
      s2 += w[r2 + j]! * v;
      s3 += w[r3 + j]! * v;
    }
    for (let k = 0; k < nnz; k++) {
      const i = skip + at[k]!;
      const v = value[k]!;
      s0 += w[r0 + i]! * v;
      s1 += w[r1 + i]! * v;
      s2 += w[r2 + i]! * v;
      s3 += w[r3 + i]! * v;
    }
    out[o] = s0;
    if (o + 1 < n) out[o + 1] = s1;
    if (o + 2 < n) out[o + 2] = s2;
    if (o + 3 < n) out[o + 3] = s3;
  }
}

/** The three heads' answers for one line whose features are `f` followed by `more` (see PackedNet). */
function forwardPacked(p: PackedNet, f: readonly number[], more: readonly number[]): LineProbabilities {
  const { at, value, h, out } = p;
  let nnz = 0;
  for (let i = 0; i < f.length; i++)
    if (f[i] !== 0) {
      at[nnz] = i;
      value[nnz++] = f[i]!;
    }
  for (let i = 0; i < more.length; i++)
    if (more[i] !== 0) {
      at[nnz] = f.length + i;
      value[nnz++] = more[i]!;
    }
  sums(h, p.hiddenB, p.hiddenW, p.inputs, null, at, value, nnz);
  for (let j = 0; j < h.length; j++) h[j] = Math.tanh(h[j]!);
  sums(out, p.headB, p.headW, p.nh + p.inputs, h, at, value, nnz);
  const { roles, kinds } = p;
  const role = new Array<number>(roles);
  const section = new Array<number>(kinds);
  for (let r = 0; r < roles; r++) role[r] = out[r]!;
  for (let k = 0; k < kinds; k++) section[k] = out[roles + k]!;
  return { role: softmax(role), section: softmax(section), start: sigmoid(out[roles + kinds]!) };
}

const NOTHING: readonly number[] = [];

/** Every line's probabilities: the first network, then the second over the first one's answers. */
export function lineProbabilities(m: ModelWeights, lines: readonly ReaderLine[]): LineProbabilities[] {
  const feats = lineFeatures(lines);
  if (feats[0] && feats[0].length !== m.first.inputs)
    throw new Error(`line model expects ${m.first.inputs} features, got ${feats[0].length}`);
  const first = packNet(m.first);
  const second = packNet(m.second);
  const context = contextInputs(feats.map((f) => forwardPacked(first, f, NOTHING)));
  if (feats[0] && feats[0].length + context[0]!.length !== m.second.inputs)
    throw new Error(`line model expects ${m.second.inputs} inputs to its second network, got ${feats[0].length + context[0]!.length}`);
  return feats.map((f, i) => forwardPacked(second, f, context[i]!));
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
