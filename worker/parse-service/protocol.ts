// What the parse Worker answers (worker/parse-service/index.ts) and the app Worker reads (parse-client.ts).
import type { ParseResult, RefusalCode } from "../parse";

export type ParseAnswer =
  | ({ ok: true } & ParseResult)
  /** A refusal: its code (the app words it), and for "too_complex" the cap the file passed (for logs). */
  | { ok: false; code: RefusalCode; limit?: string }
  /** The parser failed on its own (a bug): status 500. */
  | { ok: false; failed: true };
