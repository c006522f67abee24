// The app Worker's side of parsing: the PDF goes to the parse Worker (PARSER service binding) and this Worker only
// awaits its pages, so a PDF that keeps pdf.js busy never holds up other requests here. A refusal comes back as
// the parser's own; the platform ending the parse Worker (its CPU or memory limit) and the local wall-clock
// deadline both become the "too_complex" refusal: the file took more work to read than any resume needs.
import type { Env } from "../env";
import { log } from "../http/logger";
import type { PageContent } from "../parse";
import { ResumeRefusal } from "../parse/refusal";
import type { ParseAnswer } from "../parse-service/protocol";

const DEFAULT_DEADLINE_MS = 20_000;

function deadlineMs(env: Env): number {
  const v = Number(env.PARSE_DEADLINE_MS);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_DEADLINE_MS;
}

/**
 * Reads `bytes` into pages in the parse Worker. Throws ResumeRefusal for a refused file. The parse Worker answers JSON,
 * always; a call that throws or answers anything else was ended by the platform (its CPU or memory limit), which
 * is the "too_complex" refusal too. A parser failure of its own throws as an internal error.
 */
export async function pagesInIsolation(env: Env, bytes: Uint8Array, requestId?: string): Promise<PageContent[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs(env));
  });
  const call = env.PARSER.fetch("https://parser.internal/parse", {
    method: "POST",
    headers: { "content-type": "application/pdf" },
    body: bytes as Uint8Array<ArrayBuffer>,
  }).then(
    async (res): Promise<ParseAnswer | { ended: string }> => {
      try {
        return (await res.json()) as ParseAnswer;
      } catch {
        return { ended: `status ${res.status}` };
      }
    },
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
  if (answer.ok) return answer.pages;
  if ("failed" in answer) throw new Error("the parse Worker failed");
  if (answer.limit) log("info", "pdf_too_complex", { request_id: requestId, limit: answer.limit });
  throw new ResumeRefusal(answer.code);
}
