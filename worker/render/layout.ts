// Resume record → lines of positioned text runs → pages. Pure: fonts are reached through a Typesetter,
// so the layout can be tested and reasoned about without pdf-lib.
import type { StoredRecord } from "../shapes/resume";
import { cleanText, wrapText } from "./text";
import { BULLET, COLORS, DATE_GAP, TYPE, type Color, type FontKey } from "./theme";

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
  /** From the left margin. */
  x: number;
}

export interface Line {
  runs: Run[];
  /** Baseline-to-baseline distance. */
  height: number;
  /** Extra space above the line; dropped at the top of a page. */
  before: number;
  /** Baseline position measured down from the top of the line box. */
  baseline: number;
  /** Draw a thin rule this far below the line's top (section headings). */
  ruleAt?: number;
  /** Never end a page after this line: headings, job headers, and the first line of a short bullet. */
  keepWithNext?: boolean;
}

export interface PlacedLine {
  line: Line;
  /** Top of the line box, measured down from the top of the content area. */
  top: number;
}

/** The sections in the spec's order; their headings are what parsers look for. */
export const SECTION_TITLES = {
  education: "EDUCATION",
  work: "WORK EXPERIENCE",
  projects: "PROJECTS",
  skills: "TECHNICAL SKILLS",
  languages: "LANGUAGES",
} as const;

const FIXED_SECTIONS = new Set(["technical skills", "languages"]);

type Style = { font: FontKey; size: number; color: Color };

/** A list marker at the start of an item: a bullet glyph, or a dash/asterisk followed by a space. */
const LEADING_MARKER = /^(?:[•●○◦▪■‣⁃∙➢►▸]\s*|[-–—*]\s+)+/u;

const baselineOf = (height: number, size: number) => Math.round((height / 2 + size * 0.35) * 100) / 100;

export function layoutResume(record: StoredRecord, contentWidth: number, ts: Typesetter): Line[] {
  const out: Line[] = [];
  const fitted = (value: unknown, font: FontKey) => ts.fit(cleanText(value), font);

  /** Wrapped text as lines, each holding one run. */
  const paragraph = (text: string, style: Style, opts: { x?: number; height: number; before?: number; firstWidth?: number }) => {
    const x = opts.x ?? 0;
    const width = contentWidth - x;
    const pieces = wrapText(text, width, (s) => ts.width(s, style.font, style.size), opts.firstWidth ?? width);
    return pieces.map<Line>((piece, i) => ({
      runs: [{ text: piece, ...style, x }],
      height: opts.height,
      before: i === 0 ? (opts.before ?? 0) : 0,
      baseline: baselineOf(opts.height, style.size),
    }));
  };

  /** Lines of one block kept together when short; a long block only avoids a lone first or last line. */
  const keepBlock = (lines: Line[]) => {
    const whole = lines.length <= 3;
    lines.forEach((line, i) => {
      if (i === lines.length - 1) return;
      if (whole || i === 0 || i === lines.length - 2) line.keepWithNext = true;
    });
    return lines;
  };

  const body: Style = { font: "regular", size: TYPE.body.size, color: COLORS.text };

  const bullets = (items: unknown[], firstBefore = 0) => {
    let first = true;
    for (const item of items) {
      // A bullet marker typed into the text would print twice ("• - Built …").
      const text = fitted(item, "regular").replace(LEADING_MARKER, "");
      if (!text) continue;
      const lines = paragraph(text, body, {
        x: BULLET.textX,
        height: TYPE.body.lineHeight,
        before: first ? firstBefore : TYPE.body.bulletGap,
      });
      lines[0]!.runs.unshift({ text: BULLET.glyph, ...body, x: BULLET.x });
      out.push(...keepBlock(lines));
      first = false;
    }
  };

  const heading = (title: string) => {
    const size = TYPE.heading.size;
    const height = TYPE.heading.lineHeight;
    const baseline = baselineOf(height, size);
    const text = ts.fit(title, "bold");
    // Very long custom section names wrap like any text; the rule goes under the last line.
    const lines = paragraph(text, { font: "bold", size, color: COLORS.accent }, { height, before: out.length ? TYPE.heading.before : 0 });
    for (const l of lines) l.keepWithNext = true;
    const last = lines[lines.length - 1];
    if (last) last.ruleAt = baseline + TYPE.heading.ruleGap;
    // Room for the rule before the first entry.
    if (last) last.height += TYPE.heading.ruleGap + 1;
    out.push(...lines);
  };

  /**
   * An entry's header: "Title | Company" on the left, dates right-aligned on the first line. When that
   * does not fit, the company moves to the next line; when even the title does not fit beside the dates,
   * the title takes the full width and the dates go on the company line.
   */
  const entryHeader = (rawTitle: unknown, rawSubtitle: unknown, rawDates: unknown, first: boolean) => {
    const size = TYPE.entryTitle.size;
    const height = TYPE.entryTitle.lineHeight;
    const before = first ? 2 : TYPE.entryTitle.before;
    const strong: Style = { font: "bold", size, color: COLORS.text };
    // The company (institution) in italic: on its own line it must still read as part of the header, not as a paragraph.
    const plain: Style = { font: "italic", size, color: COLORS.text };
    const muted: Style = { font: "regular", size: TYPE.body.size, color: COLORS.muted };
    const w = (text: string, s: Style) => ts.width(text, s.font, s.size);
    // Without a title the company (or institution) is the entry's name and is set in bold.
    const title = fitted(rawTitle, "bold");
    const main = title || fitted(rawSubtitle, "bold");
    const second = title ? fitted(rawSubtitle, "italic") : "";
    const dates = fitted(rawDates, "regular");

    let datesWidth = dates ? w(dates, muted) : 0;
    let datesOwnLine = false;
    if (datesWidth > contentWidth * 0.45) {
      datesOwnLine = true;
      datesWidth = 0;
    }
    const leftRoom = contentWidth - (datesWidth ? datesWidth + DATE_GAP : 0);
    const sep = " | ";
    const lines: Line[] = [];
    const oneLine = main && second && w(main, strong) + w(sep, muted) + w(second, plain) <= leftRoom;
    let datesLine = 0; // index among this header's lines of the line that carries the dates

    if (oneLine) {
      const sepX = w(main, strong);
      lines.push({
        runs: [
          { text: main, ...strong, x: 0 },
          { text: sep, ...muted, size, x: sepX },
          { text: second, ...plain, x: sepX + w(sep, { ...muted, size }) },
        ],
        height,
        before,
        baseline: baselineOf(height, size),
      });
    } else if (!main || w(main, strong) <= leftRoom) {
      // Title beside the dates, company on the next line.
      if (main) lines.push(...paragraph(main, strong, { height, before }));
      if (second) lines.push(...paragraph(second, plain, { height, firstWidth: lines.length ? contentWidth : leftRoom }));
    } else {
      // A title too long to sit beside the dates takes the full width (wrapping if it must, with no date
      // among its lines, so a parser can join them); the dates go on the company line below.
      lines.push(...paragraph(main, strong, { height, before }));
      datesLine = lines.length;
      if (second) lines.push(...paragraph(second, plain, { height, firstWidth: leftRoom }));
    }
    if (dates && !datesOwnLine) {
      if (lines.length <= datesLine)
        lines.push({ runs: [], height, before: lines.length ? 0 : before, baseline: baselineOf(height, size) });
      lines[datesLine]!.runs.push({ text: dates, ...muted, x: contentWidth - datesWidth });
    } else if (dates) {
      lines.push(...paragraph(dates, muted, { height: TYPE.body.lineHeight, before: lines.length ? 0 : before }));
    }
    for (const l of lines) l.keepWithNext = true;
    out.push(...lines);
  };

  /** Ends an entry: a header with no bullets under it must not be glued to the next entry. */
  const endEntry = (start: number) => {
    if (out.length > start) out[out.length - 1]!.keepWithNext = false;
  };

  // ---- Header: name and contact line.
  const name = fitted(record.personal_info?.name, "bold");
  if (name) {
    const lines = paragraph(name, { font: "bold", size: TYPE.name.size, color: COLORS.text }, { height: TYPE.name.lineHeight });
    for (const l of lines) l.keepWithNext = true;
    out.push(...lines);
  }
  const pi = record.personal_info;
  const contact = [pi?.location, pi?.phone, pi?.email, pi?.linkedin, pi?.github, pi?.website]
    .map((v) => fitted(v, "regular"))
    .filter(Boolean)
    .join("  ·  ");
  if (contact) {
    out.push(
      ...paragraph(
        contact,
        { font: "regular", size: TYPE.contact.size, color: COLORS.muted },
        { height: TYPE.contact.lineHeight, before: name ? 2 : 0 },
      ),
    );
  }
  const summary = fitted(pi?.summary, "regular");
  if (summary) {
    out.push(
      ...paragraph(summary, { font: "regular", size: TYPE.body.size, color: COLORS.text }, { height: TYPE.body.lineHeight, before: 6 }),
    );
  }
  if (out.length) out[out.length - 1]!.keepWithNext = false;

  // ---- Education.
  const education = asArray(record.education).filter((e) => e && (e.degree || e.institution || e.dates || asArray(e.details).length));
  if (education.length) {
    heading(SECTION_TITLES.education);
    education.forEach((e, i) => {
      const start = out.length;
      entryHeader(e.degree, e.institution, e.dates, i === 0);
      bullets(asArray(e.details));
      endEntry(start);
    });
  }

  // ---- Work experience.
  const work = asArray(record.experiences?.work_experiences).filter(
    (x) => x && (x.title || x.company || x.dates || asArray(x.responsibilities).some((r) => cleanText(r))),
  );
  if (work.length) {
    heading(SECTION_TITLES.work);
    work.forEach((x, i) => {
      const start = out.length;
      entryHeader(x.title, x.company, x.dates, i === 0);
      bullets(asArray(x.responsibilities));
      endEntry(start);
    });
  }

  // ---- Projects.
  const projects = asArray(record.experiences?.projects).filter(
    (p) => p && (p.title || asArray(p.responsibilities).some((r) => cleanText(r))),
  );
  if (projects.length) {
    heading(SECTION_TITLES.projects);
    projects.forEach((p, i) => {
      const start = out.length;
      entryHeader(p.title, "", "", i === 0);
      bullets(asArray(p.responsibilities));
      endEntry(start);
    });
  }

  // ---- Skills, languages (comma-separated), then any further section (one bullet per item).
  const info = record.additional_information && typeof record.additional_information === "object" ? record.additional_information : {};
  const listSection = (title: string, items: unknown[]) => {
    const text = items
      .map((s) => fitted(s, "regular"))
      .filter(Boolean)
      .join(", ");
    if (!text) return;
    heading(title);
    out.push(...keepBlock(paragraph(text, body, { height: TYPE.body.lineHeight, before: 2 })));
  };
  const find = (key: string) => Object.keys(info).find((k) => k.trim().toLowerCase() === key);
  const skillsKey = find("technical skills");
  const languagesKey = find("languages");
  if (skillsKey) listSection(SECTION_TITLES.skills, asArray(info[skillsKey]));
  if (languagesKey) listSection(SECTION_TITLES.languages, asArray(info[languagesKey]));
  for (const [key, items] of Object.entries(info)) {
    if (FIXED_SECTIONS.has(key.trim().toLowerCase())) continue;
    const list = asArray(items).filter((s) => cleanText(s));
    const title = cleanText(key).toUpperCase();
    if (!list.length || !title) continue;
    heading(title);
    bullets(list, 2);
  }
  return out;
}

/**
 * Pages of placed lines. A line that starts a keep-with-next chain (heading → job header → first
 * bullet line) moves to a new page when the whole chain does not fit; chains taller than a page break
 * wherever they must.
 */
export function paginate(lines: Line[], contentHeight: number): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = 0;
  for (let i = 0; i < lines.length; i++) {
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

/** The record may come from anywhere (stored JSON, old rows): a missing or wrong-typed list is empty. */
function asArray<T>(value: T[] | null | undefined): T[];
function asArray(value: unknown): unknown[];
function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
