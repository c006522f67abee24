// The preflight's refusal: the parser's "too_complex" refusal, plus which limit the file passed (for logs and
// tests; the user sees only the one-sentence reason). Besides the caps of limits.ts: "imageCodec" (an image codec
// on a stream the reader must decode, whose output cannot be bounded cheaply) and "ambiguous" (a structure that
// the preflight and pdf.js could read differently, so no bound computed here would be a bound on pdf.js) and
// "work" (the preflight's own allowance, work.ts, is spent).
import { ResumeRefusal } from "../refusal.ts";
import type { LimitName } from "./limits.ts";

export type RefusedLimit = LimitName | "imageCodec" | "ambiguous" | "work";

export class PdfTooComplex extends ResumeRefusal {
  readonly limit: RefusedLimit;
  /** The preflight's own work units spent when it refused (work.ts), set on the way out of preflightPdf. */
  work?: number;
  constructor(limit: RefusedLimit) {
    super("too_complex");
    this.limit = limit;
  }
}
