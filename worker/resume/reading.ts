// Which readers read an upload, from the env: PARSE_READERS = "local+workers-ai" asks the AI line reader too (through
// the AI binding, model PARSE_AI_MODEL, budget PARSE_AI_TIMEOUT_MS), anything else runs the local line model alone.
// One log line per upload says what happened: the AI reader's outcome code, its tokens and neurons, the disputed
// lines. A failed AI reading is a warning, never a failed upload.
import type { Env } from "../env";
import { log } from "../http/logger";
import type { AiClient, AiReaderOptions } from "../parse/ai/reader";
import type { ParseResult } from "../parse/index";
import { pagesInIsolation } from "./parse-client";

export type ReadersSetting = "local" | "local+workers-ai";

/** The Workers AI binding as the AI reader's client (the binding's run() is typed per model). */
export function bindingClient(binding: Ai): AiClient {
  type Run = Ai["run"];
  return {
    run: (model, input, options) => binding.run(model as Parameters<Run>[0], input as Parameters<Run>[1], options as Parameters<Run>[2]),
  };
}

/** The readers the env asks for; "local+workers-ai" without a binding still names it, so the log shows why it did not run. */
export function readersSetting(env: Pick<Env, "PARSE_READERS">): ReadersSetting {
  return env.PARSE_READERS === "local+workers-ai" ? "local+workers-ai" : "local";
}

function aiOptions(env: Env): AiReaderOptions | undefined {
  if (readersSetting(env) !== "local+workers-ai" || !env.AI) return undefined;
  const timeoutMs = Number(env.PARSE_AI_TIMEOUT_MS);
  return {
    client: bindingClient(env.AI),
    model: env.PARSE_AI_MODEL || undefined,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : undefined,
  };
}

/**
 * Parses an uploaded PDF: pdf.js in the parse Worker (worker/resume/parse-client.ts), then the readers the env asks
 * for on its pages. Throws ResumeRefusal like parseResume. `onStage("sections")` once the pages are read.
 */
export async function readUploadedResume(
  env: Env,
  bytes: Uint8Array,
  requestId?: string,
  onStage: (stage: "sections") => Promise<void> = async () => undefined,
): Promise<ParseResult> {
  const started = Date.now();
  const pages = await pagesInIsolation(env, bytes, requestId);
  await onStage("sections");
  // Loaded on first upload only: the readers and their weights are large and most requests never need them.
  const { readPages } = await import("../parse/readers/index");
  const setting = readersSetting(env);
  const ai = aiOptions(env);
  const { report, ...result } = await readPages(pages, { ai });
  const aiOutcome = setting === "local" ? undefined : ai ? report.ai : "no_binding";
  if (aiOutcome && aiOutcome !== "ok") {
    log("warn", "parse.ai.fallback", { request_id: requestId, code: aiOutcome, detail: report.aiDetail, model: report.model });
  }
  log("info", "resume_read", {
    request_id: requestId,
    readers: setting,
    ai: aiOutcome,
    model: report.model,
    ms: Date.now() - started,
    ai_ms: report.aiMs,
    lines: report.lines,
    input_tokens: report.inputTokens,
    output_tokens: report.outputTokens,
    neurons: report.neurons,
    disputed: report.disputed,
    ai_won: report.aiWon,
    marks: result.review.length,
  });
  return result;
}
