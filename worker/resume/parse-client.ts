// The app Worker's side of parsing: the PDF goes to the parse Worker (PARSER service binding) and this Worker only
// awaits the answer, so a PDF that keeps pdf.js busy never holds up other requests here. A refusal comes back as
// the parser's own; the platform ending the parse Worker (its CPU or memory limit) and the local wall-clock
// deadline both become the "too_complex" refusal: the file took more work to read than any resume needs.
import type { Env } from "../env";
import { log } from "../http/logger";
import type { ParseResult, ParseStage } from "../parse";
import { ResumeRefusal } from "../parse/refusal";
import type { ParseAnswer, StageLine } from "../parse-service/protocol";

const DEFAULT_DEADLINE_MS = 20_000;

function deadlineMs(env: Env): number {
  const v = Number(env.PARSE_DEADLINE_MS);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_DEADLINE_MS;
}

/** Reads the parse Worker's lines: stages go to `onStage`, the last line is the answer. */
async function readAnswer(res: Response, onStage: (stage: ParseStage) => Promise<void>): Promise<ParseAnswer | { ended: string }> {
  if (!res.body) return { ended: `status ${res.status}` };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let last: ParseAnswer | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    // The last piece may be a line cut short; at the end of the stream it is whole.
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (!line.trim()) continue;
      const msg = JSON.parse(line) as ParseAnswer | StageLine;
      if ("stage" in msg) await onStage(msg.stage);
      else last = msg;
    }
    if (done) break;
  }
  return last ?? { ended: `status ${res.status}, no answer` };
}

/**
 * Parses `bytes` in the parse Worker. Throws ResumeRefusal for a refused file. The parse Worker always ends with
 * an answer line; a call that throws or ends without one was ended by the platform (its CPU or memory limit), which
 * is the "too_complex" refusal too. A parser failure of its own throws as an internal error.
 */
export async function parseInIsolation(
  env: Env,
  bytes: Uint8Array,
  requestId?: string,
  onStage: (stage: ParseStage) => Promise<void> = async () => undefined,
): Promise<ParseResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs(env));
  });
  const call = env.PARSER.fetch("https://parser.internal/parse", {
    method: "POST",
    headers: { "content-type": "application/pdf" },
    body: bytes as Uint8Array<ArrayBuffer>,
  }).then(
    (res) => readAnswer(res, onStage).catch((err: unknown) => ({ ended: err instanceof Error ? err.message : String(err) })),
    (err: unknown) => ({ ended: err instanceof Error ? err.message : String(err) }),
  );
  const answer = await Promise.race([call, deadline]).finally(() => clearTimeout(timer));
  if (answer === "deadline") {
    log("warn", "parse_deadline", { request_id: requestId, ms: deadlineMs(env) });
    throw new ResumeRefusal("too_complex");
  }
  if ("ended" in answer) {
    log("warn", "parse_ended_by_platform", { request_id: requestId, error: answer.ended.slice(0, 200) });
    throw new ResumeRefusal("too_complex");
  }
  if (answer.ok) return { record: answer.record, warnings: answer.warnings, review: answer.review };
  if ("failed" in answer) throw new Error("the parse Worker failed");
  if (answer.limit) log("info", "pdf_too_complex", { request_id: requestId, limit: answer.limit });
  throw new ResumeRefusal(answer.code);
}
