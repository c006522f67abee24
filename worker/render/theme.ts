// Page sizes and the three designs a resume can be printed in (points; 72 pt = 1 inch). A design is data:
// margins, a type scale, colours and a few layout choices. The layout (layout.ts) reads only a Theme, so a
// design, and each tightening step of fit.ts, is one object.

export type PageSize = "A4" | "Letter";
export const PAGE_SIZE_IDS = ["A4", "Letter"] as const satisfies readonly PageSize[];
export type FontKey = "regular" | "bold" | "italic";
export type Color = readonly [number, number, number];

export const PAGE_SIZES: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

/** classic: one column, Jake's-resume density; compact: one column for one page; modern: a side column. */
export type DesignId = "classic" | "compact" | "modern";
export const DESIGN_IDS = ["classic", "compact", "modern"] as const satisfies readonly DesignId[];
export const DEFAULT_DESIGN: DesignId = "classic";

export const isDesignId = (v: unknown): v is DesignId => typeof v === "string" && (DESIGN_IDS as readonly string[]).includes(v);

interface TypeSpec {
  size: number;
  /** Baseline-to-baseline distance. */
  lineHeight: number;
}

export interface Theme {
  design: DesignId;
  margin: { top: number; bottom: number; left: number; right: number };
  colors: { text: Color; muted: Color; accent: Color; rule: Color; name: Color; heading: Color };
  type: {
    name: TypeSpec;
    contact: TypeSpec;
    /** before: space above a heading; ruleGap: from the baseline down to the rule. */
    heading: TypeSpec & { before: number; ruleGap: number };
    /** before: space above an entry (not the first of its section). */
    entryTitle: TypeSpec & { before: number };
    /** bulletGap: space between two bullets. */
    body: TypeSpec & { bulletGap: number };
  };
  /** Bullet glyph position and the hanging indent of bullet text, from the column's left edge. */
  bullet: { x: number; textX: number; glyph: string };
  /** Between the title/company text and right-aligned dates. */
  dateGap: number;
  /** The name and contact line: centred or at the left margin. */
  headerAlign: "left" | "center";
  /**
   * The side column of the modern design: its width (share of the content width), the gap to the main column,
   * its own body and heading sizes, and how far below the main column's top it starts. Its lines keep off the
   * main column's baselines: a reader that sees two texts on one baseline takes them for one line.
   */
  side?: { share: number; gap: number; background: Color; body: Theme["type"]["body"]; heading: Theme["type"]["heading"]; offset: number };
  /**
   * How much of a page may spill over before fit.ts tightens the design to save that page (share of the
   * content height left on the last page).
   */
  fitWindow: number;
}

const BULLET = { x: 3, textX: 13, glyph: "•" };

const INK: Color = [0.1, 0.11, 0.13];
const MUTED: Color = [0.32, 0.35, 0.4];
const NAVY: Color = [0.11, 0.25, 0.42];
const GREY_RULE: Color = [0.74, 0.78, 0.83];

export const DESIGNS: Record<DesignId, Theme> = {
  // Black on white, centred name and contact line, headings in capitals over a full-width rule: the look of
  // the LaTeX templates most people arrive with, at their density.
  classic: {
    design: "classic",
    margin: { top: 42, bottom: 42, left: 42, right: 42 },
    colors: { text: INK, muted: [0.25, 0.27, 0.3], accent: INK, rule: [0.35, 0.37, 0.4], name: INK, heading: INK },
    type: {
      name: { size: 22, lineHeight: 27 },
      contact: { size: 9.25, lineHeight: 13 },
      heading: { size: 10.75, lineHeight: 14.5, before: 10, ruleGap: 3.5 },
      entryTitle: { size: 10.25, lineHeight: 13.25, before: 6 },
      body: { size: 9.75, lineHeight: 12.4, bulletGap: 0.75 },
    },
    bullet: BULLET,
    dateGap: 14,
    headerAlign: "center",
    fitWindow: 0.2,
  },
  // Smaller type, tighter spacing and margins: made to hold a full one-page resume.
  compact: {
    design: "compact",
    margin: { top: 36, bottom: 36, left: 36, right: 36 },
    colors: { text: INK, muted: MUTED, accent: NAVY, rule: GREY_RULE, name: INK, heading: NAVY },
    type: {
      name: { size: 17, lineHeight: 20 },
      contact: { size: 8.5, lineHeight: 11 },
      heading: { size: 9.5, lineHeight: 12, before: 6, ruleGap: 2.75 },
      entryTitle: { size: 9.25, lineHeight: 11, before: 3 },
      body: { size: 8.75, lineHeight: 10.5, bulletGap: 0.25 },
    },
    bullet: { x: 2, textX: 12, glyph: "•" },
    dateGap: 12,
    headerAlign: "left",
    fitWindow: 0.35,
  },
  // A coloured name, and a tinted side column for skills, languages and further lists beside the main column.
  modern: {
    design: "modern",
    margin: { top: 44, bottom: 44, left: 44, right: 44 },
    colors: {
      text: INK,
      muted: MUTED,
      accent: [0.05, 0.42, 0.47],
      rule: [0.7, 0.84, 0.85],
      name: [0.05, 0.36, 0.4],
      heading: [0.05, 0.42, 0.47],
    },
    type: {
      name: { size: 24, lineHeight: 29 },
      contact: { size: 9.25, lineHeight: 13 },
      heading: { size: 10.25, lineHeight: 14, before: 12, ruleGap: 3.5 },
      entryTitle: { size: 10.25, lineHeight: 13.5, before: 7 },
      body: { size: 9.5, lineHeight: 12.5, bulletGap: 1 },
    },
    bullet: BULLET,
    dateGap: 12,
    headerAlign: "left",
    side: {
      share: 0.3,
      gap: 22,
      background: [0.94, 0.97, 0.97],
      body: { size: 9, lineHeight: 11.6, bulletGap: 1.4 },
      heading: { size: 10, lineHeight: 13.4, before: 13, ruleGap: 3.5 },
      offset: 5,
    },
    fitWindow: 0.2,
  },
};

/** The theme of a design (anything unknown is the default design). */
export function themeOf(design: unknown): Theme {
  return DESIGNS[isDesignId(design) ? design : DEFAULT_DESIGN];
}

// Regions whose paper is US Letter; everywhere else prints on A4.
const LETTER_REGIONS = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "CR", "PA", "DO", "PR", "SV", "NI", "BZ", "HN"]);

/**
 * The page size people in these locales print on, from the first locale that names a region (`en-US`,
 * `es-MX`); a language alone says nothing about paper, so `en` gives A4 unless a later locale names a region.
 */
export function defaultPageSize(locales: readonly string[]): PageSize {
  for (const tag of locales) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region) return LETTER_REGIONS.has(region.toUpperCase()) ? "Letter" : "A4";
  }
  return "A4";
}

export const isPageSize = (v: unknown): v is PageSize => v === "A4" || v === "Letter";
