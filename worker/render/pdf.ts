// The pdf-lib part of rendering: fonts, drawing the laid-out pages, metadata. Loaded lazily by index.ts
// so that pdf-lib and fontkit are parsed only when a PDF is actually made.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { StoredRecord } from "../shapes/resume";
import type { RenderOptions } from "./index";
import { layoutResume, paginate, type Typesetter } from "./layout";
import { cleanText, fitToFont } from "./text";
import { COLORS, MARGIN, PAGE_SIZES, type Color, type FontKey } from "./theme";

/** The part of a fontkit font we use. */
interface KitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface KitFont {
  unitsPerEm: number;
  postscriptName: string | null;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): KitGlyph;
  glyphsForString(text: string): KitGlyph[];
  layout(text: string, features?: unknown): { glyphs: KitGlyph[]; positions: unknown[] };
}

/**
 * fontkit, but every font maps text to glyphs through its character map only: one glyph per code point,
 * no GSUB substitutions (so never a ligature, and the ToUnicode map gives back exactly the text we
 * drew) and no GPOS work. Also several times faster than full shaping, which we would not use anyway:
 * pdf-lib ignores glyph positions and our scripts (Latin, Greek, Cyrillic, Vietnamese) need no shaping.
 */
// Parsed fonts, kept per font-bytes object for the life of the isolate: parsing a font's tables is
// most of the cost of a render, and the bytes (bundled constants) never change. Fonts hold no per-document
// state: each PDF gets its own subset object (font.createSubset()).
const parsedFonts = new WeakMap<Uint8Array, KitFont>();

function cmapOnlyFontkit() {
  const create = (bytes: Uint8Array): KitFont => {
    const existing = parsedFonts.get(bytes);
    if (existing) return existing;
    const font = (fontkit as unknown as { create(b: Uint8Array): KitFont }).create(bytes);
    font.layout = (text: string) => ({ glyphs: font.glyphsForString(text), positions: [] });
    parsedFonts.set(bytes, font);
    return font;
  };
  return { create };
}

/** Widths and coverage from the font's own tables, cached per code point for this document. */
function typesetter(fonts: Record<FontKey, KitFont>): Typesetter {
  const advance = { regular: new Map<number, number>(), bold: new Map<number, number>(), italic: new Map<number, number>() };
  const covered = { regular: new Map<number, boolean>(), bold: new Map<number, boolean>(), italic: new Map<number, boolean>() };
  return {
    width(text, key, size) {
      const font = fonts[key];
      const cache = advance[key];
      let units = 0;
      for (let i = 0; i < text.length; i++) {
        let cp = text.charCodeAt(i);
        if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) cp = text.codePointAt(i++)!;
        let a = cache.get(cp);
        if (a === undefined) {
          a = font.glyphForCodePoint(cp).advanceWidth;
          cache.set(cp, a);
        }
        units += a;
      }
      return (units * size) / font.unitsPerEm;
    },
    fit(text, key) {
      const font = fonts[key];
      const cache = covered[key];
      return fitToFont(text, (cp) => {
        let has = cache.get(cp);
        if (has === undefined) {
          has = font.hasGlyphForCodePoint(cp);
          cache.set(cp, has);
        }
        return has;
      });
    },
  };
}

const asBytes = (b: Uint8Array | ArrayBuffer) => (b instanceof Uint8Array ? b : new Uint8Array(b));
const color = (c: Color) => rgb(c[0], c[1], c[2]);
/** Metadata strings: one clean line, bounded. */
const meta = (value: unknown, fallback: string) =>
  Array.from(cleanText(value) || cleanText(fallback))
    .slice(0, 300)
    .join("");

export async function drawResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  // Lenient: the size often comes from configuration ("letter", "LETTER"); anything else is A4.
  const page = String(opts.pageSize ?? "").toLowerCase() === "letter" ? PAGE_SIZES.Letter : PAGE_SIZES.A4;
  const contentWidth = page.width - MARGIN.left - MARGIN.right;
  const contentHeight = page.height - MARGIN.top - MARGIN.bottom;

  const bytes: Record<FontKey, Uint8Array> = {
    regular: asBytes(opts.fonts.regular),
    bold: asBytes(opts.fonts.bold),
    italic: asBytes(opts.fonts.italic ?? opts.fonts.regular),
  };
  const kit = cmapOnlyFontkit();
  const kitFonts: Record<FontKey, KitFont> = {
    regular: kit.create(bytes.regular),
    bold: kit.create(bytes.bold),
    italic: kit.create(bytes.italic),
  };

  const lines = layoutResume(record, contentWidth, typesetter(kitFonts));
  const pages = paginate(lines, contentHeight);

  const doc = await PDFDocument.create();
  doc.registerFontkit(kit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  // Embed only the faces the layout uses. The 'ABCDEF+' prefix marks a subset font (PDF 32000, 9.6.4).
  const embedded = new Map<FontKey, PDFFont>();
  const tags: Record<FontKey, string> = { regular: "TCVAAA", bold: "TCVAAB", italic: "TCVAAC" };
  const pdfFont = async (key: FontKey) => {
    let font = embedded.get(key);
    if (!font) {
      const base = (kitFonts[key].postscriptName ?? `Font-${key}`).replace(/[^A-Za-z0-9-]/g, "");
      font = await doc.embedFont(bytes[key], { subset: true, customName: `${tags[key]}+${base}` });
      embedded.set(key, font);
    }
    return font;
  };

  const rule = color(COLORS.rule);
  for (const placed of pages) {
    const pdfPage: PDFPage = doc.addPage([page.width, page.height]);
    for (const { line, top } of placed) {
      const lineTop = page.height - MARGIN.top - top;
      const baseline = lineTop - line.baseline;
      for (const run of line.runs) {
        if (!run.text) continue;
        pdfPage.drawText(run.text, {
          x: MARGIN.left + run.x,
          y: baseline,
          size: run.size,
          font: await pdfFont(run.font),
          color: color(run.color),
        });
      }
      if (line.ruleAt !== undefined) {
        const y = lineTop - line.ruleAt;
        pdfPage.drawLine({ start: { x: MARGIN.left, y }, end: { x: page.width - MARGIN.right, y }, thickness: 0.6, color: rule });
      }
    }
  }

  const name = Array.from(cleanText(record.personal_info?.name)).slice(0, 200).join("");
  const product = meta(opts.productName, "TailorCV");
  doc.setTitle(meta(opts.title, name ? `${name} – Resume` : "Resume"), { showInWindowTitleBar: true });
  doc.setAuthor(meta(opts.author, name || product));
  doc.setSubject("Resume");
  doc.setCreator(product);
  doc.setProducer(product);
  return doc.save();
}
