// One pass over a decoded content stream: how much the reader will do (operators, bytes), how deep graphics states
// and operands nest, and which named resources it draws (forms, patterns, shadings, fonts, graphics states), each
// with how many times. Inline image data is skipped the way pdf.js skips it, ending at the earliest place pdf.js
// could end it, so nothing pdf.js would run as operators is hidden in "image data".
import { indexOf, isRegular, isWhite, Lexer, latin1, REGULAR_BYTE, Tok, WHITE } from "./lexer.ts";
import { LIMITS } from "./limits.ts";
import { PdfTooComplex } from "./refusal.ts";

export interface ContentSummary {
  /**
   * What pdf.js's operator loop will cost, in operator equivalents: an operator or a string counts 1, any other
   * operand (numbers, names, brackets) a quarter. Measured in pdf.js: an operator builds an entry in the operator
   * list (1–3 µs and most of the memory), a string becomes glyphs, while a bare operand is lexed and kept in an
   * argument array for a small fraction of that; counting every token alike refused real exports whose pages set
   * colours and line styles with many operands (Qt-based builders) at well under the cost the cap allows.
   */
  ops: number;
  bytes: number;
  /** Bytes inside strings: each can become a glyph pdf.js lays out and keeps (text-showing operators). */
  textBytes: number;
  /** Deepest q nesting inside this stream alone. */
  saveDepth: number;
  /** Resource names used by operator, with counts. */
  xobjects: Map<string, number>;
  patterns: Map<string, number>;
  shadings: Map<string, number>;
  fonts: Set<string>;
  gstates: Map<string, number>;
}

const bump = (m: Map<string, number>, k: string | undefined) => {
  if (k !== undefined) m.set(k, (m.get(k) ?? 0) + 1);
};
const note = (set: Set<string>, k: string | undefined) => {
  if (k !== undefined) set.add(k);
};

const emptySummary = (bytes: number): ContentSummary => ({
  ops: 0,
  bytes,
  textBytes: 0,
  saveDepth: 0,
  xobjects: new Map(),
  patterns: new Map(),
  shadings: new Map(),
  fonts: new Set(),
  gstates: new Map(),
});

export function scanContent(buf: Uint8Array): ContentSummary {
  const s = emptySummary(buf.length);
  const lx = new Lexer(buf);
  const end = buf.length;
  let depth = 0;
  let nest = 0;
  // The last name operand seen since the previous operator (what Do, scn, sh, Tf and gs refer to), as where its
  // bytes are: made into a string only when an operator uses it.
  let nameFrom = -1;
  let nameTo = -1;
  const lastName = () => (nameFrom < 0 ? undefined : latin1(buf, nameFrom, nameTo));
  let inlineFilters: string[] = [];
  let operands = 0;
  let operators = 0;
  for (;;) {
    let p = lx.pos;
    // Runs of numbers and whitespace (most of the bytes of a drawn page) are counted in one tight loop: each number
    // is one operand, as below. Any other byte ends the run there.
    let state = 0;
    for (; p < end; p++) {
      const k = NUMERIC[buf[p]!]!;
      if (k === 2) break;
      if (k > state) operands++;
      state = k;
    }
    // Ended inside a number whose token goes on (bytes a number never holds, yet regular): the rest is that token.
    if (state === 1) while (p < end && REGULAR_BYTE[buf[p]!] === 1) p++;
    // Numbers and operators, nearly every token of a page, are read here without the lexer (as the lexer reads
    // them: a run of regular bytes after whitespace and comments); delimiters go to the lexer.
    for (;;) {
      while (p < end && WHITE[buf[p]!] === 1) p++;
      if (p < end && buf[p] === 0x25) {
        while (p < end && buf[p] !== 10 && buf[p] !== 13) p++;
        continue;
      }
      break;
    }
    if (p >= end) break;
    const c = buf[p]!;
    if (REGULAR_BYTE[c] === 1) {
      const from = p;
      while (p < end && REGULAR_BYTE[buf[p]!] === 1) p++;
      lx.pos = p;
      if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
        operands++;
        continue;
      }
      const op = keyword(buf, from, p);
      if (op === Op.Operand) {
        operands++;
        continue;
      }
      operators++;
      switch (op) {
        case Op.Save:
          if (++depth > s.saveDepth) s.saveDepth = depth;
          if (depth > LIMITS.saveDepth) throw new PdfTooComplex("saveDepth");
          break;
        case Op.Restore:
          if (depth > 0) depth--;
          break;
        case Op.Do:
          bump(s.xobjects, lastName());
          break;
        case Op.Scn:
          bump(s.patterns, lastName());
          break;
        case Op.Sh:
          bump(s.shadings, lastName());
          break;
        case Op.Gs:
          bump(s.gstates, lastName());
          break;
        case Op.Tf:
          note(s.fonts, lastName());
          break;
        case Op.BI:
          inlineFilters = inlineFiltersOf(buf, lx.pos);
          break;
        case Op.ID:
          lx.pos = inlineImageEnd(buf, lx.pos, inlineFilters);
          break;
      }
      nameFrom = -1;
      nest = 0;
      continue;
    }
    lx.pos = p;
    const t = lx.next();
    switch (t) {
      case Tok.ArrayOpen:
      case Tok.DictOpen:
        operands++;
        if (++nest > LIMITS.nesting) throw new PdfTooComplex("nesting");
        continue;
      case Tok.ArrayClose:
      case Tok.DictClose:
        operands++;
        if (nest > 0) nest--;
        continue;
      case Tok.Name:
        operands++;
        nameFrom = lx.tokenStart;
        nameTo = lx.pos;
        continue;
      case Tok.String:
        operators++;
        s.textBytes += lx.pos - lx.tokenStart;
        continue;
    }
    // A stray delimiter ({, } or ")"), which the lexer returns as a one-character operator.
    operators++;
    nameFrom = -1;
    nest = 0;
  }
  s.ops = operators + Math.ceil(operands / 4);
  return s;
}

// Byte classes for the run of numbers: 0 whitespace, 1 a byte numbers are made of (digits, ".", "+", "-"), 2 any other.
const NUMERIC = new Uint8Array(256).fill(2);
for (const c of [0, 9, 10, 12, 13, 32]) NUMERIC[c] = 0;
for (const c of "0123456789.+-") NUMERIC[c.charCodeAt(0)] = 1;
enum Op {
  Operand,
  Other,
  Save,
  Restore,
  Do,
  Scn,
  Sh,
  Gs,
  Tf,
  BI,
  ID,
}

/** What the keyword in buf[from, to) is, compared byte by byte (no string is made for it). */
function keyword(b: Uint8Array, from: number, to: number): Op {
  const c0 = b[from]!;
  switch (to - from) {
    case 1:
      return c0 === 0x71 ? Op.Save : c0 === 0x51 ? Op.Restore : Op.Other; // q Q
    case 2: {
      const c1 = b[from + 1]!;
      if (c0 === 0x44 && c1 === 0x6f) return Op.Do;
      if (c0 === 0x73 && c1 === 0x68) return Op.Sh;
      if (c0 === 0x67 && c1 === 0x73) return Op.Gs;
      if (c0 === 0x54 && c1 === 0x66) return Op.Tf;
      if (c0 === 0x42 && c1 === 0x49) return Op.BI;
      if (c0 === 0x49 && c1 === 0x44) return Op.ID;
      return Op.Other;
    }
    case 3: {
      const c1 = b[from + 1]!;
      const c2 = b[from + 2]!;
      // scn, SCN
      if ((c0 === 0x73 && c1 === 0x63 && c2 === 0x6e) || (c0 === 0x53 && c1 === 0x43 && c2 === 0x4e)) return Op.Scn;
      return Op.Other;
    }
    case 4: // true, null
      return (c0 === 0x74 && b[from + 1] === 0x72 && b[from + 2] === 0x75 && b[from + 3] === 0x65) ||
        (c0 === 0x6e && b[from + 1] === 0x75 && b[from + 2] === 0x6c && b[from + 3] === 0x6c)
        ? Op.Operand
        : Op.Other;
    case 5: // false
      return c0 === 0x66 && b[from + 1] === 0x61 && b[from + 2] === 0x6c && b[from + 3] === 0x73 && b[from + 4] === 0x65
        ? Op.Operand
        : Op.Other;
    default:
      return Op.Other;
  }
}

/**
 * Every filter name the inline image's dictionary mentions under /F or /Filter (abbreviations included), read up to
 * ID. pdf.js takes /F before /Filter; the data is ended at the earliest end any of them allows, which can only make
 * the preflight read more of the stream as operators than pdf.js does, never less.
 */
function inlineFiltersOf(buf: Uint8Array, from: number): string[] {
  const idAt = indexOf(buf, "ID", from, Math.min(buf.length, from + 4096));
  const dict = String.fromCharCode(...buf.subarray(from, idAt < 0 ? Math.min(buf.length, from + 256) : idAt));
  const out: string[] = [];
  for (const m of dict.matchAll(/\/(?:F|Filter)\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/g))
    for (const n of m[1]!.matchAll(/\/([A-Za-z0-9]+)/g)) out.push(n[1]!);
  return out;
}

/**
 * Where pdf.js may resume lexing after inline image data starting at `from`: the earliest "EI" followed by a
 * delimiter, or the end marker of the image's filter (JPEG end-of-image, "~>", ">"), whichever comes first.
 */
function inlineImageEnd(buf: Uint8Array, from: number, filters: string[]): number {
  let start = from;
  if (isWhite(buf[start] ?? 0)) start++;
  let end = buf.length;
  for (let i = start; i + 1 < buf.length; i++) {
    if (buf[i] === 0x45 && buf[i + 1] === 0x49 && (i + 2 >= buf.length || !isRegular(buf[i + 2]!))) {
      end = i;
      break;
    }
  }
  for (const filter of filters) {
    const marker = /^(DCTDecode|DCT)$/.test(filter)
      ? "\xFF\xD9"
      : /^(ASCII85Decode|A85)$/.test(filter)
        ? "~>"
        : /^(ASCIIHexDecode|AHx)$/.test(filter)
          ? ">"
          : "";
    if (!marker) continue;
    const m = indexOf(buf, marker, start, end);
    if (m >= 0) end = m + marker.length;
  }
  return end;
}
