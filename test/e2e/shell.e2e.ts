// The SPA shell as a user sees it: routes, deep links, the header menu at phone width.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

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

describe("signed-in shell", () => {
  it("/ lands on /profile; the header links navigate; deep links load", async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await signUpAndSignIn(page);
      await page.goto("/");
      await page.waitForURL((u) => u.pathname === "/profile");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [name, path] of [
        ["Home", "/home"],
        ["Resumes", "/resumes"],
        ["Profile", "/profile"],
      ] as const) {
        await nav.getByRole("link", { name, exact: true }).click();
        await page.waitForURL((u) => u.pathname === path);
        // The router renders the new location in a transition, a moment after the URL changes.
        await expect.poll(() => nav.getByRole("link", { name, exact: true }).getAttribute("aria-current")).toBe("page");
      }
      await page
        .getByRole("link", { name: /TailorCV/ })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === "/profile");
      await screenshot(page, "shell-01-desktop-profile");
      for (const path of ["/resumes", "/payment-cancel"]) {
        await page.goto(path);
        await page.getByRole("button", { name: "Sign out" }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
        await screenshot(page, `shell-02-deep-link${path.replace(/\//g, "-")}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("at 375 px the menu toggles open and closed, and a link navigates and closes it", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    try {
      await signUpAndSignIn(page);
      const nav = page.getByRole("navigation", { name: "Main", includeHidden: true });
      expect(await nav.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      expect(await nav.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
      await screenshot(page, "shell-03-menu-open-375");
      await page.getByRole("button", { name: "Close menu" }).click();
      expect(await nav.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      await nav.getByRole("link", { name: "Resumes", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/resumes");
      expect(await nav.isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
      await screenshot(page, "shell-04-resumes-375");
    } finally {
      await context.close();
    }
  });
});
