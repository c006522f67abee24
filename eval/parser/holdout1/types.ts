// Shape of one held-out resume: the ground truth plus the printing choices of its template.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";

export type Template =
  | "gdocs" // Google-Docs-like HTML, Chromium print
  | "sidebar" // Canva-like coloured sidebar, Chromium print
  | "europass" // labels in a left column, Chromium print
  | "word" // Word-like document converted by LibreOffice Writer
  | "paragraph" // no bullets, prose per role, Chromium print
  | "jake" // LaTeX article, "Jake's resume" style
  | "moderncv" // LaTeX, dates in a left margin column
  | "latexplain" // LaTeX article with \section* headings
  | "academic" // multi-page academic CV, Chromium print
  | "plain" // plain HTML, Chromium print
  | "twocol" // two text columns without colour, Chromium print
  | "spaced" // letter-spaced headings, Chromium print
  | "fodt" // LibreOffice flat ODT: right tab stops for dates, page footer "Page n of m"
  | "printheader" // browser print WITH Chromium's date/title/URL/page-number header and footer; bullets drawn as CSS shapes
  | "sidebarname"; // Canva-like: name, photo and contact inside the coloured sidebar, date pills in the main column

export interface HoldoutResume {
  id: string;
  template: Template;
  truth: StoredRecord;
  headings: { work?: string; projects?: string; education?: string };
  bullet?: string; // glyph, or "numbers"
  headline?: string;
  summary?: string;
  contactExtra?: string[];
  accent?: string;
  sidebarSections?: string[];
  sidebarRight?: boolean;
  centered?: boolean;
  titleFirst?: boolean;
  groupRoles?: boolean;
  datesBelow?: boolean;
  capsHeadings?: boolean;
  tableDates?: boolean;
  font?: string;
  /** Line spacing factor (LaTeX \linespread, CSS line-height), to spread a resume over more pages. */
  spread?: number;
}
