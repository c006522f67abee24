// Bad input gets a clear 4xx and changes nothing; abuse limits answer 429 with Retry-After.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseLimit, rateLimit } from "../../worker/http/rate-limit";
import { ApiError } from "../../worker/http/errors";
import { call } from "./helpers";
import { ORIGIN, latest, mailbox, post, signIn, signUpConfirmed, uniq } from "./auth-helpers";

async function counts() {
  const q = (t: string) =>
    env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)
      .first<{ n: number }>()
      .then((r) => r!.n);
  return { users: await q("users"), codes: await q("auth_codes"), tokens: await q("refresh_tokens"), mail: await q("mail_outbox") };
}

/** Fixed windows reset on the boundary; start a limit test well away from one so it cannot straddle it. */
async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 10) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

const ENDPOINTS = ["/api/auth/signup", "/api/auth/token?grant_type=password", "/api/auth/otp", "/api/auth/recover", "/api/auth/verify"];

describe("bad input → clear 4xx, nothing changes", () => {
  it.each(ENDPOINTS)("%s: non-JSON content type → 415", async (path) => {
    const before = await counts();
    const res = await call(path, { method: "POST", headers: { "content-type": "text/plain", origin: ORIGIN }, body: "email=a@b.c" });
    expect(res.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it.each(ENDPOINTS)("%s: malformed JSON → 400", async (path) => {
    const res = await call(path, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{email:" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Malformed JSON in request body." });
  });

  it.each(ENDPOINTS)("%s: a 1 MB body → 413", async (path) => {
    const res = await post(path, { email: "a@example.com", password: "x".repeat(1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it.each([
    ["not an e-mail", { email: "not-an-email", password: "a fine passphrase" }, "email"],
    ["e-mail missing", { password: "a fine passphrase" }, "email"],
    ["password missing", { email: "a@example.com" }, "password"],
    ["password not a string", { email: "a@example.com", password: 12345678 }, "password"],
    ["SQL-looking e-mail", { email: "' OR 1=1; --@x", password: "a fine passphrase" }, "email"],
    ["an overlong e-mail", { email: `${"a".repeat(250)}@example.com`, password: "a fine passphrase" }, "email"],
    ["a JSON array", [], "body"],
  ])("signup: %s → 400 naming the field", async (_n, body, field) => {
    const before = await counts();
    const res = await post("/api/auth/signup", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await counts()).toEqual(before);
  });

  it("signup: a password over 1024 characters → 400", async () => {
    const res = await post("/api/auth/signup", { email: uniq("long"), password: "ü".repeat(1025) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "password" });
  });

  it("signup: a long unicode password (1024 characters) is fine", async () => {
    const email = uniq("longok");
    const pw = `${"密码🔐".repeat(341)}x`;
    expect((await post("/api/auth/signup", { email, password: pw })).status).toBe(200);
    const { code } = await latest(email);
    expect((await post("/api/auth/verify", { type: "signup", email, token: code })).status).toBe(200);
    expect((await signIn(email, pw)).status).toBe(200);
  });

  it.each([
    ["under 8 characters", "short1!", /at least 8 characters/],
    ["a common password", "password123", /known to be weak/],
    ["a common password in capitals", "PASSWORD123", /known to be weak/],
  ])("signup: %s → 422 weak_password", async (_n, password, msg) => {
    const before = await counts();
    const res = await post("/api/auth/signup", { email: uniq("weak"), password });
    expect(res.status).toBe(422);
    const body = await res.json<{ error: string; code: string }>();
    expect(body.code).toBe("weak_password");
    expect(body.error).toMatch(msg);
    expect(await counts()).toEqual(before);
  });

  it("sign-in with a SQL-looking password is just a wrong password", async () => {
    const { email } = await signUpConfirmed();
    const res = await signIn(email, "' OR '1'='1");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid login credentials" });
  });

  it.each([
    ["no token", { type: "email", email: "a@example.com" }],
    ["bad type", { type: "invite", token_hash: "x".repeat(43) }],
    ["a code of letters", { type: "email", email: "a@example.com", token: "abcdef" }],
    ["a forged link token", { type: "signup", token_hash: "A".repeat(43) }],
    ["a SQL-looking link token", { type: "signup", token_hash: "' OR 1=1 --" }],
  ])("verify: %s → 4xx and no session", async (_n, body) => {
    const before = await counts();
    const res = await post("/api/auth/verify", body);
    expect([400, 403]).toContain(res.status);
    expect(res.headers.getSetCookie().join()).not.toContain("tailorcv_refresh=");
    const after = await counts();
    expect(after.users).toBe(before.users);
    expect(after.tokens).toBe(before.tokens);
  });

  it("a tampered link token (one character changed) fails", async () => {
    const email = uniq("tamper");
    await post("/api/auth/signup", { email, password: "a fine passphrase" });
    const { tokenHash } = await latest(email);
    const flipped = tokenHash!.slice(0, -1) + (tokenHash!.endsWith("A") ? "B" : "A");
    expect((await post("/api/auth/verify", { type: "signup", token_hash: flipped })).status).toBe(403);
    expect((await post("/api/auth/verify", { type: "signup", token_hash: tokenHash })).status).toBe(200);
  });

  it("user-provided text is escaped in HTML e-mails", async () => {
    const email = uniq("xss");
    await post("/api/auth/signup", {
      email,
      password: "a fine passphrase",
      data: { full_name: "<script>alert(1)</script>" },
      redirect_to: '/profile"><img src=x onerror=alert(1)>',
    });
    const { mail } = await latest(email);
    expect(mail.html).not.toMatch(/<img src=x/);
    expect(mail.html).not.toContain("<script>");
  });
});

describe("abuse limits", { timeout: 60_000 }, () => {
  it("5 wrong passwords per e-mail per minute, then 429 with Retry-After — even for the right password", async () => {
    const { email, password } = await signUpConfirmed();
    await awayFromWindowEdge(60);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong password!")).status).toBe(400);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: "Too Many Requests" });
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("successful sign-ins do not count towards the wrong-password limit", async () => {
    const { email, password } = await signUpConfirmed();
    for (let i = 0; i < 7; i++) expect((await signIn(email, password)).status).toBe(200);
  });

  it("sign-ups: 30 per IP per hour", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.30" };
    await awayFromWindowEdge(3600, 20);
    for (let i = 0; i < 30; i++)
      expect((await post("/api/auth/signup", { email: uniq("ip"), password: "a fine passphrase" }, ip)).status).toBe(200);
    const res = await post("/api/auth/signup", { email: uniq("ip"), password: "a fine passphrase" }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    // Another address is unaffected.
    expect(
      (await post("/api/auth/signup", { email: uniq("ip"), password: "a fine passphrase" }, { "cf-connecting-ip": "203.0.113.31" })).status,
    ).toBe(200);
  }, 60_000);

  it("magic links / reset e-mails: 10 per address per hour, then 429 and no more e-mail", async () => {
    const email = uniq("flood");
    await awayFromWindowEdge(3600);
    for (let i = 0; i < 10; i++) expect((await post("/api/auth/otp", { email })).status).toBe(200);
    expect((await post("/api/auth/recover", { email })).status).toBe(429);
    expect((await post("/api/auth/otp", { email })).status).toBe(429);
    expect((await mailbox(email)).length).toBe(10);
  });

  it("verify: 60 per IP per 10 minutes", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.60" };
    await awayFromWindowEdge(600, 20);
    for (let i = 0; i < 60; i++) await post("/api/auth/verify", { type: "signup", token_hash: "A".repeat(43) }, ip);
    expect((await post("/api/auth/verify", { type: "signup", token_hash: "A".repeat(43) }, ip)).status).toBe(429);
  }, 60_000);

  it("rateLimit() is a fixed window: the next window starts fresh", async () => {
    const opts = { limit: 2, windowSeconds: 60 };
    const t0 = 60_000 * 20_000_000 + 20_000; // 20 s into a window
    await rateLimit(env, "unit:fw", opts, { nowMs: t0 });
    await rateLimit(env, "unit:fw", opts, { nowMs: t0 + 1 });
    const err = await rateLimit(env, "unit:fw", opts, { nowMs: t0 + 2 }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).headers["Retry-After"]).toBe("40");
    await rateLimit(env, "unit:fw", opts, { nowMs: t0 + 60_000 });
  });

  it("parseLimit reads 'count/seconds' and ignores nonsense", () => {
    const d = { limit: 5, windowSeconds: 60 };
    expect(parseLimit("10/30", d)).toEqual({ limit: 10, windowSeconds: 30 });
    expect(parseLimit("0/30", d)).toEqual(d);
    expect(parseLimit("lots", d)).toEqual(d);
    expect(parseLimit(undefined, d)).toEqual(d);
  });
});
