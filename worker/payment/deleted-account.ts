// Payments and a deleted account. Deleting an account expires the Checkout Sessions it still has open, so they
// can no longer be paid; a session paid anyway (it completed while the deletion ran, or its report arrived
// after) grants nothing: the payment is recorded detached, as a deletion leaves every payment, and refunded in
// full, since no one can use what it bought.
import { DETACHED_USER_ID } from "../db/account-deletions";
import { checkoutSessionsOf } from "../db/checkout-sessions";
import { recordDetachedPayment } from "../db/payments";
import { expireDevCheckoutsOf } from "../db/dev-checkout";
import type { Env } from "../env";
import { log } from "../http/logger";
import type { PlanInfo } from "./plans";
import type { CheckoutView } from "./sessions";
import { paymentMode, stripeClient } from "./stripe";

/**
 * Expires every session the user still has open (at Stripe, or in the development test checkout). Best effort:
 * a session Stripe will not expire (already complete or expired) or a network failure is logged, and a payment
 * that still comes in is refunded by settlement (refundForDeletedAccount).
 */
export async function expireOpenCheckouts(env: Env, userId: string): Promise<number> {
  await expireDevCheckoutsOf(env, userId);
  if (paymentMode(env) !== "stripe") return 0;
  let expired = 0;
  const stripe = await stripeClient(env);
  for (const id of await checkoutSessionsOf(env, userId)) {
    try {
      await stripe.checkout.sessions.expire(id);
      expired += 1;
    } catch (err) {
      log("info", "checkout_not_expired", { user_id: userId, session_id: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return expired;
}

/**
 * A paid session whose account is gone: recorded detached (once per session) and, by the call that recorded
 * it, refunded in full at Stripe. Stripe errors throw, so the webhook answers 500 and the event comes again;
 * the refund's idempotency key (the session id) keeps a retry from refunding twice.
 */
export async function refundForDeletedAccount(
  env: Env,
  s: CheckoutView,
  plan: PlanInfo,
  source: string,
  now = Date.now(),
): Promise<boolean> {
  const recorded = await recordDetachedPayment(env, {
    sessionId: s.id,
    userId: DETACHED_USER_ID,
    plan: plan.id,
    amountTotal: s.amountTotal ?? plan.amount,
    currency: plan.currency,
    customerEmail: null,
    source,
    createdAt: now,
    paymentIntent: s.paymentIntentId,
    detachedAt: now,
  });
  if (s.paymentIntentId && paymentMode(env) === "stripe") {
    await (await stripeClient(env)).refunds.create(
      { payment_intent: s.paymentIntentId, reason: "requested_by_customer", metadata: { reason: "account_deleted" } },
      { idempotencyKey: `refund-deleted-${s.id}` },
    );
  }
  if (recorded) log("warn", "payment_for_deleted_account_refunded", { session_id: s.id, source });
  return recorded;
}
