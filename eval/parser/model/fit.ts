// Training the line model (worker/parse/roles/model.ts): labelled lines from aligned documents, then plain
// minibatch gradient descent (Adam) with a fixed seed and a fixed order, so the same documents always give the same
// weights, byte for byte once rounded.
import { linesFromPages } from "../../../worker/parse/index.ts";
import { lineFeatures } from "../../../worker/parse/roles/features.ts";
import { readerLines } from "../../../worker/parse/roles/lines.ts";
import { contextInputs, forward, type Layer, type ModelWeights, type Net, standardise } from "../../../worker/parse/roles/model.ts";
import { LINE_ROLES, SECTION_KINDS } from "../../../worker/parse/roles/types.ts";
import { type Doc, pagesOf } from "./data.ts";
import { labelLines } from "./label.ts";

export interface Sample {
  x: number[];
  role: number;
  section: number;
  start: number;
  /** Lines a truth string explains count fully; lines labelled from their neighbours count less. */
  weight: number;
}

export async function samplesOf(doc: Doc): Promise<Sample[]> {
  const pages = await pagesOf(doc);
  const { lines } = linesFromPages(pages);
  if (!lines.length) return [];
  const feats = lineFeatures(readerLines(lines, pages));
  return labelLines(lines, doc.truth).map((b, i) => ({
    x: feats[i]!,
    role: LINE_ROLES.indexOf(b.role),
    section: SECTION_KINDS.indexOf(b.section),
    start: b.entryStart ? 1 : 0,
    weight: b.matched ? 1 : 0.5,
  }));
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FitOptions {
  hidden: number;
  epochs: number;
  rate: number;
  batch: number;
  decay: number;
  seed: number;
}
export const FIT: FitOptions = { hidden: 16, epochs: 8, rate: 0.002, batch: 32, decay: 0.003, seed: 28 };

const layer = (out: number, inp: number, rnd: () => number, scale: number): Layer => ({
  w: Array.from({ length: out }, () => Array.from({ length: inp }, () => (rnd() * 2 - 1) * scale)),
  b: new Array<number>(out).fill(0),
});
const zerosLike = (l: Layer): Layer => ({ w: l.w.map((r) => r.map(() => 0)), b: l.b.map(() => 0) });

/** Adam state and update for one layer. */
class Adam {
  m: Layer;
  v: Layer;
  constructor(readonly p: Layer) {
    this.m = zerosLike(p);
    this.v = zerosLike(p);
  }
  step(g: Layer, t: number, o: FitOptions): void {
    const [b1, b2] = [0.9, 0.999];
    const c1 = 1 - b1 ** t;
    const c2 = 1 - b2 ** t;
    const upd = (p: number[], gr: number[], m: number[], v: number[], decay: number) => {
      for (let i = 0; i < p.length; i++) {
        const gi = gr[i]! + decay * p[i]!;
        m[i] = b1 * m[i]! + (1 - b1) * gi;
        v[i] = b2 * v[i]! + (1 - b2) * gi * gi;
        p[i] = p[i]! - (o.rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
      }
    };
    for (let r = 0; r < this.p.w.length; r++) upd(this.p.w[r]!, g.w[r]!, this.m.w[r]!, this.v.w[r]!, o.decay);
    upd(this.p.b, g.b, this.m.b, this.v.b, 0);
  }
}

const round = (v: number) => Number(v.toPrecision(5));
const roundLayer = (l: Layer): Layer => ({ w: l.w.map((r) => r.map(round)), b: l.b.map(round) });

/** Fits both networks on the documents' samples. The second network learns from the first one's answers on documents
 * it did not see (three interleaved parts, each answered by a first network fitted on the other two), as it will
 * meet them on a new resume. */
export function fitModel(docs: Sample[][], o: FitOptions = FIT): ModelWeights {
  const kept = docs.filter((d) => d.length);
  const first = fitNet(kept.flat(), o);
  const seen: Sample[][] = kept.map(() => []);
  for (let part = 0; part < 3; part++) {
    const net = fitNet(kept.filter((_, i) => i % 3 !== part).flat(), o);
    kept.forEach((d, i) => {
      if (i % 3 !== part) return;
      const context = contextInputs(d.map((s) => forward(net, standardise(net, s.x)).probs));
      seen[i] = d.map((s, k) => ({ ...s, x: [...s.x, ...context[k]!] }));
    });
  }
  return { first, second: fitNet(seen.flat(), { ...o, seed: o.seed + 10 }) };
}

/** Fits one network on the samples. */
export function fitNet(samples: Sample[], o: FitOptions = FIT): Net {
  const d = samples[0]!.x.length;
  const mean = new Array<number>(d).fill(0);
  const sq = new Array<number>(d).fill(0);
  for (const s of samples) for (let i = 0; i < d; i++) mean[i]! += s.x[i]! / samples.length;
  for (const s of samples) for (let i = 0; i < d; i++) sq[i]! += (s.x[i]! - mean[i]!) ** 2 / samples.length;
  const m: Net = {
    inputs: d,
    mean: mean.map(round),
    scale: sq.map((v) => round(Math.sqrt(v) > 1e-6 ? Math.sqrt(v) : 1)),
    hidden: layer(o.hidden, d, random(o.seed), 1 / Math.sqrt(d)),
    role: layer(LINE_ROLES.length, o.hidden + d, random(o.seed + 1), 0.01),
    section: layer(SECTION_KINDS.length, o.hidden + d, random(o.seed + 2), 0.01),
    start: layer(1, o.hidden + d, random(o.seed + 3), 0.01),
  };
  const xs = samples.map((s) => s.x.map((v, i) => (v - m.mean[i]!) / m.scale[i]!));
  const heads = ["hidden", "role", "section", "start"] as const;
  const opt = Object.fromEntries(heads.map((k) => [k, new Adam(m[k])])) as Record<(typeof heads)[number], Adam>;
  const rnd = random(o.seed + 4);
  const order = samples.map((_, i) => i);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let at = 0; at < order.length; at += o.batch) {
      const grads = Object.fromEntries(heads.map((k) => [k, zerosLike(m[k])])) as Record<(typeof heads)[number], Layer>;
      const batch = order.slice(at, at + o.batch);
      for (const k of batch) backprop(m, xs[k]!, samples[k]!, grads, 1 / batch.length);
      t++;
      for (const k of heads) opt[k].step(grads[k], t, o);
    }
  }
  return {
    ...m,
    hidden: roundLayer(m.hidden),
    role: roundLayer(m.role),
    section: roundLayer(m.section),
    start: roundLayer(m.start),
  };
}

/** Adds one sample's gradient (times `k`) to `g`. */
function backprop(m: Net, x: number[], s: Sample, g: Record<"hidden" | "role" | "section" | "start", Layer>, k: number): void {
  const { h, probs } = forward(m, x);
  const hx = [...h, ...x];
  const H = h.length;
  const dh = new Array<number>(H).fill(0);
  const head = (name: "role" | "section" | "start", dz: number[], w: number) => {
    const layer = m[name];
    const grad = g[name];
    for (let o = 0; o < dz.length; o++) {
      const z = dz[o]! * w * k;
      if (z === 0) continue;
      const gr = grad.w[o]!;
      for (let i = 0; i < hx.length; i++) gr[i]! += z * hx[i]!;
      grad.b[o]! += z;
      const row = layer.w[o]!;
      for (let i = 0; i < H; i++) dh[i]! += z * row[i]!;
    }
  };
  head(
    "role",
    probs.role.map((p, i) => p - (i === s.role ? 1 : 0)),
    s.weight,
  );
  head(
    "section",
    probs.section.map((p, i) => p - (i === s.section ? 1 : 0)),
    s.weight,
  );
  head("start", [probs.start - s.start], s.weight * 2);
  for (let j = 0; j < H; j++) {
    const z = dh[j]! * (1 - h[j]! * h[j]!);
    if (z === 0) continue;
    const gr = g.hidden.w[j]!;
    for (let i = 0; i < x.length; i++) gr[i]! += z * x[i]!;
    g.hidden.b[j]! += z;
  }
}
