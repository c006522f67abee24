// Refunds and disputes: charge.refunded (full) and charge.dispute.created, signed with the SDK and each
// delivered twice, end the access their payment granted exactly once, with one e-mail; the development test
// checkout simulates both through the same code.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MONTHLY_MS, grantPaidSession } from "../../worker/subscription/grant";
import type { FakeCharge } from "../fakes/stripe";
import { E, auth, richUser } from "./account-helpers";
import { call, jsonInit, makeUser } from "./helpers";
import {
  NO_STRIPE,
  callWith,
  checkoutBody,
  paidStripeSession,
  paymentRows,
  postWebhook,
  signedWebhook,
  subscriptionRow,
  verify,
} from "./payment-helpers";

async function chargeOf(paymentIntent: string): Promise<FakeCharge> {
  return (await (await fetch(`${env.FAKE_BASE_URL}/__stripe/charges/${paymentIntent}`)).json()) as FakeCharge;
}

function event(type: string, object: object) {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
}

const refunded = (c: FakeCharge, amount = c.amount) =>
  event("charge.refunded", { ...c, amount_refunded: amount, refunded: amount >= c.amount });
const disputed = (c: FakeCharge, withPaymentIntent = true) =>
  event("charge.dispute.created", {
    id: `dp_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "dispute",
    amount: c.amount,
    currency: c.currency,
    charge: c.id,
    payment_intent: withPaymentIntent ? c.payment_intent : null,
    reason: "fraudulent",
    status: "needs_response",
  });

/** Delivers the same signed event twice, as Stripe may; answers both bodies. */
async function deliverTwice(payload: string) {
  const signature = await signedWebhook(payload);
  const first = await postWebhook(payload, signature);
  const second = await postWebhook(payload, signature);
  expect([first.status, second.status]).toEqual([200, 200]);
  return [await first.json<Record<string, unknown>>(), await second.json<Record<string, unknown>>()];
}

/** A user who bought `plan` through Stripe (the fake) and had it verified; answers the charge. */
async function buyer(plan: "monthly" | "lifetime", u?: Awaited<ReturnType<typeof makeUser>>) {
  const user = u ?? (await makeUser());
  const s = await paidStripeSession(user.token, plan);
  expect((await verify(user.token, s.id)).body).toMatchObject({ success: true });
  return { user, session: s, charge: await chargeOf(s.payment_intent!) };
}

async function accessMails(email: string) {
  const { results } = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE to_addr = ? AND subject LIKE '%payment %d'")
    .bind(email)
    .all<{ subject: string; text_body: string }>();
  return results;
}

const subscription = async (token: string) => (await call("/api/subscription", auth(token))).json<Record<string, unknown>>();

describe("charge.refunded", () => {
  it("a monthly payment refunded: its 30 days are gone, once, with one e-mail", async () => {
    const { user, session, charge } = await buyer("monthly");
    expect(await subscription(user.token)).toMatchObject({ is_subscribed: true, plan: "monthly" });
    expect(await paymentRows(user.id)).toMatchObject([{ session_id: session.id, payment_intent: session.payment_intent }]);

    const [first, second] = await deliverTwice(refunded(charge));
    expect(first).toEqual({ received: true, handled: true, revoked: true });
    expect(second).toEqual({ received: true, handled: true, revoked: false });
    expect(await subscription(user.token)).toMatchObject({ is_subscribed: false, plan: null });
    expect(await subscriptionRow(user.id)).toBeNull();
    expect(await paymentRows(user.id)).toMatchObject([
      { session_id: session.id, revoked_reason: "refund", revoked_at: expect.any(Number) },
    ]);
    const mails = await accessMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "TailorCV: payment refunded" });
    expect(mails[0]!.text_body).toContain("Monthly Resume Generation ($15.00");
    expect(mails[0]!.text_body).toContain("Your account is back on the free plan.");
  });

  it("one of two monthly payments refunded: the other's 30 days stay, counted from its purchase", async () => {
    const user = await makeUser();
    const one = await buyer("monthly", user);
    const two = await buyer("monthly", user);
    const [p1, p2] = (await paymentRows(user.id)) as Array<{ created_at: number }>;
    expect((await subscriptionRow(user.id))!.expires_at).toBe(p1!.created_at + 2 * MONTHLY_MS);

    await deliverTwice(refunded(one.charge));
    expect((await subscriptionRow(user.id))!.expires_at).toBe(p2!.created_at + MONTHLY_MS);
    expect(await subscription(user.token)).toMatchObject({ is_subscribed: true, plan: "monthly" });
    expect((await accessMails(user.email))[0]!.text_body).toContain("Access from your other payments runs until");

    // The other payment refunded too: nothing stands.
    await deliverTwice(refunded(two.charge));
    expect(await subscriptionRow(user.id)).toBeNull();
    expect(await accessMails(user.email)).toHaveLength(2);
  });

  it("a partial refund leaves the access alone", async () => {
    const { user, charge } = await buyer("lifetime");
    const [first] = await deliverTwice(refunded(charge, 500));
    expect(first).toEqual({ received: true, handled: false, reason: "partial_refund" });
    expect(await subscription(user.token)).toMatchObject({ is_subscribed: true, plan: "lifetime" });
    expect(await accessMails(user.email)).toEqual([]);
  });

  it("a lifetime payment refunded falls back to what earlier monthly payments still give", async () => {
    const user = await makeUser();
    await buyer("monthly", user);
    const life = await buyer("lifetime", user);
    expect(await subscriptionRow(user.id)).toMatchObject({ plan: "lifetime", expires_at: null });
    await deliverTwice(refunded(life.charge));
    const [monthly] = (await paymentRows(user.id)) as Array<{ created_at: number }>;
    expect(await subscriptionRow(user.id)).toEqual({ plan: "monthly", expires_at: monthly!.created_at + MONTHLY_MS });
  });

  it("a payment recorded before PaymentIntents were stored is found through Stripe, and then remembered", async () => {
    const user = await makeUser();
    const s = await paidStripeSession(user.token, "monthly");
    // As an older release recorded it: no PaymentIntent.
    await grantPaidSession(E, {
      sessionId: s.id,
      userId: user.id,
      plan: "monthly",
      amountTotal: 1500,
      currency: "usd",
      customerEmail: null,
      source: "webhook",
    });
    expect(await paymentRows(user.id)).toMatchObject([{ payment_intent: null }]);
    const [first, second] = await deliverTwice(refunded(await chargeOf(s.payment_intent!)));
    expect(first).toMatchObject({ handled: true, revoked: true });
    expect(second).toMatchObject({ handled: true, revoked: false });
    expect(await paymentRows(user.id)).toMatchObject([{ payment_intent: s.payment_intent, revoked_reason: "refund" }]);
    expect(await subscriptionRow(user.id)).toBeNull();
  });

  it("a charge we never recorded is acknowledged and changes nothing", async () => {
    const { user } = await buyer("lifetime");
    const stranger = await paidStripeSession((await makeUser()).token, "monthly");
    const [first] = await deliverTwice(refunded(await chargeOf(stranger.payment_intent!)));
    expect(first).toEqual({ received: true, handled: false, reason: "unknown_payment" });
    expect(await subscriptionRow(user.id)).toMatchObject({ plan: "lifetime" });
  });

  it("an unsigned or forged refund event is refused", async () => {
    const { user, charge } = await buyer("lifetime");
    const payload = refunded(charge);
    expect((await postWebhook(payload)).status).toBe(400);
    expect((await postWebhook(payload, await signedWebhook(payload, "whsec_someone_else"))).status).toBe(400);
    expect(await subscriptionRow(user.id)).toMatchObject({ plan: "lifetime" });
  });
});

describe("charge.dispute.created", { timeout: 60_000 }, () => {
  it("a lifetime payment disputed: lifetime ends, once, with one e-mail", async () => {
    const { user, charge } = await buyer("lifetime");
    const [first, second] = await deliverTwice(disputed(charge));
    expect(first).toEqual({ received: true, handled: true, revoked: true });
    expect(second).toEqual({ received: true, handled: true, revoked: false });
    expect(await subscription(user.token)).toMatchObject({ is_subscribed: false });
    const mails = await accessMails(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["TailorCV: payment disputed"]);
    expect(mails[0]!.text_body).toContain("you disputed the payment for Lifetime Resume Generation ($150.00");
  });

  it("a dispute naming only its charge is traced to the payment through Stripe", async () => {
    const { user, charge } = await buyer("monthly");
    const [first] = await deliverTwice(disputed(charge, false));
    expect(first).toMatchObject({ handled: true, revoked: true });
    expect(await subscriptionRow(user.id)).toBeNull();
  });

  it("a refund after a dispute of the same payment changes nothing more", async () => {
    const { user, charge } = await buyer("lifetime");
    await deliverTwice(disputed(charge));
    const [after] = await deliverTwice(refunded(charge));
    expect(after).toMatchObject({ handled: true, revoked: false });
    expect(await paymentRows(user.id)).toMatchObject([{ revoked_reason: "dispute" }]);
    expect(await accessMails(user.email)).toHaveLength(1);
  });

  it("a payment of a deleted account is marked, but no subscription or e-mail appears", async () => {
    const u = await richUser(0, "refund-deleted");
    const paymentIntent = ((await paymentRows(u.id)) as Array<{ payment_intent: string }>)[0]!.payment_intent;
    expect((await call("/api/account/delete", jsonInit("POST", { email: u.email, password: u.password }, u.token))).status).toBe(200);
    const [first] = await deliverTwice(disputed(await chargeOf(paymentIntent)));
    expect(first).toMatchObject({ handled: true, revoked: true });
    const row = await env.DB.prepare("SELECT user_id, revoked_reason FROM payments WHERE payment_intent = ?").bind(paymentIntent).first();
    expect(row).toEqual({ user_id: "deleted", revoked_reason: "dispute" });
    expect(await subscriptionRow("deleted")).toBeNull();
    expect(await accessMails(u.email)).toEqual([]);
  });
});

describe("the development test checkout simulates both", () => {
  async function testCheckoutPaid(token: string, plan: "monthly" | "lifetime") {
    const res = await callWith(NO_STRIPE, "/api/payment/create-checkout-session", jsonInit("POST", checkoutBody(plan), token));
    const id = (await res.json<{ url: string }>()).url.split("/").pop()!;
    expect((await callWith(NO_STRIPE, `/dev/checkout/${id}/pay`, { method: "POST" })).status).toBe(303);
    return id;
  }

  for (const [outcome, text] of [
    ["refund", "Refunded (simulated): the access this payment gave has ended."],
    ["dispute", "Disputed (simulated): the access this payment gave has ended."],
  ] as const) {
    it(`Simulate ${outcome} ends the access once`, async () => {
      const u = await makeUser();
      const id = await testCheckoutPaid(u.token, "lifetime");
      const page = await (await callWith(NO_STRIPE, `/dev/checkout/${id}`)).text();
      expect(page).toContain("Simulate refund");
      expect(page).toContain("Simulate dispute");
      expect(await subscription(u.token)).toMatchObject({ is_subscribed: true });

      for (let i = 0; i < 2; i++) {
        const res = await callWith(NO_STRIPE, `/dev/checkout/${id}/${outcome}`, { method: "POST" });
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(`/dev/checkout/${id}`);
      }
      expect(await subscription(u.token)).toMatchObject({ is_subscribed: false });
      const after = await (await callWith(NO_STRIPE, `/dev/checkout/${id}`)).text();
      expect(after).toContain(text);
      expect(after).not.toContain("Simulate refund");
      expect(await accessMails(u.email)).toHaveLength(1);
    });
  }

  it("an unpaid test session cannot be refunded", async () => {
    const u = await makeUser();
    const res = await callWith(NO_STRIPE, "/api/payment/create-checkout-session", jsonInit("POST", checkoutBody("monthly"), u.token));
    const id = (await res.json<{ url: string }>()).url.split("/").pop()!;
    expect((await callWith(NO_STRIPE, `/dev/checkout/${id}/refund`, { method: "POST" })).status).toBe(409);
  });
});
