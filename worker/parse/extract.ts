// Stage 1: PDF bytes → positioned text runs and small filled shapes per page (pdf.js through unpdf).
// Font names (for bold/italic) only reach pdf.js's commonObjs once the page's operator list is built,
// and the same operator list gives us bullets that are drawn as shapes rather than typed as characters.
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { ResumeRefusal } from "./refusal.ts";
import type { Box, PageContent, TextRun } from "./types.ts";
import { readGlyphs, type TextOps } from "./visibility.ts";

export const MAX_PDF_PAGES = 10;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

const BOLD = /bold|black|heavy|semibold|demibold|demi\b|extrabold|ultrabold|[-,_ ]bd\b|\bcmbx|\bcmb\d|\bptmb|\bphvb|medium/i;
const ITALIC = /italic|oblique|[-,_ ]it\b|\bcmti|\bcmsl|\bcmbxti|\bptmri|slanted/i;

interface PdfjsOps extends TextOps {
  stroke: number;
  closeStroke: number;
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

let opsCache: PdfjsOps | undefined;
async function pdfOps(): Promise<PdfjsOps> {
  if (!opsCache) opsCache = (await getResolvedPDFJS()).OPS satisfies PdfjsOps;
  return opsCache;
}

/** Shapes that matter for reading: small dots/squares/circles (drawn bullets) and long thin rules (heading underlines). */
function drawnShapes(fnArray: number[], argsArray: unknown[][], OPS: PdfjsOps): { dots: Box[]; rules: Box[] } {
  const fills = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const strokes = new Set([OPS.stroke, OPS.closeStroke]);
  const out: Box[] = [];
  const rules: Box[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const m = args?.[0] as Matrix | null;
      if (m && m.length === 6) ctm = multiply(ctm, m);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath) {
      const paint = args?.[0] as number;
      const mm = args?.[2] as ArrayLike<number> | null;
      if ((!fills.has(paint) && !strokes.has(paint)) || !mm || mm.length < 4 || !Number.isFinite(mm[0])) continue;
      const [ax, ay] = apply(ctm, mm[0]!, mm[1]!);
      const [bx, by] = apply(ctm, mm[2]!, mm[3]!);
      const box = { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
      const w = box.x1 - box.x0;
      const h = box.y1 - box.y0;
      if (w >= 1.2 && h >= 1.2 && w <= 9 && h <= 9 && w / h < 2.5 && h / w < 2.5) out.push(box);
      else if (h <= 2.5 && w >= 60) rules.push(box);
    }
  }
  return { dots: out, rules };
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

export async function openDocument(bytes: Uint8Array) {
  try {
    // getDocumentProxy detaches the buffer it is given: hand it a copy.
    // maxImageSize 1: images (a photo, a scanned page) are skipped instead of decoded; we only need text and
    // vector shapes, and decoding a photo costs more than reading the whole resume.
    return await getDocumentProxy(bytes.slice(), { isEvalSupported: false, stopAtErrors: false, verbosity: 0, maxImageSize: 1 } as never);
  } catch (err) {
    const name = (err as { name?: string })?.name ?? "";
    if (name === "PasswordException") throw new ResumeRefusal("encrypted");
    throw new ResumeRefusal("damaged");
  }
}

type PdfDocument = Awaited<ReturnType<typeof openDocument>>;

export async function extractPages(doc: PdfDocument, isExpired: () => boolean): Promise<PageContent[]> {
  if (doc.numPages > MAX_PDF_PAGES) throw new ResumeRefusal("too_many_pages");
  const OPS = await pdfOps();
  const pages: PageContent[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    if (isExpired()) throw new ResumeRefusal("timeout");
    let page: Awaited<ReturnType<PdfDocument["getPage"]>>;
    let content: Awaited<ReturnType<typeof page.getTextContent>>;
    let ops: Awaited<ReturnType<typeof page.getOperatorList>>;
    try {
      page = await doc.getPage(p);
      content = await page.getTextContent();
      ops = await page.getOperatorList({ annotationMode: 0 } as never); // 0 = AnnotationMode.DISABLE: links are not text
    } catch {
      throw new ResumeRefusal("damaged");
    }
    const [vx0 = 0, vy0 = 0, vx1 = 612, vy1 = 792] = page.view as number[];
    // White-on-white, invisible-mode and unreadably small text is not part of the page a reader sees.
    const { hidden, respaced } = readGlyphs(ops.fnArray as number[], ops.argsArray as unknown[][], OPS, content.items as PdfTextItem[]);
    const fontInfo = new Map<string, { bold: boolean; italic: boolean }>();
    const runs: TextRun[] = [];
    for (const [index, raw] of (content.items as unknown[]).entries()) {
      const it = raw as PdfTextItem;
      if (typeof it.str !== "string" || !it.transform || hidden.has(index)) continue;
      const [a = 0, b = 0, , d = 0, x = 0, y = 0] = it.transform;
      if (Math.abs(b) > 0.01 * Math.abs(a) || a <= 0) continue; // rotated or mirrored text is decoration
      const size = Math.abs(d) || Math.abs(a);
      if (size < 2) continue;
      // Control and private-use characters are glyphs without a usable Unicode value (TeX bullets, Symbol-font dots).
      // (U+F001/U+F002 are the fi/fl ligatures of older Mac fonts: text, not markers.)
      const blank =
        it.str.replace(/[\p{Cc}\p{Co}\p{Cf}\uFFFD]/gu, "").length === 0 && !/^\s+$/.test(it.str) && !/[\uF001\uF002]/.test(it.str);
      // An empty string with a width is a glyph pdf.js could not map (e.g. TeX's bullet); keep it as a marker.
      if ((blank && it.width < 0.2 * size) || (!blank && it.str.trim() === "")) continue;
      let info = fontInfo.get(it.fontName);
      if (!info) {
        let name = "";
        try {
          if (page.commonObjs.has(it.fontName)) name = (page.commonObjs.get(it.fontName) as { name?: string })?.name ?? "";
        } catch {
          name = "";
        }
        const family = (content.styles as Record<string, { fontFamily?: string }>)[it.fontName]?.fontFamily ?? "";
        const label = `${name} ${family}`;
        info = { bold: BOLD.test(label), italic: ITALIC.test(label) };
        fontInfo.set(it.fontName, info);
      }
      runs.push({
        text: respaced.get(index) ?? it.str,
        x: x - vx0,
        y: y - vy0,
        w: it.width,
        size,
        bold: info.bold,
        italic: info.italic,
        blank,
      });
    }
    const drawn = drawnShapes(ops.fnArray as number[], ops.argsArray as unknown[][], OPS);
    const shift = (s: Box) => ({ x0: s.x0 - vx0, y0: s.y0 - vy0, x1: s.x1 - vx0, y1: s.y1 - vy0 });
    pages.push({ index: p - 1, width: vx1 - vx0, height: vy1 - vy0, runs, shapes: drawn.dots.map(shift), rules: drawn.rules.map(shift) });
    page.cleanup();
  }
  return pages;
}
