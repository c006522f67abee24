// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { expect } from "vitest";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5173";
export const SHOTS_DIR = path.resolve(import.meta.dirname, "../../test-results/e2e");

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Reads the newest dev-mailbox message for an address (development mail outbox). */
export async function latestMail(to: string): Promise<{ subject: string; text: string; html: string } | undefined> {
  const res = await fetch(`${BASE_URL}/api/dev/mail?to=${encodeURIComponent(to)}`);
  if (!res.ok) return undefined;
  const list = (await res.json()) as Array<{ subject: string; text: string; html: string }>;
  return list[0];
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const E2E_PASSWORD = "tailor e2e passphrase";

/** The confirmation/magic/recovery link and 6-digit code in the newest e-mail to `to` (waits for it). */
export async function mailLink(
  to: string,
  subject?: RegExp,
  timeoutMs = 10_000,
): Promise<{ link: string; code?: string; subject: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMail(to);
    if (mail && (!subject || subject.test(mail.subject))) {
      const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text)?.[0];
      if (link) return { link, code: /enter this code: (\d{6})/.exec(mail.text)?.[1], subject: mail.subject };
    }
    if (Date.now() > until) throw new Error(`no auth e-mail for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Creates and confirms an account through the JSON API + dev mailbox; returns an access token. */
export async function apiSignUp(email = uniqueEmail("api"), password = E2E_PASSWORD): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  // Confirming as the same client applies the chosen password (the sign-up's browser cookie).
  const signupCookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("tailorcv_signup="))
      ?.split(";")[0] ?? "";
  const { code } = await mailLink(email, /Confirm your/);
  const verify = await fetch(`${BASE_URL}/api/auth/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: signupCookie },
    body: JSON.stringify({ type: "signup", email, token: code }),
  });
  if (!verify.ok) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  return ((await verify.json()) as { access_token: string }).access_token;
}

/**
 * Signs up through the API from this browser context (so the sign-up's browser cookie lands in it, as
 * when the form is used), then opens the e-mailed confirmation link in `page`: the app confirms the
 * account with the chosen password, signs in (refresh cookie in this context) and lands on /profile.
 */
export async function signUpAndSignIn(
  page: Page,
  email = uniqueEmail("user"),
  password = E2E_PASSWORD,
): Promise<{ email: string; password: string }> {
  const res = await page.request.post(`${BASE_URL}/api/auth/signup`, {
    headers: { "content-type": "application/json", origin: BASE_URL },
    data: JSON.stringify({ email, password }),
  });
  if (!res.ok()) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  const { link } = await mailLink(email, /Confirm your/);
  await page.goto(link);
  await page.waitForURL((u) => u.pathname === "/profile");
  await page.getByRole("button", { name: "Sign out", includeHidden: true }).first().waitFor({ state: "attached" });
  return { email, password };
}

/** An access token for an account, through the password grant, as the SPA gets one. */
export async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** An API call with a bearer token, for setting up state the test is not about. */
export function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
