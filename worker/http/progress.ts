// Long work that reports its stages as it goes: a route that a client asks for `Accept: application/x-ndjson`
// answers 200 at once with one JSON object per line: `{"stage": …}` as each stage starts, then exactly one
// `{"done": <the usual 200 body>}` or `{"error": <the usual error body>, "status": <its status>}`. The final
// line carries what the plain JSON answer would have (the same error mapping, handleError), so a client reads
// one contract either way. Checks that run before the work (auth, the form, rate limits) still answer as
// ordinary HTTP errors.
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { handleError } from "./errors";
import { log } from "./logger";

export const NDJSON = "application/x-ndjson";

export const wantsProgress = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes(NDJSON);

export type StageReporter<S extends string> = (stage: S) => Promise<void>;

/** Starts the work and answers its progress stream (the caller sends it with `c.body(stream, 200, PROGRESS_HEADERS)`). */
export function progressStream<S extends string, T>(
  c: Context<AppEnv>,
  work: (report: StageReporter<S>) => Promise<T>,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const send = (line: unknown) => writer.write(encoder.encode(`${JSON.stringify(line)}\n`));
  const report: StageReporter<S> = async (stage) => {
    await send({ stage });
    // Yield to the event loop so the line leaves before the next stage's (synchronous) work starts.
    await new Promise((r) => setTimeout(r, 0));
  };
  const run = (async () => {
    try {
      await send({ done: await work(report) });
    } catch (err) {
      const answer = handleError(err instanceof Error ? err : new Error(String(err)), c);
      // The access log saw the stream's 200; the status the work really ended with is logged here.
      log("info", "progress_failed", { request_id: c.get("requestId"), path: c.req.path, status: answer.status });
      await send({ error: await answer.json(), status: answer.status });
    } finally {
      await writer.close();
    }
  })();
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    // No execution context (a direct app.request in tests): the stream itself keeps the work going.
  }
  return readable;
}

export const PROGRESS_HEADERS = { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store" };
