// Resume record → lines of positioned text runs, per column. Pure: fonts are reached through a Typesetter
// and every size comes from the Theme, so the layout can be tested and reasoned about without pdf-lib.
// compose.ts places the columns on pages.
import type { StoredRecord } from "../shapes/resume";
import { type HeadingLanguage, headingText, keyHeading, type SectionId } from "./headings";
import { contactHref, entryHref } from "./links";
import { cleanText, wrapText } from "./text";
import type { Color, FontKey, Theme } from "./theme";

export interface Typesetter {
  /** Width in points of text set in `font` at `size`. */
  width(text: string, font: FontKey, size: number): number;
  /** Text with everything the font cannot draw replaced or dropped (see fitToFont). */
  fit(text: string, font: FontKey): string;
}

export interface Run {
  text: string;
  font: FontKey;
  size: number;
  color: Color;
  /** From the column's left edge. */
  x: number;
  /** A web or mail address the run's text links to. */
  link?: string;
}

export interface Line {
  runs: Run[];
  /** Baseline-to-baseline distance. */
  height: number;
  /** Extra space above the line; dropped at the top of a page. */
  before: number;
  /** Baseline position measured down from the top of the line box. */
  baseline: number;
  /** Draw a thin rule across the column this far below the line's top (section headings). */
  ruleAt?: number;
  /** Never end a page after this line: headings, job headers, and the first line of a short bullet. */
  keepWithNext?: boolean;
}

/** The lines of a resume: the full-width header (name, contact), the main column and the side column. */
export interface ResumeLayout {
  header: Line[];
  main: Line[];
  side: Line[];
}

/** Column widths in points. `side` is 0 for one-column designs. */
export interface ColumnWidths {
  full: number;
  main: number;
  side: number;
}

type Style = { font: FontKey; size: number; color: Color };

/** A list marker at the start of an item: a bullet glyph, or a dash/asterisk followed by a space. */
const LEADING_MARKER = /^(?:[•●○◦▪■‣⁃∙➢►▸]\s*|[-–—*]\s+)+/u;
// A bold lead-in: a short label and a colon opening an item ("Leadership: Led …", "技术栈：Spark"). Not a URL
// scheme, a time or a ratio (the colon must be followed by a space, or be the full-width one).
const LEAD_IN = /^(\p{L}[^:：]{1,44}?(?:: |：))(?=\S)/u;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

const baselineOf = (height: number, size: number) => Math.round((height / 2 + size * 0.35) * 100) / 100;
const CONTACT_SEP = "  ·  ";
const SEP = " | ";

/** The label of an item's bold lead-in ("Leadership: "), or "" when it has none. */
export function leadIn(text: string): string {
  if (RTL.test(text)) return "";
  const m = LEAD_IN.exec(text);
  if (!m) return "";
  const label = m[1]!;
  return label.trim().split(/\s+/).length <= 5 && !/\d[:：]/.test(label) ? label : "";
}

/** Lines of one column of the given width. */
class Column {
  readonly lines: Line[] = [];
  constructor(
    readonly width: number,
    private readonly theme: Theme,
    private readonly ts: Typesetter,
  ) {}

  private get t() {
    return this.theme.type;
  }

  fitted(value: unknown, font: FontKey): string {
    return this.ts.fit(cleanText(value), font);
  }

  w(text: string, s: Style): number {
    return this.ts.width(text, s.font, s.size);
  }

  get body(): Style {
    return { font: "regular", size: this.t.body.size, color: this.theme.colors.text };
  }

  /** Wrapped text as lines, each holding one run. */
  paragraph(
    text: string,
    style: Style,
    opts: { x?: number; height: number; before?: number; firstWidth?: number; align?: "left" | "center"; link?: string },
  ): Line[] {
    const x = opts.x ?? 0;
    const width = this.width - x;
    const pieces = wrapText(text, width, (s) => this.w(s, style), opts.firstWidth ?? width);
    return pieces.map<Line>((piece, i) => ({
      runs: [
        {
          text: piece,
          ...style,
          x: opts.align === "center" ? Math.max(0, (this.width - this.w(piece, style)) / 2) : x,
          ...(opts.link ? { link: opts.link } : {}),
        },
      ],
      height: opts.height,
      before: i === 0 ? (opts.before ?? 0) : 0,
      baseline: baselineOf(opts.height, style.size),
    }));
  }

  /** Lines of one block kept together when short; a long block only avoids a lone first or last line. */
  keepBlock(lines: Line[]): Line[] {
    const whole = lines.length <= 3;
    lines.forEach((line, i) => {
      if (i === lines.length - 1) return;
      if (whole || i === 0 || i === lines.length - 2) line.keepWithNext = true;
    });
    return lines;
  }

  bullets(items: unknown[], firstBefore = 0) {
    let first = true;
    const { bullet } = this.theme;
    for (const item of items) {
      // A bullet marker typed into the text would print twice ("• - Built …").
      const text = this.fitted(item, "regular").replace(LEADING_MARKER, "");
      if (!text) continue;
      const lines = this.leadParagraph(text, {
        x: bullet.textX,
        height: this.t.body.lineHeight,
        before: first ? firstBefore : this.t.body.bulletGap,
      });
      lines[0]!.runs.unshift({ text: bullet.glyph, ...this.body, x: bullet.x });
      this.lines.push(...this.keepBlock(lines));
      first = false;
    }
  }

  /** A paragraph of body text whose lead-in label, if any, is set in bold on its first line. */
  private leadParagraph(text: string, opts: { x: number; height: number; before: number }): Line[] {
    const lead = leadIn(text);
    const bold: Style = { ...this.body, font: "bold" };
    const extra = lead ? this.w(lead, bold) - this.w(lead, this.body) : 0;
    const room = this.width - opts.x;
    const lines = this.paragraph(text, this.body, { ...opts, firstWidth: room - extra });
    const first = lines[0]?.runs[0];
    if (!lead || !first?.text.startsWith(lead.trimEnd())) return lines;
    const label = first.text.slice(0, lead.length);
    const rest = first.text.slice(label.length);
    lines[0]!.runs = [{ ...first, ...bold, text: label }];
    if (rest) lines[0]!.runs.push({ ...first, text: rest, x: opts.x + this.w(label, bold) });
    return lines;
  }

  heading(title: string) {
    const { heading } = this.t;
    const text = this.ts.fit(title, "bold");
    // Very long custom section names wrap like any text; the rule goes under the last line.
    const lines = this.paragraph(
      text,
      { font: "bold", size: heading.size, color: this.theme.colors.heading },
      { height: heading.lineHeight, before: this.lines.length ? heading.before : 0 },
    );
    for (const l of lines) l.keepWithNext = true;
    const last = lines[lines.length - 1];
    if (last) {
      last.ruleAt = baselineOf(heading.lineHeight, heading.size) + heading.ruleGap;
      // Room for the rule before the first entry.
      last.height += heading.ruleGap + 1;
    }
    this.lines.push(...lines);
  }

  /** Right-aligned pieces (the place and link of an entry) as runs ending at the column's right edge. */
  private rightRuns(items: Array<{ text: string; link?: string }>, style: Style): { runs: Run[]; width: number } {
    const runs: Run[] = [];
    let x = 0;
    for (const item of items) {
      const last = runs[runs.length - 1];
      if (last) {
        // The separator ends the run before it (widths add up: nothing is kerned), as on the contact line.
        last.text += CONTACT_SEP.trimEnd();
        x += this.w(CONTACT_SEP, style);
      }
      runs.push({ text: item.text, ...style, x, ...(item.link ? { link: item.link } : {}) });
      x += this.w(item.text, style);
    }
    for (const r of runs) r.x += this.width - x;
    return { runs, width: x };
  }

  /**
   * An entry's header: "Title | Company" on the left, dates right-aligned on the first line. When that
   * does not fit, the company moves to the next line; when even the title does not fit beside the dates,
   * the title takes the full width and the dates go on the company line. The place and link, when given,
   * are right-aligned on the line under the dates.
   */
  entryHeader(rawTitle: unknown, rawSubtitle: unknown, rawDates: unknown, place: Array<{ text: string; link?: string }>, first: boolean) {
    const { entryTitle, body } = this.t;
    const size = entryTitle.size;
    const height = entryTitle.lineHeight;
    const before = first ? 2 : entryTitle.before;
    const strong: Style = { font: "bold", size, color: this.theme.colors.text };
    // The company (institution) in italic: on its own line it must still read as part of the header, not as a paragraph.
    const plain: Style = { font: "italic", size, color: this.theme.colors.text };
    const muted: Style = { font: "regular", size: body.size, color: this.theme.colors.muted };
    const contentWidth = this.width;
    // Without a title the company (or institution) is the entry's name and is set in bold.
    const title = this.fitted(rawTitle, "bold");
    const main = title || this.fitted(rawSubtitle, "bold");
    const second = title ? this.fitted(rawSubtitle, "italic") : "";
    const dates = this.fitted(rawDates, "regular");

    let datesWidth = dates ? this.w(dates, muted) : 0;
    let datesOwnLine = false;
    if (datesWidth > contentWidth * 0.45) {
      datesOwnLine = true;
      datesWidth = 0;
    }
    const leftRoom = contentWidth - (datesWidth ? datesWidth + this.theme.dateGap : 0);
    const lines: Line[] = [];
    // With a place to print, the company takes the second line and the place sits at its right (under the
    // dates), as the templates people know do it; a line holding only right-aligned text would read as a column.
    const oneLine = !place.length && main && second && this.w(main, strong) + this.w(SEP, muted) + this.w(second, plain) <= leftRoom;
    let datesLine = 0; // index among this header's lines of the line that carries the dates
    const emptyLine = (b: number): Line => ({ runs: [], height, before: b, baseline: baselineOf(height, size) });

    if (oneLine) {
      const sepX = this.w(main, strong);
      lines.push({
        runs: [
          { text: main, ...strong, x: 0 },
          { text: SEP, ...muted, size, x: sepX },
          { text: second, ...plain, x: sepX + this.w(SEP, { ...muted, size }) },
        ],
        height,
        before,
        baseline: baselineOf(height, size),
      });
    } else if (!main || this.w(main, strong) <= leftRoom) {
      // Title beside the dates, company on the next line.
      if (main) lines.push(...this.paragraph(main, strong, { height, before }));
      if (second) lines.push(...this.paragraph(second, plain, { height, firstWidth: lines.length ? contentWidth : leftRoom }));
    } else {
      // A title too long to sit beside the dates takes the full width (wrapping if it must, with no date
      // among its lines, so a parser can join them); the dates go on the company line below.
      lines.push(...this.paragraph(main, strong, { height, before }));
      datesLine = lines.length;
      if (second) lines.push(...this.paragraph(second, plain, { height, firstWidth: leftRoom }));
    }
    if (dates && !datesOwnLine) {
      if (lines.length <= datesLine) lines.push(emptyLine(lines.length ? 0 : before));
      lines[datesLine]!.runs.push({ text: dates, ...muted, x: contentWidth - datesWidth });
    } else if (dates) {
      lines.push(...this.paragraph(dates, muted, { height: body.lineHeight, before: lines.length ? 0 : before }));
    }
    if (place.length)
      this.placeIn(lines, dates && !datesOwnLine ? datesLine + 1 : datesLine, place, muted, emptyLine(lines.length ? 0 : before));
    for (const l of lines) l.keepWithNext = true;
    this.lines.push(...lines);
  }

  /** The place and link of an entry, right-aligned on line `at` when there is room beside its text, else on a line of their own. */
  private placeIn(lines: Line[], at: number, place: Array<{ text: string; link?: string }>, style: Style, blank: Line) {
    const { runs, width } = this.rightRuns(place, style);
    if (width > this.width * 0.6) {
      // Too long to sit at the right (a long address): each piece on lines of its own under the header.
      for (const p of place)
        lines.push(...this.paragraph(p.text, style, { height: this.t.body.lineHeight, ...(p.link ? { link: p.link } : {}) }));
      return;
    }
    const used = (l: Line) => Math.max(0, ...l.runs.map((r) => r.x + this.w(r.text, r)));
    const target = lines[at];
    if (target && used(target) + this.theme.dateGap + width <= this.width && !target.runs.some((r) => r.x >= this.width - width - 1)) {
      target.runs.push(...runs);
      return;
    }
    lines.splice(Math.min(at, lines.length), 0, { ...blank, before: lines.length ? 0 : blank.before, runs });
  }

  /** Ends an entry: a header with no bullets under it must not be glued to the next entry. */
  endEntry(start: number) {
    if (this.lines.length > start) this.lines[this.lines.length - 1]!.keepWithNext = false;
  }

  /** A comma-separated list under its heading (skills, languages). */
  listSection(title: string, items: unknown[]) {
    const text = items
      .map((s) => this.fitted(s, "regular"))
      .filter(Boolean)
      .join(", ");
    if (!text) return;
    this.heading(title);
    this.lines.push(...this.keepBlock(this.paragraph(text, this.body, { height: this.t.body.lineHeight, before: 2 })));
  }

  /**
   * Name and contact line. Items are placed one after another with a middle dot between them; an item that
   * does not fit on the line starts the next one, so an address is never cut where it need not be.
   */
  header(record: StoredRecord) {
    const { theme } = this;
    const align = theme.headerAlign;
    const name = this.fitted(record.personal_info?.name, "bold");
    if (name) {
      const style: Style = { font: "bold", size: this.t.name.size, color: theme.colors.name };
      const lines = this.paragraph(name, style, { height: this.t.name.lineHeight, align });
      for (const l of lines) l.keepWithNext = true;
      this.lines.push(...lines);
    }
    const pi = record.personal_info;
    const items = (["location", "phone", "email", "linkedin", "github", "website"] as const).flatMap((field) => {
      const text = this.fitted(pi?.[field], "regular");
      if (!text) return [];
      const link = contactHref(field, text);
      return [{ text, ...(link ? { link } : {}) }];
    });
    const style: Style = { font: "regular", size: this.t.contact.size, color: theme.colors.muted };
    const lineOf = (runs: Run[], first: boolean): Line => ({
      runs,
      height: this.t.contact.lineHeight,
      before: first && name ? 2 : 0,
      baseline: baselineOf(this.t.contact.lineHeight, style.size),
    });
    const out: Line[] = [];
    let runs: Run[] = [];
    let x = 0;
    const flush = () => {
      if (!runs.length) return;
      if (align === "center") {
        const shift = Math.max(0, (this.width - x) / 2);
        for (const r of runs) r.x += shift;
      }
      out.push(lineOf(runs, out.length === 0));
      runs = [];
      x = 0;
    };
    for (const item of items) {
      const w = this.w(item.text, style);
      const sep = runs.length ? this.w(CONTACT_SEP, style) : 0;
      if (runs.length && x + sep + w > this.width) flush();
      if (w > this.width) {
        // Longer than a line on its own: wrapped like any text, every piece keeping the link.
        flush();
        for (const l of this.paragraph(item.text, style, { height: this.t.contact.lineHeight, ...(item.link ? { link: item.link } : {}) }))
          out.push(lineOf(l.runs, out.length === 0));
        continue;
      }
      // The separator and the item are one run when the item links nowhere, as before links existed.
      const last = runs[runs.length - 1];
      if (last && !item.link && !last.link) last.text += `${CONTACT_SEP}${item.text}`;
      else if (last) {
        last.text += CONTACT_SEP.trimEnd();
        runs.push({ text: item.text, ...style, x: x + sep, ...(item.link ? { link: item.link } : {}) });
      } else runs.push({ text: item.text, ...style, x: 0, ...(item.link ? { link: item.link } : {}) });
      x += sep + w;
    }
    flush();
    this.lines.push(...out);
    if (this.lines.length) this.lines[this.lines.length - 1]!.keepWithNext = false;
  }

  summary(record: StoredRecord, first: boolean) {
    const summary = this.fitted(record.personal_info?.summary, "regular");
    if (!summary) return;
    this.lines.push(...this.paragraph(summary, this.body, { height: this.t.body.lineHeight, before: first ? 0 : 6 }));
    if (this.lines.length) this.lines[this.lines.length - 1]!.keepWithNext = false;
  }
}

/**
 * The lines of a resume in a theme. One-column designs put everything in `main` (header first); the modern
 * design keeps the header full-width and puts skills, languages and further lists in the side column.
 */
export function layoutResume(
  record: StoredRecord,
  widths: ColumnWidths,
  ts: Typesetter,
  theme: Theme,
  language: HeadingLanguage = "en",
): ResumeLayout {
  const twoColumns = widths.side > 0;
  const caps = theme.design !== "modern";
  const title = (id: SectionId) => headingText(language, id, caps);
  const header = new Column(widths.full, theme, ts);
  const main = new Column(widths.main, theme, ts);
  const sideTheme = theme.side ? { ...theme, type: { ...theme.type, body: theme.side.body, heading: theme.side.heading } } : theme;
  const side = twoColumns ? new Column(widths.side, sideTheme, ts) : main;
  header.header(record);
  if (twoColumns) main.summary(record, true);
  else header.summary(record, false);

  const place = (e: { location?: unknown; link?: unknown }) => {
    const out: Array<{ text: string; link?: string }> = [];
    const location = main.fitted(e.location, "regular");
    if (location) out.push({ text: location });
    const link = main.fitted(e.link, "regular");
    const href = link ? entryHref(link) : null;
    if (link) out.push({ text: link, ...(href ? { link: href } : {}) });
    return out;
  };

  // ---- Education.
  const education = asArray(record.education).filter((e) => e && (e.degree || e.institution || e.dates || asArray(e.details).length));
  const educationIn = (col: Column) => {
    if (!education.length) return;
    col.heading(title("education"));
    education.forEach((e, i) => {
      const start = col.lines.length;
      col.entryHeader(e.degree, e.institution, e.dates, place(e), i === 0);
      col.bullets(asArray(e.details));
      col.endEntry(start);
    });
  };
  if (!twoColumns) educationIn(main);

  // ---- Work experience.
  const work = asArray(record.experiences?.work_experiences).filter(
    (x) => x && (x.title || x.company || x.dates || asArray(x.responsibilities).some((r) => cleanText(r))),
  );
  if (work.length) {
    main.heading(title("work"));
    work.forEach((x, i) => {
      const start = main.lines.length;
      main.entryHeader(x.title, x.company, x.dates, place(x), i === 0);
      main.bullets(asArray(x.responsibilities));
      main.endEntry(start);
    });
  }

  // ---- Projects.
  const projects = asArray(record.experiences?.projects).filter(
    (p) => p && (p.title || asArray(p.responsibilities).some((r) => cleanText(r))),
  );
  if (projects.length) {
    main.heading(title("projects"));
    projects.forEach((p, i) => {
      const start = main.lines.length;
      main.entryHeader(p.title, "", "", place({ link: p.link }), i === 0);
      main.bullets(asArray(p.responsibilities));
      main.endEntry(start);
    });
  }
  // In two columns education closes the main column, under the work it led to.
  if (twoColumns) educationIn(main);

  // ---- Skills, languages (comma-separated), then any further section (one bullet per item).
  const info = record.additional_information && typeof record.additional_information === "object" ? record.additional_information : {};
  const find = (key: string) => Object.keys(info).find((k) => k.trim().toLowerCase() === key);
  const skillsKey = find("technical skills");
  const languagesKey = find("languages");
  if (skillsKey) side.listSection(title("skills"), asArray(info[skillsKey]));
  if (languagesKey) side.listSection(title("languages"), asArray(info[languagesKey]));
  for (const [key, items] of Object.entries(info)) {
    if (key === skillsKey || key === languagesKey) continue;
    const list = asArray(items).filter((s) => cleanText(s));
    const name = keyHeading(cleanText(key), language, caps);
    if (!list.length || !name) continue;
    side.heading(name);
    side.bullets(list, 2);
  }
  if (!twoColumns) return { header: [], main: [...header.lines, ...main.lines], side: [] };
  return { header: header.lines, main: main.lines, side: side.lines };
}

/**
 * Pages of placed lines. A line that starts a keep-with-next chain (heading → job header → first
 * bullet line) moves to a new page when the whole chain does not fit; chains taller than a page break
 * wherever they must. `heightOf(page)` is the room on each page (the first may hold a header above).
 */
export function paginate(lines: Line[], height: number | ((page: number) => number)): PlacedLine[][] {
  const room = typeof height === "number" ? () => height : height;
  const pages: PlacedLine[][] = [[]];
  let y = 0;
  for (let i = 0; i < lines.length; i++) {
    const contentHeight = room(pages.length - 1);
    const line = lines[i]!;
    let before = y === 0 ? 0 : line.before;
    let chain = before + line.height;
    for (let j = i; lines[j]!.keepWithNext && j + 1 < lines.length && chain <= contentHeight; j++) {
      chain += lines[j + 1]!.before + lines[j + 1]!.height;
    }
    const startsChain = i === 0 || !lines[i - 1]!.keepWithNext;
    const chainFits = chain <= contentHeight;
    if (y > 0 && ((startsChain && chainFits && y + chain > contentHeight) || y + before + line.height > contentHeight)) {
      pages.push([]);
      y = 0;
      before = 0;
    }
    pages[pages.length - 1]!.push({ line, top: y + before });
    y += before + line.height;
  }
  return pages;
}

export interface PlacedLine {
  line: Line;
  /** Top of the line box, measured down from the top of the column's area on its page. */
  top: number;
}

/** The record may come from anywhere (stored JSON, old rows): a missing or wrong-typed list is empty. */
function asArray<T>(value: T[] | null | undefined): T[];
function asArray(value: unknown): unknown[];
function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
