// One resume of the third held-out corpus: hand-written ground truth plus the source the real tool renders.
import type { StoredRecord } from "../../worker/shapes/resume.ts";

export type Tool = "chromium" | "soffice" | "pdflatex";

export interface Holdout3Resume {
  id: string;
  tool: Tool;
  ext: "html" | "tex";
  source: string;
  truth: StoredRecord;
}

/** Printed-only extras (not part of the stored record): location per job, summary, address line. */
export interface Extras {
  headline: string;
  summary: string;
  address: string;
  locations: string[];
  eduLocations?: string[];
}

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const tex = (s: string) =>
  s
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/–/g, "--")
    .replace(/—/g, "---");
