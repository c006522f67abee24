// Page sizes and the one typographic scale every resume uses (points; 72 pt = 1 inch).

export type PageSize = "A4" | "Letter";
export type FontKey = "regular" | "bold" | "italic";
export type Color = readonly [number, number, number];

export const PAGE_SIZES: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

export const MARGIN = { top: 50, bottom: 50, left: 54, right: 54 };

export const COLORS = {
  text: [0.1, 0.11, 0.13] as Color,
  muted: [0.32, 0.35, 0.4] as Color,
  accent: [0.11, 0.25, 0.42] as Color,
  rule: [0.74, 0.78, 0.83] as Color,
};

/** size = font size; lineHeight = baseline-to-baseline distance; before = extra space above the block. */
export const TYPE = {
  name: { size: 20, lineHeight: 25 },
  contact: { size: 9.5, lineHeight: 13.5 },
  heading: { size: 10.5, lineHeight: 15, before: 13, ruleGap: 4 },
  entryTitle: { size: 10.25, lineHeight: 14, before: 8 },
  body: { size: 9.75, lineHeight: 13.25, bulletGap: 1.5 },
};

/** Bullet glyph position and the hanging indent of bullet text, from the left margin. */
export const BULLET = { x: 3, textX: 13, glyph: "•" };
/** Between the title/company text and right-aligned dates. */
export const DATE_GAP = 14;
