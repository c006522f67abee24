// A bench-only Worker (never deployed): runs the preflight or the whole parse `n` times on the posted PDF, so
// bench/node/hostile-pdf-share.bench.ts can time them by workerd's CPU time with the code bundled by wrangler as
// production bundles it (the workers-pool tests run each module through vitest's module runner, which makes every
// call between modules slower, and the preflight makes many).
import { parseResume } from "../../worker/parse/index";
import { preflightPdf } from "../../worker/parse/preflight/index";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "POST") return new Response("POST a PDF to /preflight or /parse", { status: 405 });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const n = Number(url.searchParams.get("n") ?? 1);
    let outcome = "accepted";
    for (let i = 0; i < n; i++) {
      try {
        if (url.pathname === "/preflight") await preflightPdf(bytes);
        else await parseResume(bytes);
      } catch (err) {
        outcome = (err as { limit?: string; code?: string }).limit ?? (err as { code?: string }).code ?? "error";
      }
    }
    return Response.json({ outcome });
  },
} satisfies ExportedHandler;
