// Account safety: a sign-up confirmation can never hand an account to a stranger, sessions end when they
// should, tokens are good only for what they were issued for, and throttles are atomic and keyed so that a
// stranger who knows only the address slows themselves, not the owner.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueAccessToken } from "../../worker/auth/access-token";
import { safeRedirectPath } from "../../worker/auth/flows";
import { call, jsonInit } from "./helpers";
import { ORIGIN, type TokenBody, latest, mailbox, newBrowser, refreshCookie, signIn, signUpConfirmed, uniq } from "./auth-helpers";

const profile = (token: string) => call("/api/profile", { headers: { authorization: `Bearer ${token}` } });
const putUser = (token: string, body: unknown) => call("/api/auth/user", jsonInit("PUT", body, token));
const fromIp = (ip: string) => ({ "cf-connecting-ip": ip });

describe("sign-up and confirmation cannot hand over an account", () => {
  it("a stranger's sign-up of your address: clicking the newest e-mail in your browser never applies their password", async () => {
    const email = uniq("victim");
    const owner = newBrowser();
    const stranger = newBrowser();
    expect((await owner.post("/api/auth/signup", { email, password: "the owner's passphrase" })).status).toBe(200);
    expect((await stranger.post("/api/auth/signup", { email, password: "the stranger's passphrase" })).status).toBe(200);
    // The owner opens the newest confirmation e-mail (the one the stranger's sign-up sent) in their own browser.
    const { tokenHash } = await latest(email);
    // That sign-up was made in another browser: the link first asks for a click naming the account.
    const ask = await owner.post("/api/auth/verify", { type: "signup", token_hash: tokenHash });
    expect(ask.status).toBe(409);
    expect(await ask.json()).toMatchObject({ code: "link_confirm_required", email });
    const v = await owner.post("/api/auth/verify", { type: "signup", token_hash: tokenHash, confirm: true });
    expect(v.status).toBe(200);
    const body = await v.json<TokenBody & { password_set: boolean }>();
    expect(body.password_set).toBe(false);
    expect((await signIn(email, "the stranger's passphrase")).status).toBe(400);
    // The owner chooses a password with the token of the confirmation (the account has none yet).
    expect((await putUser(body.access_token, { password: "the owner's new passphrase" })).status).toBe(200);
    expect((await signIn(email, "the owner's new passphrase")).status).toBe(200);
    expect((await signIn(email, "the stranger's passphrase")).status).toBe(400);
  });

  it("a magic link opened in another browser than the one that asked signs no one in without a click (login CSRF)", async () => {
    const { email } = await signUpConfirmed();
    const asker = newBrowser();
    const visitor = newBrowser();
    expect((await asker.post("/api/auth/otp", { email })).status).toBe(200);
    const { tokenHash } = await latest(email);
    // The visitor's browser (say, the link was planted in a page) gets a question naming the account, no session.
    const ask = await visitor.post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash });
    expect(ask.status).toBe(409);
    expect(await ask.json()).toMatchObject({ code: "link_confirm_required", email });
    expect(ask.headers.getSetCookie().join("\n")).not.toMatch(/tailorcv_refresh=[^;]/);
    // The link is not used up by the question: in the browser that asked, it signs in at once.
    const signedIn = await asker.post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().join("\n")).toMatch(/tailorcv_refresh=[^;]/);
  });

  it("a pending sign-up never stores a password on the account row before the mailbox is proven", async () => {
    const email = uniq("pending");
    await newBrowser().post("/api/auth/signup", { email, password: "a fine passphrase" });
    await mailbox(email); // the account row is written after the answer: the mailbox waits for it
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string | null }>();
    expect(row?.password_hash).toBeNull();
    // Signing in before confirming still says what to do.
    const early = await signIn(email, "a fine passphrase");
    expect(await early.json()).toMatchObject({ code: "email_not_confirmed" });
  });

  it("a confirmation link never changes the password of an account confirmed in the meantime", async () => {
    const email = uniq("meantime");
    const owner = newBrowser();
    await owner.post("/api/auth/signup", { email, password: "first passphrase" });
    const signupLink = (await latest(email)).tokenHash;
    // The owner confirms through a magic link instead and sets a password.
    await owner.post("/api/auth/otp", { email });
    const magic = await owner.post("/api/auth/verify", { type: "magiclink", token_hash: (await latest(email)).tokenHash });
    const session = await magic.json<TokenBody>();
    expect((await putUser(session.access_token, { password: "the real passphrase" })).status).toBe(200);
    // The old sign-up link, clicked later in the same browser, signs in but changes nothing.
    const late = await owner.post("/api/auth/verify", { type: "signup", token_hash: signupLink });
    expect(late.status).toBe(200);
    expect((await signIn(email, "first passphrase")).status).toBe(400);
    expect((await signIn(email, "the real passphrase")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("changing the password needs the current one (with an access token)", async () => {
    const { session, password } = await signUpConfirmed();
    const missing = await putUser(session.access_token, { password: "another fine passphrase" });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: "current_password_required", field: "current_password" });
    const wrong = await putUser(session.access_token, { password: "another fine passphrase", current_password: "not it at all" });
    expect(wrong.status).toBe(403);
    const ok = await putUser(session.access_token, { password: "another fine passphrase", current_password: password });
    expect(ok.status).toBe(200);
  });

  it("a password change ends every access token issued before it (even the one that made the change)", async () => {
    const { session, password, email } = await signUpConfirmed();
    const other = await (await signIn(email, password)).json<TokenBody>();
    expect((await profile(other.access_token)).status).toBe(404); // valid: no profile yet
    expect((await putUser(session.access_token, { password: "a newer passphrase", current_password: password })).status).toBe(200);
    expect((await profile(other.access_token)).status).toBe(401);
    expect((await profile(session.access_token)).status).toBe(401);
    // An old token cannot set yet another password.
    expect((await putUser(other.access_token, { password: "the attacker's choice", current_password: "a newer passphrase" })).status).toBe(
      401,
    );
    const fresh = await (await signIn(email, "a newer passphrase")).json<TokenBody>();
    expect((await profile(fresh.access_token)).status).toBe(404);
  });

  it("sign out everywhere ends every access token and refresh token", async () => {
    const { session, cookie } = await signUpConfirmed();
    const out = await call("/api/auth/logout?scope=global", {
      method: "POST",
      headers: { origin: ORIGIN, authorization: `Bearer ${session.access_token}` },
    });
    expect(out.status).toBe(204);
    expect((await profile(session.access_token)).status).toBe(401);
    const r = await call("/api/auth/token?grant_type=refresh_token", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: `tailorcv_refresh=${cookie}` },
    });
    expect(r.status).toBe(401);
  });

  it("the recovery link's token opens only the password change, which ends every earlier token", async () => {
    const { session, email } = await signUpConfirmed();
    await newBrowser().post("/api/auth/recover", { email });
    const { tokenHash, code } = await latest(email);
    expect(code).toBeUndefined(); // the reset e-mail carries only its link
    const v = await call("/api/auth/verify", jsonInit("POST", { type: "recovery", token_hash: tokenHash }));
    expect(v.status).toBe(200);
    const recovery = await v.json<TokenBody>();
    expect(refreshCookie(v)).toBeUndefined();
    expect((await profile(recovery.access_token)).status).toBe(401);
    expect((await call("/api/auth/user", { headers: { authorization: `Bearer ${recovery.access_token}` } })).status).toBe(401);
    expect((await call("/api/resume/user_resumes", { headers: { authorization: `Bearer ${recovery.access_token}` } })).status).toBe(401);
    // No current password needed: the link was the proof.
    expect((await putUser(recovery.access_token, { password: "a reset passphrase" })).status).toBe(200);
    expect((await profile(session.access_token)).status).toBe(401);
    expect((await putUser(recovery.access_token, { password: "yet another passphrase" })).status).toBe(401);
    expect((await signIn(email, "a reset passphrase")).status).toBe(200);
  });

  it("a reset creates no code that can be typed, so none can be guessed", async () => {
    const { email } = await signUpConfirmed();
    await newBrowser().post("/api/auth/recover", { email });
    const guesses = await Promise.all(
      ["000000", "123456", "999999"].map((token) => call("/api/auth/verify", jsonInit("POST", { type: "recovery", email, token }))),
    );
    for (const g of guesses) expect(g.status).toBe(403);
  });

  it("tokens of a user who no longer exists are refused", async () => {
    const { token } = await issueAccessToken(env, { id: crypto.randomUUID(), email: "ghost@example.com" });
    expect((await profile(token)).status).toBe(401);
  });
});

describe("throttles", () => {
  it("40 parallel wrong passwords from one client: at most 5 are checked; the owner elsewhere still signs in", async () => {
    const { email, password } = await signUpConfirmed();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(email, "a wrong guess", fromIp("198.51.100.7"))));
    const checked = answers.filter((r) => r.status === 400).length;
    const refused = answers.filter((r) => r.status === 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(40);
    // The stranger's failures are theirs: the owner's correct password from another client works.
    expect((await signIn(email, password, fromIp("203.0.113.20"))).status).toBe(200);
    // And the stranger is still held back, even with the right password.
    expect((await signIn(email, password, fromIp("198.51.100.7"))).status).toBe(429);
  });

  it("a correct password resets the client's count", async () => {
    const { email, password } = await signUpConfirmed();
    const ip = fromIp("192.0.2.44");
    for (let i = 0; i < 4; i++) expect((await signIn(email, "wrong", ip)).status).toBe(400);
    expect((await signIn(email, password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, "wrong", ip)).status).toBe(400);
    expect((await signIn(email, password, ip)).status).toBe(200);
  });

  it("18 parallel wrong guesses of an e-mailed code: at most 5 are compared, and the right code is then refused", async () => {
    const email = uniq("codes");
    await newBrowser().post("/api/auth/otp", { email });
    const { code } = await latest(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        call("/api/auth/verify", jsonInit("POST", { type: "email", email, token: wrong }, undefined, fromIp(`198.51.100.${i + 1}`))),
      ),
    );
    for (const g of guesses) expect(g.status).toBe(403);
    const row = await env.DB.prepare("SELECT attempts FROM auth_codes WHERE email = ? AND used_at IS NULL")
      .bind(email)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
    const right = await call("/api/auth/verify", jsonInit("POST", { type: "email", email, token: code }));
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: "otp_locked" });
    // The e-mailed link still works: it cannot be guessed.
    const { tokenHash } = await latest(email);
    const link = { type: "magiclink", token_hash: tokenHash, confirm: true };
    expect((await call("/api/auth/verify", jsonInit("POST", link))).status).toBe(200);
  });

  it("a stranger who asks for e-mails to your address uses up their own quota, not yours", async () => {
    const { email } = await signUpConfirmed();
    const before = (await mailbox(email)).length;
    const strangerAnswers = [];
    for (let i = 0; i < 12; i++)
      strangerAnswers.push(
        (await call("/api/auth/otp", jsonInit("POST", { email }, undefined, { origin: ORIGIN, ...fromIp("198.51.100.99") }))).status,
      );
    expect(strangerAnswers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(strangerAnswers.slice(10).every((s) => s === 429)).toBe(true);
    const owner = await call("/api/auth/recover", jsonInit("POST", { email }, undefined, { origin: ORIGIN, ...fromIp("203.0.113.50") }));
    expect(owner.status).toBe(200);
    expect((await mailbox(email)).length).toBe(before + 11);
  });
});

describe("redirects after a link", () => {
  it("only same-origin paths are kept; anything else falls back", () => {
    const origin = "https://tailorcv.test";
    expect(safeRedirectPath("/resumes?x=1#top", origin)).toBe("/resumes?x=1#top");
    expect(safeRedirectPath("https://tailorcv.test/home", origin)).toBe("/home");
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example/", "/\\\\evil", "javascript:alert(1)", "/ok\u0000"]) {
      expect(safeRedirectPath(evil, origin)).toBe("/profile");
    }
  });
});
