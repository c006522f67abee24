// Granting exactly once, stacking monthly purchases, never shortening lifetime.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { MONTHLY_MS, grantPaidSession } from "../../worker/subscription/grant";
import { getSubscription } from "../../worker/subscription/service";
import { makeUser } from "./helpers";
import {
  mailsTo,
  paidStripeSession,
  paymentRows,
  postWebhook,
  sessionEvent,
  signedWebhook,
  subscriptionRow,
  verify,
} from "./payment-helpers";

const E = env as unknown as Env;
const T0 = Date.UTC(2026, 0, 1);

function grant(userId: string, plan: "monthly" | "lifetime", now: number, sessionId = `cs_test_${crypto.randomUUID()}`) {
  return grantPaidSession(
    E,
    { sessionId, userId, plan, amountTotal: plan === "monthly" ? 1500 : 15000, currency: "usd", customerEmail: null, source: "test" },
    now,
  );
}

describe("grantPaidSession", () => {
  it("grants once per session id", async () => {
    const u = await makeUser();
    expect(await grant(u.id, "monthly", T0, "cs_test_once")).toEqual({ granted: true });
    expect(await grant(u.id, "monthly", T0 + 1000, "cs_test_once")).toEqual({ granted: false });
    expect(await subscriptionRow(u.id)).toEqual({ plan: "monthly", expires_at: T0 + MONTHLY_MS });
  });

  it("monthly adds 30 days to the current expiry while it is still running", async () => {
    const u = await makeUser();
    await grant(u.id, "monthly", T0);
    await grant(u.id, "monthly", T0 + 5 * 86_400_000);
    expect(await subscriptionRow(u.id)).toEqual({ plan: "monthly", expires_at: T0 + 2 * MONTHLY_MS });
  });

  it("monthly after an expired month counts 30 days from now", async () => {
    const u = await makeUser();
    await grant(u.id, "monthly", T0);
    const later = T0 + 90 * 86_400_000;
    await grant(u.id, "monthly", later);
    expect(await subscriptionRow(u.id)).toEqual({ plan: "monthly", expires_at: later + MONTHLY_MS });
  });

  it("lifetime is never shortened by a later monthly purchase", async () => {
    const u = await makeUser();
    await grant(u.id, "lifetime", T0);
    await grant(u.id, "monthly", T0 + 1000);
    expect(await subscriptionRow(u.id)).toEqual({ plan: "lifetime", expires_at: null });
    expect(await getSubscription(E, u.id, T0 + 10 * 365 * 86_400_000)).toMatchObject({ is_subscribed: true, plan: "lifetime" });
  });

  it("lifetime bought during a month replaces it with no expiry", async () => {
    const u = await makeUser();
    await grant(u.id, "monthly", T0);
    await grant(u.id, "lifetime", T0 + 1000);
    expect(await subscriptionRow(u.id)).toEqual({ plan: "lifetime", expires_at: null });
  });

  it("sessions of different users never touch each other", async () => {
    const a = await makeUser();
    const b = await makeUser();
    await grant(a.id, "lifetime", T0);
    await grant(b.id, "monthly", T0);
    expect(await subscriptionRow(a.id)).toEqual({ plan: "lifetime", expires_at: null });
    expect(await subscriptionRow(b.id)).toEqual({ plan: "monthly", expires_at: T0 + MONTHLY_MS });
  });
});

describe("verify-payment and webhook together", () => {
  it("verify + webhook + verify again, concurrently: one grant, one payment row, one e-mail", async () => {
    const u = await makeUser();
    const email = `concurrent-${u.id}@example.com`;
    const s = await paidStripeSession(u.token, "monthly", email);
    const payload = sessionEvent(s);
    const sig = await signedWebhook(payload);
    const before = Date.now();
    const results = await Promise.all([
      verify(u.token, s.id),
      postWebhook(payload, sig).then(async (r) => ({ res: r, body: (await r.json()) as Record<string, unknown> })),
      verify(u.token, s.id),
      postWebhook(payload, sig).then(async (r) => ({ res: r, body: (await r.json()) as Record<string, unknown> })),
      verify(u.token, s.id),
    ]);
    for (const r of results) expect(r.res.status).toBe(200);
    for (const r of [results[0], results[2], results[4]]) expect(r!.body).toMatchObject({ success: true, amount_total: 1500 });
    const webhookGrants = [results[1], results[3]].filter((r) => r!.body.granted === true).length;
    const rows = await paymentRows(u.id);
    expect(rows).toHaveLength(1);
    expect(webhookGrants).toBe(rows[0]!.source === "webhook" ? 1 : 0);
    const sub = await subscriptionRow(u.id);
    // One month, not two or more.
    expect(sub!.expires_at!).toBeGreaterThanOrEqual(before + MONTHLY_MS);
    expect(sub!.expires_at!).toBeLessThan(before + MONTHLY_MS + 60_000);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("webhook first, then verify: verify answers success without granting again", async () => {
    const u = await makeUser();
    const s = await paidStripeSession(u.token, "monthly");
    const payload = sessionEvent(s);
    await postWebhook(payload, await signedWebhook(payload));
    const first = await subscriptionRow(u.id);
    const { body } = await verify(u.token, s.id);
    expect(body).toMatchObject({ success: true, payment_status: "paid" });
    expect(await subscriptionRow(u.id)).toEqual(first);
    expect(await paymentRows(u.id)).toMatchObject([{ source: "webhook" }]);
  });

  it("two different monthly purchases stack to about 60 days", async () => {
    const u = await makeUser();
    const before = Date.now();
    for (let i = 0; i < 2; i++) {
      const s = await paidStripeSession(u.token, "monthly");
      await verify(u.token, s.id);
    }
    const sub = await subscriptionRow(u.id);
    expect(sub!.expires_at!).toBeGreaterThanOrEqual(before + 2 * MONTHLY_MS);
    expect(sub!.expires_at!).toBeLessThan(Date.now() + 2 * MONTHLY_MS);
    expect(await paymentRows(u.id)).toHaveLength(2);
  });

  it("lifetime, then a monthly purchase through the API: still lifetime", async () => {
    const u = await makeUser();
    await verify(u.token, (await paidStripeSession(u.token, "lifetime")).id);
    await verify(u.token, (await paidStripeSession(u.token, "monthly")).id);
    expect(await subscriptionRow(u.id)).toEqual({ plan: "lifetime", expires_at: null });
  });
});
