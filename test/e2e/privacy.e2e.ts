// "Your data" in real Chromium: Download my data saves a zip (read back here), and Delete my account, confirmed
// with the e-mail and password in the dialog, signs the user out, e-mails a confirmation, ends the old
// tokens, and the same address can then sign up again into an empty account.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorResume } from "../../worker/shapes/resume";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { describeViolations, seriousViolations } from "./axe";
import { api, apiToken, E2E_PASSWORD, latestMail, launch, newPage, screenshot, signUpAndSignIn, uniqueEmail } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("Your data", () => {
  it("Download my data saves a zip of the account; Delete my account signs out and the address can sign up again", async () => {
    const { context, page } = await newPage(browser);
    try {
      const email = uniqueEmail("privacy");
      await signUpAndSignIn(page, email);
      const token = await apiToken(email, E2E_PASSWORD);
      expect((await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 })).status).toBe(200);
      const gen = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
      const { modified_experiences, role_applied } = (await gen.json()) as { modified_experiences: EditorResume; role_applied: string };
      expect((await api(token, "POST", "/api/resume/generate_pdf", { ...modified_experiences, role_applied })).status).toBe(201);

      await page.goto("/profile");
      const card = page.getByRole("region", { name: "Your data" });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, "privacy-01-your-data");

      // Download my data: a zip named for today, holding the account and the generated PDF.
      const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download my data" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^tailorcv-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const account = JSON.parse(new TextDecoder().decode(files["account.json"])) as { email: string };
      expect(account.email).toBe(email);
      expect(JSON.parse(new TextDecoder().decode(files["profile.json"]))).toEqual(BACKEND_PROFILE);
      const pdfs = Object.keys(files).filter((n) => n.startsWith("resumes/") && n.endsWith(".pdf"));
      expect(pdfs).toHaveLength(1);
      expect(new TextDecoder().decode(files[pdfs[0]!]!.subarray(0, 5))).toBe("%PDF-");
      await card.getByText(/Your data was downloaded as tailorcv-data-/).waitFor();

      // What this browser keeps of the account while it is used: an editor draft (a whole resume, in this tab)
      // and the parser's "Check this" marks. Written here as the editor and the upload write them.
      const userId = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
      const kept = { draft: "tailorcv.editor-draft", marks: `tailorcv.review.${userId}` };
      await page.evaluate((k) => {
        sessionStorage.setItem(k.draft, JSON.stringify({ key: "default", nav: {}, savedAt: Date.now() }));
        localStorage.setItem(k.marks, JSON.stringify({ version: 1, review: [{ path: "personal_info.phone", reason: "unsure" }] }));
      }, kept);

      // Delete my account: the dialog, confirmed with the e-mail and the password.
      await card.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      const typed = dialog.getByLabel(`Type your e-mail address (${email}) to confirm`);
      await typed.waitFor();
      expect(await typed.evaluate((el) => el === document.activeElement)).toBe(true);
      await typed.fill(email);
      await dialog.getByLabel("Your password").fill(E2E_PASSWORD);
      await screenshot(page, "privacy-02-delete-dialog");
      // The open dialog, checked like every screen: no serious or critical axe-core violation.
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await dialog.getByRole("button", { name: "Delete my account" }).click();

      // Signed out, told so, and e-mailed.
      await page.getByRole("heading", { name: "Welcome to TailorCV" }).waitFor();
      await page.getByText("Your account and all its data have been deleted.").waitFor();
      expect((await latestMail(email))?.subject).toBe("Your TailorCV account has been deleted");
      expect((await api(token, "GET", "/api/profile")).status).toBe(401);
      // Nothing of the account is left in this browser either.
      expect(await page.evaluate((k) => [sessionStorage.getItem(k.draft), localStorage.getItem(k.marks)], kept)).toEqual([null, null]);
      await screenshot(page, "privacy-03-deleted");

      // The address signs up again into a new, empty account.
      await signUpAndSignIn(page, email, "a brand new passphrase");
      await page.getByRole("heading", { name: "Your Profile" }).waitFor();
      await page.getByText("Upload your resume to get started, or fill in your profile by hand.").waitFor();
      const fresh = await apiToken(email, "a brand new passphrase");
      expect(((await (await api(fresh, "GET", "/api/resume/user_resumes")).json()) as { resumes: unknown[] }).resumes).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
