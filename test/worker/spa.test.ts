import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { spa } from "../../worker/index";

const html = '<!doctype html><html><head><title>TailorCV</title></head><body><div id="root"></div></body></html>';
const assets = {
  fetch: async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname.endsWith(".js")) return new Response("console.log(1)", { headers: { "content-type": "text/javascript" } });
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

const withEnv = (extra: Partial<Env>): Env => ({ ...(env as unknown as Env), ASSETS: assets, ...extra });

describe("SPA serving", () => {
  it("deep links get index.html with a strict CSP and no analytics when no token is set", async () => {
    const res = await spa.fetch(
      new Request("https://x.test/resumes"),
      withEnv({ CF_ANALYTICS_TOKEN: undefined }),
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("cloudflareinsights");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(await res.text()).not.toContain("beacon.min.js");
  });

  it("loads the analytics beacon, and allows it in the CSP, only when a token is configured", async () => {
    const res = await spa.fetch(
      new Request("https://x.test/profile"),
      withEnv({ CF_ANALYTICS_TOKEN: "tok'<123" }),
      createExecutionContext(),
    );
    const body = await res.text();
    expect(body).toContain('src="https://static.cloudflareinsights.com/beacon.min.js"');
    expect(body).toContain("data-cf-beacon=");
    expect(body).not.toContain("tok'<123"); // the token is escaped inside the attribute
    expect(res.headers.get("content-security-policy")).toContain("https://static.cloudflareinsights.com");
  });

  it("static assets keep their type and get security headers", async () => {
    const res = await spa.fetch(new Request("https://x.test/assets/app.js"), withEnv({}), createExecutionContext());
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
