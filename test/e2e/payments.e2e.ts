// Payments in real Chromium on the development test checkout: a limited user buys the monthly plan,
// sees 'Payment Successful!' with 'Amount paid: $15.00', and the generator is available again.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorResume } from "../../worker/shapes/resume";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, latestMail, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An access token for set-up calls made from the test (the browser keeps its own session). */

async function subscription(token: string) {
  return (await (await api(token, "GET", "/api/subscription")).json()) as {
    is_subscribed: boolean;
    plan: string | null;
    limited: boolean;
    resume_count: number;
  };
}

/** A signed-in user who has used both free resumes, made through the real flows (profile → generate → generate_pdf). */
async function limitedUser(page: Page) {
  const { email, password } = await signUpAndSignIn(page);
  const token = await apiToken(email, password);
  const put = await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 });
  expect(put.status, await put.clone().text()).toBe(200);
  for (let i = 0; i < 2; i++) {
    const gen = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
    expect(gen.status, await gen.clone().text()).toBe(200);
    const { modified_experiences, role_applied } = (await gen.json()) as { modified_experiences: EditorResume; role_applied: string };
    const pdf = await api(token, "POST", "/api/resume/generate_pdf", { ...modified_experiences, role_applied });
    expect(pdf.status, await pdf.clone().text()).toBeLessThan(300);
  }
  expect(await subscription(token)).toMatchObject({ is_subscribed: false, limited: true, resume_count: 2 });
  return { email, token };
}

describe("payments on the test checkout", () => {
  it("a limited user buys the monthly plan and can generate again", async () => {
    const { context, page } = await newPage(browser);
    try {
      const { email, token } = await limitedUser(page);
      await page.goto("/home");
      await page.getByRole("heading", { name: "We'd Love to Hear Your Thoughts!" }).waitFor();

      await page.goto("/payments/15");
      await page.waitForURL(/\/dev\/checkout\/cs_test_dev_[0-9a-f]+$/);
      await page.getByText("TEST MODE").first().waitFor();
      await page.getByRole("heading", { name: "Monthly Resume Generation" }).waitFor();
      expect(await page.getByText("$15.00", { exact: false }).count()).toBeGreaterThan(0);
      await screenshot(page, "payments-test-checkout");
      await page.getByRole("button", { name: "Pay $15.00" }).click();

      await page.waitForURL(/\/payment-success\?session_id=cs_test_dev_/);
      await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
      await page.getByText("Amount paid: $15.00").waitFor();
      await page.getByText(`Confirmation sent to: ${email}`).waitFor();
      await page.getByText("Thank you for your purchase. You now have access to all premium features!").waitFor();
      await screenshot(page, "payments-success");

      expect(await subscription(token)).toMatchObject({ is_subscribed: true, plan: "monthly", limited: false });
      const mail = await latestMail(email);
      expect(mail?.text).toContain("Monthly Resume Generation");

      // After paying, "Start Creating Resumes" opens the resumes list, whose link is the generator.
      await page.getByRole("button", { name: "Start Creating Resumes" }).click();
      await page.waitForURL("**/resumes");
      await page.getByRole("link", { name: /^(Create your first tailored resume|Tailor a resume to another job)$/ }).click();
      await page.waitForURL("**/home");
      await page.getByRole("heading", { name: "Generate a Resume for Every Job Application" }).waitFor();
      expect(await page.getByLabel("Paste the job description below to craft your tailored resume").count()).toBe(1);
      // The server agrees: generating works again.
      const gen = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
      expect(gen.status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("cancelling the lifetime checkout returns to 'Payment cancelled' and grants nothing", async () => {
    const { context, page } = await newPage(browser);
    try {
      const { email, password } = await signUpAndSignIn(page);
      const token = await apiToken(email, password);
      await page.goto("/payments/150");
      await page.waitForURL(/\/dev\/checkout\//);
      await page.getByRole("heading", { name: "Lifetime Resume Generation" }).waitFor();
      expect(await page.getByRole("button", { name: "Pay $150.00" }).count()).toBe(1);
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.waitForURL("**/payment-cancel");
      await page.getByRole("heading", { name: "Payment cancelled" }).waitFor();
      expect(await page.getByRole("link", { name: /Monthly Resume Generation/ }).getAttribute("href")).toBe("/payments/15");
      expect(await subscription(token)).toMatchObject({ is_subscribed: false });
    } finally {
      await context.close();
    }
  });

  it("/payment-success without a session id fails at once", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signUpAndSignIn(page);
      await page.goto("/payment-success");
      await page.getByRole("heading", { name: "Payment Verification Failed" }).waitFor();
      expect(await page.getByRole("button", { name: "Try Again" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
