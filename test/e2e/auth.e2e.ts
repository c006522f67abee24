// Sign-in as a user meets it, in real Chromium against the built app: sign up → dev mailbox →
// confirm → /profile signed in → reload stays signed in → sign out → magic link → forgot/update password.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, E2E_PASSWORD, launch, mailLink, newPage, screenshot, uniqueEmail } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole("heading", { name: "Welcome to TailorCV" });
const submit = (page: Page, name: string) => page.locator("form.auth-form").getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function signedInAs(page: Page, email: string) {
  await page.getByRole("button", { name: "Sign out", includeHidden: true }).waitFor({ state: "attached" });
  expect(await page.locator(".user-menu__email").textContent()).toBe(email);
}

describe("auth in the browser", () => {
  it("sign up → confirm by e-mail → /profile → reload → sign out → magic link → forgot/update password", async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      const email = uniqueEmail("e2e-auth");

      // Signed out: only the card, on any path.
      await page.goto("/resumes");
      await card(page).waitFor();
      expect(await page.locator("nav[aria-label='Main']").count()).toBe(0);
      expect(await page.locator("input[name=email]").getAttribute("type")).toBe("email");
      expect(await page.locator("input[name=password]").getAttribute("type")).toBe("password");
      await screenshot(page, "auth-01-sign-in");

      // Sign up.
      await link(page, "Don't have an account? Sign up").click();
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Create a Password", { exact: true }).fill("short");
      await submit(page, "Sign up").click();
      await page.getByRole("alert").filter({ hasText: "at least 8 characters" }).waitFor();
      await page.getByLabel("Create a Password", { exact: true }).fill(E2E_PASSWORD);
      await submit(page, "Sign up").click();
      await page.getByRole("status").filter({ hasText: "Check your email for the confirmation link" }).waitFor();
      await screenshot(page, "auth-02-sign-up-sent");

      // Signing in before confirming is refused clearly.
      await link(page, "Already have an account? Sign in").click();
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Your Password", { exact: true }).fill(E2E_PASSWORD);
      await submit(page, "Sign in").click();
      await page.getByRole("alert").filter({ hasText: "Email not confirmed" }).waitFor();
      expect(await page.locator(".alert--error").count()).toBe(1);

      // Confirm through the dev mailbox link: lands signed in where sign-up started (/resumes).
      const confirm = await mailLink(email, /Confirm your TailorCV account/);
      expect(confirm.code).toMatch(/^\d{6}$/);
      expect(new URL(confirm.link).searchParams.get("next")).toBe("/resumes");
      await page.goto(confirm.link);
      await page.waitForURL((u) => u.pathname === "/resumes");
      await signedInAs(page, email);
      await page.goto("/profile");
      await signedInAs(page, email);
      await screenshot(page, "auth-03-profile-signed-in");

      // The refresh token is an HttpOnly cookie on /api/auth; nothing secret is readable by scripts.
      const cookies = await context.cookies();
      const refresh = cookies.find((c) => c.name === "tailorcv_refresh");
      expect(refresh).toMatchObject({ httpOnly: true, path: "/api/auth", sameSite: "Lax" });
      expect(await page.evaluate(() => document.cookie)).not.toContain("tailorcv_refresh");
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toMatch(/eyJ/);

      // Reload stays signed in.
      await page.reload();
      await signedInAs(page, email);
      expect(new URL(page.url()).pathname).toBe("/profile");

      // Sign out: back to the card, and a reload stays signed out.
      await page.getByRole("button", { name: "Sign out" }).click();
      await card(page).waitFor();
      await page.reload();
      await card(page).waitFor();

      // Magic link: an empty e-mail is refused; then the link signs in.
      await link(page, "Send a magic link email").click();
      await submit(page, "Send Magic Link").click();
      await page
        .getByRole("alert")
        .filter({ hasText: /enter your email/i })
        .waitFor();
      await page.getByLabel("Email address").fill(email);
      await submit(page, "Send Magic Link").click();
      await page.getByRole("status").filter({ hasText: "Check your email for the magic link" }).waitFor();
      await screenshot(page, "auth-04-magic-link-sent");
      const magic = await mailLink(email, /sign-in link/);
      await page.goto(magic.link);
      await page.waitForURL((u) => u.pathname === "/profile");
      await signedInAs(page, email);
      await page.getByRole("button", { name: "Sign out" }).click();
      await card(page).waitFor();

      // Forgotten password → e-mailed link → update_password → back to sign_in → sign in with the new password.
      await link(page, "Forgot your password?").click();
      await page.getByLabel("Email address").fill(email);
      await submit(page, "Send reset password instructions").click();
      await page.getByRole("status").filter({ hasText: "Check your email for the password reset link" }).waitFor();
      const reset = await mailLink(email, /Reset your TailorCV password/);
      await page.goto(reset.link);
      await page.getByLabel("New password", { exact: true }).waitFor();
      expect(await page.locator("input[name=password]").getAttribute("type")).toBe("password");
      await screenshot(page, "auth-05-update-password");
      await page.getByLabel("New password", { exact: true }).fill("a brand new e2e passphrase");
      await submit(page, "Update password").click();
      await page.getByRole("status").filter({ hasText: "Your password has been updated" }).waitFor();
      await submit(page, "Sign in").waitFor();
      // The link was single use.
      await page.goto(reset.link);
      await page.getByRole("alert").filter({ hasText: "Token has expired or is invalid" }).waitFor();

      // Sign in with the new password on a deep link: the user stays on that path.
      await page.goto("/resumes");
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Your Password", { exact: true }).fill(E2E_PASSWORD);
      await submit(page, "Sign in").click();
      await page.getByRole("alert").filter({ hasText: "Invalid login credentials" }).waitFor();
      await screenshot(page, "auth-06-error");
      await page.getByLabel("Your Password", { exact: true }).fill("a brand new e2e passphrase");
      await submit(page, "Sign in").click();
      await signedInAs(page, email);
      expect(new URL(page.url()).pathname).toBe("/resumes");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the e-mailed code signs in through verify_otp, and the card looks right at 375 px", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    try {
      const email = uniqueEmail("e2e-code");
      await page.goto("/profile");
      await card(page).waitFor();
      await screenshot(page, "auth-07-sign-in-375");
      const box = await page.locator(".auth-card").boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await link(page, "Send a magic link email").click();
      await page.getByLabel("Email address").fill(email);
      await submit(page, "Send Magic Link").click();
      await page.getByRole("status").waitFor();
      const { code } = await mailLink(email, /sign-in link/);
      await link(page, "Have a code from the e-mail? Enter it here").click();
      await page.getByLabel("Code", { exact: true }).fill(code!);
      await submit(page, "Verify token").click();
      await page.getByRole("button", { name: "Sign out", includeHidden: true }).waitFor({ state: "attached" });
      expect(new URL(page.url()).pathname).toBe("/profile");
    } finally {
      await context.close();
    }
  });

  it("the dev mailbox page lists the messages", async () => {
    const { context, page } = await newPage(browser);
    try {
      const email = uniqueEmail("e2e-box");
      await fetch(`${BASE_URL}/api/auth/otp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      await page.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
      await page.getByText("Your TailorCV sign-in link").waitFor();
      await screenshot(page, "auth-08-dev-mailbox");
    } finally {
      await context.close();
    }
  });
});
