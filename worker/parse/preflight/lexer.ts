// A small PDF tokenizer over raw bytes, shared by the object parser and the content-stream scanner. It follows
// the PDF syntax the way pdf.js's lexer does (whitespace, delimiters, comments, nested literal strings).
import { Buffer } from "node:buffer";

export enum Tok {
  Eof,
  Number,
  Name,
  String,
  ArrayOpen,
  ArrayClose,
  DictOpen,
  DictClose,
  Keyword,
}

const WS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of "()<>[]{}/%") DELIM[c.charCodeAt(0)] = 1;
const REGULAR = new Uint8Array(256);
for (let c = 0; c < 256; c++) REGULAR[c] = WS[c] === 0 && DELIM[c] === 0 ? 1 : 0;

/** Byte classes, for scanners that read the commonest tokens inline (content.ts). */
export const WHITE: Readonly<Uint8Array> = WS;
export const REGULAR_BYTE: Readonly<Uint8Array> = REGULAR;

export const isWhite = (c: number) => WS[c] === 1;

// String escapes with a letter: \n \r \t \b \f.
const ESCAPES = new Uint8Array(256);
for (const [c, v] of [
  [0x6e, 10],
  [0x72, 13],
  [0x74, 9],
  [0x62, 8],
  [0x66, 12],
])
  ESCAPES[c!] = v!;
/** Neither whitespace nor a delimiter: part of a name, number or keyword. */
export const isRegular = (c: number) => REGULAR[c] === 1;

// Where string values are decoded before they become text (stringText): grown as needed, never shrunk.
let scratch = new Uint8Array(256);

export class Lexer {
  pos: number;
  private from = 0;
  private to = 0;
  private cached: string | undefined = "";
  constructor(
    readonly buf: Uint8Array,
    start = 0,
    readonly end = buf.length,
  ) {
    this.pos = start;
  }

  /** Where the last Name, Number, Keyword or String token started (for strings: the opening delimiter). */
  get tokenStart(): number {
    return this.from;
  }

  /** Text of the last Number, Name or Keyword token (names without the slash), made only when asked for. */
  get text(): string {
    if (this.cached === undefined) this.cached = latin1(this.buf, this.from, this.to);
    return this.cached;
  }
  /** The last Number token's value, as Number(text) reads it (NaN when malformed). The commonest form, a sign and
   * up to 15 digits, is read from the bytes: an object's syntax is mostly such numbers, and making each one's text
   * first was a good part of the preflight's time on files of many small objects. */
  number(): number {
    const b = this.buf;
    const to = this.to;
    let i = this.from;
    const sign = b[i];
    if (sign === 0x2d || sign === 0x2b) i++;
    if (i === to || to - i > 15) return Number(this.text);
    let v = 0;
    for (; i < to; i++) {
      const d = b[i]! - 0x30;
      if (d < 0 || d > 9) return Number(this.text);
      v = v * 10 + d;
    }
    return sign === 0x2d ? -v : v;
  }
  /** Whether the last Number, Name or Keyword token's text is `word` (ASCII), without making the text. */
  is(word: string): boolean {
    return bytesAre(this.buf, this.from, this.to, word);
  }
  /** The last String token as a value: its first `max` decoded bytes, one character each. */
  stringText(max: number): string {
    const need = Math.max(0, this.to - this.from);
    if (scratch.length < need) scratch = new Uint8Array(Math.max(need, 2 * scratch.length));
    const bytes = this.stringBytes(scratch);
    return String.fromCharCode.apply(null, bytes.subarray(0, max) as unknown as number[]);
  }
  /** The bytes of the last String token, escapes and hex digits decoded (into `into` when given, which must be at
   * least as long as the token). */
  stringBytes(into?: Uint8Array): Uint8Array {
    const b = this.buf;
    // Decoded, a string is never longer than its token: one buffer of that size, no growing array.
    const out = into ?? new Uint8Array(Math.max(0, this.to - this.from));
    let n = 0;
    if (b[this.from] === 0x3c) {
      let hi = -1;
      for (let i = this.from + 1; i < this.to; i++) {
        const c = b[i]!;
        const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
        if (v < 0) continue;
        if (hi < 0) hi = v;
        else {
          out[n++] = (hi << 4) | v;
          hi = -1;
        }
      }
      if (hi >= 0) out[n++] = hi << 4;
      return out.subarray(0, n);
    }
    for (let i = this.from + 1; i < this.to - 1; i++) {
      const c = b[i]!;
      if (c !== 0x5c) {
        out[n++] = c;
        continue;
      }
      const d = b[++i]!;
      if (d >= 0x30 && d <= 0x37) {
        let v = d - 0x30;
        for (let k = 0; k < 2 && b[i + 1]! >= 0x30 && b[i + 1]! <= 0x37; k++) v = v * 8 + (b[++i]! - 0x30);
        out[n++] = v & 255;
      } else if (d === 13) {
        if (b[i + 1] === 10) i++;
      } else if (d !== 10) out[n++] = ESCAPES[d] || d;
    }
    return out.subarray(0, n);
  }

  private mark(from: number, to: number) {
    this.from = from;
    this.to = to;
    this.cached = undefined;
  }

  next(): Tok {
    const b = this.buf;
    const end = this.end;
    let p = this.pos;
    for (;;) {
      while (p < end && WS[b[p]!] === 1) p++;
      if (p < end && b[p] === 0x25) {
        while (p < end && b[p] !== 10 && b[p] !== 13) p++;
        continue;
      }
      break;
    }
    if (p >= end) {
      this.pos = end;
      return Tok.Eof;
    }
    const c = b[p]!;
    switch (c) {
      case 0x5b:
        this.pos = p + 1;
        return Tok.ArrayOpen;
      case 0x5d:
        this.pos = p + 1;
        return Tok.ArrayClose;
      case 0x28: {
        // Literal string: balanced parentheses, backslash escapes.
        const s0 = p;
        let depth = 1;
        p++;
        while (p < end && depth > 0) {
          const d = b[p]!;
          if (d === 0x5c) p += 2;
          else {
            if (d === 0x28) depth++;
            else if (d === 0x29) depth--;
            p++;
          }
        }
        this.pos = Math.min(p, end);
        this.mark(s0, this.pos);
        return Tok.String;
      }
      case 0x3c:
        if (b[p + 1] === 0x3c) {
          this.pos = p + 2;
          return Tok.DictOpen;
        }
        this.mark(p, p);
        p++;
        while (p < end && b[p] !== 0x3e) p++;
        this.pos = Math.min(p + 1, end);
        this.mark(this.from, this.pos);
        return Tok.String;
      case 0x3e:
        this.pos = b[p + 1] === 0x3e ? p + 2 : p + 1;
        return Tok.DictClose;
      case 0x2f: {
        const s = ++p;
        while (p < end && isRegular(b[p]!)) p++;
        this.mark(s, p);
        this.pos = p;
        return Tok.Name;
      }
      case 0x7b:
      case 0x7d:
      case 0x29:
        // Stray delimiters: pdf.js skips them too (braces only matter in PostScript functions).
        this.pos = p + 1;
        this.mark(p, p + 1);
        return Tok.Keyword;
    }
    const s = p;
    while (p < end && isRegular(b[p]!)) p++;
    this.pos = p;
    this.mark(s, p);
    return (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e ? Tok.Number : Tok.Keyword;
  }
}

/** Whether the bytes from..to spell `word` (ASCII): a token compared without making its text. */
export function bytesAre(b: Uint8Array, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (b[from + i] !== word.charCodeAt(i)) return false;
  return true;
}

export function latin1(b: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let i = from; i < to; i++) s += String.fromCharCode(b[i]!);
  return s;
}

// Weakly held: a file's view goes with the file.
const VIEWS = new WeakMap<Uint8Array, Buffer>();
function view(b: Uint8Array, to: number): Buffer {
  const v = Buffer.from(b.buffer, b.byteOffset, Math.min(to, b.length));
  if (to >= b.length) VIEWS.set(b, v);
  return v;
}

/** Finds `needle` (ASCII) in `b` from `from`; -1 if absent. */
export function indexOf(b: Uint8Array, needle: string, from: number, to = b.length): number {
  // Buffer's native substring search (a view, no copy): the preflight scans whole files for keywords several
  // times, and a byte loop here cost more than the rest of the preflight's reading. A scan calls this once per
  // occurrence (hundreds of times on a file of many small objects), so a file's view is made once. The needle stays
  // a string: in workerd a search for a Buffer needle was slower over a large file than for a string.
  const hay = (to >= b.length ? VIEWS.get(b) : undefined) ?? view(b, to);
  return hay.indexOf(needle, Math.max(0, from), "latin1");
}
