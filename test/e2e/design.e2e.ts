// Design and page size in real Chromium: the editor's preview is page 1 of the real PDF, drawn in the browser;
// switching the design and the page size changes it; Generate Resume then stores a PDF of that design and size,
// and the design is remembered for the next resume.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, BASE_URL, launch, screenshot, SHOTS_DIR, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const preview = (page: Page) => page.getByTestId("resume-preview");

/** What the preview image shows now: its design, page size, page count and pixels (as a data URL). */
async function shown(page: Page) {
  const img = preview(page);
  await img.waitFor();
  return {
    design: await img.getAttribute("data-design"),
    pageSize: await img.getAttribute("data-page-size"),
    pages: Number(await img.getAttribute("data-pages")),
    src: (await img.getAttribute("src")) ?? "",
    pixels: await img.evaluate(async (el: HTMLImageElement) => {
      await el.decode();
      const c = document.createElement("canvas");
      c.width = el.naturalWidth;
      c.height = el.naturalHeight;
      c.getContext("2d")!.drawImage(el, 0, 0);
      return { width: c.width, height: c.height, data: c.toDataURL() };
    }),
  };
}

/** Waits until the preview shows `design` on `pageSize`, and returns it. */
async function waitForPreview(page: Page, design: string, pageSize: string) {
  // The preview draws only while it is near the screen, as a reader scrolls to it.
  await page.locator(".page-preview").scrollIntoViewIfNeeded();
  await page.locator(`[data-testid="resume-preview"][data-design="${design}"][data-page-size="${pageSize}"]`).waitFor({ timeout: 20_000 });
  return shown(page);
}

/** Page size and the x of the skills' and the work experience's first text on page 1 of a PDF. */
async function pdfLooks(bytes: Uint8Array) {
  const doc = await getDocumentProxy(bytes.slice());
  const first = await doc.getPage(1);
  const [, , width, height] = first.view as number[];
  const items = (await first.getTextContent()).items as Array<{ str: string; transform: number[] }>;
  const x = (re: RegExp) => items.find((i) => re.test(i.str))?.transform[4] ?? Number.NaN;
  return { width, height, skillsX: x(/^Python\b|^Go,|^Java\b/), workX: x(/^Work Experience$|^WORK EXPERIENCE$/) };
}

describe("choosing a design and a page size", () => {
  it("switches design and page size, sees the preview change, generates, and the PDF has that size and design", async () => {
    // A browser in the United States: the page size starts as Letter.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: BASE_URL,
      acceptDownloads: true,
      locale: "en-US",
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const { email, password } = await signUpAndSignIn(page);
      const token = await apiToken(email, password);
      expect((await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 })).status).toBe(200);

      await page.goto("/home");
      await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForURL("**/resume-editor");

      // First the design the account starts with, on the paper of the browser's locale.
      const classic = await waitForPreview(page, "classic", "Letter");
      expect(classic.pixels.height / classic.pixels.width).toBeCloseTo(11 / 8.5, 2);
      await expect.poll(() => page.getByTestId("preview-summary").textContent()).toMatch(/^Classic · US Letter · \d pages?/);
      await expect.poll(() => page.getByTestId("design-thumb-modern").locator("img").count(), { timeout: 20_000 }).toBe(1);
      await screenshot(page, "editor-design-classic");

      // Modern: a new image of the same page size, different pixels.
      await page.getByRole("radio", { name: /^Modern/ }).check();
      const modern = await waitForPreview(page, "modern", "Letter");
      expect(modern.src).not.toBe(classic.src);
      expect(modern.pixels.data).not.toBe(classic.pixels.data);

      // A4: taller for its width than Letter.
      await page.getByRole("radio", { name: "A4" }).check();
      const a4 = await waitForPreview(page, "modern", "A4");
      expect(a4.pixels.height / a4.pixels.width).toBeCloseTo(297 / 210, 2);
      expect(a4.pixels.data).not.toBe(modern.pixels.data);
      await expect.poll(() => page.getByTestId("preview-summary").textContent()).toMatch(/^Modern · A4 · \d pages?/);
      await screenshot(page, "editor-design-modern-a4");

      // An edit shows in the preview too.
      const before = (await shown(page)).pixels.data;
      await page.getByLabel("Name", { exact: true }).fill("Priya R. Raman");
      await expect.poll(async () => (await shown(page)).pixels.data, { timeout: 20_000 }).not.toBe(before);

      await page.getByRole("button", { name: "Generate Resume" }).click();
      await page.waitForURL("**/resumes");
      const row = page.locator("tbody tr").first();
      await row.waitFor();
      const filename = ((await row.locator("td").first().textContent()) ?? "").trim();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("button", { name: `Download ${filename}` }).click(),
      ]);
      mkdirSync(SHOTS_DIR, { recursive: true });
      const saved = path.join(SHOTS_DIR, `design-${filename}`);
      await download.saveAs(saved);
      const pdf = await pdfLooks(new Uint8Array(readFileSync(saved)));
      expect([pdf.width, pdf.height]).toEqual([595.28, 841.89]);
      // The modern design: the skills in a side column, left of the work experience.
      expect(pdf.skillsX).toBeLessThan(pdf.workX - 100);

      // Remembered for this account: the next editor opens in Modern.
      const remembered = await (await api(token, "GET", "/api/resume/design")).json();
      expect(remembered).toEqual({ design: "modern" });
      await page.goto("/home");
      await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForURL("**/resume-editor");
      await waitForPreview(page, "modern", "Letter");
      expect(await page.getByRole("radio", { name: /^Modern/ }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
