// The pdf-lib part of rendering: fonts for the characters the resume uses, drawing the laid-out pages,
// metadata. Loaded lazily by index.ts so that pdf-lib and fontkit are parsed only when a PDF is made.
// Text is written with our own composite fonts (pdf-font.ts) rather than pdf-lib's embedFont: pdf-lib
// draws one glyph per character with no positioning, which cannot show Arabic marks, Thai tone marks or
// Indic vowel signs in place, and its ToUnicode map cannot give back reordered or ligated text.
import { PDFArray, PDFDocument, PDFHexString, PDFName, type PDFPage, PDFRawStream } from "pdf-lib";
import type { StoredRecord } from "../shapes/resume";
import { type Composition, compose } from "./compose";
import type { Style } from "./fonts/catalog";
import { FontSet } from "./fonts/fontset";
import { detectLanguage, HEADINGS, type HeadingLanguage, isHeadingLanguage } from "./headings";
import type { PlacedLine, Typesetter } from "./layout";
import type { RenderOptions } from "./options";
import { PdfFace, deflate, textPieces } from "./pdf-font";
import { Shaper } from "./shape";
import { cleanText, fitToFont } from "./text";
import { type DesignId, type PageSize, themeOf } from "./theme";

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

/** Prose of the resume, the part that tells its language (not names, addresses or skill names). */
export function proseOf(record: StoredRecord): string[] {
  const out: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === "string" && v) out.push(v);
  };
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  add(record.personal_info?.summary);
  for (const w of list(record.experiences?.work_experiences) as Array<Record<string, unknown>>) {
    add(w?.title);
    for (const r of list(w?.responsibilities)) add(r);
  }
  for (const p of list(record.experiences?.projects) as Array<Record<string, unknown>>) for (const r of list(p?.responsibilities)) add(r);
  for (const e of list(record.education) as Array<Record<string, unknown>>) {
    add(e?.degree);
    for (const d of list(e?.details)) add(d);
  }
  const info = record.additional_information && typeof record.additional_information === "object" ? record.additional_information : {};
  for (const key of Object.keys(info)) if (!/^(technical skills|languages)$/i.test(key.trim())) add(key);
  return out;
}

/** What the renderer decided: pages, the tightening step used, the headings' language. */
export interface RenderedPdf {
  pdf: Uint8Array;
  pages: number;
  design: DesignId;
  pageSize: PageSize;
  language: HeadingLanguage;
  /** 0 when the design was used as it is; else the tightening step (compose.ts) that saved a page. */
  fitLevel: number;
}

export async function drawResume(record: StoredRecord, opts: RenderOptions): Promise<RenderedPdf> {
  // Lenient: the size often comes from configuration ("letter", "LETTER"); anything else is A4.
  const pageSize: PageSize = String(opts.pageSize ?? "").toLowerCase() === "letter" ? "Letter" : "A4";
  const theme = themeOf(opts.design);
  const language = isHeadingLanguage(opts.language) ? opts.language : detectLanguage(proseOf(record).map(cleanText));

  const texts = [...strings(record)].map(cleanText);
  for (const name of Object.values(HEADINGS[language].names)) texts.push(name, name.toLocaleUpperCase(language));
  texts.push(theme.bullet.glyph, " | ·,?");
  const fonts = await FontSet.load(opts.fonts, texts);
  const shaper = new Shaper(fonts);
  const composition = compose(record, theme, pageSize, typesetter(fonts, shaper), language);
  const pdf = await drawComposition(composition, shaper, record, opts);
  return { pdf, pages: composition.pages.length, design: theme.design, pageSize, language, fitLevel: composition.fitLevel };
}

export async function drawResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  return (await drawResume(record, opts)).pdf;
}

async function drawComposition(c: Composition, shaper: Shaper, record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  const { page, theme } = c;
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
  c.pages.forEach((plan, index) => {
    const pdfPage: PDFPage = doc.addPage([page.width, page.height]);
    const ops: string[] = [];
    contents.push({ page: pdfPage, ops });
    const resourceNames = new Map<Style, string>();
    const links: Array<{ rect: number[]; href: string }> = [];
    const top = page.height - theme.margin.top;
    const columnsTop = top - (index === 0 ? c.columnsTop : 0);
    if (c.columns.side && theme.side) {
      // The side column's tint runs from the page's left edge to the middle of the gap, under the header.
      const [r, g, b] = theme.side.background;
      const right = theme.margin.left + c.columns.side.width + theme.side.gap / 2;
      const tintTop = index === 0 ? columnsTop + theme.type.heading.before / 2 : page.height;
      ops.push(`q ${num(r)} ${num(g)} ${num(b)} rg 0 0 ${num(right)} ${num(tintTop)} re f Q`);
    }
    const drawColumn = (placed: PlacedLine[], left: number, width: number, areaTop: number) => {
      for (const { line, top: lineOffset } of placed) {
        const lineTop = areaTop - lineOffset;
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
          let advance = 0;
          for (const g of glyphs) {
            advance += g.advance / g.font.src.unitsPerEm;
            for (const piece of textPieces(g.text)) {
              const gid = piece.visible ? f.font.add(g.font.src, g.parts, g.advance) : f.font.empty();
              const cid = f.code(gid, piece.text);
              codes.push(HEX4[cid] ?? cid.toString(16).padStart(4, "0"));
            }
          }
          const [r, g, b] = run.color;
          const x = left + run.x;
          ops.push(
            `q ${num(r)} ${num(g)} ${num(b)} rg BT ${resource} ${num(run.size)} Tf 1 0 0 1 ${num(x)} ${num(baseline)} Tm <${codes.join("")}> Tj ET Q`,
          );
          if (run.link)
            links.push({ rect: [x, baseline - run.size * 0.25, x + advance * run.size, baseline + run.size * 0.8], href: run.link });
        }
        if (line.ruleAt !== undefined) {
          const y = num(lineTop - line.ruleAt);
          const [r, g, b] = theme.colors.rule;
          ops.push(`q ${num(r)} ${num(g)} ${num(b)} RG 0.6 w ${num(left)} ${y} m ${num(left + width)} ${y} l S Q`);
        }
      }
    };
    drawColumn(plan.header, theme.margin.left, c.columns.full, top);
    if (c.columns.side)
      drawColumn(plan.side, theme.margin.left + c.columns.side.x, c.columns.side.width, columnsTop - (theme.side?.offset ?? 0));
    drawColumn(plan.main, theme.margin.left + c.columns.main.x, c.columns.main.width, columnsTop);
    for (const l of links) addLink(doc, pdfPage, l.rect, l.href);
  });
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

/** A clickable area over printed text, opening `href` (http(s) or mailto only: links.ts makes no other). */
function addLink(doc: PDFDocument, page: PDFPage, rect: number[], href: string) {
  const hex = Array.from(href, (ch) => (ch.charCodeAt(0) & 0x7f).toString(16).padStart(2, "0")).join("");
  const annot = doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect.map((n) => Math.round(n * 100) / 100),
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: PDFHexString.of(hex) },
  });
  const ref = doc.context.register(annot);
  const existing = page.node.lookup(PDFName.of("Annots"));
  if (existing instanceof PDFArray) existing.push(ref);
  else page.node.set(PDFName.of("Annots"), doc.context.obj([ref]));
}
