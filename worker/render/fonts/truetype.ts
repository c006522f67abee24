// One TrueType font built from glyphs of several source fonts: what a PDF embeds for each face (regular,
// bold, italic) of a resume. A resume in Chinese with English words and an Arabic name draws its glyphs from
// three Noto families; merging them into one embedded font keeps each line one font in the PDF, so PDF
// readers (pdf.js, poppler) see a line as one text run and apply their bidi reordering to the whole line.
// Glyph outlines are copied unchanged; hinting instructions are dropped (they refer to each source font's
// own programs and do not matter for print). A glyph that shaping moves (a mark placed on its base) becomes
// a composite glyph that references the original with that offset, so the page only needs advances.
import { sfntTables, writeDirectoryHeader } from "./sfnt";

/** A parsed source font: the tables the merge needs. */
export class SourceFont {
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  private readonly glyf: DataView;
  private readonly locaAt: (gid: number) => number;
  private readonly hmtx: DataView;
  private readonly numberOfHMetrics: number;
  readonly tables: Map<string, DataView>;

  constructor(
    readonly id: string,
    bytes: Uint8Array,
  ) {
    this.tables = sfntTables(bytes);
    const need = (tag: string) => {
      const t = this.tables.get(tag);
      if (!t) throw new Error(`font ${id} has no ${tag} table (not a TrueType-outline font)`);
      return t;
    };
    const head = need("head");
    const maxp = need("maxp");
    const hhea = need("hhea");
    const loca = need("loca");
    this.glyf = need("glyf");
    this.hmtx = need("hmtx");
    this.unitsPerEm = head.getUint16(18);
    this.numGlyphs = maxp.getUint16(4);
    this.numberOfHMetrics = hhea.getUint16(34);
    const long = head.getInt16(50) === 1;
    this.locaAt = long ? (g) => loca.getUint32(g * 4) : (g) => loca.getUint16(g * 2) * 2;
  }

  /** The raw glyf entry of a glyph (empty for a glyph without outline, e.g. a space). */
  glyphData(gid: number): Uint8Array {
    if (gid < 0 || gid >= this.numGlyphs) return new Uint8Array(0);
    const start = this.locaAt(gid);
    const end = this.locaAt(gid + 1);
    if (end <= start || end > this.glyf.byteLength) return new Uint8Array(0);
    return new Uint8Array(this.glyf.buffer, this.glyf.byteOffset + start, end - start);
  }

  advance(gid: number): number {
    const i = Math.min(gid, this.numberOfHMetrics - 1);
    return this.hmtx.getUint16(i * 4);
  }
}

// Composite glyph flags (OpenType 'glyf').
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

interface OutGlyph {
  data: Uint8Array;
  advance: number;
}

const bboxOf = (data: Uint8Array) => {
  if (data.length < 10) return null;
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { xMin: dv.getInt16(2), yMin: dv.getInt16(4), xMax: dv.getInt16(6), yMax: dv.getInt16(8) };
};

/** Collects glyphs from source fonts and writes them as one TrueType font. Glyph 0 is an empty .notdef. */
export class MergedFont {
  private readonly glyphs: OutGlyph[] = [{ data: new Uint8Array(0), advance: 0 }];
  private readonly index = new Map<string, number>();
  /** Copied glyphs per source font: source glyph id → merged glyph id. */
  private readonly copies = new Map<SourceFont, Map<number, number>>();
  private readonly sources = new Map<string, SourceFont>();
  private depth = 1;

  constructor(
    readonly unitsPerEm = 1000,
    readonly name = "TailorCVSans-Regular",
  ) {}

  get glyphCount() {
    return this.glyphs.length;
  }

  /** Advance of a merged glyph, in this font's units. */
  advanceOf(gid: number): number {
    return this.glyphs[gid]?.advance ?? 0;
  }

  /**
   * The merged glyph for a cluster of `src`'s glyphs, each drawn at (x, y) from the cluster's origin (in the
   * source font's units), advancing the pen by `advance`; added (with the glyphs it is built from) on first
   * use. A single glyph in its own place and width is copied as it is; anything else becomes a composite.
   */
  add(src: SourceFont, parts: ReadonlyArray<{ gid: number; x: number; y: number }>, advance: number): number {
    this.sources.set(src.id, src);
    const scale = this.unitsPerEm / src.unitsPerEm;
    const only = parts.length === 1 ? parts[0]! : null;
    if (only && only.x === 0 && only.y === 0 && scale === 1 && advance === src.advance(only.gid)) return this.copy(src, only.gid);
    const key = `${src.id}\u0000${advance}\u0000${parts.map((p) => `${p.gid},${Math.round(p.x)},${Math.round(p.y)}`).join(";")}`;
    const known = this.index.get(key);
    if (known !== undefined) return known;
    const components = parts.map((p) => ({ gid: this.copy(src, p.gid), x: Math.round(p.x * scale), y: Math.round(p.y * scale) }));
    const out = this.push(this.composite(components, scale), Math.round(advance * scale));
    this.depth = Math.max(this.depth, 2);
    this.index.set(key, out);
    return out;
  }

  /** An empty glyph that does not move the pen: carries text (a mark, a joiner) without drawing anything. */
  empty(): number {
    const known = this.index.get("empty");
    if (known !== undefined) return known;
    const gid = this.push(new Uint8Array(0), 0);
    this.index.set("empty", gid);
    return gid;
  }

  private push(data: Uint8Array, advance: number): number {
    this.glyphs.push({ data, advance });
    return this.glyphs.length - 1;
  }

  /** A glyph copied as it is in the source (components added too), hinting dropped. */
  private copy(src: SourceFont, gid: number): number {
    let copies = this.copies.get(src);
    if (!copies) {
      copies = new Map();
      this.copies.set(src, copies);
    }
    const known = copies.get(gid);
    if (known !== undefined) return known;
    const data = src.glyphData(gid);
    const slot = this.push(new Uint8Array(0), src.advance(gid));
    copies.set(gid, slot);
    this.glyphs[slot]!.data = data.length < 10 ? new Uint8Array(0) : this.withoutHinting(src, data);
    return slot;
  }

  private withoutHinting(src: SourceFont, data: Uint8Array): Uint8Array {
    const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const contours = dv.getInt16(0);
    if (contours >= 0) {
      const at = 10 + contours * 2;
      const instructions = dv.getUint16(at);
      const out = new Uint8Array(data.length - instructions);
      out.set(data.subarray(0, at), 0); // header + endPtsOfContours; instructionLength stays 0
      out.set(data.subarray(at + 2 + instructions), at + 2);
      return out;
    }
    // Composite: copy each component with its glyph index remapped; drop trailing instructions.
    const out = new Uint8Array(data.length);
    out.set(data.subarray(0, 10), 0);
    const o = new DataView(out.buffer);
    let p = 10;
    let depth = 1;
    for (;;) {
      const flags = dv.getUint16(p);
      const component = dv.getUint16(p + 2);
      let size = 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) size += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) size += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) size += 8;
      out.set(data.subarray(p, p + size), p);
      o.setUint16(p, flags & ~WE_HAVE_INSTRUCTIONS);
      o.setUint16(p + 2, this.copy(src, component));
      depth = Math.max(depth, 2);
      p += size;
      if (!(flags & MORE_COMPONENTS)) break;
    }
    this.depth = Math.max(this.depth, depth + 1);
    return out.slice(0, p);
  }

  /** A composite glyph of copied glyphs, each moved by (x, y) and scaled. */
  private composite(components: Array<{ gid: number; x: number; y: number }>, scale: number): Uint8Array {
    const scaled = scale !== 1;
    const size = 8 + (scaled ? 2 : 0);
    const out = new Uint8Array(10 + components.length * size);
    const o = new DataView(out.buffer);
    let box: { xMin: number; yMin: number; xMax: number; yMax: number } | null = null;
    const s = (v: number) => Math.round(v * scale);
    components.forEach((c, i) => {
      const b = bboxOf(this.glyphs[c.gid]!.data);
      if (b) {
        const moved = { xMin: s(b.xMin) + c.x, yMin: s(b.yMin) + c.y, xMax: s(b.xMax) + c.x, yMax: s(b.yMax) + c.y };
        box = box
          ? {
              xMin: Math.min(box.xMin, moved.xMin),
              yMin: Math.min(box.yMin, moved.yMin),
              xMax: Math.max(box.xMax, moved.xMax),
              yMax: Math.max(box.yMax, moved.yMax),
            }
          : moved;
      }
      const p = 10 + i * size;
      const more = i < components.length - 1 ? MORE_COMPONENTS : 0;
      o.setUint16(p, ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES | more | (scaled ? WE_HAVE_A_SCALE : 0));
      o.setUint16(p + 2, c.gid);
      o.setInt16(p + 4, c.x);
      o.setInt16(p + 6, c.y);
      if (scaled) o.setInt16(p + 8, Math.round(scale * 16384)); // F2Dot14
    });
    if (!box) return new Uint8Array(0); // nothing to draw (spaces): an empty glyph with the cluster's advance
    const b = box as { xMin: number; yMin: number; xMax: number; yMax: number };
    o.setInt16(0, -1);
    o.setInt16(2, b.xMin);
    o.setInt16(4, b.yMin);
    o.setInt16(6, b.xMax);
    o.setInt16(8, b.yMax);
    return out;
  }

  /** The font file. Metrics tables come from the first source font, with the counts and bounds recomputed. */
  build(): Uint8Array {
    const first = this.sources.values().next().value as SourceFont | undefined;
    if (!first) throw new Error("no glyphs");
    const n = this.glyphs.length;
    let xMin = 0;
    let yMin = 0;
    let xMax = 0;
    let yMax = 0;
    let advanceMax = 0;
    const offsets: number[] = [];
    let glyfSize = 0;
    for (const g of this.glyphs) {
      offsets.push(glyfSize);
      glyfSize += (g.data.length + 3) & ~3;
      advanceMax = Math.max(advanceMax, g.advance);
      const box = bboxOf(g.data);
      if (box) {
        xMin = Math.min(xMin, box.xMin);
        yMin = Math.min(yMin, box.yMin);
        xMax = Math.max(xMax, box.xMax);
        yMax = Math.max(yMax, box.yMax);
      }
    }
    offsets.push(glyfSize);

    const glyf = new Uint8Array(glyfSize);
    this.glyphs.forEach((g, i) => {
      glyf.set(g.data, offsets[i]!);
    });
    const loca = new Uint8Array(4 * (n + 1));
    const lv = new DataView(loca.buffer);
    offsets.forEach((o, i) => {
      lv.setUint32(i * 4, o);
    });
    const hmtx = new Uint8Array(4 * n);
    const hv = new DataView(hmtx.buffer);
    this.glyphs.forEach((g, i) => {
      hv.setUint16(i * 4, g.advance);
      hv.setInt16(i * 4 + 2, bboxOf(g.data)?.xMin ?? 0);
    });

    const head = copyTable(first, "head", 54);
    const hd = new DataView(head.buffer);
    hd.setUint32(8, 0); // checkSumAdjustment, set below
    hd.setUint16(18, this.unitsPerEm);
    hd.setInt16(36, xMin);
    hd.setInt16(38, yMin);
    hd.setInt16(40, xMax);
    hd.setInt16(42, yMax);
    hd.setInt16(50, 1); // long loca offsets

    const hhea = copyTable(first, "hhea", 36);
    const hh = new DataView(hhea.buffer);
    hh.setUint16(10, advanceMax);
    hh.setUint16(34, n);

    // maxp 1.0: the largest of each limit among the sources; no hinting programs are kept.
    const maxp = new Uint8Array(32);
    const mp = new DataView(maxp.buffer);
    mp.setUint32(0, 0x00010000);
    mp.setUint16(4, n);
    for (const src of this.sources.values()) {
      const m = src.tables.get("maxp");
      if (!m || m.byteLength < 32) continue;
      for (let off = 6; off < 32; off += 2) mp.setUint16(off, Math.max(mp.getUint16(off), m.getUint16(off)));
    }
    mp.setUint16(14, Math.max(1, mp.getUint16(14))); // maxZones
    mp.setUint16(26, 0); // maxSizeOfInstructions
    mp.setUint16(28, Math.max(1, mp.getUint16(28))); // maxComponentElements
    mp.setUint16(30, Math.max(this.depth, mp.getUint16(30) + 1)); // maxComponentDepth

    const post = new Uint8Array(32);
    const pv = new DataView(post.buffer);
    pv.setUint32(0, 0x00030000);
    const srcPost = first.tables.get("post");
    if (srcPost && srcPost.byteLength >= 16) {
      pv.setInt32(4, srcPost.getInt32(4)); // italicAngle
      pv.setInt16(8, srcPost.getInt16(8));
      pv.setInt16(10, srcPost.getInt16(10));
    }

    const tables: Array<[string, Uint8Array]> = [
      ["OS/2", copyTable(first, "OS/2")],
      ["cmap", emptyCmap()],
      ["glyf", glyf],
      ["head", head],
      ["hhea", hhea],
      ["hmtx", hmtx],
      ["loca", loca],
      ["maxp", maxp],
      ["name", nameTable(this.name)],
      ["post", post],
    ];
    const font = assemble(tables.filter(([, d]) => d.length > 0));
    // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
    const headOffset = findTableOffset(font, "head");
    new DataView(font.buffer).setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
    return font;
  }
}

function copyTable(src: SourceFont, tag: string, size?: number): Uint8Array {
  const t = src.tables.get(tag);
  const out = new Uint8Array(size ?? t?.byteLength ?? 0);
  if (t) out.set(new Uint8Array(t.buffer, t.byteOffset, Math.min(t.byteLength, out.length)));
  return out;
}

/** A cmap with one empty format-4 subtable: PDF viewers find glyphs through the PDF's CIDToGIDMap. */
function emptyCmap(): Uint8Array {
  const out = new Uint8Array(12 + 24);
  const v = new DataView(out.buffer);
  v.setUint16(2, 1); // one subtable
  v.setUint16(4, 3); // Windows
  v.setUint16(6, 1); // Unicode BMP
  v.setUint32(8, 12);
  const s = 12;
  v.setUint16(s, 4);
  v.setUint16(s + 2, 24);
  v.setUint16(s + 6, 2); // segCountX2
  v.setUint16(s + 8, 2);
  v.setUint16(s + 10, 0);
  v.setUint16(s + 12, 0);
  v.setUint16(s + 14, 0xffff); // endCode
  v.setUint16(s + 18, 0xffff); // startCode (after reservedPad)
  v.setInt16(s + 20, 1); // idDelta
  return out;
}

function nameTable(psName: string): Uint8Array {
  const family = psName.replace(/-.*/, "");
  const style = psName.includes("-") ? psName.replace(/^[^-]*-/, "") : "Regular";
  const records: Array<[number, string]> = [
    [1, family],
    [2, style],
    [4, `${family} ${style}`],
    [6, psName],
  ];
  const strings = records.map(([, s]) => {
    const b = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      b[i * 2] = s.charCodeAt(i) >> 8;
      b[i * 2 + 1] = s.charCodeAt(i) & 0xff;
    }
    return b;
  });
  const headerSize = 6 + records.length * 12;
  const out = new Uint8Array(headerSize + strings.reduce((s, b) => s + b.length, 0));
  const v = new DataView(out.buffer);
  v.setUint16(2, records.length);
  v.setUint16(4, headerSize);
  let offset = 0;
  records.forEach(([id], i) => {
    const p = 6 + i * 12;
    v.setUint16(p, 3);
    v.setUint16(p + 2, 1);
    v.setUint16(p + 4, 0x409);
    v.setUint16(p + 6, id);
    v.setUint16(p + 8, strings[i]!.length);
    v.setUint16(p + 10, offset);
    out.set(strings[i]!, headerSize + offset);
    offset += strings[i]!.length;
  });
  return out;
}

function checksum(data: Uint8Array): number {
  const padded = data.length % 4 ? new Uint8Array((data.length + 3) & ~3) : data;
  if (padded !== data) padded.set(data);
  const v = new DataView(padded.buffer, padded.byteOffset, padded.byteLength);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + v.getUint32(i)) >>> 0;
  return sum;
}

function assemble(tables: Array<[string, Uint8Array]>): Uint8Array {
  tables.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  let size = 12 + 16 * tables.length;
  for (const [, d] of tables) size += (d.length + 3) & ~3;
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x00010000);
  writeDirectoryHeader(v, tables.length);
  let pos = 12 + 16 * tables.length;
  tables.forEach(([tag, data], i) => {
    const d = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[d + k] = tag.charCodeAt(k);
    v.setUint32(d + 4, checksum(data));
    v.setUint32(d + 8, pos);
    v.setUint32(d + 12, data.length);
    out.set(data, pos);
    pos += (data.length + 3) & ~3;
  });
  return out;
}

function findTableOffset(font: Uint8Array, tag: string): number {
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = v.getUint16(4);
  for (let i = 0; i < count; i++) {
    const p = 12 + i * 16;
    if (String.fromCharCode(font[p]!, font[p + 1]!, font[p + 2]!, font[p + 3]!) === tag) return v.getUint32(p + 8);
  }
  throw new Error(`no ${tag} table`);
}
