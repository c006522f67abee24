// Repairing a parsed profile in real Chromium, at 1280 and 375 px: the shifted-by-one layout (each employer
// line the last bullet of the job above, a phantom entry first) repaired in two moves (dragged at 1280, from the
// keyboard at 375); a run of skills turned into a job; two jobs reordered from the keyboard; each step undone
// and done again; a reload shows the result stored. axe-core checks /profile in every state on the way.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredRecord } from "../../worker/shapes/resume";
import { describeViolations, seriousViolations } from "./axe";
import { api, apiToken, E2E_PASSWORD, launch, newPage, screenshot, signUpAndSignIn } from "./browser";

/** As the parser read a one-column LaTeX resume: every employer line shifted into the entry above. */
const SHIFTED: StoredRecord = {
  personal_info: { name: "Mara Quinn", phone: "+49 30 1234 5678", email: "mara@example.com" },
  experiences: {
    work_experiences: [
      { title: "", company: "", dates: "", responsibilities: ["Acme Robotics, Berlin"] },
      { title: "Engineer", company: "", dates: "2017 – 2019", responsibilities: ["Wrote firmware for the arm", "Globex Ltd, Munich"] },
      { title: "Senior Engineer", company: "", dates: "Jan 2020 – Present", responsibilities: ["Built the fleet planner"] },
    ],
    projects: [],
  },
  education: [{ degree: "BSc Mechatronics", institution: "TU Berlin", dates: "2013 – 2017", details: ["Thesis on grippers, graded 1.3"] }],
  additional_information: {
    "Technical Skills": ["C++", "Python, NumPy and SciPy"],
    "Key Achievements": [
      "Cut build time by 40%",
      "Store Manager",
      "Hollis Foods",
      "Jun 2014 – Dec 2016",
      "Ran a team of 12",
      "Opened two stores",
    ],
  },
};

const REPAIRED_JOBS = [
  { title: "Senior Engineer", company: "Globex Ltd, Munich", dates: "Jan 2020 – Present", responsibilities: ["Built the fleet planner"] },
  { title: "Engineer", company: "Acme Robotics, Berlin", dates: "2017 – 2019", responsibilities: ["Wrote firmware for the arm"] },
  {
    title: "Store Manager",
    company: "Hollis Foods",
    dates: "Jun 2014 – Dec 2016",
    responsibilities: ["Ran a team of 12", "Opened two stores"],
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const work = (page: Page) => page.getByRole("region", { name: "Work Experience" });
const jobTitles = (page: Page) => work(page).locator(".entry__title").allTextContents();
const undoBar = (page: Page) => page.locator(".undo-bar");

/** Waits for the undo bar to say `text` (the step is saved then). */
async function said(page: Page, text: string) {
  await undoBar(page).getByText(text, { exact: true }).waitFor();
}

async function undoThenRedo(page: Page, label: string, check: () => Promise<void>, redo: () => Promise<void>) {
  await undoBar(page).getByRole("button", { name: "Undo" }).click();
  await said(page, `Undone: ${label}`);
  await check();
  await redo();
  await said(page, label);
}

/** Drags a line's handle onto a field slot of an entry (the slots show while a line is dragged). */
async function dragLineToField(page: Page, grip: Locator, entry: Locator, field: string) {
  const before = await grip.getAttribute("aria-label");
  await grip.hover();
  await page.mouse.down();
  const box = (await grip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 12, { steps: 3 });
  const slot = entry.locator(`[data-drop-field="${field}"]`);
  await slot.waitFor();
  await slot.hover();
  await page.mouse.up();
  // Saved once the line has left its place.
  await page.getByRole("button", { name: before!, exact: true }).waitFor({ state: "detached" });
}

/** Uses the keyboard: focus the line's handle, open its menu, choose "Move or use as…", fill the dialog. */
async function keyboardLineToField(page: Page, grip: Locator, entry: string, role: string) {
  await grip.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await menu.getByRole("menuitem", { name: "Move or use as…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Move or use this line" });
  await dialog.getByLabel("Put it in").selectOption({ label: entry });
  await dialog.getByRole("radio", { name: role }).check();
  await dialog.getByRole("button", { name: "Move" }).press("Enter");
  await dialog.waitFor({ state: "detached" });
  await grip.waitFor({ state: "detached" });
}

for (const width of [1280, 375]) {
  describe(`repairing a parsed profile at ${width} px`, () => {
    it("repairs the shifted layout, turns skills into a job, reorders jobs, undoes each, and stores the result", async () => {
      const { context, page } = await newPage(browser, { width, height: width === 375 ? 740 : 900 });
      const failures: string[] = [];
      const axe = async (name: string, photo = false) => {
        await page.waitForTimeout(250);
        if (photo) await screenshot(page, `profile-repair-${name}-${width}`);
        const found = await seriousViolations(page);
        if (found.length) failures.push(`${name}:\n${describeViolations(found)}`);
      };
      try {
        const { email } = await signUpAndSignIn(page);
        const token = await apiToken(email, E2E_PASSWORD);
        expect((await api(token, "PUT", "/api/profile", { profile: SHIFTED, version: 0 })).status).toBe(200);
        await page.goto("/profile");
        await work(page).getByText("Acme Robotics, Berlin").waitFor();
        // The structural doubts are marked: the job with no employer, the line that reads like a heading, the list of a job.
        const marks = work(page).getByRole("list", { name: "Check these fields" });
        await marks.getByText("Job 2, company").waitFor();
        await page.getByRole("list", { name: "Check these fields" }).getByText("Key Achievements", { exact: true }).waitFor();
        await axe("marked", true);

        // 1. The shifted layout in two moves.
        const grip = (text: string) => work(page).getByRole("button", { name: `Move line: ${text}` });
        if (width === 1280) {
          await grip("Acme Robotics, Berlin").hover();
          await dragLineToField(page, grip("Acme Robotics, Berlin"), work(page).locator(".entry").nth(1), "company");
          await said(page, "Used a line as the employer of Job 2.");
          await dragLineToField(page, grip("Globex Ltd, Munich"), work(page).locator(".entry").nth(1), "company");
        } else {
          await grip("Acme Robotics, Berlin").focus();
          await page.keyboard.press("Enter");
          await page.getByRole("menu").waitFor();
          await axe("line-menu");
          await page.keyboard.press("Escape");
          await keyboardLineToField(page, grip("Acme Robotics, Berlin"), "Job 2: Engineer", "The employer");
          await said(page, "Used a line as the employer of Job 2.");
          await grip("Globex Ltd, Munich").focus();
          await page.keyboard.press("Enter");
          await page.getByRole("menuitem", { name: "Move or use as…" }).click();
          await page.getByRole("dialog", { name: "Move or use this line" }).waitFor();
          await axe("move-dialog");
          await page.getByRole("button", { name: "Cancel" }).click();
          await keyboardLineToField(page, grip("Globex Ltd, Munich"), "Job 2: Senior Engineer", "The employer");
        }
        await said(page, "Used a line as the employer of Job 2.");
        expect(await jobTitles(page)).toEqual(["Engineer", "Senior Engineer"]);
        expect(await work(page).getByRole("list", { name: "Check these fields" }).count()).toBe(0);
        await axe("repaired");
        await undoThenRedo(
          page,
          "Used a line as the employer of Job 2.",
          async () => {
            await grip("Globex Ltd, Munich").waitFor();
          },
          async () => {
            if (width === 1280) await dragLineToField(page, grip("Globex Ltd, Munich"), work(page).locator(".entry").nth(1), "company");
            else await keyboardLineToField(page, grip("Globex Ltd, Munich"), "Job 2: Senior Engineer", "The employer");
          },
        );

        // 2. A run of skills that is really a job.
        const extra = page.getByRole("region", { name: "Additional Information" });
        await extra.getByRole("button", { name: "Turn items into an entry… (Key Achievements)" }).click();
        await extra.getByRole("button", { name: "Store Manager" }).click();
        await extra.getByRole("button", { name: "Opened two stores" }).click({ modifiers: ["Shift"] });
        await extra.getByText("5 selected").waitFor();
        await axe("choosing-items");
        await extra.getByRole("button", { name: "Turn into an entry…" }).click();
        const make = page.getByRole("dialog", { name: "Turn 5 items of Key Achievements into an entry" });
        await make.waitFor();
        expect(await make.getByLabel("Jun 2014 – Dec 2016").inputValue()).toBe("dates");
        expect(await make.getByLabel("Store Manager").inputValue()).toBe("title");
        expect(await make.getByLabel("Hollis Foods").inputValue()).toBe("company");
        await axe("items-dialog", true);
        await make.getByRole("button", { name: "Make the entry" }).click();
        const madeJob = "Made Job 3 from 5 items of Key Achievements.";
        await said(page, madeJob);
        expect(await jobTitles(page)).toEqual(["Engineer", "Senior Engineer", "Store Manager"]);
        expect(await extra.getByText("Cut build time by 40%").count()).toBe(1);
        await undoThenRedo(
          page,
          madeJob,
          async () => {
            expect(await jobTitles(page)).toEqual(["Engineer", "Senior Engineer"]);
          },
          async () => {
            await extra.getByRole("button", { name: "Turn items into an entry… (Key Achievements)" }).click();
            await extra.getByRole("button", { name: "Store Manager" }).click();
            await extra.getByRole("button", { name: "Opened two stores" }).click({ modifiers: ["Shift"] });
            await extra.getByRole("button", { name: "Turn into an entry…" }).click();
            await page.getByRole("button", { name: "Make the entry" }).click();
          },
        );

        // 3. Two jobs reordered from the keyboard: the newer one up.
        const moveUp = async () => {
          await work(page).getByRole("button", { name: "Move Senior Engineer at Globex Ltd, Munich" }).focus();
          await page.keyboard.press("Enter");
          await page.getByRole("menuitem", { name: "Move up" }).waitFor();
          await page.keyboard.press("Enter");
        };
        await moveUp();
        await said(page, "Moved Job 2 up.");
        expect(await jobTitles(page)).toEqual(["Senior Engineer", "Engineer", "Store Manager"]);
        // The focus follows the moved job.
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
          "Move Senior Engineer at Globex Ltd, Munich",
        );
        await axe("undo-bar", true);
        await undoThenRedo(
          page,
          "Moved Job 2 up.",
          async () => {
            expect(await jobTitles(page)).toEqual(["Engineer", "Senior Engineer", "Store Manager"]);
          },
          moveUp,
        );

        // 4. Stored: a reload shows the result, and the server holds exactly it.
        await page.reload();
        await work(page).getByRole("heading", { name: "Senior Engineer" }).waitFor();
        expect(await jobTitles(page)).toEqual(["Senior Engineer", "Engineer", "Store Manager"]);
        const stored = (await (await api(token, "GET", "/api/profile")).json()) as { profile: StoredRecord };
        expect(stored.profile.experiences.work_experiences).toEqual(REPAIRED_JOBS);
        expect(stored.profile.additional_information).toEqual({
          "Technical Skills": ["C++", "Python, NumPy and SciPy"],
          "Key Achievements": ["Cut build time by 40%"],
        });
        await axe("reloaded");
        expect(failures, failures.join("\n\n")).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
