// Every screen at 1280 and 375 px, checked with axe-core (injected into Debian's Chromium): zero serious or
// critical violations allowed. Each screen is also photographed (test-results/e2e/screen-<name>-<width>.png;
// docs/screenshots/ holds the last copies).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorResume } from "../worker/pdf-fixtures";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { describeViolations, seriousViolations } from "./axe";
import { api, apiToken, E2E_PASSWORD, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

for (const width of [1280, 375]) {
  describe(`accessibility at ${width} px`, () => {
    it("every screen: zero serious or critical axe-core violations", async () => {
      const { context, page } = await newPage(browser, { width, height: width === 375 ? 740 : 900 });
      const failures: string[] = [];
      const check = async (name: string) => {
        // Let entrance transitions (toasts, dialogs) settle before measuring contrast.
        await page.waitForTimeout(350);
        await screenshot(page, `screen-${name}-${width}`);
        const found = await seriousViolations(page);
        if (found.length) failures.push(`${name}:\n${describeViolations(found)}`);
      };
      try {
        // Signed out: sign-in, sign-up, the 6-digit code.
        await page.goto("/profile");
        await page.getByRole("heading", { name: "Welcome to TailorCV" }).waitFor();
        expect(await page.title()).toBe("Sign in · TailorCV");
        await check("sign-in");
        await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
        await check("sign-up");
        await page.getByRole("button", { name: /Have a code/ }).click();
        await page.getByLabel("Code", { exact: true }).waitFor();
        await check("verify-code");

        // A new account: the empty profile (guided), the generator telling it to add a profile.
        const { email } = await signUpAndSignIn(page);
        await page.getByText("Click to upload or drag and drop").waitFor();
        expect(await page.title()).toBe("Your Profile · TailorCV");
        await check("profile-empty");
        await page.goto("/home");
        await page.getByRole("heading", { name: "First, add your profile" }).waitFor();
        await check("generator-no-profile");

        // With a profile: the cards, an open edit form, the generator.
        const token = await apiToken(email, E2E_PASSWORD);
        expect((await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 })).status).toBe(200);
        await page.goto("/profile");
        await page.getByRole("button", { name: "Edit personal information" }).waitFor();
        await check("profile");
        await page.getByRole("button", { name: "Edit personal information" }).click();
        await page.getByLabel("LinkedIn").waitFor();
        await check("profile-edit-personal");
        await page.getByRole("button", { name: "Replace from a new PDF" }).click();
        await page.getByRole("alertdialog").waitFor();
        await check("profile-replace-dialog");
        await page.keyboard.press("Escape");

        if (width === 375) {
          await page.getByRole("button", { name: "Open menu" }).click();
          await check("menu-open");
          await page.keyboard.press("Escape");
        }

        await page.goto("/home");
        await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
        await check("generator");
        await page.getByRole("button", { name: "Generate", exact: true }).click();
        await page.waitForURL("**/resume-editor", { timeout: 30_000 });
        await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();
        await check("editor");
        if (width === 375) {
          await page.getByRole("button", { name: "Show preview" }).click();
          await check("editor-preview");
          await page.getByRole("button", { name: "Back to editing" }).click();
        }
        await page.getByRole("switch").first().click();
        await page
          .getByRole("button", { name: /^Delete responsibility 1 / })
          .first()
          .click();
        await page.getByRole("button", { name: "Undo" }).waitFor();
        await check("editor-undo");
        await page.goto("/resumes");
        await page.getByRole("heading", { name: "Your Resumes" }).waitFor();
        await check("resumes-empty");

        await page.goBack();
        await page.getByRole("button", { name: "Generate Resume" }).click();
        await page.waitForURL("**/resumes", { timeout: 30_000 });
        await page.locator("tr.is-new").waitFor();
        await check("resumes");
        await page
          .getByRole("button", { name: /^Delete / })
          .first()
          .click();
        await page.getByRole("alertdialog").waitFor();
        await check("resumes-delete-dialog");
        await page.keyboard.press("Escape");

        // The second free resume (straight through the API), then the limited generator.
        expect((await api(token, "POST", "/api/resume/generate_pdf", { ...editorResume(), role_applied: "Analyst" })).status).toBe(201);
        await page.goto("/home");
        await page.getByText("You've used your 2 free resumes", { exact: false }).waitFor();
        await check("generator-limited");

        await page.goto("/payment-success");
        await page.getByRole("heading", { name: "Payment Verification Failed" }).waitFor();
        await check("payment-failed");
        await page.goto("/payment-cancel");
        await page.getByRole("heading", { name: "Payment cancelled" }).waitFor();
        await check("payment-cancel");
        await page.goto("/no-such-page");
        await page.getByRole("heading", { name: "Page not found" }).waitFor();
        await check("not-found");
        await page.goto("/resume-editor");
        await page.getByRole("heading", { name: "Nothing to edit yet" }).waitFor();
        await check("editor-empty");

        expect(failures, failures.join("\n\n")).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
