// One resume of the second held-out corpus: its hand-written ground truth and the source text the real tool renders.
import type { BlindResume } from "../lib/render-blind-set.ts";

export type Holdout2Resume = BlindResume;
export type Tool = BlindResume["tool"];

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const tex = (s: string) =>
  s
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/–/g, "--")
    .replace(/—/g, "---");
