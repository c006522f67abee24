// The layout's lines as a line reader sees them (worker/parse/roles/types.ts): numbered in reading order, with
// page-relative geometry and style shares, so a reader needs nothing of the parser's internal shapes.
import type { Line, PageContent } from "../types.ts";
import type { ReaderLine } from "./types.ts";

const share = (l: Line, style: "bold" | "italic") => {
  let on = 0;
  let all = 0;
  for (const s of l.segs)
    for (const p of s.parts) {
      const n = p.text.replace(/\s+/g, "").length;
      all += n;
      if (p[style]) on += n;
    }
  return all ? on / all : 0;
};

/** Numbers the lines in reading order and describes each one; `pages` gives each page's size. */
export function readerLines(lines: readonly Line[], pages: readonly Pick<PageContent, "width" | "height">[]): ReaderLine[] {
  // Sizes ranked from the largest, half-points apart counting as one size.
  const sizes = [...new Set(lines.map((l) => Math.round(l.size * 2) / 2))].sort((a, b) => b - a);
  const rank = new Map(sizes.map((s, i) => [s, i]));
  return lines.map((l, n) => {
    const page = pages[l.page] ?? { width: 612, height: 792 };
    const next = lines[n + 1];
    const below = next && next.page === l.page && next.slot === l.slot && Number.isFinite(next.gapAbove) ? next.gapAbove : Infinity;
    return {
      n,
      text: l.text,
      cells: l.segs.map((s) => s.text),
      page: l.page,
      column: (l.slot === 1 || l.slot === 2 ? l.slot : 0) as 0 | 1 | 2,
      x0: l.x0,
      x1: l.x1,
      top: page.height - l.y,
      pageWidth: page.width,
      pageHeight: page.height,
      size: l.size,
      sizeRank: rank.get(Math.round(l.size * 2) / 2) ?? 0,
      bold: share(l, "bold"),
      italic: share(l, "italic"),
      bullet: l.bullet,
      ruled: l.ruled,
      gapAbove: l.gapAbove / (l.pitch || l.size || 1),
      gapBelow: below / (l.pitch || l.size || 1),
    };
  });
}
