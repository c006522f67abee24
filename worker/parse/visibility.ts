// What the operator list says about the text that pdf.js's text items do not: which glyphs a reader cannot see
// (white text on the white page, keyword stuffing copied in to please screening software; text in an invisible
// rendering mode) and where the document really drew word spaces (pdf.js adds a space wherever glyphs sit apart, so
// letter-spaced design-tool text comes out "Py th on"). The text items and the painted glyphs come in the same order,
// so items are matched to glyphs by their characters; when they cannot be matched the page is left as it is.

export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  setFillRGBColor: number;
  setTextRenderingMode: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

interface Item {
  str: string;
  transform: number[];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** White or nearly white (every channel at 0xF0 or more). */
function isWhite(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return !!m && [m[1], m[2], m[3]].every((c) => Number.parseInt(c!, 16) >= 0xf0);
}

const norm = (s: string) => s.normalize("NFKC").replace(/\s+/g, "");

export interface GlyphReading {
  /** Items painted invisibly. */
  hidden: Set<number>;
  /** Items whose text has spaces the document did not draw, with the text as drawn. */
  respaced: Map<number, string>;
}

/** Reads the painted glyphs against the text items (empty results when they cannot be matched). */
export function readGlyphs(fnArray: number[], argsArray: unknown[][], OPS: TextOps, items: Item[]): GlyphReading {
  const glyphs: { ch: string; hidden: boolean; white: boolean; spaceBefore: boolean }[] = [];
  let pendingSpace = false;
  let spaceGlyphs = 0;
  const darkBoxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
  const fills = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const stack: { fill: string; mode: number; ctm: Matrix }[] = [];
  let state = { fill: "#000000", mode: 0, ctm: [1, 0, 0, 1, 0, 0] as Matrix };
  let anyInvisible = false;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(state);
      state = { ...state };
      const m = fn === OPS.paintFormXObjectBegin ? (args?.[0] as Matrix | null) : null;
      if (m && m.length === 6) state.ctm = multiply(state.ctm, m);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.transform) state.ctm = multiply(state.ctm, args as Matrix);
    else if (fn === OPS.setFillRGBColor) state.fill = String(args?.[0] ?? "#000000");
    else if (fn === OPS.setTextRenderingMode) state.mode = Number(args?.[0] ?? 0);
    else if (fn === OPS.constructPath) {
      const paint = args?.[0] as number;
      const mm = args?.[2] as ArrayLike<number> | null;
      if (!fills.has(paint) || !mm || mm.length < 4 || isWhite(state.fill)) continue;
      const [a, b, c, d, e, f] = state.ctm;
      const xs = [mm[0]!, mm[2]!].map((x, k) => a * x + c * (k ? mm[3]! : mm[1]!) + e);
      const ys = [mm[0]!, mm[2]!].map((x, k) => b * x + d * (k ? mm[3]! : mm[1]!) + f);
      const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
      if (box.x1 - box.x0 >= 20 && box.y1 - box.y0 >= 6) darkBoxes.push(box);
    } else if (fn === OPS.showText || fn === OPS.showSpacedText || fn === OPS.nextLineShowText || fn === OPS.nextLineSetSpacingShowText) {
      const list = (fn === OPS.nextLineSetSpacingShowText ? args?.[2] : args?.[0]) as unknown[] | undefined;
      if (!Array.isArray(list)) continue;
      const invisible = state.mode === 3 || state.mode === 7;
      const white = isWhite(state.fill);
      if (invisible || white) anyInvisible = true;
      for (const g of list) {
        const ch = typeof g === "object" && g !== null ? String((g as { unicode?: string }).unicode ?? "") : "";
        const n = norm(ch);
        if (n) {
          glyphs.push({ ch: n, hidden: invisible, white, spaceBefore: pendingSpace });
          pendingSpace = false;
        } else if (/\s/.test(ch)) {
          pendingSpace = true;
          spaceGlyphs++;
        }
      }
    }
  }
  const hidden = new Set<number>();
  const respaced = new Map<number, string>();
  // Only documents that draw their word spaces say where the words break.
  if (!anyInvisible && spaceGlyphs === 0) return { hidden, respaced };
  let g = 0;
  for (const [idx, it] of items.entries()) {
    const want = norm(it.str);
    if (!want) continue;
    let got = "";
    let drawn = "";
    let hid = 0;
    let wht = 0;
    let n = 0;
    while (got.length < want.length && g < glyphs.length) {
      const gl = glyphs[g++]!;
      got += gl.ch;
      drawn += (n > 0 && gl.spaceBefore ? " " : "") + gl.ch;
      n++;
      if (gl.hidden) hid++;
      if (gl.white) wht++;
    }
    // Out of step: the operator list and the text do not line up on this page; leave it all.
    if (!got.startsWith(want) && !want.startsWith(got)) return { hidden: new Set(), respaced: new Map() };
    if (n === 0) continue;
    // Spaces pdf.js added inside a word the document drew whole ("Py th on" drawn as "Python"). Only where the text
    // is visibly broken into letter fragments: documents that position some words instead of drawing a space would
    // otherwise lose real spaces.
    const tokens = it.str.trim().split(/\s+/);
    const fragments = tokens.filter(
      (t) =>
        /^\p{L}{1,2}[.,:;)]?$/u.test(t) &&
        !/^(?:a|i|à|y|o|e|é|of|in|on|at|to|by|an|or|as|is|it|we|de|du|le|la|et|en|un|da|do|em|el|ou|il|di|ed|im|am|zu|mit)$/i.test(t),
    );
    const itemSpaces = tokens.length - 1;
    const drawnSpaces = (drawn.match(/ /g) ?? []).length;
    if (
      spaceGlyphs > 0 &&
      got === want &&
      drawnSpaces >= 1 &&
      itemSpaces > drawnSpaces &&
      fragments.length >= 1 &&
      fragments.length >= 0.25 * tokens.length
    )
      respaced.set(idx, drawn);
    const [, , , , x = 0, y = 0] = it.transform;
    const onDark = darkBoxes.some((b) => x >= b.x0 - 1 && x <= b.x1 + 1 && y >= b.y0 - 2 && y <= b.y1 + 2);
    if (hid > n / 2 || (wht > n / 2 && !onDark)) hidden.add(idx);
  }
  return { hidden, respaced };
}
