// The SPA shell as a user sees it: routes, deep links, the header menu at phone width.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launch, newPage, screenshot } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("app shell", () => {
  it("serves the SPA with a CSP and security headers", async () => {
    const res = await fetch(`${BASE_URL}/profile`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).not.toContain("cloudflareinsights");
  });

  it("the API answers JSON 404 for unknown paths", async () => {
    const res = await fetch(`${BASE_URL}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not found." });
  });
});
