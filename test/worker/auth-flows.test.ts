// Every sign-in flow through the real API: sign-up + confirmation (link and code), password sign-in,
// magic link and code, recovery + password update, sign-out, and the token response shape.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, jsonInit } from "./helpers";
import {
  ORIGIN,
  type TokenBody,
  latest,
  mailbox,
  post,
  refresh,
  refreshCookie,
  setCookieHeader,
  signIn,
  signUpConfirmed,
  uniq,
} from "./auth-helpers";

function decode(token: string) {
  return JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
}

describe("sign-up and confirmation", () => {
  it("sends a confirmation e-mail with a link and a 6-digit code, and refuses sign-in until confirmed", async () => {
    const email = uniq("signup");
    const res = await post("/api/auth/signup", { email, password: "a fine passphrase", data: { full_name: "Ada Lovelace" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Check your email for the confirmation link" });
    expect(refreshCookie(res)).toBeUndefined();

    const { mail, code, link } = await latest(email);
    expect(mail.subject).toBe("Confirm your TailorCV account");
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toContain("/auth/confirm?");
    expect(new URL(link!).searchParams.get("type")).toBe("signup");
    expect(new URL(link!).searchParams.get("next")).toBe("/profile");
    expect(mail.html).toContain(code);

    const early = await signIn(email, "a fine passphrase");
    expect(early.status).toBe(400);
    expect((await early.json<{ error: string }>()).error).toMatch(/^Email not confirmed/);
  });

  it("the link confirms, signs in (cookie + token) and points at /profile; it works only once", async () => {
    const email = uniq("link");
    await post("/api/auth/signup", { email, password: "a fine passphrase", data: { full_name: "Grace Hopper" } });
    const { tokenHash } = await latest(email);
    const v = await post("/api/auth/verify", { type: "signup", token_hash: tokenHash });
    expect(v.status).toBe(200);
    const body = await v.json<TokenBody>();
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 3600, type: "signup", redirect_to: "/profile" });
    expect(body.user).toMatchObject({ email, user_metadata: { full_name: "Grace Hopper" } });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    const claims = decode(body.access_token);
    expect(claims).toMatchObject({ user_id: body.user.id, sub: body.user.id, email, exp: body.expires_at });

    const cookie = setCookieHeader(v);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(JSON.stringify(body)).not.toContain(refreshCookie(v));

    const again = await post("/api/auth/verify", { type: "signup", token_hash: tokenHash });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error: "Token has expired or is invalid" });

    const ok = await signIn(email, "a fine passphrase");
    expect(ok.status).toBe(200);
  });

  it("the 6-digit code confirms too (type signup or email)", async () => {
    const email = uniq("code");
    await post("/api/auth/signup", { email, password: "a fine passphrase" });
    const { code } = await latest(email);
    const v = await post("/api/auth/verify", { type: "email", email, token: code });
    expect(v.status).toBe(200);
    expect(refreshCookie(v)).toBeTruthy();
    expect((await signIn(email, "a fine passphrase")).status).toBe(200);
  });

  it("confirming sets the password of the sign-up that sent the link (a second sign-up replaces the first)", async () => {
    const email = uniq("twice");
    await post("/api/auth/signup", { email, password: "first passphrase" });
    const first = await latest(email);
    await post("/api/auth/signup", { email, password: "second passphrase" });
    const second = await latest(email);
    expect((await post("/api/auth/verify", { type: "signup", token_hash: first.tokenHash })).status).toBe(403);
    expect((await post("/api/auth/verify", { type: "signup", token_hash: second.tokenHash })).status).toBe(200);
    expect((await signIn(email, "first passphrase")).status).toBe(400);
    expect((await signIn(email, "second passphrase")).status).toBe(200);
  });

  it("signing up with a confirmed address answers the same and e-mails the owner instead", async () => {
    const { email } = await signUpConfirmed();
    const res = await post("/api/auth/signup", { email, password: "another passphrase" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Check your email for the confirmation link" });
    expect((await latest(email)).mail.subject).toBe("You already have a TailorCV account");
    expect((await signIn(email, "another passphrase")).status).toBe(400);
  });

  it("stores the password as PBKDF2-SHA256 with its parameters, never in clear", async () => {
    const { email, password } = await signUpConfirmed();
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.password_hash).not.toContain(password);
    const codes = await env.DB.prepare("SELECT code_hash, link_hash FROM auth_codes WHERE email = ?")
      .bind(email)
      .all<{ code_hash: string }>();
    const { code } = await latest(email);
    expect(JSON.stringify(codes.results)).not.toContain(code);
  });
});

describe("password sign-in", () => {
  it("returns the token response and a refresh cookie; e-mail is case-insensitive", async () => {
    const { email, password } = await signUpConfirmed(uniq("Mixed"), "a fine passphrase", "Mixed Case");
    const res = await signIn(email.toUpperCase(), password);
    expect(res.status).toBe(200);
    const body = await res.json<TokenBody>();
    expect(Object.keys(body).sort()).toEqual(["access_token", "expires_at", "expires_in", "token_type", "user"]);
    expect(body.user).toEqual({ id: expect.any(String), email: email.toLowerCase(), user_metadata: { full_name: "Mixed Case" } });
    expect(refreshCookie(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a wrong password and an unknown e-mail get the same answer", async () => {
    const { email } = await signUpConfirmed();
    const wrong = await signIn(email, "not the password");
    const unknown = await signIn(uniq("nobody"), "not the password");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect((await wrong.json<{ error: string }>()).error).toBe("Invalid login credentials");
    expect((await unknown.json<{ error: string }>()).error).toBe("Invalid login credentials");
  });

  it("accepts unicode passwords and treats NFC/NFD forms as the same password", async () => {
    const nfc = "pässwörd-日本語-ünïcode".normalize("NFC");
    const { email } = await signUpConfirmed(uniq("uni"), nfc);
    expect((await signIn(email, nfc.normalize("NFD"))).status).toBe(200);
  });
});

describe("magic link and e-mailed code", () => {
  it("an unknown address gets a link that creates a confirmed account; the same answer as a known one", async () => {
    const email = uniq("magic");
    const res = await post("/api/auth/otp", { email, redirect_to: "/resumes" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Check your email for the magic link" });
    const { mail, tokenHash, code, link } = await latest(email);
    expect(mail.subject).toBe("Your TailorCV sign-in link");
    expect(code).toMatch(/^\d{6}$/);
    expect(new URL(link!).searchParams.get("next")).toBe("/resumes");
    const v = await post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash });
    expect(v.status).toBe(200);
    expect(await v.json()).toMatchObject({ type: "magiclink", redirect_to: "/resumes", user: { email } });
    expect(refreshCookie(v)).toBeTruthy();
  });

  it("the code signs in once; a second use fails", async () => {
    const { email } = await signUpConfirmed();
    await post("/api/auth/otp", { email });
    const { code } = await latest(email);
    expect((await post("/api/auth/verify", { type: "email", email, token: code })).status).toBe(200);
    expect((await post("/api/auth/verify", { type: "email", email, token: code })).status).toBe(403);
  });

  it("codes expire after 10 minutes", async () => {
    const { email } = await signUpConfirmed();
    await post("/api/auth/otp", { email });
    const { code } = await latest(email);
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE email = ? AND purpose = 'magiclink'")
      .bind(Date.now() - 1, email)
      .run();
    expect((await post("/api/auth/verify", { type: "email", email, token: code })).status).toBe(403);
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM auth_codes WHERE email = ? AND purpose = 'magiclink'")
      .bind(email)
      .first<{ created_at: number }>();
    expect(row).toBeTruthy();
  });

  it("a code's lifetime is 10 minutes", async () => {
    const email = uniq("ttl");
    await post("/api/auth/otp", { email });
    await latest(email); // the code is issued after the answer: the mailbox waits for it
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM auth_codes WHERE email = ?")
      .bind(email)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(10 * 60 * 1000);
  });

  it("locks after 5 wrong tries: the right code then fails too", async () => {
    const { email } = await signUpConfirmed();
    await post("/api/auth/otp", { email });
    const { code } = await latest(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/verify", { type: "email", email, token: wrong })).status).toBe(403);
    const locked = await post("/api/auth/verify", { type: "email", email, token: code });
    expect(locked.status).toBe(403);
    expect((await locked.json<{ error: string }>()).error).toMatch(/Too many wrong codes/);
    // A new code works again.
    await post("/api/auth/otp", { email });
    const fresh = await latest(email);
    expect((await post("/api/auth/verify", { type: "email", email, token: fresh.code })).status).toBe(200);
  });

  it("with create_user false an unknown address gets no e-mail and the same answer", async () => {
    const email = uniq("nocreate");
    const res = await post("/api/auth/otp", { email, create_user: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Check your email for the magic link" });
    expect(await mailbox(email)).toEqual([]);
  });

  it("an off-site redirect_to is replaced by /profile", async () => {
    const email = uniq("redir");
    await post("/api/auth/otp", { email, redirect_to: "https://evil.example/steal" });
    expect(new URL((await latest(email)).link!).searchParams.get("next")).toBe("/profile");
    await post("/api/auth/otp", { email, redirect_to: "//evil.example/x" });
    expect(new URL((await latest(email)).link!).searchParams.get("next")).toBe("/profile");
  });
});

describe("password recovery and update", () => {
  it("recover e-mails a single-use link valid for 1 hour; verify gives a short session without a cookie", async () => {
    const { email } = await signUpConfirmed();
    const res = await post("/api/auth/recover", { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Check your email for the password reset link" });
    const { mail, tokenHash, code } = await latest(email);
    expect(mail.subject).toBe("Reset your TailorCV password");
    expect(code).toBeUndefined();
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM auth_codes WHERE email = ? AND purpose = 'recovery'")
      .bind(email)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(3600 * 1000);

    const v = await post("/api/auth/verify", { type: "recovery", token_hash: tokenHash });
    expect(v.status).toBe(200);
    expect(refreshCookie(v)).toBeUndefined();
    const body = await v.json<TokenBody>();
    expect(body.type).toBe("recovery");

    const upd = await call("/api/auth/user", jsonInit("PUT", { password: "a brand new passphrase" }, body.access_token));
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({ message: "Your password has been updated", user: { email } });
    expect((await signIn(email, "a brand new passphrase")).status).toBe(200);
    expect((await post("/api/auth/verify", { type: "recovery", token_hash: tokenHash })).status).toBe(403);
  });

  it("an unknown address gets the same answer and no e-mail", async () => {
    const email = uniq("ghost");
    const res = await post("/api/auth/recover", { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Check your email for the password reset link" });
    expect(await mailbox(email)).toEqual([]);
  });

  it("an expired recovery link fails", async () => {
    const { email } = await signUpConfirmed();
    await post("/api/auth/recover", { email });
    const { tokenHash } = await latest(email);
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE email = ? AND purpose = 'recovery'")
      .bind(Date.now() - 1, email)
      .run();
    expect((await post("/api/auth/verify", { type: "recovery", token_hash: tokenHash })).status).toBe(403);
  });

  it("a recovery link cannot be used as a magic link", async () => {
    const { email } = await signUpConfirmed();
    await post("/api/auth/recover", { email });
    const { tokenHash } = await latest(email);
    expect((await post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash })).status).toBe(403);
  });

  it("PUT /user needs a bearer token ('Auth session missing!'), refuses weak and unchanged passwords, and ends other sessions", async () => {
    const none = await call("/api/auth/user", jsonInit("PUT", { password: "a brand new passphrase" }));
    expect(none.status).toBe(401);
    expect((await none.json<{ error: string }>()).error).toBe("Auth session missing!");

    const { session, cookie, password } = await signUpConfirmed();
    const weak = await call("/api/auth/user", jsonInit("PUT", { password: "short" }, session.access_token));
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ code: "weak_password" });
    const same = await call("/api/auth/user", jsonInit("PUT", { password, current_password: password }, session.access_token));
    expect(same.status).toBe(422);

    const ok = await call(
      "/api/auth/user",
      jsonInit("PUT", { password: "a different passphrase", current_password: password }, session.access_token),
    );
    expect(ok.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe("sign-out", () => {
  it("revokes the refresh token and clears the cookie", async () => {
    const { cookie } = await signUpConfirmed();
    const out = await call("/api/auth/logout", { method: "POST", headers: { origin: ORIGIN, cookie: `tailorcv_refresh=${cookie}` } });
    expect(out.status).toBe(204);
    expect(setCookieHeader(out)).toMatch(/Max-Age=0/);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("without a cookie it still succeeds", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(204);
  });
});

describe("GET /api/auth/user and /providers", () => {
  it("returns the signed-in user", async () => {
    const { session, email } = await signUpConfirmed(uniq("me"), "a fine passphrase", "Me Myself");
    const res = await call("/api/auth/user", { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(await res.json()).toEqual({ user: { id: session.user.id, email, user_metadata: { full_name: "Me Myself" } } });
  });

  it("providers says Google is off without a client id and secret", async () => {
    expect(await (await call("/api/auth/providers")).json()).toEqual({ email: true, google: false });
    expect((await call("/api/auth/signin/google")).status).toBe(404);
  });
});
