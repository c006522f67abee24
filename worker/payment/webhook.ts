// POST /api/payment/webhook: Stripe's signed events. The raw body is verified before anything is
// parsed. A paid checkout.session.completed or checkout.session.async_payment_succeeded grants the plan
// (exactly once, shared with verify-payment through the payments table); charge.refunded (a full refund)
// and charge.dispute.created end the access that payment granted (exactly once, worker/payment/revoke.ts).
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { appOrigin } from "../http/origin";
import { revokePayment } from "./revoke";
import { fromStripe } from "./sessions";
import { settlePaidSession } from "./settle";
import {
  type CheckoutSession,
  type StripeCharge,
  type StripeDispute,
  type StripeEvent,
  constructWebhookEvent,
  idOf,
  paymentIntentOfCharge,
} from "./stripe";

const GRANTING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export async function handleWebhook(c: Context<AppEnv>): Promise<Response> {
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError("webhook_not_configured", "Webhook signing secret is not configured.");
  const signature = c.req.header("stripe-signature");
  if (!signature) throw new ApiError("webhook_bad_signature", "Missing Stripe-Signature header.");
  const raw = await c.req.text();

  let event: StripeEvent;
  try {
    event = await constructWebhookEvent(raw, signature, secret);
  } catch (err) {
    log("warn", "webhook_bad_signature", { request_id: c.get("requestId"), error: err instanceof Error ? err.message : String(err) });
    throw new ApiError("webhook_bad_signature", "Invalid Stripe signature.");
  }

  if (event.type === "charge.refunded" || event.type === "charge.dispute.created") return revokeFromEvent(c, event);
  if (!GRANTING_EVENTS.has(event.type)) return c.json({ received: true, handled: false });
  const session = fromStripe(event.data.object as CheckoutSession);
  // A D1 failure throws → 500 → Stripe retries later; a session we cannot grant is acknowledged
  // (retrying would never help) and logged.
  const outcome = await settlePaidSession(c.env, session, "webhook", {
    waitUntil: waitUntilOf(c),
    origin: appOrigin(c.env, c.req.url),
  });
  if (!outcome.ok) {
    log(outcome.reason === "unpaid" ? "info" : "warn", "webhook_session_not_granted", {
      event_id: event.id,
      session_id: session.id,
      reason: outcome.reason,
    });
    return c.json({ received: true, handled: false, reason: outcome.reason });
  }
  return c.json({ received: true, handled: true, granted: outcome.granted });
}

/**
 * A full refund or a new dispute ends the access the payment granted. A partial refund (a goodwill
 * discount) leaves it alone. Events for payments we never recorded are acknowledged and logged.
 */
async function revokeFromEvent(c: Context<AppEnv>, event: StripeEvent): Promise<Response> {
  let paymentIntent: string | null;
  if (event.type === "charge.refunded") {
    const charge = event.data.object as StripeCharge;
    if (!charge.refunded) {
      log("info", "webhook_partial_refund", { event_id: event.id, charge_id: charge.id });
      return c.json({ received: true, handled: false, reason: "partial_refund" });
    }
    paymentIntent = idOf(charge.payment_intent);
  } else {
    const dispute = event.data.object as StripeDispute;
    // Stripe's network errors throw here → 500 → the event comes again.
    paymentIntent = idOf(dispute.payment_intent) ?? (dispute.charge ? await paymentIntentOfCharge(c.env, idOf(dispute.charge)!) : null);
  }
  if (!paymentIntent) {
    log("warn", "webhook_no_payment_intent", { event_id: event.id, type: event.type });
    return c.json({ received: true, handled: false, reason: "no_payment_intent" });
  }
  const outcome = await revokePayment(
    c.env,
    { paymentIntent, reason: event.type === "charge.refunded" ? "refund" : "dispute" },
    { waitUntil: waitUntilOf(c) },
  );
  if (!outcome.handled) {
    log("warn", "webhook_payment_unknown", { event_id: event.id, type: event.type, payment_intent: paymentIntent });
    return c.json({ received: true, handled: false, reason: outcome.reason });
  }
  return c.json({ received: true, handled: true, revoked: outcome.revoked });
}
