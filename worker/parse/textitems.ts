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
  /** The drawn text in pieces, joined when the item ends (a string grown glyph by glyph keeps one object per glyph). */
  drawn: string[];
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
  drawn: [],
});

/** One drawing level (the page, or a form drawn on it): its own pending item and last-characters memory. */
interface Level {
  v: Pending;
  last: [string, string];
  at: number;
  prevFont: { size: number; loadedName: string | null; name: string; vertical: boolean } | null;
}

function unrotate(x: number, y: number, m: number[]): [number, number] {
  const r = Math.hypot(m[0]!, m[1]!);
  return [(m[0]! * x + m[1]! * y) / r, (m[2]! * x + m[3]! * y) / r];
}

function matrixArgs(args: unknown[] | null | undefined): number[] | null {
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
}

/** The text state of one page while its operator list is read: pdf.js's text-extraction rules, glyph by glyph. */
class PageText {
  readonly items: OpTextItem[] = [];
  readonly stack: TextState[] = [];
  s: TextState = {
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
  readonly levels: Level[] = [];
  L: Level = { v: fresh(), last: [" ", " "], at: 0, prevFont: null };
  spaceGlyphs = 0;
  pendingSpace = false;
  // A page repeats the same few dozen glyphs: their classes and keys are worked out once per page.
  readonly categories = new Map<string, number>();
  readonly keys = new Map<string, string>();
  readonly vx0: number;
  readonly vy0: number;
  readonly vx1: number;
  readonly vy1: number;
  // The fill colour changes rarely; it is judged once per change, not once per glyph.
  judgedFill = "";
  judgedWhite = false;
  // Where the next glyph's position is only compared, not kept, it is worked out into this one array.
  readonly scratch = [0, 0, 0, 0, 0, 0];
  readonly run: Glyph[] = [];

  constructor(
    readonly fonts: (loadedName: string) => FontFacts | undefined,
    view: readonly number[],
  ) {
    [this.vx0 = 0, this.vy0 = 0, this.vx1 = 0, this.vy1 = 0] = view;
  }

  keyOf(unicode: string): string {
    let k = this.keys.get(unicode);
    if (k === undefined) {
      k = glyphKey(unicode);
      this.keys.set(unicode, k);
    }
    return k;
  }
  whiteFill(fill: string): boolean {
    if (fill !== this.judgedFill) {
      this.judgedFill = fill;
      this.judgedWhite = isWhiteFill(fill);
    }
    return this.judgedWhite;
  }
  saveLastChar(ch: string): boolean {
    const other = (this.L.at + 1) % 2;
    const add = this.L.last[this.L.at] !== " " && this.L.last[other] === " ";
    this.L.last[this.L.at] = ch;
    this.L.at = other;
    return add;
  }
  shouldAddWhitespace(): boolean {
    return this.L.last[this.L.at] !== " " && this.L.last[(this.L.at + 1) % 2] === " ";
  }
  resetLastChars() {
    this.L.last[0] = " ";
    this.L.last[1] = " ";
    this.L.at = 0;
  }
  translate(x: number, y: number) {
    const m = this.s.tm;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  }
  translateLine(x: number, y: number) {
    const m = this.s.tlm;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  }
  currentTransform(out: number[] = [0, 0, 0, 0, 0, 0]): number[] {
    // ctm × tm × [size·hScale 0 0 size 0 rise], written out: this runs for every glyph (twice), so it writes into
    // an array it is given instead of making one each time.
    const sx = this.s.fontSize * this.s.hScale;
    let sy = this.s.fontSize;
    const f = this.s.font;
    if (f?.type3 && this.s.fontSize <= 1 && f.bbox && !this.s.fontMatrix.every((x, i) => x === FONT_IDENTITY[i])) {
      const h = f.bbox[3]! - f.bbox[1]!;
      if (h > 0) sy *= h * this.s.fontMatrix[3]!;
    }
    const m = this.s.tm;
    const a = m[0]! * sx;
    const b = m[1]! * sx;
    const c = m[2]! * sy;
    const d = m[3]! * sy;
    const e = m[2]! * this.s.rise + m[4]!;
    const g = m[3]! * this.s.rise + m[5]!;
    const k = this.s.ctm;
    out[0] = k[0] * a + k[2] * b;
    out[1] = k[1] * a + k[3] * b;
    out[2] = k[0] * c + k[2] * d;
    out[3] = k[1] * c + k[3] * d;
    out[4] = k[0] * e + k[2] * g + k[4];
    out[5] = k[1] * e + k[3] * g + k[5];
    return out;
  }

  flush() {
    const v = this.L.v;
    if (!v.initialized) return;
    if (v.vertical) v.totalHeight += v.height * v.textAdvanceScale;
    else v.totalWidth += v.width * v.textAdvanceScale;
    let text = v.str.join("");
    if (FOLDABLE.test(text)) text = fold(text);
    const ordered = v.vertical ? { str: text, rtl: false } : logicalOrder(text);
    text = ordered.str;
    this.items.push({
      str: text,
      dir: v.vertical ? "ttb" : ordered.rtl ? "rtl" : "ltr",
      transform: v.transform,
      width: Math.abs(v.totalWidth),
      fontName: v.fontName,
      glyphs: v.glyphs,
      invisible: v.invisible,
      white: v.white,
      drawn: v.drawn.join(""),
    });
    v.initialized = false;
    v.str.length = 0;
  }
  appendEOL() {
    this.resetLastChars();
    if (this.L.v.initialized) this.flush();
  }
  ensure(): Pending {
    const v = this.L.v;
    if (v.initialized) return v;
    v.fontName = this.s.loadedName ?? "";
    const t = this.currentTransform();
    v.transform = t;
    if (this.s.font?.vertical) {
      v.width = v.totalWidth = Math.hypot(t[0]!, t[1]!);
      v.height = v.totalHeight = 0;
      v.vertical = true;
    } else {
      v.width = v.totalWidth = 0;
      v.height = v.totalHeight = Math.hypot(t[2]!, t[3]!);
      v.vertical = false;
    }
    v.textAdvanceScale = Math.hypot(this.s.ctm[0], this.s.ctm[1]) * Math.hypot(this.s.tlm[0]!, this.s.tlm[1]!);
    const size = this.s.fontSize;
    v.trackingSpaceMin = size * 0.102;
    v.notASpace = size * 0.03;
    v.negativeSpaceMax = size * -0.2;
    v.spaceInFlowMin = size * 0.102;
    v.spaceInFlowMax = size * 0.6;
    v.glyphs = 0;
    v.invisible = 0;
    v.white = 0;
    v.drawn.length = 0;
    v.initialized = true;
    return v;
  }
  updateAdvanceScale() {
    const v = this.L.v;
    if (!v.initialized) return;
    const scale = Math.hypot(this.s.ctm[0], this.s.ctm[1]) * Math.hypot(this.s.tlm[0]!, this.s.tlm[1]!);
    if (scale === v.textAdvanceScale) return;
    if (v.vertical) {
      v.totalHeight += v.height * v.textAdvanceScale;
      v.height = 0;
    } else {
      v.totalWidth += v.width * v.textAdvanceScale;
      v.width = 0;
    }
    v.textAdvanceScale = scale;
  }
  // A gap between spaceInFlowMin and spaceInFlowMax is a space inside the item; a wider one ends the item.
  addFakeSpaces(gap: number, sign: number): boolean {
    const v = this.L.v;
    if (sign * v.spaceInFlowMin <= gap && gap <= sign * v.spaceInFlowMax) {
      if (v.initialized) {
        this.resetLastChars();
        v.str.push(" ");
      }
      return false;
    }
    this.flush();
    this.resetLastChars();
    return true;
  }
  /** Where the next glyph goes relative to the last one: same item, a space, a new item or a new line. */
  compareWithLastPosition(glyphWidth: number): boolean {
    const t = this.currentTransform(this.scratch);
    let x = t[4]!;
    let y = t[5]!;
    const vertical = !!this.s.font?.vertical;
    if (vertical) {
      if (x < this.vx0 || x > this.vx1 || y + glyphWidth < this.vy0 || y > this.vy1) return false;
    } else if (x + glyphWidth < this.vx0 || x > this.vx1 || y < this.vy0 || y > this.vy1) return false;
    const v = this.L.v;
    if (!this.s.font || !v.prevTransform) return true;
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
        if (Math.abs(across) > 0.5 * v.width) this.appendEOL();
        else {
          this.resetLastChars();
          this.flush();
        }
        return true;
      }
      if (Math.abs(across) > v.width) {
        this.appendEOL();
        return true;
      }
      if (advance <= sign * v.notASpace) this.resetLastChars();
      if (advance <= sign * v.trackingSpaceMin) {
        if (this.shouldAddWhitespace()) {
          this.resetLastChars();
          this.flush();
        } else v.height += advance;
      } else if (!this.addFakeSpaces(advance, sign)) {
        if (v.str.length === 0) this.resetLastChars();
        else v.height += advance;
      }
      if (Math.abs(across) > v.width * 0.25) this.flush();
      return true;
    }
    const advance = (x - px) / v.textAdvanceScale;
    const across = y - py;
    const sign = Math.sign(v.width || v.totalWidth);
    if (advance < sign * v.negativeSpaceMax) {
      if (Math.abs(across) > 0.5 * v.height) this.appendEOL();
      else {
        this.resetLastChars();
        this.flush();
      }
      return true;
    }
    const riseChange = this.s.rise - v.prevTextRise;
    const baselineShift = riseChange === 0 ? across : across - (t[3]! / this.s.fontSize) * riseChange;
    if (Math.abs(baselineShift) > v.height) {
      this.appendEOL();
      return true;
    }
    if (advance <= sign * v.notASpace) this.resetLastChars();
    if (advance <= sign * v.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
      } else v.width += advance;
    } else if (!this.addFakeSpaces(advance, sign)) {
      if (v.str.length === 0) this.resetLastChars();
      else v.width += advance;
    }
    if (Math.abs(across) > v.height * 0.25) this.flush();
    return true;
  }

  invisibleMode(): boolean {
    return this.s.mode === 3 || this.s.mode === 7;
  }
  /** Lays out a run of glyphs drawn with no explicit adjustment between them; `extra` follows the last one. */
  showGlyphs(glyphs: Glyph[], extra: number) {
    const font = this.s.font;
    if (!font) return;
    const pf = this.L.prevFont;
    if (
      !pf ||
      pf.size !== this.s.fontSize ||
      (pf.loadedName !== this.s.loadedName && (pf.name !== font.name || pf.vertical !== font.vertical))
    ) {
      this.flush();
      this.L.prevFont = { size: this.s.fontSize, loadedName: this.s.loadedName, name: font.name, vertical: font.vertical };
    }
    const charSpacing = font.vertical ? -this.s.charSpacing : this.s.charSpacing;
    if (glyphs.length === 0) {
      const shift = charSpacing + extra;
      if (shift) {
        if (font.vertical) this.translate(0, -shift);
        else this.translate(shift * this.s.hScale, 0);
      }
      return;
    }
    const scale = this.s.fontMatrix[0]! * this.s.fontSize;
    for (let i = 0; i < glyphs.length; i++) {
      const g = glyphs[i]!;
      const unicode = typeof g.unicode === "string" ? g.unicode : "";
      const cat = category(this.categories, unicode);
      if (cat & FORMAT_MARK) continue;
      let spacing = charSpacing + (i + 1 === glyphs.length ? extra : 0);
      let w = Number(g.width) || 0;
      if (font.vertical) w = g.vmetric ? g.vmetric[0]! : -w;
      let advance = w * scale;
      if (g.originalCharCode === 32) spacing += this.s.wordSpacing;
      const key = this.keyOf(unicode);
      if (!key && cat & WHITESPACE_ANYWHERE) {
        this.spaceGlyphs++;
        this.pendingSpace = true;
      }
      if (cat & WHITESPACE) {
        if (font.vertical) {
          spacing += -advance;
          this.translate(0, -spacing);
        } else {
          spacing += advance;
          this.translate(spacing * this.s.hScale, 0);
        }
        this.saveLastChar(" ");
        continue;
      }
      if (!(cat & DIACRITIC) && !this.compareWithLastPosition(advance)) {
        if (font.vertical) this.translate(0, advance);
        else this.translate(advance * this.s.hScale, 0);
        continue;
      }
      const h = this.ensure();
      if (cat & DIACRITIC) advance = 0;
      if (font.vertical) {
        this.translate(0, advance);
        advance = Math.abs(advance);
        h.height += advance;
      } else {
        advance *= this.s.hScale;
        this.translate(advance, 0);
        h.width += advance;
      }
      if (advance) {
        // The pending item's own array, rewritten in place (nothing else holds it).
        h.prevTransform = this.currentTransform(h.prevTransform ?? undefined);
        h.prevTextRise = this.s.rise;
      }
      if (this.saveLastChar(unicode)) h.str.push(" ");
      h.str.push(unicode);
      if (key) {
        if (h.glyphs > 0 && this.pendingSpace) h.drawn.push(" ");
        h.drawn.push(key);
        this.pendingSpace = false;
        h.glyphs++;
        if (this.invisibleMode()) h.invisible++;
        if (this.whiteFill(this.s.fill)) h.white++;
      }
      if (spacing) {
        if (font.vertical) this.translate(0, -spacing);
        else this.translate(spacing * this.s.hScale, 0);
      }
    }
  }
  /** A text-showing operator's glyph list: adjustments (numbers, thousandths of an em) split it into runs. */
  show(list: unknown) {
    if (!Array.isArray(list) || !this.s.font) return;
    const step = ((this.s.font.vertical ? 1 : -1) * this.s.fontSize) / 1000;
    // One array for every run (showGlyphs keeps none): kerned text has a run per glyph.
    const run = this.run;
    run.length = 0;
    let any = false;
    for (const el of list) {
      if (typeof el === "number") {
        if (el === 0) continue;
        this.showGlyphs(run, el * step);
        run.length = 0;
        any = true;
      } else if (el && typeof el === "object") run.push(el as Glyph);
    }
    if (run.length > 0 || !any) this.showGlyphs(run, 0);
  }
  setFont(loadedName: unknown, size: unknown) {
    const name = typeof loadedName === "string" ? loadedName : null;
    const n = Number(size);
    if (this.s.font && name === this.s.loadedName && n === this.s.fontSize) return;
    this.s.loadedName = name;
    this.s.fontSize = Number.isFinite(n) ? n : 0;
    this.s.font = name ? (this.fonts(name) ?? null) : null;
    const fm = this.s.font?.fontMatrix;
    this.s.fontMatrix = fm && fm.length === 6 ? fm : FONT_IDENTITY;
  }

  /** Operators that change the graphics state or the drawing level. */
  stateOp(fn: number | undefined, args: unknown[] | null | undefined, ops: TextOpCodes): void {
    switch (fn) {
      case ops.save:
        this.stack.push(clone(this.s));
        break;
      case ops.restore: {
        const prev = this.stack.pop();
        if (prev) this.s = prev;
        break;
      }
      case ops.transform: {
        const m = matrixArgs(args);
        if (m) this.s.ctm = multiply(this.s.ctm, m);
        break;
      }
      case ops.paintFormXObjectBegin: {
        this.flush();
        this.stack.push(clone(this.s));
        this.s = clone(this.s);
        const m = matrixArgs(args?.[0] ? [args[0]] : null);
        if (m) this.s.ctm = multiply(this.s.ctm, m);
        this.levels.push(this.L);
        this.L = { v: fresh(), last: [" ", " "], at: 0, prevFont: null };
        break;
      }
      case ops.paintFormXObjectEnd: {
        this.flush();
        const prev = this.stack.pop();
        if (prev) this.s = prev;
        this.L = this.levels.pop() ?? this.L;
        break;
      }
      case ops.setGState: {
        const entries = args?.[0];
        if (!Array.isArray(entries)) break;
        for (const e of entries) {
          if (Array.isArray(e) && e[0] === "Font" && Array.isArray(e[1])) {
            this.flush();
            this.s.loadedName = null;
            this.setFont(e[1][0], e[1][1]);
          }
        }
        break;
      }
      case ops.beginMarkedContent:
      case ops.beginMarkedContentProps:
      case ops.endMarkedContent:
        this.flush();
        break;
      case ops.setFillRGBColor:
        this.s.fill = String(args?.[0] ?? "#000000");
        break;
      case ops.setTextRenderingMode:
        this.s.mode = Number(args?.[0] ?? 0);
        break;
    }
  }

  /** Operators that move the text position, set text parameters or show text. */
  textOp(fn: number | undefined, args: unknown[] | null | undefined, ops: TextOpCodes): void {
    switch (fn) {
      case ops.beginText:
        this.s.tm = IDENTITY.slice();
        this.s.tlm = IDENTITY.slice();
        break;
      case ops.setFont:
        this.setFont(args?.[0], args?.[1]);
        break;
      case ops.setTextRise:
        this.s.rise = Number(args?.[0]) || 0;
        break;
      case ops.setHScale:
        this.s.hScale = (Number(args?.[0]) || 0) / 100;
        break;
      case ops.setLeading:
        this.s.leading = Number(args?.[0]) || 0;
        break;
      case ops.moveText:
        this.translateLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        this.s.tm = this.s.tlm.slice();
        break;
      case ops.setLeadingMoveText:
        this.s.leading = -(Number(args?.[1]) || 0);
        this.translateLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        this.s.tm = this.s.tlm.slice();
        break;
      case ops.nextLine:
        this.translateLine(0, -this.s.leading);
        this.s.tm = this.s.tlm.slice();
        break;
      case ops.setTextMatrix: {
        const m = matrixArgs(args);
        if (!m) break;
        this.s.tm = m.slice();
        this.s.tlm = m.slice();
        this.updateAdvanceScale();
        break;
      }
      case ops.setCharSpacing:
        this.s.charSpacing = Number(args?.[0]) || 0;
        break;
      case ops.setWordSpacing:
        this.s.wordSpacing = Number(args?.[0]) || 0;
        break;
      case ops.showText:
      case ops.showSpacedText:
        this.show(args?.[0]);
        break;
      case ops.nextLineShowText:
        this.translateLine(0, -this.s.leading);
        this.s.tm = this.s.tlm.slice();
        this.show(args?.[0]);
        break;
      case ops.nextLineSetSpacingShowText:
        this.s.wordSpacing = Number(args?.[0]) || 0;
        this.s.charSpacing = Number(args?.[1]) || 0;
        this.translateLine(0, -this.s.leading);
        this.s.tm = this.s.tlm.slice();
        this.show(args?.[2]);
        break;
    }
  }
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
  const page = new PageText(fonts, view);
  for (let i = 0; i < fnArray.length; i++) {
    const args = argsArray[i] as unknown[] | null | undefined;
    page.stateOp(fnArray[i], args, OPS);
    page.textOp(fnArray[i], args, OPS);
  }
  page.flush();
  while (page.levels.length) {
    page.L = page.levels.pop()!;
    page.flush();
  }
  return { items: page.items, spaceGlyphs: page.spaceGlyphs };
}
