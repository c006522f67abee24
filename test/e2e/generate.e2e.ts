// The generator in real Chromium: a user with a profile pastes a job description, generates, and the
// editor route receives the suggestions; a limited user gets the feedback form, and support gets the mail.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorResume } from "../../worker/shapes/resume";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, latestMail, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

const SUPPORT_EMAIL = "support@tailorcv.app";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An access token for API set-up calls made from the test (password grant; the browser keeps its own session). */

async function signedInWithProfile(page: Page) {
  const { email, password } = await signUpAndSignIn(page);
  const token = await apiToken(email, password);
  const put = await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 });
  expect(put.status, await put.clone().text()).toBe(200);
  return { email, token };
}

describe("generator screen", () => {
  it("profile → paste a job description → Generate → the editor receives the suggestions", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signedInWithProfile(page);
      await page.goto("/home");
      await page.getByRole("heading", { name: "Generate a Resume for Every Job Application" }).waitFor();
      const box = page.getByLabel("Paste the job description below to craft your tailored resume");
      const button = page.getByRole("button", { name: "Generate", exact: true });
      expect(await button.isDisabled()).toBe(true);
      await box.fill("   ");
      expect(await button.isDisabled()).toBe(true);
      await box.fill(BACKEND_JD);
      expect(await button.isEnabled()).toBe(true);
      await screenshot(page, "generate-filled");
      await button.click();
      await page.waitForURL("**/resume-editor");
      // react-router keeps navigation state in history.state.usr
      const state = (await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)) as {
        resume: EditorResume;
        match: { before: number; after: number };
        role_applied: string;
        job_description: string;
      };
      expect(state.role_applied).toBe("Senior Backend Engineer");
      expect(state.job_description).toBe(BACKEND_JD);
      expect(state.match.after).toBeGreaterThanOrEqual(state.match.before);
      const first = state.resume.experiences.work_experiences[0]!;
      expect(first.company).toBe("Lumen Freight Pte Ltd");
      expect(first.responsibilities.map((r) => r.current)).toEqual(BACKEND_PROFILE.experiences.work_experiences[0]!.responsibilities);
      expect(first.responsibilities.some((r) => r.suggested.includes("Kubernetes"))).toBe(true);
      // The editor shows the suggested version (its default mode) in the responsibility's text box.
      const k8s = first.responsibilities.find((r) => r.suggested.includes("Kubernetes"))!;
      // The URL changes before the editor's boxes replace the generator's; wait for the suggestion itself.
      await page
        .waitForFunction((text) => [...document.querySelectorAll("textarea")].some((t) => t.value === text), k8s.suggested, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      const values = await page.locator("textarea").evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
      expect(values).toContain(k8s.suggested);
      await screenshot(page, "generate-editor");
    } finally {
      await context.close();
    }
  });

  it("without a profile the generator says so at once and links to the profile", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signUpAndSignIn(page);
      await page.goto("/home");
      await page.getByRole("heading", { name: "First, add your profile" }).waitFor();
      expect(await page.getByLabel("Paste the job description below to craft your tailored resume").count()).toBe(0);
      await page.getByRole("link", { name: "Go to your profile" }).click();
      await page.waitForURL("**/profile");
    } finally {
      await context.close();
    }
  });

  it("a profile emptied after the screen loaded: Generate says 'Please update your Profile information first.'", async () => {
    const { context, page } = await newPage(browser);
    try {
      const { token } = await signedInWithProfile(page);
      await page.goto("/home");
      const box = page.getByLabel("Paste the job description below to craft your tailored resume");
      await box.fill(BACKEND_JD);
      // Emptied elsewhere (another tab) while this screen was open: the server's 404 reaches the user.
      const empty = {
        personal_info: { name: "", phone: "", email: "" },
        experiences: { work_experiences: [], projects: [] },
        education: [],
        additional_information: {},
      };
      expect((await api(token, "PUT", "/api/profile", { profile: empty, version: 1 })).status).toBe(200);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.getByText("Please update your Profile information first.").waitFor();
      expect(new URL(page.url()).pathname).toBe("/home");
    } finally {
      await context.close();
    }
  });

  it("a limited user sees the feedback form and the plans, and the feedback reaches support", async () => {
    const { context, page } = await newPage(browser);
    try {
      const { email, token } = await signedInWithProfile(page);
      // Two generated resumes through the real flow's API: generate, then generate_pdf with the result.
      for (let i = 0; i < 2; i++) {
        const gen = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
        expect(gen.status).toBe(200);
        const { modified_experiences, role_applied } = (await gen.json()) as { modified_experiences: EditorResume; role_applied: string };
        const pdf = await api(token, "POST", "/api/resume/generate_pdf", { ...modified_experiences, role_applied });
        expect(pdf.status, await pdf.clone().text()).toBeLessThan(300);
      }
      const sub = (await (await api(token, "GET", "/api/subscription")).json()) as { limited: boolean };
      expect(sub.limited).toBe(true);

      await page.goto("/home");
      await page.getByRole("heading", { name: "We'd Love to Hear Your Thoughts!" }).waitFor();
      expect(await page.getByLabel("Paste the job description below to craft your tailored resume").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Monthly $15" }).getAttribute("href")).toBe("/payments/15");
      expect(await page.getByRole("link", { name: "Lifetime $150" }).getAttribute("href")).toBe("/payments/150");
      await screenshot(page, "generate-limited-feedback");

      const note = `E2E feedback ${Date.now()}: <b>love it</b>`;
      const box = page.getByPlaceholder("Type your feedback here...");
      await box.fill(note);
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await page.getByText("Thank you for your feedback!").waitFor();
      expect(await box.inputValue()).toBe("");

      const mail = await latestMail(SUPPORT_EMAIL);
      expect(mail?.text).toContain(note);
      expect(mail?.text).toContain(email);
      expect(mail?.html).toContain("&lt;b&gt;love it&lt;/b&gt;");

      // The server holds the limit too: a direct generate call is refused.
      const again = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
      expect(again.status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
