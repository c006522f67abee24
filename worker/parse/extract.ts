// Stage 1: PDF bytes → positioned text runs and small filled shapes per page (pdf.js through unpdf).
// Each page is interpreted once, into its operator list: text items are grouped from its glyphs
// (worker/parse/textitems.ts), font names (for bold/italic) are in pdf.js's commonObjs once the list is built,
// and the same list gives bullets that are drawn as shapes rather than typed as characters.
import { getResolvedPDFJS } from "unpdf";
import { fontSink } from "./font-sink.ts";
import { ResumeRefusal } from "./refusal.ts";
import { type FontFacts, isWhiteFill, type Matrix, multiply, type TextOpCodes, textItems } from "./textitems.ts";
import type { Box, PageContent, TextRun } from "./types.ts";
import { judgeItems } from "./visibility.ts";

export const MAX_PDF_PAGES = 10;

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

const BOLD = /bold|black|heavy|semibold|demibold|demi\b|extrabold|ultrabold|[-,_ ]bd\b|\bcmbx|\bcmb\d|\bptmb|\bphvb|medium/i;
const ITALIC = /italic|oblique|[-,_ ]it\b|\bcmti|\bcmsl|\bcmbxti|\bptmri|slanted/i;

export interface PdfjsOps extends TextOpCodes {
  stroke: number;
  closeStroke: number;
  constructPath: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

let opsCache: PdfjsOps | undefined;
export async function pdfOps(): Promise<PdfjsOps> {
  if (!opsCache) opsCache = (await getResolvedPDFJS()).OPS satisfies PdfjsOps;
  return opsCache;
}

/**
 * Shapes that matter for reading: small dots/squares/circles (drawn bullets), long thin rules (heading underlines),
 * and dark filled areas (a band that white text sits on is not hiding that text).
 */
function drawnShapes(fnArray: number[], argsArray: unknown[][], OPS: PdfjsOps): { dots: Box[]; rules: Box[]; dark: Box[] } {
  const fills = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const strokes = new Set([OPS.stroke, OPS.closeStroke]);
  const out: Box[] = [];
  const rules: Box[] = [];
  const dark: Box[] = [];
  const stack: { ctm: Matrix; fill: string }[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let fill = "#000000";
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save) stack.push({ ctm, fill });
    else if (fn === OPS.restore) ({ ctm, fill } = stack.pop() ?? { ctm, fill });
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.setFillRGBColor) fill = String(args?.[0] ?? "#000000");
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push({ ctm, fill });
      const m = args?.[0] as Matrix | null;
      if (m && m.length === 6) ctm = multiply(ctm, m);
    } else if (fn === OPS.paintFormXObjectEnd) ({ ctm, fill } = stack.pop() ?? { ctm, fill });
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
      if (fills.has(paint) && !isWhiteFill(fill) && w >= 20 && h >= 6) dark.push(box);
    }
  }
  return { dots: out, rules, dark };
}

/** Loads pdf.js (once per isolate): the library's own start-up is not the document's work. */
export async function loadPdfjs(): Promise<void> {
  await getResolvedPDFJS();
}

export async function openDocument(bytes: Uint8Array) {
  try {
    // pdf.js's own getDocument, not unpdf's getDocumentProxy: in Node that wrapper first looks for the pdfjs-dist
    // package to point pdf.js at its font and CMap files (a failed module lookup on every parse, as that package
    // is not installed; every option it would set is set here anyway), and in workerd it adds nothing.
    // getDocument detaches the buffer it is given: hand it a copy.
    // maxImageSize 1: images (a photo, a scanned page) are skipped instead of decoded; we only need text and
    // vector shapes, and decoding a photo costs more than reading the whole resume.
    // Fonts go to a document that keeps nothing (font-sink.ts), so pdf.js does not compile glyph outlines; no
    // system fonts: nothing is ever drawn.
    const { getDocument } = await getResolvedPDFJS();
    return await getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
      maxImageSize: 1,
      disableFontFace: false,
      ownerDocument: fontSink(),
      useSystemFonts: false,
    } as never).promise;
  } catch (err) {
    const name = (err as { name?: string })?.name ?? "";
    if (name === "PasswordException") throw new ResumeRefusal("encrypted");
    throw new ResumeRefusal("damaged");
  }
}

type PdfDocument = Awaited<ReturnType<typeof openDocument>>;

/** A font as pdf.js's commonObjs hold it once the operator list is built. */
export interface LoadedFont {
  name?: string;
  fallbackName?: string;
  fontMatrix?: number[];
  vertical?: boolean;
  isType3Font?: boolean;
  bbox?: number[];
}

/**
 * One page's operator list → its text runs, drawn bullets and rules (pure: the fonts come from `font`).
 * Coordinates are moved so the view box starts at 0,0.
 */
export function readPage(
  index: number,
  fnArray: number[],
  argsArray: unknown[][],
  OPS: PdfjsOps,
  font: (loadedName: string) => LoadedFont | undefined,
  view: number[],
): PageContent {
  const [vx0 = 0, vy0 = 0, vx1 = 612, vy1 = 792] = view;
  const fonts = new Map<string, (FontFacts & { bold: boolean; italic: boolean }) | undefined>();
  const fontFacts = (loadedName: string) => {
    if (!fonts.has(loadedName)) {
      const f = font(loadedName);
      const name = f?.name ?? "";
      const label = `${name} ${f?.fallbackName ?? ""}`;
      fonts.set(
        loadedName,
        f
          ? {
              name,
              fontMatrix: f.fontMatrix ?? [0.001, 0, 0, 0.001, 0, 0],
              vertical: !!f.vertical,
              type3: !!f.isType3Font,
              bbox: f.bbox,
              bold: BOLD.test(label),
              italic: ITALIC.test(label),
            }
          : undefined,
      );
    }
    return fonts.get(loadedName);
  };
  const text = textItems(fnArray, argsArray, OPS, fontFacts, view);
  const drawn = drawnShapes(fnArray, argsArray, OPS);
  // White-on-white, invisible-mode and unreadably small text is not part of the page a reader sees.
  const { hidden, respaced } = judgeItems(text.items, text.spaceGlyphs, drawn.dark);
  const runs: TextRun[] = [];
  for (const [i, it] of text.items.entries()) {
    if (hidden.has(i)) continue;
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
    const info = fontFacts(it.fontName);
    runs.push({
      text: respaced.get(i) ?? it.str,
      x: x - vx0,
      y: y - vy0,
      w: it.width,
      size,
      bold: info?.bold ?? false,
      italic: info?.italic ?? false,
      blank,
    });
  }
  const shift = (s: Box) => ({ x0: s.x0 - vx0, y0: s.y0 - vy0, x1: s.x1 - vx0, y1: s.y1 - vy0 });
  return { index, width: vx1 - vx0, height: vy1 - vy0, runs, shapes: drawn.dots.map(shift), rules: drawn.rules.map(shift) };
}

/** One chunk of a page's operator list as pdf.js hands it from its evaluator to the page object. */
interface OpListChunk {
  fnArray: number[];
  argsArray: unknown[][];
  length: number;
  lastChunk: boolean;
  separateAnnots: unknown;
}

// Every operator readPage acts on, by name: the type makes this list follow PdfjsOps (TextOpCodes included), so an
// operator that textItems or drawnShapes comes to use cannot be left out here.
const READ_OPS: Record<keyof PdfjsOps, true> = {
  save: true,
  restore: true,
  transform: true,
  paintFormXObjectBegin: true,
  paintFormXObjectEnd: true,
  beginText: true,
  setFont: true,
  setTextRise: true,
  setHScale: true,
  setLeading: true,
  moveText: true,
  setLeadingMoveText: true,
  nextLine: true,
  setTextMatrix: true,
  setCharSpacing: true,
  setWordSpacing: true,
  showText: true,
  showSpacedText: true,
  nextLineShowText: true,
  nextLineSetSpacingShowText: true,
  setGState: true,
  beginMarkedContent: true,
  beginMarkedContentProps: true,
  endMarkedContent: true,
  setFillRGBColor: true,
  setTextRenderingMode: true,
  stroke: true,
  closeStroke: true,
  constructPath: true,
  fill: true,
  eoFill: true,
  fillStroke: true,
  eoFillStroke: true,
  closeFillStroke: true,
  closeEOFillStroke: true,
};

const readOpsCache = new WeakMap<PdfjsOps, { kept: Set<number>; painted: Set<number> }>();

/** The opcodes readPage acts on, and the painting ones that make a path (constructPath) matter to drawnShapes. */
function readOps(OPS: PdfjsOps) {
  let r = readOpsCache.get(OPS);
  if (!r) {
    const kept = new Set(Object.keys(READ_OPS).map((k) => OPS[k as keyof PdfjsOps]));
    const painted = new Set([
      OPS.fill,
      OPS.eoFill,
      OPS.fillStroke,
      OPS.eoFillStroke,
      OPS.closeFillStroke,
      OPS.closeEOFillStroke,
      OPS.stroke,
      OPS.closeStroke,
    ]);
    r = { kept, painted };
    readOpsCache.set(OPS, r);
  }
  return r;
}

/**
 * pdf.js gathers a page's whole operator list before getOperatorList answers: a page of 300,000 path operators
 * holds 300,000 argument arrays at once (most of a first parse's memory on the densest pages). The page object is
 * handed the list a chunk at a time, so each chunk is cut there to the operators readPage acts on: paths that are
 * neither filled nor stroked (clips, "n"), marked points and the like are dropped before they pile up. What
 * readPage sees is the same list minus operators it skips. If this pdf.js has no such step, nothing is cut (and
 * test/node/parse/extract-opcut.test.ts fails, so an upgrade that loses it is noticed).
 */
export function keepOnlyReadOps(page: unknown, OPS: PdfjsOps): void {
  const proxy = page as { _renderPageChunk?: (chunk: OpListChunk, state: unknown) => void };
  const pass = proxy._renderPageChunk;
  if (typeof pass !== "function") return;
  proxy._renderPageChunk = function (this: unknown, chunk: OpListChunk, state: unknown) {
    pass.call(this, cutChunk(chunk, OPS, false), state);
  };
}

/**
 * The operators of one chunk that readPage acts on, each with the arguments it reads (see handOverOps).
 * A save…restore group that, once cut, only changes what its restore puts back (the transform, the fill colour,
 * the text rendering mode: state readPage saves and restores whole) is dropped with its save and restore: readPage
 * would leave it exactly as it entered. A page whose soft masks are drawn glyph by glyph is mostly such groups
 * (their forms' paths are cut above), and every kept operator outlives many young-generation collections.
 * Groups split across two chunks are kept.
 */
function cutChunk(chunk: OpListChunk, OPS: PdfjsOps, dropPathData: boolean): OpListChunk {
  const { kept, painted } = readOps(OPS);
  const fnArray: number[] = [];
  const argsArray: unknown[][] = [];
  // Where each open save of this chunk was kept; the ones at index >= restoring are still without effect.
  const saves: number[] = [];
  let restoring = 0;
  for (let i = 0; i < chunk.length; i++) {
    const fn = chunk.fnArray[i]!;
    if (!kept.has(fn)) continue;
    let args = chunk.argsArray[i]!;
    if (fn === OPS.constructPath) {
      if (!painted.has(args?.[0] as number)) continue;
      // drawnShapes reads the painting operator and the bounding box; the path's own points can be large.
      if (dropPathData) args = [args[0], null, args[2]];
    } else if (fn === OPS.setGState) {
      // Of a graphics state, readPage reads only a font it sets (textItems); soft masks, blend modes and line
      // styles are dropped, and a state without a font with them (a page of soft masks sets thousands).
      const entries = (Array.isArray(args?.[0]) ? args[0] : []) as unknown[];
      const fonts = entries.filter((e) => Array.isArray(e) && e[0] === "Font");
      if (fonts.length === 0) continue;
      if (fonts.length < entries.length) args = [fonts];
    }
    if (fn === OPS.save) {
      saves.push(fnArray.length);
    } else if (fn === OPS.restore && saves.length > 0) {
      const at = saves.pop()!;
      if (saves.length >= restoring) {
        fnArray.length = at;
        argsArray.length = at;
        continue;
      }
      restoring = Math.min(restoring, saves.length);
    } else if (fn !== OPS.transform && fn !== OPS.setFillRGBColor && fn !== OPS.setTextRenderingMode) {
      restoring = saves.length;
    }
    fnArray.push(fn);
    argsArray.push(args);
  }
  return { ...chunk, fnArray, argsArray, length: fnArray.length };
}

const passThrough = <T>(value: T): T => value;

/**
 * Where pdf.js runs without a worker thread (workerd, Node), its two halves talk through one in-process port that
 * deep-copies every message (structuredClone) and delivers it a microtask later. For operator lists that copy is
 * pure cost: each chunk of up to a thousand operators is built, copied whole, and both copies are alive while the
 * page is read, garbage that survives the young generation's collections and grows it on a dense page. So the
 * chunk is cut to the operators readPage acts on (with only the arguments it reads) before it is posted, and
 * posted uncopied: the worker half never touches a chunk again once it has flushed it (it starts new arrays, and
 * hands the typed arrays over as transfers, which also leave it), so the reading half may hold the same objects.
 * Every other message (fonts, errors, the document) is copied as before. If this pdf.js has no such port, nothing
 * changes (keepOnlyReadOps still cuts on arrival; test/node/parse/extract-opcut.test.ts notices either one lost).
 */
export function handOverOps(doc: unknown, OPS: PdfjsOps): void {
  type Port = { postMessage: (message: unknown, transfers?: unknown) => void };
  const port = (doc as { loadingTask?: { _worker?: { port?: Port } } }).loadingTask?._worker?.port;
  const post = port?.postMessage;
  if (!port || typeof post !== "function") return;
  port.postMessage = function (this: unknown, message: unknown, transfers?: unknown) {
    const m = message as { stream?: unknown; chunk?: OpListChunk } | null;
    const chunk = m?.chunk;
    if (!chunk || !Array.isArray(chunk.fnArray) || !Array.isArray(chunk.argsArray) || typeof chunk.length !== "number")
      return post.call(this, message, transfers);
    const scope = globalThis as { structuredClone: unknown };
    const copy = scope.structuredClone;
    let swapped = false;
    try {
      scope.structuredClone = passThrough;
      swapped = scope.structuredClone === passThrough;
    } catch {
      // A runtime whose structuredClone cannot be replaced: the cut chunk is copied.
    }
    try {
      post.call(this, { ...m, chunk: cutChunk(chunk, OPS, swapped) }, transfers);
    } finally {
      if (swapped) scope.structuredClone = copy;
    }
  };
}

export async function extractPages(doc: PdfDocument, isExpired: () => boolean): Promise<PageContent[]> {
  if (doc.numPages > MAX_PDF_PAGES) throw new ResumeRefusal("too_many_pages");
  const OPS = await pdfOps();
  handOverOps(doc, OPS);
  const pages: PageContent[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    if (isExpired()) throw new ResumeRefusal("timeout");
    let page: Awaited<ReturnType<PdfDocument["getPage"]>>;
    let ops: Awaited<ReturnType<typeof page.getOperatorList>>;
    try {
      page = await doc.getPage(p);
      keepOnlyReadOps(page, OPS);
      ops = await page.getOperatorList({ annotationMode: 0 } as never); // 0 = AnnotationMode.DISABLE: links are not text
    } catch {
      throw new ResumeRefusal("damaged");
    }
    const font = (loadedName: string): LoadedFont | undefined => {
      try {
        return page.commonObjs.has(loadedName) ? (page.commonObjs.get(loadedName) as LoadedFont) : undefined;
      } catch {
        return undefined;
      }
    };
    pages.push(readPage(p - 1, ops.fnArray as number[], ops.argsArray as unknown[][], OPS, font, page.view as number[]));
    page.cleanup();
  }
  return pages;
}
