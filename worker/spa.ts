// Serves the SPA from static assets, and injects the analytics beacon only when configured.
// Security headers (with the page CSP) come from the entry's middleware (worker/index.ts).
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { BEACON_SRC } from "./http/headers";

export async function serveSpa(c: Context<AppEnv>): Promise<Response> {
  if (!c.env.ASSETS) return c.text("Not found", 404);
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  // A fresh Response: asset responses have immutable headers, and the middleware adds its own.
  const res = new Response(asset.body, asset);
  if (!(res.headers.get("content-type") ?? "").includes("text/html")) return res;
  res.headers.set("Cache-Control", "no-cache");
  const token = c.env.CF_ANALYTICS_TOKEN;
  if (!token) return res;
  return new HTMLRewriter()
    .on("body", {
      element(el) {
        const beacon = JSON.stringify({ token }).replace(/'/g, "&#39;").replace(/</g, "\\u003c");
        el.append(`<script defer src="${BEACON_SRC}" data-cf-beacon='${beacon}'></script>`, { html: true });
      },
    })
    .transform(res);
}
