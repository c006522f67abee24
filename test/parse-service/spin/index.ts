// A parser without the preflight, for the test that shows the app Worker answering while a parse spins in the
// parse Worker (test/worker/parse-isolation.test.ts): pdf.js reads whatever it is given, as it would a class the
// preflight missed. Test code only; it answers only after pdf.js is done, which for the test's PDF is long after
// the app Worker has stopped waiting.
import { extractPages, openDocument } from "../../../worker/parse/extract";

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const doc = await openDocument(new Uint8Array(await request.arrayBuffer()));
    const pages = await extractPages(doc, () => false);
    return Response.json({ ok: false, code: "damaged", pages: pages.length });
  },
} satisfies ExportedHandler;
