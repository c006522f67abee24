// The pdf-lib part of rendering: fonts for the characters the resume uses, drawing the laid-out pages,
// metadata. Loaded lazily by index.ts so that pdf-lib and fontkit are parsed only when a PDF is made.
// Text is written with our own composite fonts (pdf-font.ts) rather than pdf-lib's embedFont: pdf-lib
// draws one glyph per character with no positioning, which cannot show Arabic marks, Thai tone marks or
// Indic vowel signs in place, and its ToUnicode map cannot give back reordered or ligated text.
import { PDFDocument, PDFName, type PDFPage, PDFRawStream } from "pdf-lib";
import type { StoredRecord } from "../shapes/resume";
import type { Style } from "./fonts/catalog";
import { FontSet } from "./fonts/fontset";
import type { RenderOptions } from "./options";
import { SECTION_TITLES, layoutResume, paginate, type Typesetter } from "./layout";
import { PdfFace, deflate, textPieces } from "./pdf-font";
import { Shaper } from "./shape";
import { cleanText, fitToFont } from "./text";
import { BULLET, COLORS, MARGIN, PAGE_SIZES } from "./theme";

/** A number for a content stream: at most 3 decimals, no exponent. */
const num = (n: number) => String(Math.round(n * 1000) / 1000);
/** Metadata strings: one clean line, bounded. */
const meta = (value: unknown, fallback: string) =>
  Array.from(cleanText(value) || cleanText(fallback))
    .slice(0, 300)
    .join("");

/** Every string of the record, for choosing fonts. Strings longer than we print are still scanned once. */
function* strings(value: unknown, depth = 0): Generator<string> {
  if (depth > 8) return;
  if (typeof value === "string") yield value;
  else if (typeof value === "number") yield String(value);
  else if (Array.isArray(value)) for (const v of value) yield* strings(v, depth + 1);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      yield k.toUpperCase();
      yield* strings(v, depth + 1);
    }
}

function typesetter(fonts: FontSet, shaper: Shaper): Typesetter {
  const covered = new Map<string, boolean>();
  return {
    width: (text, style, size) => shaper.width(text, style) * size,
    fit(text, style) {
      return fitToFont(text, (cp) => {
        const key = `${style}${cp}`;
        let has = covered.get(key);
        if (has === undefined) {
          has = fonts.fontFor(cp, style, null) !== null;
          covered.set(key, has);
        }
        return has;
      });
    },
  };
}

const HEX4 = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(4, "0"));

const FACE_NAMES: Record<Style, { name: string; tag: string }> = {
  regular: { name: "NotoSans-Regular", tag: "TCVAAA" },
  bold: { name: "NotoSans-Bold", tag: "TCVAAB" },
  italic: { name: "NotoSans-Italic", tag: "TCVAAC" },
};

export async function drawResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  // Lenient: the size often comes from configuration ("letter", "LETTER"); anything else is A4.
  const page = String(opts.pageSize ?? "").toLowerCase() === "letter" ? PAGE_SIZES.Letter : PAGE_SIZES.A4;
  const contentWidth = page.width - MARGIN.left - MARGIN.right;
  const contentHeight = page.height - MARGIN.top - MARGIN.bottom;

  const texts = [...strings(record)].map(cleanText);
  texts.push(...Object.values(SECTION_TITLES), BULLET.glyph, " | ·,?");
  const fonts = await FontSet.load(opts.fonts, texts);
  const shaper = new Shaper(fonts);
  const lines = layoutResume(record, contentWidth, typesetter(fonts, shaper));
  const pages = paginate(lines, contentHeight);

  const doc = await PDFDocument.create();
  const faces = new Map<Style, PdfFace>();
  const face = (style: Style) => {
    let f = faces.get(style);
    if (!f) {
      f = new PdfFace(doc, FACE_NAMES[style].name, FACE_NAMES[style].tag);
      faces.set(style, f);
    }
    return f;
  };

  // Page content is written as operator text and compressed with the platform's zlib (pdf-lib's JavaScript
  // deflate was a fifth of a render).
  const contents: Array<{ page: PDFPage; ops: string[] }> = [];
  for (const placed of pages) {
    const pdfPage: PDFPage = doc.addPage([page.width, page.height]);
    const ops: string[] = [];
    contents.push({ page: pdfPage, ops });
    const resourceNames = new Map<Style, string>();
    for (const { line, top } of placed) {
      const lineTop = page.height - MARGIN.top - top;
      const baseline = lineTop - line.baseline;
      for (const run of line.runs) {
        const glyphs = run.text ? shaper.line(run.text, run.font) : [];
        if (!glyphs.length) continue;
        const f = face(run.font);
        let resource = resourceNames.get(run.font);
        if (!resource) {
          resource = pdfPage.node.newFontDictionary(FACE_NAMES[run.font].name, f.ref).toString();
          resourceNames.set(run.font, resource);
        }
        // Every cluster is one glyph of the merged font with its own advance: the text needs no positioning.
        const codes: string[] = [];
        for (const g of glyphs) {
          for (const piece of textPieces(g.text)) {
            const gid = piece.visible ? f.font.add(g.font.src, g.parts, g.advance) : f.font.empty();
            const cid = f.code(gid, piece.text);
            codes.push(HEX4[cid] ?? cid.toString(16).padStart(4, "0"));
          }
        }
        const [r, g, b] = run.color;
        ops.push(
          `q ${num(r)} ${num(g)} ${num(b)} rg BT ${resource} ${num(run.size)} Tf 1 0 0 1 ${num(MARGIN.left + run.x)} ${num(baseline)} Tm <${codes.join("")}> Tj ET Q`,
        );
      }
      if (line.ruleAt !== undefined) {
        const y = num(lineTop - line.ruleAt);
        const [r, g, b] = COLORS.rule;
        ops.push(`q ${num(r)} ${num(g)} ${num(b)} RG 0.6 w ${num(MARGIN.left)} ${y} m ${num(page.width - MARGIN.right)} ${y} l S Q`);
      }
    }
  }
  await Promise.all(
    contents.map(async ({ page: p, ops }) => {
      const data = await deflate(new TextEncoder().encode(ops.join("\n")));
      p.node.set(PDFName.of("Contents"), doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: "FlateDecode" }), data)));
    }),
  );
  await Promise.all([...faces.values()].map((f) => f.write()));

  const name = Array.from(cleanText(record.personal_info?.name)).slice(0, 200).join("");
  const product = meta(opts.productName, "TailorCV");
  doc.setTitle(meta(opts.title, name ? `${name} – Resume` : "Resume"), { showInWindowTitleBar: true });
  doc.setAuthor(meta(opts.author, name || product));
  doc.setSubject("Resume");
  doc.setCreator(product);
  doc.setProducer(product);
  return doc.save();
}
