// The parse Worker: PDF bytes in, the parsed record (or the refusal) out, as JSON. It runs apart from the app
// Worker, behind a service binding, with its own CPU limit (worker/parse-service/wrangler.toml): whatever a PDF
// makes pdf.js do, the platform ends this invocation at the limit and the app Worker, which only awaits the
// answer, keeps serving everyone else. The app asks it through worker/resume/parse-client.ts.
import { parseResume, ResumeRefusal } from "../parse";
import { PdfTooComplex } from "../parse/preflight";
import type { ParseAnswer, StageLine } from "./protocol";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/parse") return new Response("Not found", { status: 404 });
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
    const bytes = new Uint8Array(await request.arrayBuffer());
    // Streamed so the app can show progress: stage lines while reading, the answer last.
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    const send = (line: ParseAnswer | StageLine) => writer.write(encoder.encode(`${JSON.stringify(line)}\n`));
    const work = (async () => {
      let answer: ParseAnswer;
      try {
        answer = { ok: true, ...(await parseResume(bytes, { onStage: (stage) => send({ stage }) })) };
      } catch (err) {
        if (!(err instanceof ResumeRefusal)) {
          // Every answer of this Worker ends in an answer line: a stream without one means the platform ended it.
          console.error(JSON.stringify({ level: "error", msg: "parse_failed", error: err instanceof Error ? err.message : String(err) }));
          answer = { ok: false, failed: true };
        } else answer = { ok: false, code: err.code, ...(err instanceof PdfTooComplex ? { limit: err.limit } : {}) };
      }
      await send(answer);
      await writer.close();
    })();
    work.catch(() => undefined);
    return new Response(readable, { headers: { "content-type": "application/x-ndjson" } });
  },
} satisfies ExportedHandler;
