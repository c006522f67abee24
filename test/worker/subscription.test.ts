import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isLimited } from "../../worker/subscription/service";
import { call, makeUser } from "./helpers";

async function addResumes(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(crypto.randomUUID(), userId, `r${i}.pdf`, "General", `k${i}`, Date.now())
      .run();
  }
}

describe("GET /api/subscription", () => {
  it("needs a bearer token", async () => {
    const res = await call("/api/subscription");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Auth session missing!" });
  });

  it("nobody is subscribed before buying", async () => {
    const u = await makeUser();
    const res = await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ is_subscribed: false, plan: null, expires_at: null, resume_count: 0, limited: false });
  });

  it("is limited at 2 resumes without a subscription, not at 1", async () => {
    const u = await makeUser();
    await addResumes(u.id, 1);
    expect(await isLimited(env, u.id)).toBe(false);
    await addResumes(u.id, 1);
    expect(await isLimited(env, u.id)).toBe(true);
  });

  it("an active monthly plan lifts the limit; an expired one does not", async () => {
    const u = await makeUser();
    await addResumes(u.id, 3);
    await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'monthly', ?, ?)")
      .bind(u.id, Date.now() + 86_400_000, Date.now())
      .run();
    expect(await isLimited(env, u.id)).toBe(false);
    const res = await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await res.json()).toMatchObject({ is_subscribed: true, plan: "monthly", limited: false });
    await env.DB.prepare("UPDATE subscriptions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, u.id)
      .run();
    expect(await isLimited(env, u.id)).toBe(true);
  });

  it("lifetime never expires", async () => {
    const u = await makeUser();
    await addResumes(u.id, 5);
    await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'lifetime', NULL, ?)")
      .bind(u.id, Date.now())
      .run();
    const res = await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await res.json()).toMatchObject({ is_subscribed: true, plan: "lifetime", expires_at: null });
  });

  it("a user's status is read only from the token, never from a client-sent id", async () => {
    const a = await makeUser();
    const b = await makeUser();
    await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'lifetime', NULL, ?)")
      .bind(b.id, Date.now())
      .run();
    const res = await call(`/api/subscription?user_id=${b.id}`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(await res.json()).toMatchObject({ is_subscribed: false });
  });
});
