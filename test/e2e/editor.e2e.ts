// Editor → PDF → resumes list in real Chromium: generate from a profile, flip some toggles, Generate
// Resume, see it listed with a Singapore timestamp, download it, and read the PDF's text with pdftotext.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorResume } from "../../worker/shapes/resume";
import { BACKEND_JD, BACKEND_PROFILE } from "../worker/generate-fixtures";
import { apiToken, BASE_URL, launch, newPage, screenshot, SHOTS_DIR, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInWithProfile(page: Page): Promise<string> {
  const { email, password } = await signUpAndSignIn(page);
  const token = await apiToken(email, password);
  const put = await fetch(`${BASE_URL}/api/profile`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ profile: BACKEND_PROFILE, version: 0 }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  return token;
}

/** pdftotext output with all whitespace removed: line wrapping in the PDF does not matter. */
const squash = (s: string) => s.replace(/\s+/g, "").replace(/[‐‑–—]/g, "-");

const SGT = new Intl.DateTimeFormat("en-SG", {
  timeZone: "Asia/Singapore",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

describe("editor → PDF → resumes", () => {
  it("generate → editor → flip toggles → Generate Resume → /resumes → Download a PDF with the chosen versions", async () => {
    const { context, page } = await newPage(browser);
    try {
      const token = await signedInWithProfile(page);

      // Tailor through the real generator screen.
      await page.goto("/home");
      await page.getByLabel("Paste the job description below to craft your tailored resume").fill(BACKEND_JD);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForURL("**/resume-editor");
      await page.getByRole("heading", { name: "Edit your tailored resume" }).waitFor();
      const state = (await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)) as { resume: EditorResume };
      const jobs = state.resume.experiences.work_experiences;

      // Flip the first half (at most two) of the rewritten responsibilities: those must print their current
      // text; every other rewritten one keeps its suggested text.
      const switches = page.getByRole("switch", { name: /^Responsibility \d+ of / });
      const flat = jobs.flatMap((job) => job.responsibilities);
      const rewritten = (r: { current: string; suggested: string }) => r.suggested.trim() !== "" && r.current.trim() !== r.suggested.trim();
      const candidates = flat.map((r, i) => ({ r, i })).filter((x) => rewritten(x.r));
      expect(candidates.length, "the tailoring result should rewrite at least two bullets").toBeGreaterThan(1);
      const flip = candidates.slice(0, Math.min(2, Math.ceil(candidates.length / 2)));
      const flipSet = new Set(flip.map((x) => x.i));
      const kept = candidates.filter((x) => !flipSet.has(x.i));
      for (const { i } of flip) {
        const toggle = switches.nth(i);
        await toggle.click();
        expect(await toggle.getAttribute("aria-checked")).toBe("false");
      }
      const currentTexts = flip.map((x) => x.r.current);
      const unflippedSuggested = kept.map((x) => x.r.suggested);
      // An unchosen text can only be checked for absence when it is not part of a printed one.
      const printed = flat.map((r, i) => squash(flipSet.has(i) ? r.current : r.suggested || r.current));
      const unchosen = [...flip.map((x) => x.r.suggested), ...kept.map((x) => x.r.current)].filter(
        (u) => !printed.some((p) => p.includes(squash(u))),
      );
      expect(unchosen.length).toBeGreaterThan(0);
      // The preview is page 1 of the PDF as it will print (design.e2e.ts follows it through changes).
      // It draws only while it is near the screen: scroll to it as a reader would.
      await page.locator(".page-preview").scrollIntoViewIfNeeded();
      await page.getByTestId("resume-preview").waitFor({ timeout: 20_000 });
      await screenshot(page, "editor");
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, "editor-375");
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole("button", { name: "Generate Resume" }).click();
      await page.waitForURL("**/resumes");
      await page.getByRole("heading", { name: "Your Resumes" }).waitFor();
      const row = page.locator("tbody tr").first();
      await row.waitFor();
      const cells = await row.locator("td").allInnerTexts();
      const filename = cells[0]!;
      expect(filename).toMatch(/^Priya_Raman_Senior_Backend_Engineer_\d{4}-\d{2}-\d{2}\.pdf$/);
      const iso = await row.locator("time").getAttribute("datetime");
      expect(cells[1]).toBe(SGT.format(new Date(iso!)));
      expect(cells[1]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
      expect(cells[2]).toBe("Senior Backend Engineer");
      await screenshot(page, "resumes");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("button", { name: `Download ${filename}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(filename);
      mkdirSync(SHOTS_DIR, { recursive: true });
      const saved = path.join(SHOTS_DIR, filename);
      await download.saveAs(saved);
      expect(readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const text = squash(execFileSync("pdftotext", ["-enc", "UTF-8", saved, "-"], { encoding: "utf8" }));
      expect(text).toContain(squash("Priya Raman"));
      for (const s of [...currentTexts, ...unflippedSuggested]) expect(text).toContain(squash(s));
      for (const s of unchosen) expect(text).not.toContain(squash(s));

      execFileSync("pdftoppm", [
        "-png",
        "-r",
        "80",
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        saved,
        path.join(SHOTS_DIR, "generated-pdf-page1"),
      ]);

      // The listed link is the only credential: it works without the browser session, and not for a tampered id.
      const list = (await (
        await fetch(`${BASE_URL}/api/resume/user_resumes`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        resumes: Array<{ id: string; download_url: { signedURL: string } }>;
      };
      const link = list.resumes[0]!.download_url.signedURL;
      expect((await fetch(`${BASE_URL}${link}`)).status).toBe(200);
      expect((await fetch(`${BASE_URL}${link.replace(/sig=(.)/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`)}`)).status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
