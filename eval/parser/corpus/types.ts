// The corpus source format: one fictional resume's content plus how to typeset it.
// The ground truth JSON is derived from the content (what is printed), the typesetting hints only
// choose the template, glyphs and headings, so the same facts can be rendered several ways.

export type Tool = "chromium" | "libreoffice" | "latex";
export type Template =
  | "classic" // single column, title then company, dates right-aligned
  | "company-first" // single column, company line then title line, dates right
  | "two-column" // header across, then two columns of sections
  | "sidebar" // narrow coloured left sidebar with contact/skills, main column right
  | "margin-dates" // dates in a left margin column beside each entry
  | "modern"; // tagline under the name, labelled contacts, company/title/dates on three lines, skill "pills"

export interface CorpusJob {
  company: string;
  title: string;
  dates: string;
  location?: string;
  bullets: string[];
}

export interface CorpusProject {
  title: string;
  bullets: string[];
}

export interface CorpusEducation {
  degree: string;
  institution: string;
  dates: string;
  details?: string[];
}

export interface CorpusExtra {
  /** Heading as printed. */
  heading: string;
  /** Key expected in additional_information. */
  key: string;
  items: string[];
  /** comma: "a, b, c"; pipe: "a | b | c"; bullets: one per line; labeled: "Label: a, b" lines (labels given). */
  style: "comma" | "pipe" | "bullets" | "labeled" | "pills";
  /** For style "labeled": each line's label and items; `key` files the items under another key than the section's. */
  labels?: { label: string; items: string[]; key?: string }[];
}

export interface CorpusResume {
  id: string;
  tool: Tool;
  template: Template;
  /** LibreOffice only: a page footer "Name — CV — Page n / m". */
  footer?: boolean;
  /** LibreOffice only: save the flat ODT as .docx first and print the .docx (the Word path). */
  viaDocx?: boolean;
  /** Chromium only: keep the browser's date/title/URL/page header and footer. */
  printHeaders?: boolean;
  /** A text glyph, "disc" (a list bullet Chromium draws as a shape), or "none". */
  bullet: string;
  headingStyle?: "upper-rule" | "title-bold" | "spaced" | "small-caps" | "colored";
  order?: "title-first" | "company-first";
  font?: string;
  fontSize?: number;
  /** Line spacing multiplier (longer resumes are spread over more pages this way). */
  leading?: number;
  headings: { work?: string; projects?: string; education: string; summary?: string };
  name: string;
  /** A line under the name ("Senior Product Manager"); not part of the record. */
  tagline?: string;
  email: string;
  phone: string;
  location?: string;
  links?: string[];
  summary?: string;
  work: CorpusJob[];
  projects?: CorpusProject[];
  education: CorpusEducation[];
  extra: CorpusExtra[];
}
