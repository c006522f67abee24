// Text preparation for the PDF: what the user typed → what we can print, and line wrapping.
// Pure string work; the font is reached only through the two small callbacks below.

/** Width of a string in points (the sum of its glyph advances: we never kern or substitute glyphs). */
export type Measure = (text: string) => number;
/** Whether the font has a glyph for a code point. */
export type HasGlyph = (codePoint: number) => boolean;

// Invisible and formatting characters: zero-width spaces, bidi controls, word joiners, BOM, variation
// selectors, tag characters, and C0/C1 controls (tabs and line breaks are turned into spaces first).
// The zero-width joiner and non-joiner (U+200C, U+200D) stay: Persian, Arabic and Indic spelling needs them.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufff8]|\u034f|\u115f|\u1160|\u180f|\u17b4|\u17b5|\u180b|\u180c|\u180d|[\ufe00-\ufe0f]|\udb40[\udc00-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Every kind of space and line/paragraph break → one plain space.
const SPACES = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;
// Typographic ligature code points (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ): spelled out so the PDF never holds a ligature glyph.
const LIGATURE_FORMS = /[\ufb00-\ufb06]/g;
// Emoji and their modifiers: dropped when the font has no glyph (a '?' in a resume reads worse than nothing).
const PICTOGRAPHIC = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u20e3)$/u;
const COMBINING_MARK = /^\p{M}$/u;

/** Any value → one line of clean text: NFC, ligature forms spelled out, invisibles dropped, spaces collapsed. */
export function cleanText(input: unknown): string {
  if (input === null || input === undefined) return "";
  const text = typeof input === "string" ? input : String(input);
  return text
    .replace(SPACES, " ")
    .replace(INVISIBLE, "")
    .normalize("NFC")
    .replace(LIGATURE_FORMS, (c) => c.normalize("NFKC"))
    .replace(/ {2,}/g, " ")
    .trim();
}

const JOINER = /^[\u200c\u200d]$/;

/**
 * Keep only what the fonts can draw: characters they lack become '?', emoji they lack are dropped,
 * combining marks left without a glyph vanish with their base's replacement, joiners no font needs vanish.
 */
export function fitToFont(text: string, has: HasGlyph): string {
  let out = "";
  let replacedLast = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (has(cp)) {
      out += ch;
      replacedLast = false;
    } else if (PICTOGRAPHIC.test(ch) || JOINER.test(ch)) {
      replacedLast = false;
    } else if (COMBINING_MARK.test(ch) && replacedLast) {
      // the base already became '?'
    } else if (!COMBINING_MARK.test(ch)) {
      out += "?";
      replacedLast = true;
    }
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/**
 * Preferred places to break a word too long for a line (URLs, paths): after these. Not after '-': a line
 * ending in a hyphen reads as a hyphenated word, and parsers (ours included) join it without the hyphen.
 */
const BREAK_AFTER = new Set(["/", "_", ".", "?", "&", "=", ",", ":", ";", "@", "#", "+", "|", "\\"]);

// Scripts written without spaces between words: a line may break inside a space-free run of them.
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// Never at the start of a line (closing punctuation, small kana, iteration marks) or at its end (opening).
const NO_START = /^[\p{Pe}\p{Pf}、。，．・：；？！ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%)\]}!?,.:;·’”]/u;
const NO_END = /[\p{Ps}\p{Pi}‘“([{]$/u;

let segmenter: Intl.Segmenter | undefined;

/**
 * A space-free word split where a line may break: between the words of Chinese, Japanese and Thai (the
 * platform's dictionary word segmentation, Intl.Segmenter) and at changes of script, keeping closing
 * punctuation with what precedes it and opening punctuation with what follows.
 */
export function breakPieces(word: string): string[] {
  if (!NO_SPACES.test(word)) return [word];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  const pieces: string[] = [];
  let pendingOpen = "";
  for (const { segment } of segmenter.segment(word)) {
    const last = pieces.length - 1;
    if (last >= 0 && !pendingOpen && (NO_START.test(segment) || /^\p{M}/u.test(segment))) pieces[last] += segment;
    else if (NO_END.test(segment)) pendingOpen += segment;
    else {
      pieces.push(pendingOpen + segment);
      pendingOpen = "";
    }
  }
  if (pendingOpen) {
    if (pieces.length) pieces[pieces.length - 1] += pendingOpen;
    else pieces.push(pendingOpen);
  }
  // Runs of Han or kana longer than a few characters (names the dictionary does not know) may break anywhere.
  return pieces.flatMap((p) => (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{5,}$/u.test(p) ? Array.from(p) : [p]));
}

interface Token {
  text: string;
  /** Joined to the previous token with a space (else directly: a break inside a space-free word). */
  space: boolean;
}

/**
 * Greedy word wrap. `firstWidth` applies to the first line, `width` to the others. Lines break at spaces
 * and inside words of scripts written without spaces (see breakPieces). Words longer than a line are cut,
 * preferably after a URL/path separator, never inside a surrogate pair or before a mark.
 */
export function wrapText(text: string, width: number, measure: Measure, firstWidth = width): string[] {
  const lines: string[] = [];
  if (!text) return lines;
  const space = measure(" ");
  let line = "";
  let lineWidth = 0;
  const limit = () => (lines.length === 0 ? firstWidth : width);
  const tokens: Token[] = [];
  for (const w of text.split(" ")) {
    if (!w) continue;
    breakPieces(w).forEach((piece, i) => {
      tokens.push({ text: piece, space: i === 0 });
    });
  }

  for (const { text: word, space: spaced } of tokens) {
    const gap = spaced ? space : 0;
    const join = spaced ? " " : "";
    const wordWidth = measure(word);
    const needed = line ? lineWidth + gap + wordWidth : wordWidth;
    if (needed <= limit()) {
      line = line ? `${line}${join}${word}` : word;
      lineWidth = needed;
      continue;
    }
    let chars: string[] | undefined;
    let start = 0;
    if (line) {
      // A word longer than any line (a URL) may begin on this line if it can be cut at a separator there.
      if (wordWidth > width && limit() - lineWidth - gap >= limit() / 3) {
        chars = Array.from(word);
        const end = cutPoint(chars, 0, limit() - lineWidth - gap, measure, true);
        if (end > 0) {
          lines.push(`${line}${join}${chars.slice(0, end).join("")}`);
          start = end;
          line = "";
          lineWidth = 0;
        }
      }
      if (line) {
        lines.push(line);
        line = "";
        lineWidth = 0;
      }
    }
    if (!chars && wordWidth <= limit()) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Longer than a whole line: cut it; the last piece stays open for the next words.
    chars ??= Array.from(word);
    while (start < chars.length) {
      const end = cutPoint(chars, start, limit(), measure);
      const piece = chars.slice(start, end).join("");
      if (end >= chars.length) {
        line = piece;
        lineWidth = measure(piece);
      } else {
        lines.push(piece);
      }
      start = end;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Where to end the piece of `chars` that starts at `start`: as many characters as fit `room`, or just
 * after the last separator that fits when that still fills a third of the room. Never before a mark.
 * With `separatorOnly`, only a separator that fills half the room will do; 0 means "no good cut".
 */
function cutPoint(chars: string[], start: number, room: number, measure: Measure, separatorOnly = false): number {
  let used = 0;
  let fit = start;
  let lastBreak = 0;
  let breakWidth = 0;
  for (let i = start; i < chars.length; i++) {
    const w = measure(chars[i]!);
    if (used + w > room) break;
    used += w;
    fit = i + 1;
    if (BREAK_AFTER.has(chars[i]!) && i + 1 < chars.length) {
      lastBreak = i + 1;
      breakWidth = used;
    }
  }
  if (fit === chars.length && !separatorOnly) return fit; // the rest fits whole
  while (fit > start + 1 && fit < chars.length && COMBINING_MARK.test(chars[fit]!)) fit--;
  if (separatorOnly) return lastBreak > start && breakWidth >= room / 2 ? lastBreak : 0;
  let cut = lastBreak > start && breakWidth >= room / 3 ? lastBreak : fit;
  // Never leave a hyphen at the end of a line (see BREAK_AFTER): it starts the next line instead.
  while (cut > start + 1 && chars[cut - 1] === "-") cut--;
  return cut > start ? cut : start + 1; // a line narrower than one character still makes progress
}
