// Preflight: bounds the work pdf.js will do on a file before pdf.js sees it. pdf.js's content loop cannot be
// interrupted inside a page (and workerd's clock stands still during CPU work), so instead of a timer this walks
// the file's objects and content streams with caps (limits.ts) and refuses any file that would pass one, with
// the "too_complex" refusal. Every figure is an upper bound on what pdf.js does with the same bytes: all
// definitions of an object are considered, forms and patterns are counted each time they are drawn, and
// streams are decoded by decoders at least as lenient as pdf.js's.
import { scanContent, type ContentSummary } from "./content.ts";
import { LIMITS } from "./limits.ts";
import { indexOf, isRegular, latin1, Lexer } from "./lexer.ts";
import { type Dict, isDict, isRef, nameOf, ObjectIndex, type PdfObj, readValue, type Value } from "./objects.ts";
import { ResumeRefusal } from "../refusal.ts";
import { PdfTooComplex } from "./refusal.ts";
import { type Crypt, standardCrypt } from "./crypt.ts";

export { LIMITS, PdfTooComplex };

/** What the preflight measured (for benches and logs). */
export interface PreflightReport {
  objects: number;
  pages: number;
  /** Decoded bytes of every stream the reader would decode. */
  decodedBytes: number;
  /** Content tokens the reader would lex, over the pages it parses. */
  tokens: number;
  /** The most content tokens, content bytes and string bytes of any one page. */
  pageTokens: number;
  pageContentBytes: number;
  pageTextBytes: number;
  /** Deepest save (q) nesting on any page. */
  saveDepth: number;
  /** True when the file is encrypted. */
  encrypted: boolean;
  /** True when its streams were decrypted and checked (it opens without a password); else pdf.js refuses it. */
  decrypted: boolean;
}

interface Cost {
  tokens: number;
  bytes: number;
  text: number;
  save: number;
}

// Keys pdf.js never follows when it reads text and drawing operators with annotations off.
const SKIPPED_KEYS = new Set([
  "Parent",
  "P",
  "Annots",
  "Metadata",
  "PieceInfo",
  "Thumb",
  "B",
  "AA",
  "Dest",
  "AF",
  "StructParents",
  "Outlines",
]);
// Resource categories: their entries are named resources of that category.
const CATEGORIES = new Set(["XObject", "Font", "Pattern", "Shading", "ExtGState", "ColorSpace", "Properties", "CharProcs"]);
// Images drawn as XObjects are skipped by pdf.js without decoding (maxImageSize 1 in extract.ts) unless they
// are a single pixel; then pdf.js decodes them with their soft mask and mask, which may declare any size.
const IMAGE_VIA = new Set(["XObject", "Thumb"]);
const MASK_VIA = new Set(["SMask", "Mask"]);
// Pages the parser reads at most (extract.ts refuses more), and page objects a file may hold (old revisions
// of an edited file keep their pages).
const PAGES_READ = 10;
const PAGE_OBJECTS = 100;

export async function preflightPdf(bytes: Uint8Array): Promise<PreflightReport> {
  // Typed page objects are counted in the raw bytes first: a file with thousands of pages is refused before its
  // objects are parsed (untyped pages are counted after, under the object cap).
  if (countTypedPages(bytes) > PAGE_OBJECTS) throw new ResumeRefusal("too_many_pages");
  const index = new ObjectIndex(bytes);
  const trailers = trailerDicts(index, bytes).filter((t) => t.has("Encrypt"));
  // The file as stored; for an encrypted file its streams are unreadable here, so this pass checks structure only.
  let report = await check(index, trailers.length > 0);
  let decrypted = false;
  for (const t of trailers) {
    // With a key (the file opens without a password), everything again as pdf.js will see it.
    const enc = index.resolve(t.get("Encrypt")).find(isDict);
    const ids = index.resolve(t.get("ID"))[0];
    const id0 = Array.isArray(ids) && typeof ids[0] === "string" ? Uint8Array.from(ids[0], (c) => c.charCodeAt(0)) : new Uint8Array(0);
    const crypt = enc
      ? await standardCrypt(
          enc,
          id0,
          (k) => {
            const v = index.resolve(enc.get(k))[0];
            return typeof v === "number" ? v : undefined;
          },
          nameOf,
        )
      : null;
    if (!crypt) continue;
    report = await check(new ObjectIndex(bytes), false, crypt);
    decrypted = true;
  }
  return { ...report, encrypted: trailers.length > 0, decrypted };
}

async function check(index: ObjectIndex, blind: boolean, crypt?: Crypt): Promise<Omit<PreflightReport, "encrypted" | "decrypted">> {
  await index.prepare(crypt);
  const walk = new Walk(index, blind);
  // Object and cross-reference streams are decoded by pdf.js whenever it resolves an object in them.
  for (const o of index.all) {
    const type = nameOf(o.stream?.dict.get("Type"));
    if (o.stream && (type === "ObjStm" || type === "XRef")) index.decode(o, false);
  }
  for (const o of index.all) walk.checkDeclaredSizes(o.value);
  const pages = walk.pages();
  if (pages.length > PAGE_OBJECTS) throw new ResumeRefusal("too_many_pages");
  const costs: number[] = [];
  const texts: number[] = [];
  let saveDepth = 0;
  let pageTokens = 0;
  let pageContentBytes = 0;
  let pageTextBytes = 0;
  for (const { obj, times } of pages) {
    const c = walk.page(obj);
    saveDepth = Math.max(saveDepth, c.save);
    pageTokens = Math.max(pageTokens, c.tokens);
    pageContentBytes = Math.max(pageContentBytes, c.bytes);
    pageTextBytes = Math.max(pageTextBytes, c.text);
    for (let i = 0; i < Math.min(times, PAGES_READ); i++) {
      costs.push(c.tokens);
      texts.push(c.text);
    }
  }
  // The pages pdf.js reads are at most the PAGES_READ most expensive ones.
  const top = (xs: number[]) =>
    xs
      .sort((a, b) => b - a)
      .slice(0, PAGES_READ)
      .reduce((a, b) => a + b, 0);
  const tokens = top(costs) + walk.type3Tokens;
  if (tokens > LIMITS.fileTokens) throw new PdfTooComplex("fileTokens");
  if (top(texts) > LIMITS.fileTextBytes) throw new PdfTooComplex("fileTextBytes");
  return {
    objects: index.all.length,
    pages: pages.length,
    decodedBytes: index.decodedTotal,
    tokens,
    pageTokens,
    pageContentBytes,
    pageTextBytes,
    saveDepth,
  };
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

/** Occurrences of "/Type /Page" (not "/Pages"), with any whitespace, in the raw bytes. */
function countTypedPages(b: Uint8Array): number {
  let n = 0;
  for (let at = indexOf(b, "/Type", 0); at >= 0; at = indexOf(b, "/Type", at + 5)) {
    let p = at + 5;
    while (p < b.length && (b[p] === 0x20 || b[p] === 0x0a || b[p] === 0x0d || b[p] === 0x09)) p++;
    if (b[p] === 0x2f && b[p + 1] === 0x50 && b[p + 2] === 0x61 && b[p + 3] === 0x67 && b[p + 4] === 0x65 && !isRegular(b[p + 5] ?? 0x20))
      n++;
  }
  return n;
}

/** Trailer dictionaries: classic ones (after each "trailer" keyword) and cross-reference stream dictionaries. */
function trailerDicts(index: ObjectIndex, bytes: Uint8Array): Dict[] {
  const out: Dict[] = [];
  for (const o of index.all) if (isDict(o.value) && nameOf(o.value.get("Type")) === "XRef") out.push(o.value);
  for (let at = indexOf(bytes, "trailer", 0); at >= 0; at = indexOf(bytes, "trailer", at + 7)) {
    const v = readValue(new Lexer(bytes, at + 7));
    if (isDict(v)) out.push(v);
  }
  return out;
}

class Walk {
  private summaries = new Map<PdfObj, ContentSummary>();
  private costs = new Map<string, Cost>();
  private active = new Set<string>();
  private ids = new Map<object, number>();
  private reached = new Set<PdfObj>();
  private cmapCodes = 0;
  private type3Seen = new Set<PdfObj>();
  /** Tokens of every Type 3 font's glyph procedures, each font once. */
  type3Tokens = 0;
  private widthCodes = 0;

  /** `blind`: the streams are encrypted and read undecrypted, so their content tells nothing. */
  constructor(
    private index: ObjectIndex,
    private blind: boolean,
  ) {}

  /** Page objects: typed /Page, or leaves of a /Kids array; with how many times Kids arrays list them. */
  pages(): { obj: PdfObj; times: number }[] {
    const times = new Map<PdfObj, number>();
    for (const o of this.index.all) {
      const v = o.value;
      if (!isDict(v)) continue;
      if (nameOf(v.get("Type")) === "Page" && !times.has(o)) times.set(o, 0);
      const kids = this.index.get(v, "Kids")[0];
      if (!Array.isArray(kids)) continue;
      for (const k of kids)
        for (const kid of this.index.objects(k))
          if (isDict(kid.value) && !kid.value.has("Kids") && nameOf(kid.value.get("Type")) !== "Pages")
            times.set(kid, (times.get(kid) ?? 0) + 1);
    }
    return [...times].map(([obj, n]) => ({ obj, times: Math.max(1, n) }));
  }

  /** The page's drawing cost, after checking every stream it reaches. Refuses past a page cap. */
  page(obj: PdfObj): Cost {
    const dict = obj.value as Dict;
    this.reach(dict, "Page");
    const resources = this.inherited(dict, "Resources", 0);
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
    this.summaries.set(joined, scanContent(concat(chosen.map((o) => this.decoded(o)))));
    const total: Cost = { ...this.draw(joined, resources, 0, type3) };
    for (const p of parts) {
      for (const o of p.slice(0, -1)) {
        const cost = this.draw(o, resources, 0, type3);
        total.tokens += cost.tokens;
        total.bytes += cost.bytes;
        total.text += cost.text;
        total.save += cost.save;
      }
    }
    if (total.tokens > LIMITS.pageTokens) throw new PdfTooComplex("pageTokens");
    if (total.bytes > LIMITS.pageContentBytes) throw new PdfTooComplex("pageContentBytes");
    if (total.text > LIMITS.pageTextBytes) throw new PdfTooComplex("pageTextBytes");
    if (total.save > LIMITS.saveDepth) throw new PdfTooComplex("saveDepth");
    return total;
  }

  /** An inheritable page attribute: the page's own, else its ancestors' (every definition of each). */
  private inherited(d: Dict, key: string, depth: number): Dict[] {
    if (d.has(key)) return this.index.get(d, key).filter(isDict);
    if (depth > 100) return [];
    return this.index.get(d, "Parent").flatMap((p) => (isDict(p) ? this.inherited(p, key, depth + 1) : []));
  }

  private summary(o: PdfObj): ContentSummary {
    let s = this.summaries.get(o);
    if (!s) {
      s = scanContent(this.decoded(o));
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

  /**
   * Cost of reading content stream `o` with `resources`, every form, pattern and soft mask it draws included
   * each time it is drawn; Type 3 glyph procedures are added once per page (pdf.js loads a font once).
   */
  private draw(o: PdfObj, resources: Dict[], level: number, type3: Set<PdfObj>): Cost {
    if (level > LIMITS.drawDepth) throw new PdfTooComplex("drawDepth");
    const key = `${this.id(o)}:${resources.map((r) => this.id(r)).join(",")}`;
    const known = this.costs.get(key);
    if (known) return known;
    // A form that draws itself never ends in pdf.js either.
    if (this.active.has(key)) throw new PdfTooComplex("drawDepth");
    this.active.add(key);
    const s = this.summary(o);
    const cost: Cost = { tokens: s.tokens, bytes: s.bytes, text: s.textBytes, save: s.saveDepth };
    const add = (child: Cost, times: number) => {
      cost.tokens += (child.tokens + LIMITS.drawTokens) * times;
      cost.bytes += child.bytes * times;
      cost.text += child.text * times;
      cost.save = Math.max(cost.save, s.saveDepth + 1 + child.save);
      if (cost.tokens > LIMITS.pageTokens) throw new PdfTooComplex("pageTokens");
      if (cost.bytes > LIMITS.pageContentBytes) throw new PdfTooComplex("pageContentBytes");
      if (cost.text > LIMITS.pageTextBytes) throw new PdfTooComplex("pageTextBytes");
      if (cost.save > LIMITS.saveDepth) throw new PdfTooComplex("saveDepth");
    };
    const named = (category: string, name: string) =>
      resources.flatMap((r) => this.index.get(r, category)).flatMap((cat) => (isDict(cat) ? this.index.objects(cat.get(name)) : []));
    const ownResources = (d: Dict) => {
      const own = this.index.get(d, "Resources").filter(isDict);
      return own.length > 0 ? own : resources;
    };
    const drawEach = (objs: PdfObj[], times: number) => {
      let worst: Cost = { tokens: 0, bytes: 0, text: 0, save: 0 };
      for (const x of objs) {
        if (!x.stream) continue;
        const c = this.draw(x, ownResources(x.stream.dict), level + 1, type3);
        worst = {
          tokens: Math.max(worst.tokens, c.tokens),
          bytes: Math.max(worst.bytes, c.bytes),
          text: Math.max(worst.text, c.text),
          save: Math.max(worst.save, c.save),
        };
      }
      add(worst, times);
    };
    for (const [name, times] of s.xobjects) {
      drawEach(
        named("XObject", name).filter((x) => x.stream && nameOf(x.stream.dict.get("Subtype")) !== "Image"),
        times,
      );
    }
    for (const [name, times] of s.patterns) drawEach(named("Pattern", name), times);
    for (const [name, times] of s.gstates) {
      const masks = named("ExtGState", name)
        .flatMap((g) => (isDict(g.value) ? this.index.get(g.value, "SMask") : []))
        .flatMap((m) => (isDict(m) ? this.index.objects(m.get("G")) : []));
      drawEach(masks, times);
    }
    // Fonts chosen by Tf, and by a graphics state's /Font entry ([font size]).
    const fonts = [...s.fonts].flatMap((name) => named("Font", name));
    for (const [name] of s.gstates)
      for (const g of named("ExtGState", name))
        for (const entry of isDict(g.value) ? this.index.get(g.value, "Font") : [])
          if (Array.isArray(entry)) fonts.push(...this.index.objects(entry[0]));
    for (const f of fonts) {
      if (!isDict(f.value) || nameOf(f.value.get("Subtype")) !== "Type3" || type3.has(f)) continue;
      type3.add(f);
      const fontRes = this.index.get(f.value, "Resources").filter(isDict);
      const before = cost.tokens;
      for (const procs of this.index.get(f.value, "CharProcs")) {
        if (!isDict(procs)) continue;
        for (const p of procs.values())
          for (const x of this.index.objects(p)) if (x.stream) add(this.draw(x, fontRes.length ? fontRes : resources, level + 1, type3), 1);
      }
      // pdf.js builds a Type 3 font's glyph procedures once per document: counted once more for the whole file,
      // whichever page loads the font first.
      if (!this.type3Seen.has(f)) {
        this.type3Seen.add(f);
        this.type3Tokens += cost.tokens - before;
      }
    }
    this.active.delete(key);
    this.costs.set(key, cost);
    return cost;
  }

  /**
   * Visits everything a page reaches and checks each stream pdf.js would decode (all but images): its decoded
   * size against the caps, image codecs outside images, and CMap ranges.
   */
  private reach(v: Value, via: string, depth = 0, inCategory = false) {
    if (depth > 200) return;
    if (isRef(v)) {
      for (const o of this.index.objects(v)) {
        if (!o.stream) {
          if (!isDict(o.value) && !Array.isArray(o.value)) continue;
          if (this.reached.has(o)) continue;
          this.reached.add(o);
          this.reach(o.value, via, depth + 1, inCategory);
          continue;
        }
        const dict = o.stream.dict;
        if (nameOf(dict.get("Subtype")) === "Image") {
          const w = this.index.get(dict, "Width")[0] ?? this.index.get(dict, "W")[0];
          const h = this.index.get(dict, "Height")[0] ?? this.index.get(dict, "H")[0];
          const pixels = typeof w === "number" && typeof h === "number" ? w * h : 0;
          if (IMAGE_VIA.has(via) && pixels > 1) continue;
          if (MASK_VIA.has(via) && pixels > LIMITS.maskPixels) throw new PdfTooComplex("maskPixels");
        }
        if (this.reached.has(o)) continue;
        this.reached.add(o);
        const cmap = via === "ToUnicode" || via === "Encoding";
        const data = this.index.decode(o, cmap);
        if (data.opaque && !this.blind) throw new PdfTooComplex("imageCodec");
        if (cmap && data.bytes && !this.blind) this.countCmap(data.bytes);
        this.countMesh(dict, data.size);
        this.reach(dict, via, depth + 1);
      }
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) this.reach(x, via, depth + 1, inCategory);
      return;
    }
    if (!isDict(v)) return;
    for (const [k, x] of v) {
      if (SKIPPED_KEYS.has(k)) continue;
      // Entries of a resource category dictionary (/XObject << /Im0 … >>) are reached "as" that category.
      if (inCategory) this.reach(x, via, depth + 1);
      else this.reach(x, k, depth + 1, CATEGORIES.has(k));
    }
  }

  /**
   * pdf.js decodes a mesh shading into arrays when it is painted, and divides each patch into a grid of up to
   * 21 × 21 vertices. The count is estimated from the decoded size at the smallest encoding each element can have.
   */
  private countMesh(d: Dict, size: number) {
    const type = this.index.get(d, "ShadingType")[0];
    if (typeof type !== "number" || type < 4 || type > 7) return;
    const num = (k: string) => {
      const v = this.index.get(d, k)[0];
      return typeof v === "number" && v > 0 ? v : 1;
    };
    const cs = nameOf(this.index.get(d, "ColorSpace")[0]);
    const comps = d.has("Function") ? 1 : cs === "DeviceRGB" ? 3 : cs === "DeviceCMYK" ? 4 : 1;
    const coord = num("BitsPerCoordinate");
    const colour = comps * num("BitsPerComponent");
    const flag = type === 5 ? 0 : num("BitsPerFlag");
    // A patch that continues its neighbour's edge sends 8 (type 6) or 12 (type 7) points and 2 colours.
    const bits = type <= 5 ? flag + 2 * coord + colour : flag + (type === 6 ? 16 : 24) * coord + 2 * colour;
    const elements = Math.floor((size * 8) / Math.max(1, bits));
    if (elements * (type <= 5 ? 1 : 441) > LIMITS.meshVertices) throw new PdfTooComplex("meshVertices");
  }

  /** pdf.js expands every CMap range into a table entry per code. */
  private countCmap(b: Uint8Array) {
    const text = latin1(b, 0, b.length);
    for (const block of text.matchAll(/begin(?:bf|cid)range([\s\S]*?)end(?:bf|cid)range/g)) {
      // Each entry is three operands: low code, high code, then the destination (a hex string, an array of
      // them, or a CID). Read in threes, so a destination is never paired with the next entry's low code.
      const ops = [...block[1]!.matchAll(/<([0-9a-fA-F]*)>|\[[^\]]*\]|[^\s<>[\]]+/g)];
      for (let i = 0; i + 1 < ops.length; ) {
        const lo = ops[i]![1];
        const hi = ops[i + 1]![1];
        if (lo === undefined || hi === undefined) {
          i++; // not a range's start: step on until the operands line up again
          continue;
        }
        const from = Number.parseInt(lo.slice(-8) || "0", 16);
        const to = Number.parseInt(hi.slice(-8) || "0", 16);
        if (to >= from) this.cmapCodes += to - from + 1;
        if (this.cmapCodes > LIMITS.cmapCodes) throw new PdfTooComplex("cmapCodes");
        i += 3;
      }
    }
  }

  /** Sizes declared in dictionaries that pdf.js allocates or loops over without reading data first. */
  checkDeclaredSizes(v: Value) {
    if (!isDict(v)) return;
    const type = v.get("FunctionType");
    if (type === 0) {
      const size = this.index.get(v, "Size")[0];
      const range = this.index.get(v, "Range")[0];
      let samples = Array.isArray(range) ? Math.max(1, range.length / 2) : 1;
      if (Array.isArray(size)) for (const s of size) samples *= typeof s === "number" ? Math.max(1, s) : 1;
      if (samples > LIMITS.functionSamples) throw new PdfTooComplex("functionSamples");
    }
    const subtype = nameOf(v.get("Subtype"));
    if (subtype === "CIDFontType0" || subtype === "CIDFontType2") {
      for (const key of ["W", "W2"]) {
        const w = this.index.get(v, key)[0];
        if (!Array.isArray(w)) continue;
        // [first last value …] runs cover last − first + 1 ids; [first [v …]] runs cover as many as listed.
        for (let i = 0; i + 1 < w.length; ) {
          const first = w[i];
          const next = w[i + 1];
          if (Array.isArray(next)) {
            i += 2;
            continue;
          }
          const last = next;
          if (typeof first === "number" && typeof last === "number" && last >= first) this.widthCodes += last - first + 1;
          if (this.widthCodes > LIMITS.widthRangeCodes) throw new PdfTooComplex("widthRangeCodes");
          i += key === "W" ? 3 : 5;
        }
      }
    }
  }
}
