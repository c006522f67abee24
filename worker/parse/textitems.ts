// Text items from pdf.js's operator list, grouped the way pdf.js's own text extraction groups glyphs (same
// thresholds for spaces, line ends and item breaks), so each page is interpreted once: the operator list also
// carries fonts, fill colours, rendering modes and shapes, which the text extraction does not. The thresholds
// follow pdf.js's documented text-content behaviour; test/node/parse/textitems.test.ts pins them.
import { logicalOrder } from "./bidi.ts";

export type Matrix = [number, number, number, number, number, number];

export const multiply = (m: readonly number[], n: readonly number[]): Matrix => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];

/** Operator codes this reader understands (pdf.js's OPS table). */
export interface TextOpCodes {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginText: number;
  setFont: number;
  setTextRise: number;
  setHScale: number;
  setLeading: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  setTextMatrix: number;
  setCharSpacing: number;
  setWordSpacing: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
  setGState: number;
  beginMarkedContent: number;
  beginMarkedContentProps: number;
  endMarkedContent: number;
  setFillRGBColor: number;
  setTextRenderingMode: number;
}

/** What the reader needs to know about a loaded font. */
export interface FontFacts {
  name: string;
  fontMatrix: readonly number[];
  vertical: boolean;
  type3: boolean;
  bbox?: readonly number[];
}

/** A glyph as the operator list carries it. */
interface Glyph {
  unicode: string;
  width: number;
  originalCharCode?: number;
  vmetric?: number[] | null;
}

export interface OpTextItem {
  str: string;
  dir: "ltr" | "rtl" | "ttb";
  transform: number[];
  width: number;
  fontName: string;
  /** Glyphs with visible characters, and how many of them were painted invisibly or in white. */
  glyphs: number;
  invisible: number;
  white: number;
  /** The item's characters with only the space glyphs the document drew between them. */
  drawn: string;
}

export interface PageGlyphText {
  items: OpTextItem[];
  /** How many space glyphs the page draws (documents that position words instead draw none). */
  spaceGlyphs: number;
}

interface TextState {
  ctm: Matrix;
  loadedName: string | null;
  font: FontFacts | null;
  fontSize: number;
  fontMatrix: readonly number[];
  tm: number[];
  tlm: number[];
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  hScale: number;
  rise: number;
  fill: string;
  mode: number;
}

/**
 * The number as the file wrote it: pdf.js hands some matrices over as 32-bit floats, and spacing decisions sit on
 * exact thresholds (a gap of exactly 0.102 em), so the shortest decimal with the same 32-bit value is taken back.
 */
function written(v: number): number {
  if (!Number.isFinite(v) || v === 0) return v;
  // Pages repeat the same few coordinates and sizes; the search below is costly enough to remember (per page:
  // textItems forgets, so parsing a file again measures the full work).
  const known = writtenMemo.get(v);
  if (known !== undefined) return known;
  let out = v;
  for (let digits = 1; digits < 9; digits++) {
    const d = Number(v.toPrecision(digits));
    if (Math.fround(d) === v) {
      out = d;
      break;
    }
  }
  if (writtenMemo.size >= 4096) writtenMemo.clear();
  writtenMemo.set(v, out);
  return out;
}
const writtenMemo = new Map<number, number>();

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const FONT_IDENTITY = [0.001, 0, 0, 0.001, 0, 0];
const clone = (s: TextState): TextState => ({ ...s, tm: s.tm.slice(), tlm: s.tlm.slice() });

/** White or nearly white (every channel at 0xF0 or more). */
export function isWhiteFill(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return !!m && [m[1], m[2], m[3]].every((c) => Number.parseInt(c!, 16) >= 0xf0);
}

export const glyphKey = (s: string) => s.normalize("NFKC").replace(/\s+/g, "");

// How pdf.js classes a glyph's text: leading whitespace, a combining mark, an invisible format character.
const CATEGORY = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const WHITESPACE = 1;
const DIACRITIC = 2;
const FORMAT_MARK = 4;
/** Not a category of pdf.js's: any whitespace in the glyph's text (a drawn word space). */
const WHITESPACE_ANYWHERE = 8;
function category(categories: Map<string, number>, ch: string): number {
  let c = categories.get(ch);
  if (c === undefined) {
    const m = CATEGORY.exec(ch);
    c = (m?.[1] ? WHITESPACE : 0) | (m?.[2] ? DIACRITIC : 0) | (m?.[3] ? FORMAT_MARK : 0) | (/\s/.test(ch) ? WHITESPACE_ANYWHERE : 0);
    categories.set(ch, c);
  }
  return c;
}

// Compatibility characters pdf.js folds (ligatures, presentation forms, odd spaces), and the long-s-t ligature.
const FOLD =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40\ufb41\ufb43\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const FOLDABLE = /[\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufdfb\ufe71-\ufe7d]/;
const fold = (s: string) =>
  s.replace(FOLD, (_, compat: string | undefined, st: string | undefined) =>
    compat ? compat.normalize("NFKC") : "ſt".repeat(st?.length ?? 0),
  );

/** The item being collected, with the spacing thresholds of the font it started in. */
interface Pending {
  initialized: boolean;
  str: string[];
  totalWidth: number;
  totalHeight: number;
  width: number;
  height: number;
  vertical: boolean;
  prevTransform: number[] | null;
  prevTextRise: number;
  textAdvanceScale: number;
  spaceInFlowMin: number;
  spaceInFlowMax: number;
  trackingSpaceMin: number;
  negativeSpaceMax: number;
  notASpace: number;
  transform: number[];
  fontName: string;
  glyphs: number;
  invisible: number;
  white: number;
  drawn: string;
}

const fresh = (): Pending => ({
  initialized: false,
  str: [],
  totalWidth: 0,
  totalHeight: 0,
  width: 0,
  height: 0,
  vertical: false,
  prevTransform: null,
  prevTextRise: 0,
  textAdvanceScale: 0,
  spaceInFlowMin: 0,
  spaceInFlowMax: 0,
  trackingSpaceMin: Number.POSITIVE_INFINITY,
  negativeSpaceMax: Number.NEGATIVE_INFINITY,
  notASpace: Number.NEGATIVE_INFINITY,
  transform: IDENTITY,
  fontName: "",
  glyphs: 0,
  invisible: 0,
  white: 0,
  drawn: "",
});

/** One drawing level (the page, or a form drawn on it): its own pending item and last-characters memory. */
interface Level {
  v: Pending;
  last: [string, string];
  at: number;
  prevFont: { size: number; loadedName: string | null; name: string; vertical: boolean } | null;
}

/**
 * Reads a page's operator list into text items. `fonts` looks up a loaded font by name; `view` is the page's
 * view box (glyphs outside it are skipped, as pdf.js skips them).
 */
export function textItems(
  fnArray: ArrayLike<number>,
  argsArray: ArrayLike<unknown>,
  OPS: TextOpCodes,
  fonts: (loadedName: string) => FontFacts | undefined,
  view: readonly number[],
): PageGlyphText {
  writtenMemo.clear();
  const items: OpTextItem[] = [];
  const stack: TextState[] = [];
  let s: TextState = {
    ctm: IDENTITY,
    loadedName: null,
    font: null,
    fontSize: 0,
    fontMatrix: FONT_IDENTITY,
    tm: IDENTITY.slice(),
    tlm: IDENTITY.slice(),
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    hScale: 1,
    rise: 0,
    fill: "#000000",
    mode: 0,
  };
  const levels: Level[] = [];
  let L: Level = { v: fresh(), last: [" ", " "], at: 0, prevFont: null };
  let spaceGlyphs = 0;
  let pendingSpace = false;
  // A page repeats the same few dozen glyphs: their classes and keys are worked out once per page.
  const categories = new Map<string, number>();
  const keys = new Map<string, string>();
  const keyOf = (unicode: string): string => {
    let k = keys.get(unicode);
    if (k === undefined) {
      k = glyphKey(unicode);
      keys.set(unicode, k);
    }
    return k;
  };
  const [vx0 = 0, vy0 = 0, vx1 = 0, vy1 = 0] = view;
  // The fill colour changes rarely; it is judged once per change, not once per glyph.
  let judgedFill = "";
  let judgedWhite = false;
  const whiteFill = (fill: string): boolean => {
    if (fill !== judgedFill) {
      judgedFill = fill;
      judgedWhite = isWhiteFill(fill);
    }
    return judgedWhite;
  };

  const saveLastChar = (ch: string): boolean => {
    const other = (L.at + 1) % 2;
    const add = L.last[L.at] !== " " && L.last[other] === " ";
    L.last[L.at] = ch;
    L.at = other;
    return add;
  };
  const shouldAddWhitespace = () => L.last[L.at] !== " " && L.last[(L.at + 1) % 2] === " ";
  const resetLastChars = () => {
    L.last[0] = " ";
    L.last[1] = " ";
    L.at = 0;
  };
  const translate = (x: number, y: number) => {
    const m = s.tm;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  };
  const translateLine = (x: number, y: number) => {
    const m = s.tlm;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  };
  // Where the next glyph's position is only compared, not kept, it is worked out into this one array.
  const scratch = [0, 0, 0, 0, 0, 0];
  const currentTransform = (out: number[] = [0, 0, 0, 0, 0, 0]): number[] => {
    // ctm × tm × [size·hScale 0 0 size 0 rise], written out: this runs for every glyph (twice), so it writes into
    // an array it is given instead of making one each time.
    const sx = s.fontSize * s.hScale;
    let sy = s.fontSize;
    const f = s.font;
    if (f?.type3 && s.fontSize <= 1 && f.bbox && !s.fontMatrix.every((x, i) => x === FONT_IDENTITY[i])) {
      const h = f.bbox[3]! - f.bbox[1]!;
      if (h > 0) sy *= h * s.fontMatrix[3]!;
    }
    const m = s.tm;
    const a = m[0]! * sx;
    const b = m[1]! * sx;
    const c = m[2]! * sy;
    const d = m[3]! * sy;
    const e = m[2]! * s.rise + m[4]!;
    const g = m[3]! * s.rise + m[5]!;
    const k = s.ctm;
    out[0] = k[0] * a + k[2] * b;
    out[1] = k[1] * a + k[3] * b;
    out[2] = k[0] * c + k[2] * d;
    out[3] = k[1] * c + k[3] * d;
    out[4] = k[0] * e + k[2] * g + k[4];
    out[5] = k[1] * e + k[3] * g + k[5];
    return out;
  };

  const flush = () => {
    const v = L.v;
    if (!v.initialized) return;
    if (v.vertical) v.totalHeight += v.height * v.textAdvanceScale;
    else v.totalWidth += v.width * v.textAdvanceScale;
    let text = v.str.join("");
    if (FOLDABLE.test(text)) text = fold(text);
    const ordered = v.vertical ? { str: text, rtl: false } : logicalOrder(text);
    text = ordered.str;
    items.push({
      str: text,
      dir: v.vertical ? "ttb" : ordered.rtl ? "rtl" : "ltr",
      transform: v.transform,
      width: Math.abs(v.totalWidth),
      fontName: v.fontName,
      glyphs: v.glyphs,
      invisible: v.invisible,
      white: v.white,
      drawn: v.drawn,
    });
    v.initialized = false;
    v.str.length = 0;
  };
  const appendEOL = () => {
    resetLastChars();
    if (L.v.initialized) flush();
  };
  const ensure = (): Pending => {
    const v = L.v;
    if (v.initialized) return v;
    v.fontName = s.loadedName ?? "";
    const t = currentTransform();
    v.transform = t;
    if (s.font?.vertical) {
      v.width = v.totalWidth = Math.hypot(t[0]!, t[1]!);
      v.height = v.totalHeight = 0;
      v.vertical = true;
    } else {
      v.width = v.totalWidth = 0;
      v.height = v.totalHeight = Math.hypot(t[2]!, t[3]!);
      v.vertical = false;
    }
    v.textAdvanceScale = Math.hypot(s.ctm[0], s.ctm[1]) * Math.hypot(s.tlm[0]!, s.tlm[1]!);
    const size = s.fontSize;
    v.trackingSpaceMin = size * 0.102;
    v.notASpace = size * 0.03;
    v.negativeSpaceMax = size * -0.2;
    v.spaceInFlowMin = size * 0.102;
    v.spaceInFlowMax = size * 0.6;
    v.glyphs = 0;
    v.invisible = 0;
    v.white = 0;
    v.drawn = "";
    v.initialized = true;
    return v;
  };
  const updateAdvanceScale = () => {
    const v = L.v;
    if (!v.initialized) return;
    const scale = Math.hypot(s.ctm[0], s.ctm[1]) * Math.hypot(s.tlm[0]!, s.tlm[1]!);
    if (scale === v.textAdvanceScale) return;
    if (v.vertical) {
      v.totalHeight += v.height * v.textAdvanceScale;
      v.height = 0;
    } else {
      v.totalWidth += v.width * v.textAdvanceScale;
      v.width = 0;
    }
    v.textAdvanceScale = scale;
  };
  // A gap between spaceInFlowMin and spaceInFlowMax is a space inside the item; a wider one ends the item.
  const addFakeSpaces = (gap: number, sign: number): boolean => {
    const v = L.v;
    if (sign * v.spaceInFlowMin <= gap && gap <= sign * v.spaceInFlowMax) {
      if (v.initialized) {
        resetLastChars();
        v.str.push(" ");
      }
      return false;
    }
    flush();
    resetLastChars();
    return true;
  };
  const unrotate = (x: number, y: number, m: number[]): [number, number] => {
    const r = Math.hypot(m[0]!, m[1]!);
    return [(m[0]! * x + m[1]! * y) / r, (m[2]! * x + m[3]! * y) / r];
  };
  /** Where the next glyph goes relative to the last one: same item, a space, a new item or a new line. */
  const compareWithLastPosition = (glyphWidth: number): boolean => {
    const t = currentTransform(scratch);
    let x = t[4]!;
    let y = t[5]!;
    const vertical = !!s.font?.vertical;
    if (vertical) {
      if (x < vx0 || x > vx1 || y + glyphWidth < vy0 || y > vy1) return false;
    } else if (x + glyphWidth < vx0 || x > vx1 || y < vy0 || y > vy1) return false;
    const v = L.v;
    if (!s.font || !v.prevTransform) return true;
    let px = v.prevTransform[4]!;
    let py = v.prevTransform[5]!;
    if (px === x && py === y) return true;
    let rotation = -1;
    if (t[0] && t[1] === 0 && t[2] === 0) rotation = t[0] > 0 ? 0 : 180;
    else if (t[1] && t[0] === 0 && t[3] === 0) rotation = t[1] > 0 ? 90 : 270;
    switch (rotation) {
      case 0:
        break;
      case 90:
        [x, y] = [y, x];
        [px, py] = [py, px];
        break;
      case 180:
        [x, y, px, py] = [-x, -y, -px, -py];
        break;
      case 270:
        [x, y] = [-y, -x];
        [px, py] = [-py, -px];
        break;
      default:
        [x, y] = unrotate(x, y, t);
        [px, py] = unrotate(px, py, v.prevTransform);
    }
    if (vertical) {
      const advance = (py - y) / v.textAdvanceScale;
      const across = x - px;
      const sign = Math.sign(v.height || v.totalHeight);
      if (advance < sign * v.negativeSpaceMax) {
        if (Math.abs(across) > 0.5 * v.width) appendEOL();
        else {
          resetLastChars();
          flush();
        }
        return true;
      }
      if (Math.abs(across) > v.width) {
        appendEOL();
        return true;
      }
      if (advance <= sign * v.notASpace) resetLastChars();
      if (advance <= sign * v.trackingSpaceMin) {
        if (shouldAddWhitespace()) {
          resetLastChars();
          flush();
        } else v.height += advance;
      } else if (!addFakeSpaces(advance, sign)) {
        if (v.str.length === 0) resetLastChars();
        else v.height += advance;
      }
      if (Math.abs(across) > v.width * 0.25) flush();
      return true;
    }
    const advance = (x - px) / v.textAdvanceScale;
    const across = y - py;
    const sign = Math.sign(v.width || v.totalWidth);
    if (advance < sign * v.negativeSpaceMax) {
      if (Math.abs(across) > 0.5 * v.height) appendEOL();
      else {
        resetLastChars();
        flush();
      }
      return true;
    }
    const riseChange = s.rise - v.prevTextRise;
    const baselineShift = riseChange === 0 ? across : across - (t[3]! / s.fontSize) * riseChange;
    if (Math.abs(baselineShift) > v.height) {
      appendEOL();
      return true;
    }
    if (advance <= sign * v.notASpace) resetLastChars();
    if (advance <= sign * v.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
      } else v.width += advance;
    } else if (!addFakeSpaces(advance, sign)) {
      if (v.str.length === 0) resetLastChars();
      else v.width += advance;
    }
    if (Math.abs(across) > v.height * 0.25) flush();
    return true;
  };

  const invisibleMode = () => s.mode === 3 || s.mode === 7;
  /** Lays out a run of glyphs drawn with no explicit adjustment between them; `extra` follows the last one. */
  const showGlyphs = (glyphs: Glyph[], extra: number) => {
    const font = s.font;
    if (!font) return;
    const pf = L.prevFont;
    if (!pf || pf.size !== s.fontSize || (pf.loadedName !== s.loadedName && (pf.name !== font.name || pf.vertical !== font.vertical))) {
      flush();
      L.prevFont = { size: s.fontSize, loadedName: s.loadedName, name: font.name, vertical: font.vertical };
    }
    const charSpacing = font.vertical ? -s.charSpacing : s.charSpacing;
    if (glyphs.length === 0) {
      const shift = charSpacing + extra;
      if (shift) {
        if (font.vertical) translate(0, -shift);
        else translate(shift * s.hScale, 0);
      }
      return;
    }
    const scale = s.fontMatrix[0]! * s.fontSize;
    for (let i = 0; i < glyphs.length; i++) {
      const g = glyphs[i]!;
      const unicode = typeof g.unicode === "string" ? g.unicode : "";
      const cat = category(categories, unicode);
      if (cat & FORMAT_MARK) continue;
      let spacing = charSpacing + (i + 1 === glyphs.length ? extra : 0);
      let w = Number(g.width) || 0;
      if (font.vertical) w = g.vmetric ? g.vmetric[0]! : -w;
      let advance = w * scale;
      if (g.originalCharCode === 32) spacing += s.wordSpacing;
      const key = keyOf(unicode);
      if (!key && cat & WHITESPACE_ANYWHERE) {
        spaceGlyphs++;
        pendingSpace = true;
      }
      if (cat & WHITESPACE) {
        if (font.vertical) {
          spacing += -advance;
          translate(0, -spacing);
        } else {
          spacing += advance;
          translate(spacing * s.hScale, 0);
        }
        saveLastChar(" ");
        continue;
      }
      if (!(cat & DIACRITIC) && !compareWithLastPosition(advance)) {
        if (font.vertical) translate(0, advance);
        else translate(advance * s.hScale, 0);
        continue;
      }
      const h = ensure();
      if (cat & DIACRITIC) advance = 0;
      if (font.vertical) {
        translate(0, advance);
        advance = Math.abs(advance);
        h.height += advance;
      } else {
        advance *= s.hScale;
        translate(advance, 0);
        h.width += advance;
      }
      if (advance) {
        // The pending item's own array, rewritten in place (nothing else holds it).
        h.prevTransform = currentTransform(h.prevTransform ?? undefined);
        h.prevTextRise = s.rise;
      }
      if (saveLastChar(unicode)) h.str.push(" ");
      h.str.push(unicode);
      if (key) {
        h.drawn += (h.glyphs > 0 && pendingSpace ? " " : "") + key;
        pendingSpace = false;
        h.glyphs++;
        if (invisibleMode()) h.invisible++;
        if (whiteFill(s.fill)) h.white++;
      }
      if (spacing) {
        if (font.vertical) translate(0, -spacing);
        else translate(spacing * s.hScale, 0);
      }
    }
  };
  /** A text-showing operator's glyph list: adjustments (numbers, thousandths of an em) split it into runs. */
  const show = (list: unknown) => {
    if (!Array.isArray(list) || !s.font) return;
    const step = ((s.font.vertical ? 1 : -1) * s.fontSize) / 1000;
    let run: Glyph[] = [];
    let any = false;
    for (const el of list) {
      if (typeof el === "number") {
        if (el === 0) continue;
        showGlyphs(run, el * step);
        run = [];
        any = true;
      } else if (el && typeof el === "object") run.push(el as Glyph);
    }
    if (run.length > 0 || !any) showGlyphs(run, 0);
  };
  const setFont = (loadedName: unknown, size: unknown) => {
    const name = typeof loadedName === "string" ? loadedName : null;
    const n = Number(size);
    if (s.font && name === s.loadedName && n === s.fontSize) return;
    s.loadedName = name;
    s.fontSize = Number.isFinite(n) ? n : 0;
    s.font = name ? (fonts(name) ?? null) : null;
    const fm = s.font?.fontMatrix;
    s.fontMatrix = fm && fm.length === 6 ? fm : FONT_IDENTITY;
  };
  const matrixArgs = (args: unknown[] | null | undefined): number[] | null => {
    if (!args) return null;
    const m = args.length === 1 ? (args[0] as ArrayLike<number> | null) : (args as ArrayLike<number>);
    if (m?.length !== 6) return null;
    const f32 = m instanceof Float32Array;
    const out = [0, 0, 0, 0, 0, 0];
    for (let j = 0; j < 6; j++) {
      const v = f32 ? written(m[j]!) : Number(m[j]);
      if (!Number.isFinite(v)) return null;
      out[j] = v;
    }
    return out;
  };

  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null | undefined;
    switch (fn) {
      case OPS.save:
        stack.push(clone(s));
        break;
      case OPS.restore: {
        const prev = stack.pop();
        if (prev) s = prev;
        break;
      }
      case OPS.transform: {
        const m = matrixArgs(args);
        if (m) s.ctm = multiply(s.ctm, m);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        flush();
        stack.push(clone(s));
        s = clone(s);
        const m = matrixArgs(args?.[0] ? [args[0]] : null);
        if (m) s.ctm = multiply(s.ctm, m);
        levels.push(L);
        L = { v: fresh(), last: [" ", " "], at: 0, prevFont: null };
        break;
      }
      case OPS.paintFormXObjectEnd: {
        flush();
        const prev = stack.pop();
        if (prev) s = prev;
        L = levels.pop() ?? L;
        break;
      }
      case OPS.beginText:
        s.tm = IDENTITY.slice();
        s.tlm = IDENTITY.slice();
        break;
      case OPS.setFont:
        setFont(args?.[0], args?.[1]);
        break;
      case OPS.setTextRise:
        s.rise = Number(args?.[0]) || 0;
        break;
      case OPS.setHScale:
        s.hScale = (Number(args?.[0]) || 0) / 100;
        break;
      case OPS.setLeading:
        s.leading = Number(args?.[0]) || 0;
        break;
      case OPS.moveText:
        translateLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        s.tm = s.tlm.slice();
        break;
      case OPS.setLeadingMoveText:
        s.leading = -(Number(args?.[1]) || 0);
        translateLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        s.tm = s.tlm.slice();
        break;
      case OPS.nextLine:
        translateLine(0, -s.leading);
        s.tm = s.tlm.slice();
        break;
      case OPS.setTextMatrix: {
        const m = matrixArgs(args);
        if (!m) break;
        s.tm = m.slice();
        s.tlm = m.slice();
        updateAdvanceScale();
        break;
      }
      case OPS.setCharSpacing:
        s.charSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args?.[0]);
        break;
      case OPS.nextLineShowText:
        translateLine(0, -s.leading);
        s.tm = s.tlm.slice();
        show(args?.[0]);
        break;
      case OPS.nextLineSetSpacingShowText:
        s.wordSpacing = Number(args?.[0]) || 0;
        s.charSpacing = Number(args?.[1]) || 0;
        translateLine(0, -s.leading);
        s.tm = s.tlm.slice();
        show(args?.[2]);
        break;
      case OPS.setGState: {
        const entries = args?.[0];
        if (!Array.isArray(entries)) break;
        for (const e of entries) {
          if (Array.isArray(e) && e[0] === "Font" && Array.isArray(e[1])) {
            flush();
            s.loadedName = null;
            setFont(e[1][0], e[1][1]);
          }
        }
        break;
      }
      case OPS.beginMarkedContent:
      case OPS.beginMarkedContentProps:
      case OPS.endMarkedContent:
        flush();
        break;
      case OPS.setFillRGBColor:
        s.fill = String(args?.[0] ?? "#000000");
        break;
      case OPS.setTextRenderingMode:
        s.mode = Number(args?.[0] ?? 0);
        break;
    }
  }
  flush();
  while (levels.length) {
    L = levels.pop()!;
    flush();
  }
  return { items, spaceGlyphs };
}
