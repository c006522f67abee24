// One resume of the third held-out corpus: hand-written ground truth plus the source the real tool renders.
import type { BlindResume } from "../lib/render-blind-set.ts";

export type Holdout3Resume = BlindResume;
export type Tool = BlindResume["tool"];

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
