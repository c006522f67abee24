// One pass over a decoded content stream: how much the reader will lex (tokens, bytes), how deep graphics states
// and operands nest, and which named resources it draws (forms, patterns, shadings, fonts, graphics states), each
// with how many times. Inline image data is skipped the way pdf.js skips it, ending at the earliest place pdf.js
// could end it, so nothing pdf.js would run as operators is hidden in "image data".
import { indexOf, isRegular, isWhite, Lexer, Tok } from "./lexer.ts";
import { LIMITS } from "./limits.ts";
import { PdfTooComplex } from "./refusal.ts";

export interface ContentSummary {
  tokens: number;
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
    tokens: 0,
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
  let inlineFilter = "";
  for (;;) {
    const t = lx.next();
    if (t === Tok.Eof) break;
    s.tokens++;
    switch (t) {
      case Tok.ArrayOpen:
      case Tok.DictOpen:
        if (++nest > LIMITS.nesting) throw new PdfTooComplex("nesting");
        continue;
      case Tok.ArrayClose:
      case Tok.DictClose:
        if (nest > 0) nest--;
        continue;
      case Tok.Name:
        lastName = lx.text;
        if (nest > 0 && (lastName === "F" || lastName === "Filter")) inlineFilter = "";
        continue;
      case Tok.String:
        s.textBytes += lx.pos - lx.tokenStart;
        continue;
      case Tok.Number:
        continue;
    }
    // An operator (or true/false/null, which cost the same to lex).
    const op = lx.text;
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
        inlineFilter = inlineFilterOf(buf, lx.pos);
        break;
      case "ID":
        lx.pos = inlineImageEnd(buf, lx.pos, inlineFilter);
        break;
    }
    if (op !== "true" && op !== "false" && op !== "null") {
      lastName = undefined;
      nest = 0;
    }
  }
  return s;
}

/** The inline image's filter name (abbreviations included), read from its dictionary up to ID. */
function inlineFilterOf(buf: Uint8Array, from: number): string {
  const idAt = indexOf(buf, "ID", from, Math.min(buf.length, from + 4096));
  const dict = String.fromCharCode(...buf.subarray(from, idAt < 0 ? Math.min(buf.length, from + 256) : idAt));
  const m = /\/(?:F|Filter)\s*\[?\s*\/([A-Za-z0-9]+)/.exec(dict);
  return m?.[1] ?? "";
}

/**
 * Where pdf.js may resume lexing after inline image data starting at `from`: the earliest "EI" followed by a
 * delimiter, or the end marker of the image's filter (JPEG end-of-image, "~>", ">"), whichever comes first.
 */
function inlineImageEnd(buf: Uint8Array, from: number, filter: string): number {
  let start = from;
  if (isWhite(buf[start] ?? 0)) start++;
  let end = buf.length;
  for (let i = start; i + 1 < buf.length; i++) {
    if (buf[i] === 0x45 && buf[i + 1] === 0x49 && (i + 2 >= buf.length || !isRegular(buf[i + 2]!))) {
      end = i;
      break;
    }
  }
  const marker = /^(DCTDecode|DCT)$/.test(filter)
    ? "\xFF\xD9"
    : /^(ASCII85Decode|A85)$/.test(filter)
      ? "~>"
      : /^(ASCIIHexDecode|AHx)$/.test(filter)
        ? ">"
        : "";
  if (marker) {
    const m = indexOf(buf, marker, start, end);
    if (m >= 0) end = m + marker.length;
  }
  return end;
}
