// One line of text → glyphs in drawing order (left to right), each with its advance, its offset from the
// pen and the text it stands for. Steps: bidi levels (Unicode Bidirectional Algorithm, bidi-js), split into
// runs of one level and one font, shape each run (fontkit: Arabic joining, Indic reordering, Thai marks;
// other scripts map one character to one glyph), then put the runs in visual order.
import "regenerator-runtime/runtime.js"; // fontkit's Indic and Universal shapers are compiled generators that expect it
import bidiFactory from "bidi-js";
import type { FamilyId, Style } from "./fonts/catalog";
import { type FontSet, type KitGlyph, type LoadedFont, isComplex } from "./fonts/fontset";

/** One glyph as drawn: a cluster of the font's glyphs (a letter with its marks, a syllable) placed as a unit. */
export interface PlacedGlyph {
  font: LoadedFont;
  /** The font's glyphs, each at (x, y) from the cluster's origin, in the font's units. */
  parts: Array<{ gid: number; x: number; y: number }>;
  /** Pen advance after the cluster, in the font's units. */
  advance: number;
  /** The characters the cluster stands for in the text layer, in drawing order (never empty). */
  text: string;
}

export type Direction = "ltr" | "rtl";

let bidi: ReturnType<typeof bidiFactory> | undefined;

const neutral = new Map<number, boolean>();
/** Characters shared by scripts (digits, punctuation, spaces, combining marks): they take the script around them. */
function isNeutral(cp: number): boolean {
  let n = neutral.get(cp);
  if (n === undefined) {
    n = /[\p{Script=Common}\p{Script=Inherited}]/u.test(String.fromCodePoint(cp));
    neutral.set(cp, n);
  }
  return n;
}
const isMark = (cp: number) => (cp >= 0x300 || cp === 0) && /\p{M}/u.test(String.fromCodePoint(cp));
const bidiEngine = () => (bidi ??= bidiFactory());

const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The base direction of a line: right-to-left when it is short (up to 4 characters) and has a right-to-left
 * character, or when at least 30% of its characters are right-to-left. This is the rule PDF text extractors
 * built on pdf.js (our parser) apply to each line they read back, with pdf.js's own count (rtlCount); laying
 * the line out with the same base direction is what makes the extracted text come back in logical order.
 * (The first-strong-character rule of UAX #9 would set "AWS هو…" left-to-right and pdf.js would then read
 * it back reordered.)
 */
export function lineDirection(text: string): Direction {
  const rtl = rtlCount(text);
  if (rtl === 0) return "ltr";
  return rtl / text.length < 0.3 && text.length > 4 ? "ltr" : "rtl";
}

const arabicBlockCounts = new Map<number, boolean>();

/**
 * The characters pdf.js counts as right-to-left when it picks a line's direction: every Hebrew code point up to
 * U+05F4, the Arabic block's letters and Arabic-Indic digits (bidi classes AL and AN, not its percent sign,
 * comma or marks), and Syriac to Arabic Extended-A (U+0700–U+08AC). Presentation forms are not counted.
 */
function rtlCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x590 || c > 0x8ac) continue;
    if (c <= 0x5f4 || c >= 0x700) n++;
    else if (c >= 0x600 && c <= 0x6ff) {
      let counts = arabicBlockCounts.get(c);
      if (counts === undefined) {
        const type = bidiEngine().getBidiCharTypeName(text[i]!);
        counts = type === "AL" || type === "AN";
        arabicBlockCounts.set(c, counts);
      }
      if (counts) n++;
    }
  }
  return n;
}

export const hasRtl = (text: string) => STRONG_RTL.test(text);

interface Segment {
  start: number;
  end: number;
  level: number;
  font: LoadedFont;
}

export class Shaper {
  private readonly widths = new Map<string, number>();

  constructor(readonly fonts: FontSet) {}

  /** Width of `text` in ems (order-independent: the sum of the shaped advances). */
  width(text: string, style: Style): number {
    const key = `${style}\u0000${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = this.simpleWidth(text, style);
      if (w < 0) {
        w = 0;
        for (const g of this.line(text, style)) w += g.advance / g.font.src.unitsPerEm;
      }
      if (this.widths.size > 50_000) this.widths.clear();
      this.widths.set(key, w);
    }
    return w;
  }

  private readonly advances = new Map<LoadedFont, Map<number, number>>();

  /** The width of text that needs no shaping (one glyph per character), or -1 when some of it does. */
  private simpleWidth(text: string, style: Style): number {
    let w = 0;
    let context: FamilyId | null = null;
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i);
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) cp = text.codePointAt(i++)!;
      const font = this.fonts.fontFor(cp, style, context);
      if (!font || isComplex(font)) return -1;
      if (!isNeutral(cp)) context = font.family;
      let cache = this.advances.get(font);
      if (!cache) {
        cache = new Map();
        this.advances.set(font, cache);
      }
      let a = cache.get(cp);
      if (a === undefined) {
        a = font.kit.glyphForCodePoint(cp).advanceWidth / font.src.unitsPerEm;
        cache.set(cp, a);
      }
      w += a;
    }
    return w;
  }

  /** The glyphs of one line, left to right. Characters no font covers must have been replaced before. */
  line(text: string, style: Style, direction: Direction = lineDirection(text)): PlacedGlyph[] {
    if (!text) return [];
    const simple = direction === "ltr" && !needsBidi(text);
    const levels = simple ? null : numberAttachedLevels(text, bidiEngine().getEmbeddingLevels(text, direction).levels);
    const segments = this.segments(text, style, levels);
    const runs = segments.map((s) => this.shapeSegment(text, s));
    // Visual order (UAX #9 rule L2): from the highest level down to the lowest odd level, reverse every
    // sequence of runs at that level or above. Each run's glyphs are already in its own direction's order.
    if (levels) {
      const lv = segments.map((s) => s.level);
      const max = Math.max(...lv);
      const minOdd = Math.min(...lv.map((l) => (l % 2 ? l : l + 1)));
      const order = segments.map((_, i) => i);
      for (let level = max; level >= minOdd; level--) {
        for (let i = 0; i < order.length; ) {
          if (lv[order[i]!]! < level) {
            i++;
            continue;
          }
          let j = i;
          while (j < order.length && lv[order[j]!]! >= level) j++;
          order.splice(i, j - i, ...order.slice(i, j).reverse());
          i = j;
        }
      }
      return order.flatMap((i) => runs[i]!);
    }
    return runs.flat();
  }

  /** Runs of one bidi level and one font. Shared characters stay with the script around them. */
  private segments(text: string, style: Style, levels: Uint8Array | null): Segment[] {
    const out: Segment[] = [];
    let context: FamilyId | null = null;
    // A line that starts with shared characters (digits, "(") takes the first script that follows.
    for (const ch of text) {
      const f = this.fonts.fontFor(ch.codePointAt(0)!, style, null);
      if (f && !isNeutral(ch.codePointAt(0)!)) {
        context = f.family;
        break;
      }
    }
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const size = cp > 0xffff ? 2 : 1;
      const font = this.fonts.fontFor(cp, style, context);
      if (!font) throw new Error(`no font for U+${cp.toString(16)}`);
      if (!isNeutral(cp)) context = font.family;
      const level = levels ? levels[i]! : 0;
      const last = out[out.length - 1];
      // Marks stay with their base whatever font the base uses.
      const mark = isMark(cp) && last;
      if (last && (mark || (last.level === level && last.font === font))) last.end = i + size;
      else out.push({ start: i, end: i + size, level, font });
      i += size;
    }
    return out;
  }

  private readonly words = new Map<string, PlacedGlyph[]>();

  /**
   * A run of one level and one font. Shaping never reaches across a space in the scripts we shape (Arabic
   * joining, Indic syllables and Thai clusters all stop there), so complex runs are shaped word by word and
   * each distinct word once per document: measuring and drawing reuse it.
   */
  private shapeSegment(text: string, s: Segment): PlacedGlyph[] {
    const rtl = s.level % 2 === 1;
    const original = text.slice(s.start, s.end);
    if (!isComplex(s.font)) return this.shapeRun(original, s.font, rtl);
    const logical: PlacedGlyph[] = [];
    for (const word of original.split(/( +)/)) {
      if (!word) continue;
      const key = `${s.font.id}\u0000${rtl ? 1 : 0}\u0000${word}`;
      let shaped = this.words.get(key);
      if (!shaped) {
        // Kept in logical order here; the run is reversed as a whole below.
        shaped = this.shapeRun(word, s.font, rtl);
        if (rtl) shaped.reverse();
        this.words.set(key, shaped);
      }
      logical.push(...shaped);
    }
    return rtl ? logical.reverse() : logical;
  }

  /** Glyph clusters of `original` in one font, left to right. */
  private shapeRun(original: string, font: LoadedFont, rtl: boolean): PlacedGlyph[] {
    const s = { font };
    // Mirrored characters ('(' drawn as ')') in right-to-left runs; same length, so indices still match.
    const drawn = rtl ? mirror(original) : original;
    const { kit } = s.font;
    let glyphs: KitGlyph[];
    let positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
    const run = isComplex(s.font) ? layout(kit, drawn, rtl) : null;
    if (run) {
      glyphs = run.glyphs;
      positions = run.positions;
    } else {
      glyphs = [];
      for (const ch of drawn) glyphs.push(kit.glyphForCodePoint(ch.codePointAt(0)!));
      if (rtl) glyphs.reverse();
      positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, xOffset: 0, yOffset: 0 }));
    }
    // Pen position of each glyph, left to right (fontkit gives right-to-left runs in visual order).
    const pens: number[] = [];
    let pen = 0;
    for (const p of positions) {
      pens.push(pen);
      pen += p.xAdvance;
    }
    // Clusters are found in logical order (without shaping, each character is its own).
    const logical = glyphs.map((_, i) => (rtl ? glyphs.length - 1 - i : i));
    const groups = run
      ? clusters(
          logical.map((i) => glyphs[i]!),
          original,
        )
      : Array.from(original, (ch) => ({ glyphs: 1, text: ch }));
    const out: PlacedGlyph[] = [];
    let k = 0;
    for (const group of groups) {
      const members = logical.slice(k, k + group.glyphs).sort((a, b) => a - b);
      k += group.glyphs;
      const drawnParts = members.filter((i) => glyphs[i]!.id !== 0); // .notdef is never drawn
      const origin = pens[members[0]!]!;
      const advance = members.reduce((sum, i) => sum + positions[i]!.xAdvance, 0);
      out.push({
        font: s.font,
        parts: drawnParts.map((i) => ({ gid: glyphs[i]!.id, x: pens[i]! - origin + positions[i]!.xOffset, y: positions[i]!.yOffset })),
        advance,
        // Drawn right to left: the text reversed, so a reader that reverses the line gets it back.
        text: rtl ? [...group.text].reverse().join("") : group.text,
      });
    }
    if (rtl) out.reverse();
    return out;
  }
}

/**
 * Percent and currency signs (bidi class ET) next to a number in Arabic text: UAX #9 turns the digits into
 * Arabic numbers (rule W2) and leaves the sign right-to-left, so "40٪" is drawn "٪40". A reader of the drawn
 * line (pdf.js, poppler) no longer sees the Arabic letter before the digits and keeps sign and number
 * together (rule W5), reading back "٪40". Keeping the sign at its number's level draws "40٪" and reads back
 * as typed.
 */
function numberAttachedLevels(text: string, levels: Uint8Array): Uint8Array {
  const bidi = bidiEngine();
  const isDigit = (i: number) => /\p{Nd}/u.test(text[i] ?? "");
  const isSign = (i: number) => i >= 0 && i < text.length && bidi.getBidiCharTypeName(text[i]!) === "ET";
  for (let i = 0; i < text.length; i++) {
    if (!isDigit(i) || levels[i]! % 2 === 1) continue;
    for (let j = i - 1; isSign(j); j--) levels[j] = levels[i]!;
    for (let j = i + 1; j < text.length && (isDigit(j) || isSign(j)); j++) if (isSign(j)) levels[j] = levels[i]!;
  }
  return levels;
}

/** fontkit's shaping, or null when it fails (its GPOS code throws on some unusual mark sequences). */
function layout(kit: LoadedFont["kit"], text: string, rtl: boolean) {
  try {
    return kit.layout(text, undefined, undefined, undefined, rtl ? "rtl" : "ltr");
  } catch {
    return null; // drawn one glyph per character instead: unjoined, but readable and never a crash
  }
}

const needsBidi = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x590 && c <= 0x8ff) || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff) || (c >= 0x202a && c <= 0x202e))
      return true;
  }
  return false;
};

function mirror(text: string): string {
  let out = "";
  const mirrored = bidiEngine().getMirroredCharacter;
  for (const ch of text) out += mirrored(ch) ?? ch;
  return out;
}

/**
 * Glyphs (in logical order) grouped into the smallest clusters whose code points are exactly the next
 * characters of the text: a letter and its marks, a reordered vowel sign with its consonant, a conjunct, a
 * ligature, the pieces of a decomposed letter. Each cluster is drawn as one glyph that carries its text, so
 * the text layer reads back in logical order whatever the shaping did inside the cluster.
 */
export function clusters(glyphs: KitGlyph[], text: string): Array<{ glyphs: number; text: string }> {
  const chars = Array.from(text);
  const out: Array<{ glyphs: number; text: string }> = [];
  const balance = new Map<number, number>();
  let nonZero = 0;
  const bump = (cp: number, d: number) => {
    const before = balance.get(cp) ?? 0;
    const after = before + d;
    balance.set(cp, after);
    if (before === 0 && after !== 0) nonZero++;
    else if (before !== 0 && after === 0) nonZero--;
  };
  let pos = 0;
  let start = 0;
  let textStart = 0;
  let glyphCps = 0;
  let charsTaken = 0;
  // Shaping may decompose a character (أ → ا + hamza) or compose one: compare canonical decompositions.
  const decomposed = chars.map((c) => Array.from(c.normalize("NFD"), (d) => d.codePointAt(0)!));
  for (let i = 0; i < glyphs.length; i++) {
    for (const cp of glyphs[i]!.codePoints) {
      for (const d of String.fromCodePoint(cp).normalize("NFD")) {
        bump(d.codePointAt(0)!, 1);
        glyphCps++;
      }
    }
    while (charsTaken < glyphCps && pos < chars.length) {
      for (const d of decomposed[pos]!) {
        bump(d, -1);
        charsTaken++;
      }
      pos++;
    }
    const next = glyphs[i + 1];
    // Glyphs without code points (a dot of a decomposed letter) belong to the cluster before them.
    if (nonZero === 0 && charsTaken > 0 && (!next || next.codePoints.length > 0)) {
      out.push({ glyphs: i + 1 - start, text: chars.slice(textStart, pos).join("") });
      start = i + 1;
      textStart = pos;
      glyphCps = 0;
      charsTaken = 0;
    }
  }
  if (start < glyphs.length || pos < chars.length) {
    // An unbalanced tail (characters no glyph claims, e.g. a joiner the font swallowed) joins the last cluster.
    const rest = chars.slice(textStart).join("");
    if (start < glyphs.length) out.push({ glyphs: glyphs.length - start, text: rest });
    else if (out.length) out[out.length - 1]!.text += rest;
  }
  // A cluster with no text (glyphs before any character) merges into its neighbour.
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.text || out.length === 1) continue;
    const into = out[i + 1] ?? out[i - 1]!;
    into.glyphs += out[i]!.glyphs;
    out.splice(i--, 1);
  }
  return out;
}
