// Inspects what a generated PDF draws, without a browser: for every glyph shown on a page, the font's glyph
// id (through the CIDToGIDMap), its outline in the embedded font program, and its ToUnicode text.
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef, decodePDFRawStream } from "pdf-lib";
import { SourceFont } from "../../../worker/render/fonts/truetype";

export interface DrawnGlyph {
  font: string;
  cid: number;
  gid: number;
  /** Size of the glyph's outline data in the embedded TrueType program (0 = draws nothing). */
  outline: number;
  /** Advance from the font's W array, in thousandths of an em. */
  width: number;
  text: string;
}

const bytesOf = (s: PDFRawStream) => decodePDFRawStream(s).decode();

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/gi)) {
    const hex = m[2]!;
    let text = "";
    for (let i = 0; i < hex.length; i += 4) text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    map.set(Number.parseInt(m[1]!, 16), text);
  }
  return map;
}

/** Every glyph every page draws, in drawing order. */
export async function drawnGlyphs(pdf: Uint8Array): Promise<DrawnGlyph[]> {
  const doc = await PDFDocument.load(pdf);
  const ctx = doc.context;
  const out: DrawnGlyph[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const decoded = new Map<
      string,
      { name: string; gidOf: (cid: number) => number; font: SourceFont; text: Map<number, string>; widths: Map<number, number> }
    >();
    for (const [key, ref] of fonts?.entries() ?? []) {
      const type0 = ctx.lookup(ref as PDFRef, PDFDict);
      const descendant = ctx.lookup(type0.lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      const program = bytesOf(descriptor.lookup(PDFName.of("FontFile2")) as PDFRawStream);
      const map = bytesOf(descendant.lookup(PDFName.of("CIDToGIDMap")) as PDFRawStream);
      decoded.set(key.asString(), {
        name: type0.lookup(PDFName.of("BaseFont"), PDFName).asString(),
        gidOf: (cid) => (map[cid * 2]! << 8) | map[cid * 2 + 1]!,
        font: new SourceFont(key.asString(), program),
        text: toUnicode(new TextDecoder().decode(bytesOf(type0.lookup(PDFName.of("ToUnicode")) as PDFRawStream))),
        widths: widthsOf(descendant.lookup(PDFName.of("W"), PDFArray)),
      });
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => ctx.lookup(r)) : [contents];
    const ops = streams.map((s) => new TextDecoder("latin1").decode(bytesOf(s as PDFRawStream))).join("\n");
    let current: string | undefined;
    for (const m of ops.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9a-f]*)> Tj/gi)) {
      if (m[1]) current = m[1];
      else if (m[2] !== undefined && current) {
        const f = decoded.get(current)!;
        for (let i = 0; i < m[2].length; i += 4) {
          const cid = Number.parseInt(m[2].slice(i, i + 4), 16);
          const gid = f.gidOf(cid);
          out.push({
            font: f.name,
            cid,
            gid,
            outline: f.font.glyphData(gid).length,
            width: f.widths.get(cid) ?? 0,
            text: f.text.get(cid) ?? "",
          });
        }
      }
    }
  }
  return out;
}

/** The W array (`c [w1 w2 …]` and `c1 c2 w` forms) as CID → width. */
function widthsOf(w: PDFArray): Map<number, number> {
  const out = new Map<number, number>();
  const items = w.asArray();
  const num = (i: number) => Number(items[i]?.toString());
  for (let i = 0; i < items.length; ) {
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((v, k) => {
        out.set(num(i) + k, Number(v.toString()));
      });
      i += 2;
    } else {
      for (let c = num(i); c <= num(i + 1); c++) out.set(c, num(i + 2));
      i += 3;
    }
  }
  return out;
}

/**
 * Glyphs that print as a box or as nothing where a character should be: .notdef (glyph 0), and glyphs that
 * take room for a visible character (letter, digit, punctuation, symbol) but have no outline. (Zero-width
 * empty glyphs only carry the text of a cluster drawn by the glyph before them.)
 */
export function missingGlyphs(glyphs: DrawnGlyph[]): DrawnGlyph[] {
  return glyphs.filter((g) => g.gid === 0 || (g.outline === 0 && g.width > 0 && /[\p{L}\p{N}\p{P}\p{S}]/u.test(g.text)));
}
