// The preflight's refusal: the parser's "too_complex" refusal, plus which limit the file passed (for logs and
// tests; the user sees only the one-sentence reason).
import { ResumeRefusal } from "../refusal.ts";
import type { LimitName } from "./limits.ts";

export class PdfTooComplex extends ResumeRefusal {
  readonly limit: LimitName | "imageCodec";
  constructor(limit: LimitName | "imageCodec") {
    super("too_complex");
    this.limit = limit;
  }
}
