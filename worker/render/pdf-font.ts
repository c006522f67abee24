// One face of the resume (regular, bold or italic) as a PDF composite font: Type0 / Identity-H over a
// CIDFontType2 whose program is the merged TrueType font of the glyphs this document uses.
// Character ids (CIDs) are not glyph ids: each distinct (glyph, text) pair gets its own CID, mapped to its
// glyph by the CIDToGIDMap and to its text by the ToUnicode CMap. That is what lets shaped text extract
// exactly: in "कि" the vowel sign is drawn before the consonant, so the first glyph carries "क" and the
// second "ि"; a ligature carries all its letters; a glyph that only completes another (a dot of a
// decomposed Arabic letter) carries nothing.
import { PDFName, PDFRawStream, PDFString, type PDFDocument, type PDFRef } from "pdf-lib";
import { MergedFont } from "./fonts/truetype";

export class PdfFace {
  readonly font: MergedFont;
  private readonly cids = new Map<number, Map<string, number>>();
  private readonly cidGlyph: number[] = [0];
  private readonly cidText: string[] = [""];
  readonly ref: PDFRef;

  constructor(
    private readonly doc: PDFDocument,
    readonly postscriptName: string,
    readonly subsetTag: string,
  ) {
    this.font = new MergedFont(1000, postscriptName);
    // The font's objects are written when the document is saved, but its reference is needed on every page.
    this.ref = doc.context.nextRef();
  }

  /** The 2-byte code to draw merged glyph `gid` that extracts as `text`. */
  code(gid: number, text: string): number {
    let byText = this.cids.get(gid);
    if (!byText) {
      byText = new Map();
      this.cids.set(gid, byText);
    }
    let cid = byText.get(text);
    if (cid === undefined) {
      cid = this.cidGlyph.length;
      if (cid > 0xffff) throw new Error("too many distinct glyphs for one font");
      byText.set(text, cid);
      this.cidGlyph.push(gid);
      this.cidText.push(text);
    }
    return cid;
  }

  /** Advance of a code's glyph in thousandths of an em (the PDF's glyph space). */
  width(cid: number): number {
    return (this.font.advanceOf(this.cidGlyph[cid] ?? 0) * 1000) / this.font.unitsPerEm;
  }

  /** CIDToGIDMap: the glyph of each CID, two bytes each. */
  private gidMap(): Uint8Array {
    const map = new Uint8Array(this.cidGlyph.length * 2);
    this.cidGlyph.forEach((gid, cid) => {
      map[cid * 2] = gid >> 8;
      map[cid * 2 + 1] = gid & 0xff;
    });
    return map;
  }

  get used(): boolean {
    return this.cidGlyph.length > 1;
  }

  /** Writes the font objects (call once, after all text is drawn). */
  async write(): Promise<void> {
    const ctx = this.doc.context;
    const program = this.font.build();
    const [programZ, gidMapZ, toUnicodeZ] = await Promise.all([
      deflate(program),
      deflate(this.gidMap()),
      deflate(new TextEncoder().encode(toUnicodeCMap(this.cidText))),
    ]);
    const flate = (data: Uint8Array, extra: Record<string, number> = {}) =>
      ctx.register(PDFRawStream.of(ctx.obj({ Filter: "FlateDecode", ...extra }), data));
    const fontFile = flate(programZ, { Length1: program.length });
    const upm = this.font.unitsPerEm;
    const scale = 1000 / upm;
    const tables = new DataView(program.buffer, program.byteOffset, program.byteLength);
    const head = findTable(program, tables, "head");
    const hhea = findTable(program, tables, "hhea");
    const os2 = findTable(program, tables, "OS/2");
    const bbox = [tables.getInt16(head + 36), tables.getInt16(head + 38), tables.getInt16(head + 40), tables.getInt16(head + 42)].map((v) =>
      Math.round(v * scale),
    );
    const ascent = Math.round(tables.getInt16(hhea + 4) * scale);
    const descent = Math.round(tables.getInt16(hhea + 6) * scale);
    const capHeight = os2 >= 0 && tables.getUint16(os2) >= 2 ? Math.round(tables.getInt16(os2 + 88) * scale) : ascent;
    const italic = /italic|oblique/i.test(this.postscriptName);
    const baseFont = `${this.subsetTag}+${this.postscriptName}`;

    const descriptor = ctx.register(
      ctx.obj({
        Type: "FontDescriptor",
        FontName: baseFont,
        Flags: 4 | (italic ? 64 : 0), // symbolic (glyphs outside the standard Latin set), italic
        FontBBox: bbox,
        ItalicAngle: italic ? -12 : 0,
        Ascent: ascent,
        Descent: descent,
        CapHeight: capHeight,
        StemV: /bold/i.test(this.postscriptName) ? 120 : 80,
        FontFile2: fontFile,
      }),
    );

    // Widths: runs of consecutive CIDs, `c [w1 w2 …]`.
    const widths: Array<number | number[]> = [];
    for (let cid = 1; cid < this.cidGlyph.length; cid++) {
      const w = Math.round(this.width(cid));
      const last = widths[widths.length - 1];
      if (Array.isArray(last)) last.push(w);
      else widths.push(cid, [w]);
    }
    const cidFont = ctx.register(
      ctx.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 0,
        W: widths,
        CIDToGIDMap: flate(gidMapZ),
      }),
    );
    const toUnicode = flate(toUnicodeZ);
    ctx.assign(
      this.ref,
      ctx.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}

/**
 * The text of one drawn cluster split for PDF text extractors. pdf.js (our parser) treats a glyph whose text
 * contains a non-spacing mark as zero-width, skips one whose text ends in a format character (a joiner) and
 * reads one whose text starts with a space as a space. So marks, format characters and spaces each go on
 * their own piece; the cluster's outline and advance go on the first piece of letters, the other pieces are
 * drawn with an empty zero-width glyph. Concatenated, the pieces are the cluster's text.
 */
const piecesCache = new Map<string, Array<{ text: string; visible: boolean }>>();

export function textPieces(text: string): Array<{ text: string; visible: boolean }> {
  let cached = piecesCache.get(text);
  if (!cached) {
    cached = splitPieces(text);
    if (piecesCache.size > 20_000) piecesCache.clear();
    piecesCache.set(text, cached);
  }
  return cached;
}

function splitPieces(text: string): Array<{ text: string; visible: boolean }> {
  const classOf = (ch: string) => (/\p{Mn}/u.test(ch) ? 1 : /\p{Cf}/u.test(ch) ? 2 : /\s/u.test(ch) ? 3 : 0);
  const pieces: Array<{ text: string; kind: number; visible: boolean }> = [];
  for (const ch of text) {
    const kind = classOf(ch);
    const last = pieces[pieces.length - 1];
    if (last && last.kind === kind) last.text += ch;
    else pieces.push({ text: ch, kind, visible: false });
  }
  const carrier = pieces.find((p) => p.kind === 0 || p.kind === 3) ?? pieces[0];
  if (carrier) carrier.visible = true;
  return pieces.map(({ text, visible }) => ({ text, visible }));
}

/** zlib (FlateDecode) with the platform's compressor: much faster than pdf-lib's JavaScript deflate for font programs. */
export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

const hex4 = (n: number) => n.toString(16).padStart(4, "0");
const utf16Hex = (text: string) => {
  let out = "";
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
};

/** The ToUnicode CMap: every CID to its text (UTF-16BE), empty for a glyph that stands for no character. */
export function toUnicodeCMap(texts: string[]): string {
  const lines = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
  ];
  const entries: string[] = [];
  texts.forEach((text, cid) => {
    if (cid > 0) entries.push(`<${hex4(cid)}> <${utf16Hex(text)}>`);
  });
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    lines.push(`${chunk.length} beginbfchar`, ...chunk, "endbfchar");
  }
  lines.push("endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end");
  return lines.join("\n");
}

function findTable(font: Uint8Array, v: DataView, tag: string): number {
  const count = v.getUint16(4);
  for (let i = 0; i < count; i++) {
    const p = 12 + i * 16;
    if (String.fromCharCode(font[p]!, font[p + 1]!, font[p + 2]!, font[p + 3]!) === tag) return v.getUint32(p + 8);
  }
  return -1;
}

export const fontResourceName = (n: number) => PDFName.of(`F${n}`);
