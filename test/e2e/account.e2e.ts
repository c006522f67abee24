// "Your account" in real Chromium: the password changed on the profile with the current one; the page stays
// signed in (also after a reload), the old password stops working and the new one signs in.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BASE_URL, launch, newPage, signUpAndSignIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const grant = (email: string, password: string) =>
  fetch(`${BASE_URL}/api/auth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

it("changes the password in the app and stays signed in", async () => {
  const { context, page } = await newPage(browser, { width: 375, height: 740 });
  try {
    const { email, password } = await signUpAndSignIn(page);
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Your account" });
    await card.getByText("Free: 0 of 2 free resumes used.", { exact: false }).waitFor();
    await card.getByLabel("Current password").fill(password);
    await card.getByLabel("New password").fill("a brand new passphrase");
    await card.getByRole("button", { name: "Change password" }).click();
    await card.getByText(/Your password has been changed/).waitFor();
    await page.reload();
    await page.getByRole("region", { name: "Your account" }).waitFor();
    expect(await page.getByRole("heading", { name: "Welcome to TailorCV" }).count()).toBe(0);
    expect((await grant(email, password)).status).toBe(400);
    expect((await grant(email, "a brand new passphrase")).status).toBe(200);
  } finally {
    await context.close();
  }
});
