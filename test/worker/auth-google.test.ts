// Google sign-in through Auth.js: the start redirect (client_id, redirect_uri, state, PKCE) and the
// callback with Google's token and userinfo endpoints answered by the fake server (network boundary).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import type { Env } from "../../worker/env";
import { BASE, fake } from "./helpers";
import { type TokenBody, post, refresh, refreshCookie, signIn, signUpConfirmed, uniq } from "./auth-helpers";

const CLIENT_ID = "test-client.apps.googleusercontent.com";
const genv = (): Env => ({
  ...(env as unknown as Env),
  AUTH_GOOGLE_ID: CLIENT_ID,
  AUTH_GOOGLE_SECRET: "test-client-secret",
  AUTH_GOOGLE_API_BASE: fake.url("/google"),
});

async function gfetch(path: string, init: RequestInit = {}, e: Env = genv()): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await api.fetch(new Request(new URL(path, BASE), { redirect: "manual", ...init }), e, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A tiny cookie jar: name → value from Set-Cookie headers. */
class Jar {
  private m = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (/max-age=0/i.test(c) || value === "") this.m.delete(name);
      else this.m.set(name, value);
    }
  }
  header() {
    return [...this.m].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  names() {
    return [...this.m.keys()];
  }
}

const codeFor = (p: { sub: string; email: string; email_verified?: boolean; name?: string }) =>
  btoa(JSON.stringify({ email_verified: true, ...p }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function start(jar: Jar, callbackUrl = `${BASE}/resumes`) {
  const csrf = await gfetch("/api/auth/csrf");
  expect(csrf.status).toBe(200);
  jar.take(csrf);
  const { csrfToken } = await csrf.json<{ csrfToken: string }>();
  const res = await gfetch("/api/auth/signin/google", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl }),
  });
  jar.take(res);
  return res;
}

async function signInWithGoogle(profile: { sub: string; email: string; email_verified?: boolean; name?: string }, callbackUrl?: string) {
  const jar = new Jar();
  const startRes = await start(jar, callbackUrl);
  const location = new URL(startRes.headers.get("location")!);
  const state = location.searchParams.get("state")!;
  const res = await gfetch(
    `/api/auth/callback/google?${new URLSearchParams({ code: codeFor(profile), state, scope: "openid email profile" })}`,
    {
      headers: { cookie: jar.header() },
    },
  );
  jar.take(res);
  return { res, jar, location };
}

beforeEach(async () => {
  await fake.reset();
});

describe("Google sign-in (Auth.js)", () => {
  it("is offered only when a client id and secret are configured", async () => {
    expect(await (await gfetch("/api/auth/providers")).json()).toEqual({ email: true, google: true });
    expect(await (await gfetch("/api/auth/providers", {}, { ...genv(), AUTH_GOOGLE_SECRET: undefined })).json()).toEqual({
      email: true,
      google: false,
    });
  });

  it("the start redirect carries client_id, redirect_uri, state and an S256 code_challenge", async () => {
    const jar = new Jar();
    const res = await start(jar);
    expect(res.status).toBe(302);
    const loc = new URL(res.headers.get("location")!);
    expect(`${loc.origin}${loc.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(loc.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(loc.searchParams.get("redirect_uri")).toBe(`${BASE}/api/auth/callback/google`);
    expect(loc.searchParams.get("response_type")).toBe("code");
    expect(loc.searchParams.get("scope")).toBe("openid email profile");
    expect(loc.searchParams.get("state")).toMatch(/.{16,}/);
    expect(loc.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loc.searchParams.get("code_challenge_method")).toBe("S256");
    expect(jar.names().some((n) => n.includes("pkce.code_verifier"))).toBe(true);
    expect(jar.names().some((n) => n.includes("state"))).toBe(true);
  });

  it("a GET to the sign-in endpoint does not start the flow (CSRF token required)", async () => {
    const res = await gfetch("/api/auth/signin/google");
    expect(res.headers.get("location") ?? "").not.toContain("accounts.google.com");
  });

  it("the callback exchanges the code (with the PKCE verifier), creates the user with Google's name and signs in with our refresh cookie", async () => {
    const email = uniq("g");
    const { res, location } = await signInWithGoogle({ sub: "google-sub-1", email, name: "Katherine Johnson" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${BASE}/resumes`);
    const cookie = refreshCookie(res);
    expect(cookie).toBeTruthy();
    expect(res.headers.getSetCookie().join("\n")).not.toMatch(/authjs\.session-token=[^;]+/);

    const [tokenReq] = await fake.requests("/google/oauth2.googleapis.com/token");
    const form = new URLSearchParams(tokenReq!.body);
    expect(form.get("redirect_uri")).toBe(`${BASE}/api/auth/callback/google`);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(form.get("code_verifier")!));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(challenge).toBe(location.searchParams.get("code_challenge"));
    expect(await fake.requests("/google/openidconnect.googleapis.com/v1/userinfo")).toHaveLength(1);

    const r = await refresh(cookie);
    expect(r.status).toBe(200);
    const body = await r.json<TokenBody>();
    expect(body.user).toMatchObject({ email, user_metadata: { full_name: "Katherine Johnson" } });
    const acc = await env.DB.prepare(
      "SELECT user_id FROM accounts WHERE provider = 'google' AND provider_account_id = 'google-sub-1'",
    ).first<{ user_id: string }>();
    expect(acc!.user_id).toBe(body.user.id);

    // Signing in again finds the same user.
    const again = await signInWithGoogle({ sub: "google-sub-1", email, name: "Katherine Johnson" });
    const r2 = await refresh(refreshCookie(again.res));
    expect((await r2.json<TokenBody>()).user.id).toBe(body.user.id);
  });

  it("a password account with the same verified e-mail is the same user", async () => {
    const { email, password, session } = await signUpConfirmed(uniq("both"), "a fine passphrase", "Dorothy Vaughan");
    const { res } = await signInWithGoogle({ sub: "google-sub-2", email: email.toUpperCase(), name: "D. Vaughan" });
    const r = await refresh(refreshCookie(res));
    const body = await r.json<TokenBody>();
    expect(body.user.id).toBe(session.user.id);
    expect(body.user.user_metadata.full_name).toBe("Dorothy Vaughan");
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("an unconfirmed password sign-up does not survive a Google sign-in of the mailbox owner", async () => {
    const email = uniq("squat");
    await post("/api/auth/signup", { email, password: "attacker passphrase" });
    const { res } = await signInWithGoogle({ sub: "google-sub-3", email, name: "Owner" });
    expect(refreshCookie(res)).toBeTruthy();
    expect((await signIn(email, "attacker passphrase")).status).toBe(400);
  });

  it("an unverified Google e-mail is refused: error redirect, no cookie, no user", async () => {
    const email = uniq("unverified");
    const { res } = await signInWithGoogle({ sub: "google-sub-4", email, email_verified: false });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\?error=AccessDenied/);
    expect(refreshCookie(res)).toBeUndefined();
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("a forged state is refused", async () => {
    const jar = new Jar();
    await start(jar);
    const res = await gfetch(
      `/api/auth/callback/google?${new URLSearchParams({ code: codeFor({ sub: "s5", email: uniq("st") }), state: "forged" })}`,
      {
        headers: { cookie: jar.header() },
      },
    );
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(refreshCookie(res)).toBeUndefined();
    expect(await fake.requests("/google/oauth2.googleapis.com/token")).toHaveLength(0);
  });

  it("a callback without the PKCE/state cookies is refused", async () => {
    const res = await gfetch(
      `/api/auth/callback/google?${new URLSearchParams({ code: codeFor({ sub: "s6", email: uniq("nc") }), state: "x" })}`,
    );
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(refreshCookie(res)).toBeUndefined();
  });

  it("Google's token endpoint failing ends on the error page, not a session", async () => {
    await fake.script({ prefix: "/google/oauth2.googleapis.com/token", status: 503, body: { error: "unavailable" } });
    const { res } = await signInWithGoogle({ sub: "s7", email: uniq("down") });
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(refreshCookie(res)).toBeUndefined();
  });

  it("an off-site callbackUrl is not followed", async () => {
    const { res } = await signInWithGoogle({ sub: "s8", email: uniq("off") }, "https://evil.example/x");
    expect(res.headers.get("location")!.startsWith(BASE)).toBe(true);
  });
});
