// What the painted glyphs say that the text alone does not: which items a reader cannot see (white text on the
// white page, keyword stuffing copied in to please screening software; text in an invisible rendering mode) and
// where the document really drew word spaces (pdf.js's grouping adds a space wherever glyphs sit apart, so
// letter-spaced design-tool text comes out "Py th on"). The counts come from worker/parse/textitems.ts.
import { glyphKey, type OpTextItem } from "./textitems.ts";
import type { Box } from "./types.ts";

export interface ItemJudgement {
  /** Items painted invisibly. */
  hidden: Set<number>;
  /** Items whose text has spaces the document did not draw, with the text as drawn. */
  respaced: Map<number, string>;
}

// Letter fragments that are real words on their own (articles, prepositions in the languages resumes come in).
const SHORT_WORD = /^(?:a|i|à|y|o|e|é|of|in|on|at|to|by|an|or|as|is|it|we|de|du|le|la|et|en|un|da|do|em|el|ou|il|di|ed|im|am|zu|mit)$/i;

/** Judges each item from its glyph counts; `dark` are filled areas white text may sit on. */
export function judgeItems(items: OpTextItem[], spaceGlyphs: number, dark: Box[]): ItemJudgement {
  const hidden = new Set<number>();
  const respaced = new Map<number, string>();
  for (const [idx, it] of items.entries()) {
    const n = it.glyphs;
    if (n === 0) continue;
    // Spaces added inside a word the document drew whole ("Py th on" drawn as "Python"). Only where the text is
    // visibly broken into letter fragments: documents that position some words instead of drawing a space would
    // otherwise lose real spaces.
    // (The cheap counts are checked first: most items are never split into tokens.)
    let drawnSpaces = 0;
    for (let at = it.drawn.indexOf(" "); at >= 0; at = it.drawn.indexOf(" ", at + 1)) drawnSpaces++;
    if (spaceGlyphs > 0 && drawnSpaces >= 1) {
      const tokens = it.str.trim().split(/\s+/);
      const fragments = tokens.filter((t) => /^\p{L}{1,2}[.,:;)]?$/u.test(t) && !SHORT_WORD.test(t));
      const itemSpaces = tokens.length - 1;
      if (
        itemSpaces > drawnSpaces &&
        fragments.length >= 1 &&
        fragments.length >= 0.25 * tokens.length &&
        glyphKey(it.drawn) === glyphKey(it.str)
      )
        respaced.set(idx, it.drawn);
    }
    const [, , , , x = 0, y = 0] = it.transform;
    const onDark = dark.some((b) => x >= b.x0 - 1 && x <= b.x1 + 1 && y >= b.y0 - 2 && y <= b.y1 + 2);
    if (it.invisible > n / 2 || (it.white > n / 2 && !onDark)) hidden.add(idx);
  }
  return { hidden, respaced };
}
