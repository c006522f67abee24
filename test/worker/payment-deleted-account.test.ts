// Payments and account deletion (issue 33): deleting an account expires its open Stripe Checkout Sessions, and a
// session paid anyway (its report arriving after the deletion) grants nothing to the deleted id: the payment is
// kept detached, as a deletion leaves every payment, and refunded in full, once however often Stripe reports it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUpConfirmed } from "./auth-helpers";
import { call, jsonInit } from "./helpers";
import { createCheckout, fakeSession, payFakeSession, postWebhook, sessionEvent, sessionIdFromUrl, signedWebhook } from "./payment-helpers";

async function accountWithOpenCheckout() {
  const u = await signUpConfirmed();
  const token = u.session.access_token;
  const userId = u.session.user.id;
  const { body } = await createCheckout(token, "lifetime");
  const sessionId = sessionIdFromUrl(body.url!);
  expect((await fakeSession(sessionId)).status).toBe("open");
  const deleted = await call("/api/account/delete", jsonInit("POST", { email: u.email, password: u.password }, token));
  expect(deleted.status).toBe(200);
  return { userId, sessionId };
}

async function refundsOf(paymentIntent: string): Promise<Array<{ amount: number; metadata: Record<string, string> }>> {
  return (await (await fetch(`${env.FAKE_BASE_URL}/__stripe/refunds/${encodeURIComponent(paymentIntent)}`)).json()) as never;
}

describe("payments of a deleted account", () => {
  it("deleting the account expires its open checkout session and forgets it", async () => {
    const { userId, sessionId } = await accountWithOpenCheckout();
    expect((await fakeSession(sessionId)).status).toBe("expired");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM checkout_sessions WHERE user_id = ?").bind(userId).first("n")).toBe(0);
  });

  it("a session paid after the deletion grants nothing, is kept detached and refunded in full, once", async () => {
    const { userId, sessionId } = await accountWithOpenCheckout();
    // Stripe completed the payment while the deletion ran (the session could not be expired any more).
    const paid = await payFakeSession(sessionId, "payer@example.com");
    const event = sessionEvent(paid);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook(event, await signedWebhook(event));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, handled: false, reason: "account_deleted" });
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE user_id = ?").bind(userId).first("n")).toBe(0);
    const payment = await env.DB.prepare("SELECT * FROM payments WHERE session_id = ?").bind(sessionId).first<Record<string, unknown>>();
    expect(payment).toMatchObject({ user_id: "deleted", customer_email: null, plan: "lifetime", amount_total: 15000 });
    expect(payment!.detached_at).toEqual(expect.any(Number));
    const refunds = await refundsOf(paid.payment_intent!);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 15000, metadata: { reason: "account_deleted" } });
  });
});
