// PDF values as the preflight reads them from object syntax, and the reader of one value. A dictionary keeps the
// last value of a repeated key and skips entries that do not start with a name, as pdf.js's parser does.
import { LIMITS } from "./limits.ts";
import { type Lexer, Tok } from "./lexer.ts";
import { PdfTooComplex } from "./refusal.ts";

export interface Ref {
  num: number;
  gen: number;
}
export type Value = number | boolean | null | string | { name: string } | Ref | Value[] | Dict;
export type Dict = Map<string, Value>;

export const isDict = (v: Value | undefined): v is Dict => v instanceof Map;
export const isRef = (v: Value | undefined): v is Ref =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "num" in v;
export const nameOf = (v: Value | undefined): string | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "name" in v ? v.name : undefined;

// Keywords that end or start an object. Inside an unclosed array or dictionary pdf.js reads on past them (it skips
// them as malformed keys or keeps them as values), so the entries after them belong to the open dictionary there;
// reading them otherwise here would give the two readers different objects, so such a file is refused.
const STRUCTURE = new Set(["obj", "endobj", "stream", "endstream", "xref", "trailer", "startxref"]);

/** Reads one value at the lexer's position; "n g R" becomes a reference. Nesting deeper than the cap is refused. */
export function readValue(lx: Lexer, tok: Tok = lx.next(), depth = 0): Value {
  switch (tok) {
    case Tok.Number: {
      const n = lx.number();
      // Look ahead for "gen R".
      const save = lx.pos;
      if (Number.isInteger(n) && n >= 0 && lx.next() === Tok.Number) {
        const gen = lx.number();
        if (lx.next() === Tok.Keyword && lx.is("R")) return { num: n, gen };
      }
      lx.pos = save;
      return Number.isFinite(n) ? n : 0;
    }
    case Tok.Name:
      return { name: lx.text };
    case Tok.String:
      return lx.stringText(4096);
    case Tok.ArrayOpen: {
      if (depth >= LIMITS.nesting) throw new PdfTooComplex("nesting");
      const arr: Value[] = [];
      for (let t = lx.next(); t !== Tok.ArrayClose && t !== Tok.Eof; t = lx.next()) {
        openGuard(lx, t);
        arr.push(readValue(lx, t, depth + 1));
      }
      return arr;
    }
    case Tok.DictOpen: {
      if (depth >= LIMITS.nesting) throw new PdfTooComplex("nesting");
      const dict: Dict = new Map();
      for (let t = lx.next(); t !== Tok.DictClose && t !== Tok.Eof; t = lx.next()) {
        openGuard(lx, t);
        if (t !== Tok.Name) continue;
        const key = lx.text;
        const vt = lx.next();
        if (vt === Tok.DictClose || vt === Tok.Eof) break;
        openGuard(lx, vt);
        dict.set(key, readValue(lx, vt, depth + 1));
      }
      return dict;
    }
    case Tok.Keyword:
      return lx.is("true") ? true : lx.is("false") ? false : null;
    default:
      return null;
  }
}

function openGuard(lx: Lexer, t: Tok) {
  if (t === Tok.Keyword && STRUCTURE.has(lx.text)) throw new PdfTooComplex("ambiguous");
}
