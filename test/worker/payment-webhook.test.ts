// POST /api/payment/webhook: Stripe signatures (made with the SDK's generateTestHeaderStringAsync).
import { describe, expect, it } from "vitest";
import { makeUser } from "./helpers";
import {
  NO_STRIPE,
  callWith,
  createCheckout,
  fakeSession,
  paidStripeSession,
  paymentRows,
  postWebhook,
  sessionEvent,
  sessionIdFromUrl,
  signedWebhook,
  subscriptionRow,
} from "./payment-helpers";

describe("webhook signature", () => {
  it("a missing signature is a 400 and grants nothing", async () => {
    const u = await makeUser();
    const s = await paidStripeSession(u.token, "monthly");
    const res = await postWebhook(sessionEvent(s));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Missing Stripe-Signature header." });
    expect(await subscriptionRow(u.id)).toBeNull();
  });

  it("a signature made with another secret is a 400", async () => {
    const u = await makeUser();
    const payload = sessionEvent(await paidStripeSession(u.token, "lifetime"));
    const res = await postWebhook(payload, await signedWebhook(payload, "whsec_someone_else"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid Stripe signature." });
    expect(await subscriptionRow(u.id)).toBeNull();
  });

  it("a payload changed after signing is a 400", async () => {
    const victim = await makeUser();
    const attacker = await makeUser();
    const s = await paidStripeSession(victim.token, "lifetime");
    const payload = sessionEvent(s);
    const signature = await signedWebhook(payload);
    const forged = payload.replaceAll(victim.id, attacker.id);
    expect(forged).not.toBe(payload);
    const res = await postWebhook(forged, signature);
    expect(res.status).toBe(400);
    expect(await subscriptionRow(attacker.id)).toBeNull();
  });

  it("a replayed old signature (outside the 5-minute tolerance) is a 400", async () => {
    const u = await makeUser();
    const payload = sessionEvent(await paidStripeSession(u.token, "monthly"));
    const res = await postWebhook(payload, await signedWebhook(payload, "whsec_test", Math.floor(Date.now() / 1000) - 3600));
    expect(res.status).toBe(400);
  });

  it("a garbage signature header is a 400", async () => {
    const res = await postWebhook(sessionEvent({ id: "cs_test_x" }), "t=abc,v1=nothex");
    expect(res.status).toBe(400);
  });

  it("without a configured signing secret the webhook refuses (503) rather than trusting anything", async () => {
    const payload = sessionEvent({ id: "cs_test_x" });
    const res = await callWith({ STRIPE_WEBHOOK_SECRET: undefined }, "/api/payment/webhook", {
      method: "POST",
      headers: { "stripe-signature": await signedWebhook(payload) },
      body: payload,
    });
    expect(res.status).toBe(503);
  });
});

describe("webhook events", () => {
  it("checkout.session.completed with a paid session grants the plan", async () => {
    const u = await makeUser();
    const s = await paidStripeSession(u.token, "lifetime");
    const payload = sessionEvent(s);
    const res = await postWebhook(payload, await signedWebhook(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, handled: true, granted: true });
    expect(await subscriptionRow(u.id)).toMatchObject({ plan: "lifetime", expires_at: null });
    expect(await paymentRows(u.id)).toMatchObject([{ session_id: s.id, source: "webhook", amount_total: 15000 }]);
  });

  it("a delayed payment: completed while unpaid grants nothing; async_payment_succeeded then grants", async () => {
    const u = await makeUser();
    const { body } = await createCheckout(u.token, "monthly");
    const unpaid = { ...(await fakeSession(sessionIdFromUrl(body.url!))), status: "complete", payment_status: "unpaid" };
    const first = sessionEvent(unpaid);
    const r1 = await postWebhook(first, await signedWebhook(first));
    expect(r1.status).toBe(200);
    expect(await r1.json()).toMatchObject({ received: true, handled: false, reason: "unpaid" });
    expect(await subscriptionRow(u.id)).toBeNull();

    const second = sessionEvent({ ...unpaid, payment_status: "paid" }, "checkout.session.async_payment_succeeded");
    const r2 = await postWebhook(second, await signedWebhook(second));
    expect(await r2.json()).toMatchObject({ handled: true, granted: true });
    expect(await subscriptionRow(u.id)).toMatchObject({ plan: "monthly" });
  });

  it("the same event delivered again is acknowledged and grants nothing more", async () => {
    const u = await makeUser();
    const payload = sessionEvent(await paidStripeSession(u.token, "monthly"));
    const sig = await signedWebhook(payload);
    await postWebhook(payload, sig);
    const first = await subscriptionRow(u.id);
    const again = await postWebhook(payload, sig);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ handled: true, granted: false });
    expect(await subscriptionRow(u.id)).toEqual(first);
    expect(await paymentRows(u.id)).toHaveLength(1);
  });

  it("other event types are acknowledged and ignored", async () => {
    const u = await makeUser();
    const payload = sessionEvent(await paidStripeSession(u.token, "lifetime"), "checkout.session.expired");
    const res = await postWebhook(payload, await signedWebhook(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, handled: false });
    expect(await subscriptionRow(u.id)).toBeNull();
  });

  it("a signed session whose amount does not match the plan is acknowledged but grants nothing", async () => {
    const u = await makeUser();
    const s = { ...(await paidStripeSession(u.token, "lifetime")), amount_total: 1500 };
    const payload = sessionEvent(s);
    const res = await postWebhook(payload, await signedWebhook(payload));
    expect(await res.json()).toMatchObject({ handled: false, reason: "mismatch" });
    expect(await subscriptionRow(u.id)).toBeNull();
  });

  it("works the same when Stripe's key is absent (signature only needs the signing secret)", async () => {
    const u = await makeUser();
    const payload = sessionEvent(await paidStripeSession(u.token, "monthly"));
    const res = await callWith(NO_STRIPE, "/api/payment/webhook", {
      method: "POST",
      headers: { "stripe-signature": await signedWebhook(payload) },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(await subscriptionRow(u.id)).toMatchObject({ plan: "monthly" });
  });
});
