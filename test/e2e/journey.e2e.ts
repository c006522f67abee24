// Issue 14's journey in real Chromium, at 1280 and 375 px: sign up on /home → the confirmation link returns
// there → told to add a profile → guided upload → call to action → generator → editor (add, reorder, delete
// + undo, the leave warning) → a generate_pdf failure forced by the test shows the error and keeps the choices
// → Try again → /resumes with the new row marked and Download focused → download → Edit again → Duplicate for
// another job → a second PDF → Delete. Counts the user's clicks from sign-up to the downloaded PDF.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_JD } from "../worker/generate-fixtures";
import { E2E_PASSWORD, launch, mailLink, newPage, screenshot, uniqueEmail } from "./browser";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/resumes/r01-classic-software.pdf");
const ADDED = "Mentored two junior engineers through their first on-call rotation";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the header menu when it is collapsed (phones), then follows one of its links. */
async function menuLink(page: Page, name: string, clicks: { n: number }) {
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    clicks.n++;
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
  clicks.n++;
}

const responsibilityTexts = (page: Page) =>
  page.locator("textarea.responsibility__text").evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));

for (const width of [1280, 375]) {
  describe(`journey at ${width} px`, () => {
    it("sign-up → guided upload → generator → editor → PDF → edit again → duplicate → delete", async () => {
      const { context, page } = await newPage(browser, { width, height: width === 375 ? 740 : 900 });
      const shot = (name: string) => screenshot(page, `journey-${name}-${width}`);
      // Clicks (and file choices) a person makes, counted from the sign-up link to the saved PDF.
      const clicks = { n: 0 };
      const click = async (locator: ReturnType<Page["getByRole"]>) => {
        await locator.click();
        clicks.n++;
      };
      try {
        // Sign up where the journey starts: the generator's address.
        const email = uniqueEmail(`journey${width}`);
        await page.goto("/home");
        await click(page.getByRole("button", { name: "Don't have an account? Sign up" }));
        await page.getByLabel("Email address").fill(email);
        await page.getByLabel("Create a Password", { exact: true }).fill(E2E_PASSWORD);
        await click(page.getByRole("button", { name: "Sign up", exact: true }));
        await page.getByText("Check your email for the confirmation link").waitFor();
        const { link } = await mailLink(email, /Confirm your/);
        clicks.n++; // the link in the e-mail
        await page.goto(link);
        // Item 8: the confirmation returns to where sign-up started; item 1: no profile yet, so say so.
        await page.waitForURL((u) => u.pathname === "/home");
        await page.getByRole("heading", { name: "First, add your profile" }).waitFor();
        expect(await page.title()).toBe("Generate a resume · TailorCV");
        await click(page.getByRole("link", { name: "Go to your profile" }));
        await page.waitForURL("**/profile");

        // Guided upload: the upload card leads, says what happens next, then a call to action.
        const upload = page.getByRole("region", { name: "Upload your resume" });
        await upload.getByText(/What happens next/).waitFor();
        await shot("profile-empty");
        await page.getByLabel("Upload your resume (PDF)").setInputFiles(FIXTURE);
        clicks.n++; // choosing the file
        const cta = page.getByRole("link", { name: "Tailor your resume to a job →" });
        await cta.waitFor({ timeout: 30_000 });
        await shot("profile-uploaded");
        await click(cta);
        await page.waitForURL("**/home");
        await page.getByText("0 of 2 free resumes used").waitFor();
        await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
        await click(page.getByRole("button", { name: "Generate", exact: true }));
        await page.waitForURL("**/resume-editor", { timeout: 30_000 });
        await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();

        // Editor: add a responsibility to the first job, move it to the top, delete it, undo.
        const job = page
          .locator("fieldset.editor-entry", { has: page.getByRole("button", { name: /^\+ Add a responsibility to / }) })
          .first();
        await job.getByRole("button", { name: /^\+ Add a responsibility to / }).click();
        const before = await responsibilityTexts(page);
        const firstJobCount = await job.locator("li.responsibility").count();
        const newBox = job.locator("textarea.responsibility__text").last();
        await newBox.fill(ADDED);
        for (let i = firstJobCount - 1; i > 0; i--) {
          await job.locator("li.responsibility").nth(i).getByRole("button", { name: /up$/ }).click();
        }
        expect((await responsibilityTexts(page))[0]).toBe(ADDED);
        await job
          .locator("li.responsibility")
          .first()
          .getByRole("button", { name: /^Delete / })
          .click();
        expect(await responsibilityTexts(page)).not.toContain(ADDED);
        await page.getByRole("button", { name: "Undo" }).click();
        expect((await responsibilityTexts(page))[0]).toBe(ADDED);
        expect((await responsibilityTexts(page)).length).toBe(before.length);
        // The first job's first suggestion is switched to the current text: a choice that must survive a failure.
        const firstSwitch = page.getByRole("switch", { name: /^Responsibility 2 of / }).first();
        await firstSwitch.click();
        expect(await firstSwitch.getAttribute("aria-checked")).toBe("false");
        await shot("editor");
        if (width === 375) {
          await page.getByRole("button", { name: "Show preview" }).click();
          await page.getByTestId("resume-preview").waitFor({ timeout: 20_000 });
          await shot("editor-preview");
          await page.getByRole("button", { name: "Back to editing" }).click();
        }

        // Leaving with unsaved edits asks first; Stay keeps everything.
        await menuLink(page, "Resumes", { n: 0 });
        const leave = page.getByRole("alertdialog", { name: "Leave the editor?" });
        await leave.waitFor();
        await shot("editor-leave-warning");
        await leave.getByRole("button", { name: "Stay" }).click();
        expect(page.url()).toContain("/resume-editor");
        if (width === 375 && (await page.getByRole("button", { name: "Close menu" }).isVisible())) {
          await page.keyboard.press("Escape");
        }

        // A failed generate_pdf (forced here) shows the error with a retry and keeps every choice.
        let failed = 0;
        await page.route("**/api/resume/generate_pdf", async (route) => {
          failed++;
          await route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "Internal error.", code: "internal", request_id: "e2e-forced" }),
          });
        });
        await click(page.getByRole("button", { name: "Generate Resume" }));
        const problem = page.locator(".editor__failure");
        await problem.waitFor();
        expect(await problem.textContent()).toContain("We couldn't generate your PDF.");
        expect(failed).toBe(1);
        expect((await responsibilityTexts(page))[0]).toBe(ADDED);
        expect(await firstSwitch.getAttribute("aria-checked")).toBe("false");
        await shot("editor-pdf-failed");
        await page.unroute("**/api/resume/generate_pdf");
        await click(problem.getByRole("button", { name: "Try again" }));

        // The list: the new row is marked, its Download button focused; Enter saves the PDF.
        await page.waitForURL("**/resumes", { timeout: 30_000 });
        const row = page.locator("tr.is-new");
        await row.waitFor();
        const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
        expect(focused).toMatch(/^Download .+\.pdf$/);
        const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
        clicks.n++;
        const file = await download.path();
        expect(readFileSync(file!).subarray(0, 5).toString()).toBe("%PDF-");
        console.log(`journey ${width}px: ${clicks.n} clicks from sign-up to the downloaded PDF (incl. the failed try)`);
        expect(await row.getByRole("cell").nth(3).textContent()).not.toBe("");
        await shot("resumes-new");

        // Edit again: the editor reopens with the choices that made the PDF (the added item, the switch).
        await row.getByRole("button", { name: /^Edit again / }).click();
        await page.waitForURL("**/resume-editor");
        await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();
        expect((await responsibilityTexts(page))[0]).toBe(ADDED);
        expect(
          await page
            .getByRole("switch", { name: /^Responsibility 2 of / })
            .first()
            .getAttribute("aria-checked"),
        ).toBe("false");
        await menuLink(page, "Resumes", { n: 0 });
        await page.waitForURL("**/resumes");

        // Duplicate for another job: same choices, the role left empty; name it and make a second PDF.
        await page
          .getByRole("button", { name: /^Duplicate for another job: / })
          .first()
          .click();
        await page.waitForURL("**/resume-editor");
        await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();
        const role = page.getByLabel("Role applied");
        expect(await role.inputValue()).toBe("");
        expect((await responsibilityTexts(page))[0]).toBe(ADDED);
        await role.fill("Staff Platform Engineer");
        await page.getByRole("button", { name: "Generate Resume" }).click();
        await page.waitForURL("**/resumes", { timeout: 30_000 });
        await page.locator("tr.is-new").getByText("Staff Platform Engineer").waitFor();
        expect(await page.locator("tbody tr").count()).toBe(2);

        // Delete, with a dialog that names the resume.
        const filename = (await page.locator("tbody tr").nth(1).locator(".resumes-table__filename").textContent())?.trim() ?? "";
        await page.getByRole("button", { name: `Delete ${filename}` }).click();
        const dialog = page.getByRole("alertdialog", { name: "Delete this resume?" });
        expect(await dialog.textContent()).toContain(filename);
        await shot("resumes-delete-dialog");
        await dialog.getByRole("button", { name: "Yes, delete it" }).click();
        await page.getByRole("button", { name: `Delete ${filename}` }).waitFor({ state: "detached" });
        expect(await page.locator("tbody tr").count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
}
