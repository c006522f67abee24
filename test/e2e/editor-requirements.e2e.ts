// The editor's requirement map in real Chromium at 1280 and 375 px (issue 30): a real tailoring result from
// the generator; a covered requirement linked to the bullet that evidences it (the link puts the focus in that
// bullet), a missing one with its "add" actions that write nothing until the user does, and nothing cut off.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openEditor(page: Page): Promise<void> {
  const { email, password } = await signUpAndSignIn(page);
  const token = await apiToken(email, password);
  const put = await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 });
  expect(put.status, await put.clone().text()).toBe(200);
  await page.goto("/home");
  await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await page.waitForURL("**/resume-editor");
  await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  describe(`editor requirement map at ${viewport.width} px`, () => {
    it("links a covered requirement to its bullet and offers to add a missing one", async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        await openEditor(page);
        const map = page.getByTestId("requirement-map");
        await map.waitFor();
        const row = (label: string) =>
          map.getByTestId("requirement-row").filter({ has: page.locator(".requirement__label", { hasText: new RegExp(`^${label}$`) }) });

        // Covered: Kubernetes is in a bullet (the suggestion writes the job's name for the profile's k8s).
        const covered = row("Kubernetes");
        expect(await covered.getAttribute("data-status")).toBe("covered");
        await covered.scrollIntoViewIfNeeded();
        const link = covered.getByRole("link").first();
        const target = (await link.getAttribute("href"))!.slice(1);
        await link.click();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(target);
        expect(await page.locator(`#${target}`).inputValue()).toMatch(/Kubernetes/);
        const box = (await page.locator(`#${target}`).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

        // Missing: Kafka, with actions that only make room for the user.
        const missing = row("Kafka");
        expect(await missing.getAttribute("data-status")).toBe("missing");
        await missing.scrollIntoViewIfNeeded();
        const add = missing.getByRole("button", { name: "Add a responsibility about Kafka" });
        for (const b of [add, missing.getByRole("button", { name: "Add to skills: Kafka" })]) {
          const bb = (await b.boundingBox())!;
          expect(bb.x).toBeGreaterThanOrEqual(0);
          expect(bb.x + bb.width).toBeLessThanOrEqual(viewport.width);
          expect(bb.height).toBeGreaterThanOrEqual(24);
        }
        expect(await sidewaysOverflow(page)).toBe(0);
        await screenshot(page, `editor-requirements-${viewport.width}`);
        await add.click();
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value)).toBe("");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Responsibility \d+ of /);
        // Writing nothing leaves the requirement missing: it is never filled in for the user.
        expect(await row("Kafka").getAttribute("data-status")).toBe("missing");
      } finally {
        await context.close();
      }
    });
  });
}
