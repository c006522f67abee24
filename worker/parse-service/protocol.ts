// What the parse Worker answers (worker/parse-service/index.ts) and the app Worker reads (parse-client.ts): one JSON
// object per line, any number of stage lines while it reads and one answer line last.
import type { ParseResult, ParseStage, RefusalCode } from "../parse";

export type ParseAnswer =
  | ({ ok: true } & ParseResult)
  /** A refusal: its code (the app words it), and for "too_complex" the cap the file passed (for logs). */
  | { ok: false; code: RefusalCode; limit?: string }
  /** The parser failed on its own (a bug). */
  | { ok: false; failed: true };

/** A progress line: where the parse is now. */
export interface StageLine {
  stage: ParseStage;
}
