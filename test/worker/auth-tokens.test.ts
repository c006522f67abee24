// Access tokens at the bearer middleware and refresh tokens at the refresh endpoint: expiry, wrong key,
// alg none, tampering, rotation, reuse of a rotated token (revokes the family), origin checks.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueAccessToken } from "../../worker/auth/access-token";
import { base64url, signJwt } from "../../worker/auth/jwt";
import { REUSE_GRACE_MS } from "../../worker/auth/refresh";
import { authSecret } from "../../worker/auth/secret";
import { call, makeUser } from "./helpers";
import { ORIGIN, type TokenBody, refresh, refreshCookie, signUpConfirmed } from "./auth-helpers";

const enc = (o: unknown) => base64url(new TextEncoder().encode(JSON.stringify(o)));
const me = (token?: string, raw?: string) =>
  call("/api/auth/user", { headers: raw !== undefined ? { authorization: raw } : token ? { authorization: `Bearer ${token}` } : {} });

describe("bearer middleware", () => {
  it("accepts a valid token and reads the user id from it", async () => {
    const u = await makeUser();
    const res = await me(u.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: u.id, email: u.email } });
  });

  it("missing → 401 'Auth session missing!'", async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Auth session missing!" });
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
  });

  it.each([
    ["a non-bearer scheme", "Basic dXNlcjpwYXNz"],
    ["garbage", "Bearer not-a-token"],
    ["two parts", "Bearer abc.def"],
    ["an empty bearer", "Bearer "],
  ])("malformed (%s) → 401 JSON", async (_n, header) => {
    const res = await me(undefined, header);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });

  it("expired → 401", async () => {
    const u = await makeUser();
    const claims = { sub: u.id, user_id: u.id, email: u.email, iat: 1, exp: Math.floor(Date.now() / 1000) - 1, typ: "access" };
    const res = await me(await signJwt(claims, authSecret(env)));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Invalid or expired access token." });
  });

  it("signed with another key → 401", async () => {
    const u = await makeUser();
    const claims = { sub: u.id, user_id: u.id, email: u.email, iat: 1, exp: Math.floor(Date.now() / 1000) + 600, typ: "access" };
    expect((await me(await signJwt(claims, "some-other-secret-of-enough-length"))).status).toBe(401);
  });

  it("alg none → 401", async () => {
    const u = await makeUser();
    const claims = { sub: u.id, user_id: u.id, email: u.email, iat: 1, exp: Math.floor(Date.now() / 1000) + 600, typ: "access" };
    expect((await me(`${enc({ alg: "none", typ: "JWT" })}.${enc(claims)}.`)).status).toBe(401);
    expect((await me(`${enc({ alg: "none", typ: "JWT" })}.${enc(claims)}.x`)).status).toBe(401);
  });

  it("tampered payload (another user id) → 401", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const [h, p, s] = a.token.split(".");
    const claims = JSON.parse(atob(p!.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = `${h}.${enc({ ...claims, user_id: b.id, sub: b.id })}.${s}`;
    expect((await me(forged)).status).toBe(401);
  });

  it("a token for a deleted user is refused", async () => {
    const u = await makeUser();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(u.id).run();
    expect((await me(u.token)).status).toBe(401);
  });

  it("access tokens last one hour", async () => {
    const u = await makeUser();
    const t = await issueAccessToken(env, { id: u.id, email: u.email });
    expect(t.expires_in).toBe(3600);
  });
});

describe("refresh tokens", () => {
  it("rotates on every use: the new cookie works, the response is a token response", async () => {
    const { cookie, session } = await signUpConfirmed();
    const r1 = await refresh(cookie);
    expect(r1.status).toBe(200);
    const body = await r1.json<TokenBody>();
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 3600, user: session.user });
    const next = refreshCookie(r1)!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(cookie);
    expect((await refresh(next)).status).toBe(200);
  });

  it("stores only a hash of the token", async () => {
    const { cookie, session } = await signUpConfirmed();
    const { results } = await env.DB.prepare("SELECT token_hash FROM refresh_tokens WHERE user_id = ?").bind(session.user.id).all();
    expect(JSON.stringify(results)).not.toContain(cookie);
  });

  it("reusing a rotated token (after the grace) revokes the whole family", async () => {
    const { cookie } = await signUpConfirmed();
    const r1 = await refresh(cookie);
    const child = refreshCookie(r1)!;
    // Move the rotation into the past, beyond the concurrent-refresh grace.
    await env.DB.prepare("UPDATE refresh_tokens SET revoked_at = revoked_at - ? WHERE revoked_at IS NOT NULL")
      .bind(REUSE_GRACE_MS + 1000)
      .run();
    const reuse = await refresh(cookie);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toMatchObject({ error: "Invalid Refresh Token: Already Used" });
    expect(reuse.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    expect((await refresh(child)).status).toBe(401);
  });

  it("two refreshes of the same token at the same moment both succeed (two tabs)", async () => {
    const { cookie } = await signUpConfirmed();
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await refresh(refreshCookie(a))).status).toBe(200);
    expect((await refresh(refreshCookie(b))).status).toBe(200);
  });

  it("expired refresh token → 401", async () => {
    const { cookie, session } = await signUpConfirmed();
    await env.DB.prepare("UPDATE refresh_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, session.user.id)
      .run();
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Invalid Refresh Token: Expired" });
  });

  it("lives 30 days", async () => {
    const { session } = await signUpConfirmed();
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM refresh_tokens WHERE user_id = ?")
      .bind(session.user.id)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(30 * 24 * 3600 * 1000);
  });

  it.each([
    ["missing", undefined],
    ["forged", "A".repeat(43)],
    ["tampered", "x"],
    ["hostile", "'; DROP TABLE users; --"],
  ])("a %s cookie → 401 and nothing changes", async (_n, cookie) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens").first<{ n: number }>();
    const res = await call("/api/auth/token?grant_type=refresh_token", {
      method: "POST",
      headers: { origin: ORIGIN, ...(cookie !== undefined ? { cookie: `tailorcv_refresh=${encodeURIComponent(cookie)}` } : {}) },
    });
    expect(res.status).toBe(401);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("refuses another origin, and a missing Origin", async () => {
    const { cookie } = await signUpConfirmed();
    const evil = await refresh(cookie, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    const none = await call("/api/auth/token?grant_type=refresh_token", {
      method: "POST",
      headers: { cookie: `tailorcv_refresh=${cookie}` },
    });
    expect(none.status).toBe(403);
    // The refused attempts did not burn the token.
    expect((await refresh(cookie)).status).toBe(200);
  });

  it("an unknown grant_type is a 400", async () => {
    const res = await call("/api/auth/token?grant_type=client_credentials", { method: "POST" });
    expect(res.status).toBe(400);
  });
});

describe("scheduled clean-up", () => {
  it("removes expired refresh tokens, old codes and old rate-limit windows, and keeps live ones", async () => {
    const { session } = await signUpConfirmed();
    const long = Date.now() - 3 * 24 * 3600 * 1000;
    await env.DB.prepare(
      "INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, created_at, expires_at) VALUES ('old-rt', ?, 'f', 'h-old', ?, ?)",
    )
      .bind(session.user.id, long, long)
      .run();
    await env.DB.prepare(
      "INSERT INTO auth_codes (id, email, purpose, code_hash, link_hash, expires_at, created_at) VALUES ('old-code', 'x@example.com', 'magiclink', 'c', 'l-old', ?, ?)",
    )
      .bind(long, long)
      .run();
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('old-window', ?, 3)").bind(long).run();
    const { pruneAuthTables } = await import("../../worker/auth/maintenance");
    await pruneAuthTables(env as never);
    expect(await env.DB.prepare("SELECT id FROM refresh_tokens WHERE id = 'old-rt'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM auth_codes WHERE id = 'old-code'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT key FROM rate_limits WHERE key = 'old-window'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM refresh_tokens WHERE user_id = ?").bind(session.user.id).first()).not.toBeNull();
  });
});
