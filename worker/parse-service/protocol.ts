// What the parse Worker answers (worker/parse-service/index.ts) and the app Worker reads (parse-client.ts).
import type { PageContent, RefusalCode } from "../parse";

export type ParseAnswer =
  /** The PDF's pages as pdf.js read them; the app Worker runs the readers on them (worker/resume/reading.ts). */
  | { ok: true; pages: PageContent[] }
  /** A refusal: its code (the app words it), and for "too_complex" the cap the file passed (for logs). */
  | { ok: false; code: RefusalCode; limit?: string }
  /** The parser failed on its own (a bug): status 500. */
  | { ok: false; failed: true };
