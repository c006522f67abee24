// One resume of the second held-out corpus: its hand-written ground truth and the source text the real tool renders.
import type { StoredRecord } from "../../worker/shapes/resume.ts";

export type Tool = "chromium" | "soffice" | "pdflatex";

export interface Holdout2Resume {
  id: string;
  tool: Tool;
  ext: "html" | "tex";
  source: string;
  truth: StoredRecord;
}

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const tex = (s: string) =>
  s
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/–/g, "--")
    .replace(/—/g, "---");
