// The profile in real Chromium: sign up → upload a fixture resume → the extracted profile shows → edit the
// phone → reload → still edited → delete a job → reload → gone; a fresh account's text-file-as-PDF upload
// shows the server's reason under the dropzone; a resume the parser is unsure of shows "Check this" on the
// field it guessed. Screenshots at 1280 px and 375 px.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import truth from "../fixtures/resumes/r01-classic-software.json";
import { AMBIGUOUS_MARK, ambiguousResumePdf } from "../samples/ambiguous-resume";
import { launch, newPage, screenshot, signUpAndSignIn } from "./browser";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/resumes/r01-classic-software.pdf");
const NAME = truth.personal_info.name;
const [JOB1, JOB2] = truth.experiences.work_experiences;
const SKILL = truth.additional_information["Technical Skills"][0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const jobLabel = (j: { title: string; company: string }) => `${j.title} at ${j.company}`;

async function uploadFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByText("Click to upload or drag and drop").waitFor();
  await page.getByText("PDF files only, up to 5MB").waitFor();
  await page.getByLabel("Upload your resume (PDF)").setInputFiles(file);
}

describe("profile screen", () => {
  it("upload → review → edit the phone → reload → delete a job → reload", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signUpAndSignIn(page);
      await page.goto("/profile");
      await uploadFile(page, FIXTURE);
      await page.getByRole("heading", { name: "Work Experience" }).waitFor({ timeout: 30_000 });
      await page.getByText(NAME, { exact: true }).waitFor();
      await page.getByRole("button", { name: `Edit ${jobLabel(JOB1!)}` }).waitFor();
      await page.getByText(SKILL, { exact: true }).first().waitFor();
      expect(await page.getByText("Click to upload or drag and drop").count()).toBe(0);

      await page.waitForTimeout(2500); // let the success toast go before the screenshots
      await screenshot(page, "profile-1280");
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, "profile-375");
      await page.setViewportSize({ width: 1280, height: 900 });

      // Edit the phone, then reload: still edited.
      await page.getByRole("button", { name: "Edit personal information" }).click();
      await page.getByLabel("Phone").fill("+1 415 555 0199");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Profile saved.").waitFor();
      await page.reload();
      await page.getByText("+1 415 555 0199", { exact: true }).waitFor();
      expect(await page.getByText(truth.personal_info.phone, { exact: true }).count()).toBe(0);

      // Delete a job (asks first), then reload: gone.
      await page.getByRole("button", { name: `Delete ${jobLabel(JOB2!)}` }).click();
      const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete?" });
      await dialog.getByText("You won't be able to undo this action.").waitFor();
      await dialog.getByRole("button", { name: "Yes" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByRole("button", { name: `Edit ${jobLabel(JOB2!)}` }).count()).toBe(0);
      await page.reload();
      await page.getByRole("button", { name: `Edit ${jobLabel(JOB1!)}` }).waitFor();
      expect(await page.getByRole("button", { name: `Edit ${jobLabel(JOB2!)}` }).count()).toBe(0);
      expect(await page.getByText(JOB2!.company).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a resume with an entry the parser had to guess: 'Check this' on that job's company", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signUpAndSignIn(page);
      await page.goto("/profile");
      await uploadFile(page, { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from(await ambiguousResumePdf()) });
      await page.getByRole("heading", { name: "Work Experience" }).waitFor({ timeout: 30_000 });
      const marks = page.getByRole("list", { name: "Check these fields" });
      await marks.getByText("Check this").waitFor();
      expect(await marks.getByRole("listitem").allTextContents()).toEqual([
        `Check this Job 1, company: ${AMBIGUOUS_MARK.reason}Looks right`,
      ]);
      // Marks stay with this profile version across a reload.
      await page.reload();
      await page.getByRole("list", { name: "Check these fields" }).getByText("Check this").waitFor();
    } finally {
      await context.close();
    }
  });

  it("a text file renamed .pdf on a fresh account: the reason shows under the dropzone", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      await signUpAndSignIn(page);
      await page.goto("/profile");
      await uploadFile(page, {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("Jane Doe\nSoftware Engineer\n".repeat(40)),
      });
      const alert = page.locator(".upload").getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toBe("Failed to upload document: Bad request: This file is not a PDF.");
      // The dropzone is still there for another try, and nothing was stored.
      await page.getByText("Click to upload or drag and drop").waitFor();
      await screenshot(page, "profile-upload-error-375");
    } finally {
      await context.close();
    }
  });
});
