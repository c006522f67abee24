// One pass over a decoded content stream: how much the reader will do (operators, bytes), how deep graphics states
// and operands nest, and which named resources it draws (forms, patterns, shadings, fonts, graphics states), each
// with how many times. Inline image data is skipped the way pdf.js skips it, ending at the earliest place pdf.js
// could end it, so nothing pdf.js would run as operators is hidden in "image data".
import { indexOf, isRegular, isWhite, Lexer, Tok } from "./lexer.ts";
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

export function scanContent(buf: Uint8Array): ContentSummary {
  const s: ContentSummary = {
    ops: 0,
    bytes: buf.length,
    textBytes: 0,
    saveDepth: 0,
    xobjects: new Map(),
    patterns: new Map(),
    shadings: new Map(),
    fonts: new Set(),
    gstates: new Map(),
  };
  const lx = new Lexer(buf);
  let depth = 0;
  let nest = 0;
  // The last name operand seen since the previous operator (what Do, scn, sh, Tf and gs refer to).
  let lastName: string | undefined;
  let inlineFilters: string[] = [];
  let operands = 0;
  let operators = 0;
  for (;;) {
    const t = lx.next();
    if (t === Tok.Eof) break;
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
        lastName = lx.text;
        continue;
      case Tok.String:
        operators++;
        s.textBytes += lx.pos - lx.tokenStart;
        continue;
      case Tok.Number:
        operands++;
        continue;
    }
    const op = lx.text;
    if (op === "true" || op === "false" || op === "null") {
      operands++;
      continue;
    }
    operators++;
    switch (op) {
      case "q":
        if (++depth > s.saveDepth) s.saveDepth = depth;
        if (depth > LIMITS.saveDepth) throw new PdfTooComplex("saveDepth");
        break;
      case "Q":
        if (depth > 0) depth--;
        break;
      case "Do":
        bump(s.xobjects, lastName);
        break;
      case "scn":
      case "SCN":
        bump(s.patterns, lastName);
        break;
      case "sh":
        bump(s.shadings, lastName);
        break;
      case "gs":
        bump(s.gstates, lastName);
        break;
      case "Tf":
        if (lastName !== undefined) s.fonts.add(lastName);
        break;
      case "BI":
        inlineFilters = inlineFiltersOf(buf, lx.pos);
        break;
      case "ID":
        lx.pos = inlineImageEnd(buf, lx.pos, inlineFilters);
        break;
    }
    lastName = undefined;
    nest = 0;
  }
  s.ops = operators + Math.ceil(operands / 4);
  return s;
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
