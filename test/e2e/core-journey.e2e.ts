// The README's first walk-through, as a newcomer does it: sign up → confirm through the dev mailbox → upload a
// PDF → generate from a job description → Generate Resume → the row is listed → the download is a PDF whose
// text pdftotext reads. scripts/e2e.ts runs this file against the build (vite preview) and again against
// `npm run dev`, started as the README starts it, so the command newcomers run is proven to make a PDF.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BACKEND_JD } from "../worker/generate-fixtures";
import { E2E_PASSWORD, launch, mailLink, newPage, uniqueEmail } from "./browser";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/resumes/r01-classic-software.pdf");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it("sign up → confirm → upload → generate → Generate Resume → listed → downloaded PDF reads back", async () => {
  const { context, page } = await newPage(browser);
  try {
    const email = uniqueEmail("core");
    await page.goto("/");
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Create a Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByText("Check your email for the confirmation link").waitFor();
    const { link } = await mailLink(email, /Confirm your/);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign out", includeHidden: true }).first().waitFor({ state: "attached" });

    await page.goto("/profile");
    await page.getByLabel("Upload your resume (PDF)").setInputFiles(FIXTURE);
    const cta = page.getByRole("link", { name: "Tailor your resume to a job →" });
    await cta.waitFor({ timeout: 60_000 });
    await cta.click();
    await page.waitForURL("**/home");
    await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.waitForURL("**/resume-editor", { timeout: 60_000 });
    await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();

    const answer = page.waitForResponse((r) => r.url().endsWith("/api/resume/generate_pdf"), { timeout: 60_000 });
    await page.getByRole("button", { name: "Generate Resume" }).click();
    expect((await answer).status()).toBe(201);
    await page.waitForURL("**/resumes", { timeout: 30_000 });
    const row = page.locator("tr.is-new");
    await row.waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /^Download .+\.pdf$/ }).click()]);
    const file = await download.path();
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    // The fixture's owner and one of their employers come back out of the generated PDF.
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("Brightwave Payments");
  } finally {
    await context.close();
  }
});
