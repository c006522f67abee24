// The editor's suggestion diff and per-section "Use all" buttons in real Chromium, at desktop (1280 px)
// and phone (375 px) widths: a real tailoring result from the generator, the inserted/removed words
// shown and announced, the buttons on screen and working, and the live match back where it started.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, launch, newPage, screenshot, SHOTS_DIR, signUpAndSignIn } from "./browser";

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
  describe(`editor diff and section choices at ${viewport.width} px`, () => {
    it("highlights what each suggestion changes and sets a whole section with one button", async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        await openEditor(page);
        const work = page.locator("section", { has: page.getByRole("button", { name: "Work Experiences" }) });

        // Inserted and removed words: visibly styled (underline / line-through, coloured) and announced in words.
        const diff = work.getByTestId("suggestion-diff").first();
        await diff.waitFor();
        const ins = diff.locator("ins").first();
        await ins.waitFor();
        expect(await ins.textContent()).toMatch(/^added: /);
        const insStyle = await ins.evaluate((e) => {
          const s = getComputedStyle(e);
          return { line: s.textDecorationLine, color: s.color, bg: s.backgroundColor };
        });
        expect(insStyle.line).toContain("underline");
        expect(insStyle.bg).not.toBe("rgba(0, 0, 0, 0)");
        const del = work.locator("del").first();
        if (await del.count()) {
          expect(await del.textContent()).toMatch(/^removed: /);
          expect(await del.evaluate((e) => getComputedStyle(e).textDecorationLine)).toContain("line-through");
        }
        // The screen-reader words are not shown.
        const hidden = await ins.locator(".visually-hidden").boundingBox();
        expect(hidden === null || hidden.width <= 1).toBe(true);

        // The section buttons are on screen and fit the width.
        const useCurrent = work.getByRole("button", { name: "Use all current" });
        const useSuggested = work.getByRole("button", { name: "Use all suggested" });
        await useCurrent.scrollIntoViewIfNeeded();
        for (const b of [useCurrent, useSuggested]) {
          const box = (await b.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        expect(await useSuggested.isDisabled()).toBe(true);
        expect(await sidewaysOverflow(page)).toBe(0);
        await screenshot(page, `editor-diff-${viewport.width}`);
        // The first job's responsibilities alone, at readable size, for review.
        await work
          .locator("fieldset.editor-entry")
          .first()
          .screenshot({ path: path.join(SHOTS_DIR, `editor-diff-first-job-${viewport.width}.png`) });

        const switches = work.getByRole("switch", { name: /^Responsibility \d+ of / });
        const count = await switches.count();
        expect(count).toBeGreaterThan(1);
        const before = await page.getByTestId("match-now").textContent();

        await useCurrent.click();
        for (let k = 0; k < count; k++) expect(await switches.nth(k).getAttribute("aria-checked")).toBe("false");
        // The text boxes now show the current versions (the switch labels say which version each shows).
        expect(await work.getByRole("textbox", { name: /\(current version\)$/ }).count()).toBe(count);
        await screenshot(page, `editor-diff-all-current-${viewport.width}`);

        await useSuggested.click();
        for (let k = 0; k < count; k++) expect(await switches.nth(k).getAttribute("aria-checked")).toBe("true");
        // Back to where it started: the live match shows the same score as before the two clicks.
        await expect.poll(() => page.getByTestId("match-now").textContent()).toBe(before);

        // Technical Skills has its own pair.
        const skills = page.locator("section", { has: page.getByRole("button", { name: "Technical Skills" }) });
        await skills.getByRole("button", { name: "Use all current" }).click();
        expect(await skills.getByRole("switch").getAttribute("aria-checked")).toBe("false");
        await skills.getByRole("button", { name: "Use all suggested" }).click();
        expect(await skills.getByRole("switch").getAttribute("aria-checked")).toBe("true");

        // Text boxes grow to their content: none scrolls inside itself.
        const clipped = await page
          .locator("textarea.responsibility__text")
          .evaluateAll((tas) => tas.filter((t) => t.scrollHeight > t.clientHeight + 1).length);
        expect(clipped).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
}
