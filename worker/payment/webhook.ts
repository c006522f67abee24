// POST /api/payment/webhook: Stripe's signed events. The raw body is verified before anything is
// parsed; a paid checkout.session.completed or checkout.session.async_payment_succeeded grants the
// plan (exactly once, shared with verify-payment through the payments table).
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { fromStripe } from "./sessions";
import { settlePaidSession } from "./settle";
import { type CheckoutSession, type StripeEvent, constructWebhookEvent } from "./stripe";
import { waitUntilOf } from "../http/background";
import { appOrigin } from "../http/origin";

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
