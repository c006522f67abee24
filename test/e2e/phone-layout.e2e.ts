// Phone-width (375 px) layout checks found in outside-in QA: the resumes list keeps its Download
// button on screen without sideways scrolling, and the routing error page keeps side margins.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { api, apiToken, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

const PHONE = { width: 375, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in in the browser and creates one generated resume through the API (profile → generate → generate_pdf). */
async function withOneResume(page: Page): Promise<void> {
  const { email, password } = await signUpAndSignIn(page);
  const token = await apiToken(email, password);
  expect((await api(token, "PUT", "/api/profile", { profile: BACKEND_PROFILE, version: 0 })).status).toBe(200);
  const gen = await api(token, "POST", "/api/resume/generate", { job_description: BACKEND_JD });
  expect(gen.status, await gen.clone().text()).toBe(200);
  const { modified_experiences, role_applied } = (await gen.json()) as {
    modified_experiences: Record<string, unknown>;
    role_applied: string;
  };
  const pdf = await api(token, "POST", "/api/resume/generate_pdf", { ...modified_experiences, role_applied });
  expect(pdf.status, await pdf.clone().text()).toBe(201);
}

/** How far the page scrolls sideways (0 when everything fits the viewport). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("phone layout (375 px)", () => {
  it("the resumes list shows each resume's Download button on screen, with labelled fields", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await withOneResume(page);
      await page.goto("/resumes");
      await page.getByRole("heading", { name: "Your Resumes" }).waitFor();
      const download = page.getByRole("button", { name: /^Download / }).first();
      await download.waitFor();
      const box = (await download.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // The table's own scroll box must not hide the button either.
      const wrap = (await page.locator(".table-wrap").first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(wrap.x + wrap.width);
      expect(await sidewaysOverflow(page)).toBe(0);
      // With the header row hidden on phones, every cell names its column.
      const labels = await page
        .locator("tbody tr")
        .first()
        .locator("td")
        .evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
      expect(labels).toEqual(['"Filename"', '"Timestamp"', '"Role Applied"', '"Company"', '"Actions"']);
      await screenshot(page, "resumes-375");
    } finally {
      await context.close();
    }
  });

  it("long unbroken words (a pasted URL-like title, a long section name) wrap in the profile and the editor", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      const { email, password } = await signUpAndSignIn(page);
      const token = await apiToken(email, password);
      const long = "Supercalifragilisticexpialidocious".repeat(4);
      const profile = {
        personal_info: { name: `Ana ${long}`, phone: "+65 9123 4567", email: `${"a".repeat(50)}@example.com` },
        experiences: {
          work_experiences: [{ company: long, title: `Engineer ${long}`, dates: "2020 - Present", responsibilities: [`Built ${long}`] }],
          projects: [{ title: long, responsibilities: [long] }],
        },
        education: [{ degree: long, institution: long, dates: "2010", details: [long] }],
        additional_information: { "Technical Skills": [long, "Go"], [long.slice(0, 60)]: [long] },
      };
      expect((await api(token, "PUT", "/api/profile", { profile, version: 0 })).status).toBe(200);
      await page.goto("/profile");
      await page.getByRole("heading", { name: "Personal Information" }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.goto("/home");
      await page.getByLabel("Paste the job description below to craft your tailored resume").fill(`Engineer\nWe use Go and ${long}.`);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForURL("**/resume-editor");
      await page.getByRole("button", { name: "Generate Resume" }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, "editor-long-words-375");
    } finally {
      await context.close();
    }
  });

  it("the routing error page keeps side margins and wraps a long error text", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signUpAndSignIn(page);
      // A screen's code that cannot load (e.g. after a deploy) is an unhandled routing error.
      await page.route(/\/assets\/resumes-[^/]*\.js$/, (r) => r.abort());
      await page.goto("/resumes");
      await page.getByRole("heading", { name: "Unexpected Application Error!" }).waitFor();
      const card = (await page.locator(".error-page").boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(8);
      expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width - 8);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, "error-page-375");
    } finally {
      await context.close();
    }
  });
});
