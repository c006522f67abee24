// Serves the SPA from static assets with a CSP, and injects the analytics beacon only when configured.
import type { Env } from "./env";
import { BEACON_SRC, applySecurityHeaders, contentSecurityPolicy } from "./http/security-headers";

const devServer = Boolean(import.meta.env?.DEV);

export async function serveSpa(request: Request, env: Env, _ctx: ExecutionContext): Promise<Response> {
  if (!env.ASSETS) return new Response("Not found", { status: 404 });
  let res = await env.ASSETS.fetch(request);
  const type = res.headers.get("content-type") ?? "";
  res = new Response(res.body, res);
  applySecurityHeaders(res.headers, contentSecurityPolicy(env, { devServer }));
  if (!type.includes("text/html")) return res;
  res.headers.set("Cache-Control", "no-cache");
  const token = env.CF_ANALYTICS_TOKEN;
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
