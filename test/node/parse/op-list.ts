// Builds a page's operator list the way pdf.js hands it over (glyph objects, adjustments in thousandths of an em),
// so the reader of operator lists can be tested on pages made here, glyph by glyph.
import { getResolvedPDFJS } from "unpdf";
import type { LoadedFont, PdfjsOps } from "../../../worker/parse/extract.ts";

export const OPS = (await getResolvedPDFJS()).OPS as unknown as PdfjsOps;

/** Every glyph is 500 thousandths of an em wide; a space is 250. */
export const glyphs = (text: string, width = 500) =>
  [...text].map((unicode) => ({ unicode, width: unicode === " " ? 250 : width, originalCharCode: unicode.codePointAt(0) }));

export class OpList {
  fnArray: number[] = [];
  argsArray: unknown[][] = [];
  private op(fn: number, args: unknown[] = []) {
    this.fnArray.push(fn);
    this.argsArray.push(args);
    return this;
  }
  font(name: string, size: number) {
    return this.op(OPS.setFont, [name, size]);
  }
  /** Moves to (x, y) in a new text object. */
  at(x: number, y: number) {
    return this.op(OPS.beginText).op(OPS.setTextMatrix, [new Float32Array([1, 0, 0, 1, x, y])]);
  }
  /** Shows glyphs; numbers in `parts` are adjustments (negative moves right), strings are glyph runs. */
  show(...parts: (string | number)[]) {
    return this.op(OPS.showText, [parts.flatMap((p): unknown[] => (typeof p === "number" ? [p] : glyphs(p)))]);
  }
  fill(hex: string) {
    return this.op(OPS.setFillRGBColor, [hex]);
  }
  mode(m: number) {
    return this.op(OPS.setTextRenderingMode, [m]);
  }
  /** A filled rectangle in the current fill colour. */
  rect(x0: number, y0: number, x1: number, y1: number) {
    return this.op(OPS.constructPath, [OPS.fill, [], new Float32Array([x0, y0, x1, y1])]);
  }
  marked() {
    return this.op(OPS.beginMarkedContent, [{ name: "Span" }]);
  }
  endMarked() {
    return this.op(OPS.endMarkedContent);
  }
}

export const FONTS: Record<string, LoadedFont> = {
  regular: { name: "ABCDEF+SourceSans-Regular", fallbackName: "sans-serif", fontMatrix: [0.001, 0, 0, 0.001, 0, 0] },
  bold: { name: "ABCDEF+SourceSans-Bold", fallbackName: "sans-serif", fontMatrix: [0.001, 0, 0, 0.001, 0, 0] },
};
