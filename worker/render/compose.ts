// Lines on pages: the columns of a design on a page size, pagination, and fitting to length. When a resume
// spills a little onto one more page (at most the design's fitWindow of it), the design is tightened step
// by step (spacing first, then type size and margins, never past the limits in `tighten`) and the first
// step that saves the page is used. Pure: no pdf-lib; pdf.ts draws what this returns.
import type { StoredRecord } from "../shapes/resume";
import type { HeadingLanguage } from "./headings";
import { type ColumnWidths, type Line, type PlacedLine, layoutResume, paginate, type Typesetter } from "./layout";
import { PAGE_SIZES, type PageSize, type Theme } from "./theme";

export interface PagePlan {
  header: PlacedLine[];
  main: PlacedLine[];
  side: PlacedLine[];
}

export interface Composition {
  theme: Theme;
  page: { width: number; height: number };
  /** Left edges from the left margin, and widths, in points. */
  columns: { main: { x: number; width: number }; side: { x: number; width: number } | null; full: number };
  /** Where the columns start on the first page (below the full-width header), from the top margin. */
  columnsTop: number;
  pages: PagePlan[];
  /** 0 when the design is used as it is; otherwise the tightening step that saved a page. */
  fitLevel: number;
}

/** How far `tighten` goes: spacing to 50%, type to 92%, margins to 82% (never under 32 pt). */
export const FIT_STEPS = 6;

/** The design tightened by `step` of FIT_STEPS: each step takes a sixth of the way to the limits. */
export function tighten(theme: Theme, step: number): Theme {
  if (step <= 0) return theme;
  const k = Math.min(step, FIT_STEPS) / FIT_STEPS;
  const space = 1 - 0.5 * k;
  const type = 1 - 0.08 * k;
  const margin = (m: number) => Math.max(Math.min(m, 32), m * (1 - 0.18 * k));
  const scaled = <T extends { size: number; lineHeight: number }>(t: T): T => ({
    ...t,
    size: t.size * type,
    // Leading (the space between lines beyond the type) shrinks with the spacing.
    lineHeight: t.size * type + (t.lineHeight - t.size) * (type - (1 - space) * 0.5),
  });
  const { type: ty } = theme;
  return {
    ...theme,
    margin: {
      top: margin(theme.margin.top),
      bottom: margin(theme.margin.bottom),
      left: margin(theme.margin.left),
      right: margin(theme.margin.right),
    },
    type: {
      name: scaled(ty.name),
      contact: scaled(ty.contact),
      heading: { ...scaled(ty.heading), before: ty.heading.before * space, ruleGap: ty.heading.ruleGap * Math.max(space, 0.8) },
      entryTitle: { ...scaled(ty.entryTitle), before: ty.entryTitle.before * space },
      body: { ...scaled(ty.body), bulletGap: ty.body.bulletGap * space },
    },
    dateGap: theme.dateGap * space,
  };
}

const linesHeight = (placed: PlacedLine[]) => {
  const last = placed[placed.length - 1];
  return last ? last.top + last.line.height : 0;
};

/** One design at one size, paginated. */
export function composeOnce(
  record: StoredRecord,
  theme: Theme,
  pageSize: PageSize,
  ts: Typesetter,
  language: HeadingLanguage,
  fitLevel = 0,
): Composition {
  const page = PAGE_SIZES[pageSize];
  const full = page.width - theme.margin.left - theme.margin.right;
  const contentHeight = page.height - theme.margin.top - theme.margin.bottom;
  const sideWidth = theme.side ? Math.round(full * theme.side.share) : 0;
  const gap = theme.side ? theme.side.gap : 0;
  let layout = layoutResume(record, { full, main: sideWidth ? full - sideWidth - gap : full, side: sideWidth }, ts, theme, language);
  // A side column with too little in it to be seen as a column is printed in one column with the rest.
  const twoColumns = sideWidth > 0 && readsAsColumn(layout.side);
  if (sideWidth > 0 && !twoColumns) layout = layoutResume(record, { full, main: full, side: 0 }, ts, theme, language);
  const widths: ColumnWidths = { full, main: twoColumns ? full - sideWidth - gap : full, side: twoColumns ? sideWidth : 0 };
  const main = layout.main;
  const header = paginate(layout.header, contentHeight)[0] ?? [];
  const headerGap = header.length ? theme.type.heading.before : 0;
  const columnsTop = header.length ? linesHeight(header) + headerGap : 0;
  const room = (p: number) => (p === 0 ? contentHeight - columnsTop : contentHeight);
  const mainPages = paginate(main, room);
  const offset = theme.side?.offset ?? 0;
  const sidePages = twoColumns ? paginate(layout.side, (p) => room(p) - offset) : [];
  const count = Math.max(mainPages.length, sidePages.length, 1);
  const pages: PagePlan[] = Array.from({ length: count }, (_, i) => ({
    header: i === 0 ? header : [],
    main: mainPages[i] ?? [],
    side: sidePages[i] ?? [],
  }));
  return {
    theme,
    page,
    columns: {
      full,
      main: { x: twoColumns ? sideWidth + gap : 0, width: twoColumns ? widths.main : full },
      side: twoColumns ? { x: 0, width: sideWidth } : null,
    },
    columnsTop,
    pages,
    fitLevel,
  };
}

/**
 * Whether a reader will see the side column as a column of its own: several lines of words (four, with 60
 * letters among them). A reader finds columns by the gap between two blocks of text lines; a heading and one line
 * beside the main column look like text out of place in it, and it would read them into the main column.
 */
export function readsAsColumn(lines: Line[]): boolean {
  let withWords = 0;
  let letters = 0;
  for (const line of lines) {
    const text = line.runs.map((r) => r.text).join(" ");
    const n = text.match(/\p{L}/gu)?.length ?? 0;
    if (n >= 2) withWords++;
    letters += n;
  }
  return withWords >= 4 && letters >= 60;
}

/** How full the last page is, as a share of the room on it (the taller of its columns). */
function lastPageFill(c: Composition): number {
  const last = c.pages[c.pages.length - 1]!;
  const height = c.page.height - c.theme.margin.top - c.theme.margin.bottom - (c.pages.length === 1 ? c.columnsTop : 0);
  return Math.max(linesHeight(last.main), linesHeight(last.side)) / height;
}

/**
 * The design as it is, or tightened just enough to save the last page when that page holds only a little.
 * At most FIT_STEPS more layouts, and only for resumes that spill over by a little.
 */
export function compose(record: StoredRecord, theme: Theme, pageSize: PageSize, ts: Typesetter, language: HeadingLanguage): Composition {
  const plain = composeOnce(record, theme, pageSize, ts, language);
  if (plain.pages.length < 2 || lastPageFill(plain) > theme.fitWindow) return plain;
  for (let step = 1; step <= FIT_STEPS; step++) {
    const tight = composeOnce(record, tighten(theme, step), pageSize, ts, language, step);
    if (tight.pages.length < plain.pages.length) return tight;
  }
  return plain;
}
