// What each page costs pdf.js's operator loop: its content streams scanned once each, every form, pattern and
// soft mask counted each time it is drawn (memoised per stream and resource set), Type 3 glyph procedures once
// per page and once more for the file. Refuses as soon as a page passes a cap.
import { type ContentSummary, scanContent } from "./content.ts";
import { LIMITS } from "./limits.ts";
import type { ObjectIndex, PdfObj } from "./objects.ts";
import { Reach } from "./reach.ts";
import { PdfTooComplex } from "./refusal.ts";
import { type Dict, isDict, isRef, nameOf } from "./values.ts";

export interface Cost {
  ops: number;
  bytes: number;
  text: number;
  save: number;
  /** Forms, patterns, soft masks and glyph procedures drawn, each time it is drawn. */
  draws: number;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function check(c: Cost) {
  if (c.ops > LIMITS.pageOps) throw new PdfTooComplex("pageOps");
  if (c.bytes > LIMITS.pageContentBytes) throw new PdfTooComplex("pageContentBytes");
  if (c.text > LIMITS.pageTextBytes) throw new PdfTooComplex("pageTextBytes");
  if (c.save > LIMITS.saveDepth) throw new PdfTooComplex("saveDepth");
  if (c.draws > LIMITS.pageDraws) throw new PdfTooComplex("pageDraws");
}

export class Walk {
  private summaries = new Map<PdfObj, ContentSummary>();
  private costs = new Map<string, Cost>();
  private active = new Set<string>();
  private ids = new Map<object, number>();
  private type3Seen = new Set<PdfObj>();
  readonly reach: Reach;
  /** Operators of every Type 3 font's glyph procedures, each font once. */
  type3Ops = 0;

  /** `blind`: the streams are encrypted and read undecrypted, so their content tells nothing. */
  constructor(
    private index: ObjectIndex,
    blind: boolean,
  ) {
    this.reach = new Reach(index, blind);
  }

  /** The page's drawing cost, after checking every stream it reaches. Refuses past a page cap. */
  page(obj: PdfObj): Cost {
    const dict = obj.value as Dict;
    this.reach.visit(dict, "Page");
    const resources = this.inherited(dict);
    const type3 = new Set<PdfObj>();
    // pdf.js reads a page's content streams as one stream, so a string, an operand list or a form name may run
    // from one into the next: scan them joined, taking for each part the last definition of its object (the
    // one an incremental update adds). Other definitions of a part are drawn on their own and added.
    const parts: PdfObj[][] = [];
    for (const c of this.index.objects(dict.get("Contents"))) {
      if (Array.isArray(c.value)) for (const ref of c.value) parts.push(isRef(ref) ? this.index.objects(ref).filter((o) => o.stream) : []);
      else if (c.stream) parts.push([c]);
    }
    const chosen = parts.map((p) => p[p.length - 1]).filter((o): o is PdfObj => o !== undefined);
    const joined: PdfObj = { value: null };
    const bytes = concat(chosen.map((o) => this.decoded(o)));
    this.index.work.spend(bytes.length);
    this.summaries.set(joined, scanContent(bytes));
    const total: Cost = { ...this.draw(joined, resources, 0, type3) };
    for (const p of parts) {
      for (const o of p.slice(0, -1)) {
        const cost = this.draw(o, resources, 0, type3);
        total.ops += cost.ops;
        total.bytes += cost.bytes;
        total.text += cost.text;
        total.save += cost.save;
        total.draws += cost.draws;
      }
    }
    check(total);
    return total;
  }

  /**
   * The page's resources: its own, else the nearest ancestor's that has them, along every /Parent path (every
   * definition of each parent). Walked breadth first, each ancestor once, however deep or forked the chain.
   */
  private inherited(page: Dict): Dict[] {
    const out = new Set<Dict>();
    const seen = new Set<Dict>([page]);
    const queue = [page];
    for (let i = 0; i < queue.length; i++) {
      const d = queue[i]!;
      this.index.work.spend(1);
      if (d.has("Resources")) {
        for (const r of this.index.get(d, "Resources")) if (isDict(r)) out.add(r);
        continue;
      }
      for (const p of this.index.get(d, "Parent"))
        if (isDict(p) && !seen.has(p)) {
          seen.add(p);
          queue.push(p);
        }
    }
    return [...out];
  }

  private summary(o: PdfObj): ContentSummary {
    let s = this.summaries.get(o);
    if (!s) {
      const bytes = this.decoded(o);
      this.index.work.spend(bytes.length);
      s = scanContent(bytes);
      this.summaries.set(o, s);
    }
    return s;
  }

  /** A content stream's decoded bytes; an image codec on content cannot be bounded and is refused. */
  private decoded(o: PdfObj): Uint8Array {
    const data = this.index.decode(o, true);
    if (data.opaque) throw new PdfTooComplex("imageCodec");
    return data.bytes ?? new Uint8Array(0);
  }

  private id(d: object): number {
    let id = this.ids.get(d);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(d, id);
    }
    return id;
  }

  /** Objects named `name` in a resource category of any of the resource dictionaries. */
  private named(resources: Dict[], category: string, name: string): PdfObj[] {
    return resources.flatMap((r) => this.index.get(r, category)).flatMap((cat) => (isDict(cat) ? this.index.objects(cat.get(name)) : []));
  }

  /**
   * Cost of reading content stream `o` with `resources`, every form, pattern and soft mask it draws included
   * each time it is drawn; Type 3 glyph procedures are added once per page (pdf.js loads a font once).
   */
  private draw(o: PdfObj, resources: Dict[], level: number, type3: Set<PdfObj>): Cost {
    if (level > LIMITS.drawDepth) throw new PdfTooComplex("drawDepth");
    const key = `${this.id(o)}:${resources.map((r) => this.id(r)).join(",")}`;
    this.index.work.spend(1 + resources.length);
    const known = this.costs.get(key);
    if (known) return known;
    // A form that draws itself never ends in pdf.js either.
    if (this.active.has(key)) throw new PdfTooComplex("drawDepth");
    this.active.add(key);
    const s = this.summary(o);
    const cost: Cost = { ops: s.ops, bytes: s.bytes, text: s.textBytes, save: s.saveDepth, draws: 0 };
    const add = (child: Cost, times: number) => {
      cost.ops += (child.ops + LIMITS.drawOps) * times;
      cost.bytes += child.bytes * times;
      cost.text += child.text * times;
      cost.draws += (child.draws + 1) * times;
      cost.save = Math.max(cost.save, s.saveDepth + 1 + child.save);
      check(cost);
    };
    const ownResources = (d: Dict) => {
      const own = this.index.get(d, "Resources").filter(isDict);
      return own.length > 0 ? own : resources;
    };
    const drawEach = (objs: PdfObj[], times: number) => {
      const worst: Cost = { ops: 0, bytes: 0, text: 0, save: 0, draws: 0 };
      for (const x of objs) {
        if (!x.stream) continue;
        const c = this.draw(x, ownResources(x.stream.dict), level + 1, type3);
        worst.ops = Math.max(worst.ops, c.ops);
        worst.bytes = Math.max(worst.bytes, c.bytes);
        worst.text = Math.max(worst.text, c.text);
        worst.save = Math.max(worst.save, c.save);
        worst.draws = Math.max(worst.draws, c.draws);
      }
      add(worst, times);
    };
    for (const [name, times] of s.xobjects) {
      const forms = this.named(resources, "XObject", name).filter(
        (x) => x.stream && !this.index.get(x.stream.dict, "Subtype").some((t) => nameOf(t) === "Image"),
      );
      drawEach(forms, times);
    }
    for (const [name, times] of s.patterns) drawEach(this.named(resources, "Pattern", name), times);
    for (const [name, times] of s.gstates) {
      const masks = this.named(resources, "ExtGState", name)
        .flatMap((g) => (isDict(g.value) ? this.index.get(g.value, "SMask") : []))
        .flatMap((m) => (isDict(m) ? this.index.objects(m.get("G")) : []));
      drawEach(masks, times);
    }
    this.addType3(s, resources, level, type3, cost, add);
    this.active.delete(key);
    this.costs.set(key, cost);
    return cost;
  }

  /** Type 3 fonts chosen by Tf or by a graphics state's /Font entry ([font size]): their glyph procedures. */
  private addType3(s: ContentSummary, resources: Dict[], level: number, type3: Set<PdfObj>, cost: Cost, add: (c: Cost, n: number) => void) {
    const fonts = [...s.fonts].flatMap((name) => this.named(resources, "Font", name));
    for (const [name] of s.gstates)
      for (const g of this.named(resources, "ExtGState", name))
        for (const entry of isDict(g.value) ? this.index.get(g.value, "Font") : [])
          if (Array.isArray(entry)) fonts.push(...this.index.objects(entry[0]));
    for (const f of fonts) {
      if (!isDict(f.value) || !this.index.get(f.value, "Subtype").some((t) => nameOf(t) === "Type3") || type3.has(f)) continue;
      type3.add(f);
      const fontRes = this.index.get(f.value, "Resources").filter(isDict);
      const before = cost.ops;
      for (const procs of this.index.get(f.value, "CharProcs")) {
        if (!isDict(procs)) continue;
        for (const p of procs.values())
          for (const x of this.index.objects(p)) if (x.stream) add(this.draw(x, fontRes.length ? fontRes : resources, level + 1, type3), 1);
      }
      // pdf.js builds a Type 3 font's glyph procedures once per document: counted once more for the whole file,
      // whichever page loads the font first.
      if (!this.type3Seen.has(f)) {
        this.type3Seen.add(f);
        this.type3Ops += cost.ops - before;
      }
    }
  }
}
