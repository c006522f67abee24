// The parse Worker: PDF bytes in, the pages pdf.js read (or the refusal) out, as JSON. It holds the part of parsing
// whose cost a file decides (the checks, the preflight, pdf.js); the readers that follow are bounded by the pages'
// size and run in the app Worker, which has the AI binding. It runs apart from the app
// Worker, behind a service binding, with its own CPU limit (worker/parse-service/wrangler.toml): whatever a PDF
// makes pdf.js do, the platform ends this invocation at the limit and the app Worker, which only awaits the
// answer, keeps serving everyone else. The app asks it through worker/resume/parse-client.ts.
import { ResumeRefusal, readPdfPages } from "../parse";
import { PdfTooComplex } from "../parse/preflight";
import type { ParseAnswer } from "./protocol";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/parse") return new Response("Not found", { status: 404 });
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
    const bytes = new Uint8Array(await request.arrayBuffer());
    let answer: ParseAnswer;
    try {
      answer = { ok: true, pages: await readPdfPages(bytes) };
    } catch (err) {
      if (!(err instanceof ResumeRefusal)) {
        // Every answer of this Worker is JSON: anything else the app receives means the platform ended it.
        console.error(JSON.stringify({ level: "error", msg: "parse_failed", error: err instanceof Error ? err.message : String(err) }));
        return Response.json({ ok: false, failed: true } satisfies ParseAnswer, { status: 500 });
      }
      answer = { ok: false, code: err.code, ...(err instanceof PdfTooComplex ? { limit: err.limit } : {}) };
    }
    return Response.json(answer);
  },
} satisfies ExportedHandler;
