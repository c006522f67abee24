// POST /api/payment/create-checkout-session, /verify-payment (bearer) and /webhook (Stripe-signed).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { log } from "../http/logger";
import { parseLimit, rateLimit } from "../http/rate-limit";
import { PLANS } from "./plans";
import { type CheckoutView, PaymentsUnavailableError, createCheckout, loadCheckout } from "./sessions";
import { settlePaidSession } from "./settle";
import { isStripeError } from "./stripe";
import { appOrigin, ownOriginUrl, withSessionPlaceholder } from "./urls";
import { handleWebhook } from "./webhook";
import { findPayment } from "../subscription/grant";

// SPEC: successUrl, cancelUrl, customerEmail, customer_email, metadata.userId, plus extra caller options.
// Only plan and the two URLs steer anything; the e-mail and user id come from the verified token,
// and unknown keys (amounts, prices, durations) are dropped.
const checkoutRequest = z.object({
  plan: z.enum(["monthly", "lifetime"]),
  successUrl: z.string().min(1).max(2048),
  cancelUrl: z.string().min(1).max(2048),
  customerEmail: z.string().max(320).optional(),
  customer_email: z.string().max(320).optional(),
  metadata: z
    .object({ userId: z.string().max(200).optional() })
    .catchall(z.unknown())
    .optional(),
});

const verifyRequest = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, "is not a Checkout Session id"),
});

// Each checkout creates a Stripe session and each verification calls Stripe: bound both per user
// (the client makes at most 4 verifications per visit).
const DEFAULT_PAYMENT_LIMIT = { limit: 30, windowSeconds: 600 };
const limitPayments = (c: { env: AppEnv["Bindings"] }, userId: string, what: "checkout" | "verify") =>
  rateLimit(c.env, `payment-${what}:${userId}`, parseLimit(c.env.RATE_LIMIT_PAYMENT, DEFAULT_PAYMENT_LIMIT));

/** A verification failure: success false with payment_status 'failed' (SPEC section 4), whatever the status. */
function verifyFailure(status: 403 | 404 | 502, message: string) {
  return new ApiError(status, message, { success: false, message, payment_status: "failed" });
}

export const paymentRoutes = new Hono<AppEnv>()
  .post("/payment/create-checkout-session", requireUser, jsonBody(checkoutRequest), async (c) => {
    const body = c.req.valid("json");
    await limitPayments(c, c.get("userId"), "checkout");
    const origin = appOrigin(c.env, c.req.url);
    const successUrl = ownOriginUrl(body.successUrl, origin);
    const cancelUrl = ownOriginUrl(body.cancelUrl, origin);
    if (!successUrl) throw new ApiError(400, `successUrl must be an address on ${origin}.`, { field: "successUrl" });
    if (!cancelUrl) throw new ApiError(400, `cancelUrl must be an address on ${origin}.`, { field: "cancelUrl" });
    try {
      const { id, url } = await createCheckout(c.env, {
        userId: c.get("userId"),
        email: c.get("userEmail") || null,
        plan: PLANS[body.plan],
        successUrl: withSessionPlaceholder(successUrl),
        cancelUrl,
        origin,
      });
      log("info", "checkout_created", { request_id: c.get("requestId"), session_id: id, plan: body.plan });
      return c.json({ url }, 200);
    } catch (err) {
      if (err instanceof PaymentsUnavailableError) throw new ApiError(503, err.message);
      if (await isStripeError(err)) {
        const e = err as { type?: string; statusCode?: number; message: string };
        log("error", "stripe_checkout_failed", { request_id: c.get("requestId"), type: e.type, status: e.statusCode, error: e.message });
        throw new ApiError(502, "The payment provider could not start a checkout. Please try again.");
      }
      throw err;
    }
  })
  .post("/payment/verify-payment", requireUser, jsonBody(verifyRequest), async (c) => {
    const { sessionId } = c.req.valid("json");
    await limitPayments(c, c.get("userId"), "verify");
    // A recorded grant is authoritative (written only for a verified, paid session): replays are
    // answered from it without calling Stripe, and still work while Stripe is unreachable.
    const recorded = await findPayment(c.env, sessionId);
    if (recorded) {
      if (recorded.user_id !== c.get("userId")) throw verifyFailure(403, "This payment belongs to another account.");
      return c.json(
        {
          success: true as const,
          message: `Payment already verified: ${PLANS[recorded.plan].name} is active.`,
          customer_email: recorded.customer_email,
          amount_total: recorded.amount_total,
          payment_status: "paid" as const,
          plan: recorded.plan,
        },
        200,
      );
    }
    let session: CheckoutView | null;
    try {
      session = await loadCheckout(c.env, sessionId);
    } catch (err) {
      log("error", "stripe_retrieve_failed", {
        request_id: c.get("requestId"),
        session_id: sessionId,
        error: err instanceof Error ? err.message : String(err),
      });
      throw verifyFailure(502, "The payment provider could not be reached. Please try again.");
    }
    if (!session) throw verifyFailure(404, "Payment session not found.");
    if (session.userId !== c.get("userId")) throw verifyFailure(403, "This payment belongs to another account.");
    const outcome = await settlePaidSession(c.env, session, "verify", {
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      origin: appOrigin(c.env, c.req.url),
    });
    if (!outcome.ok) {
      const message =
        outcome.reason === "unpaid"
          ? session.status === "expired"
            ? "This checkout session expired without a payment."
            : "The payment has not been completed."
          : "This payment does not match any of our plans.";
      return c.json({ success: false as const, message, payment_status: "failed" as const }, 200);
    }
    return c.json(
      {
        success: true as const,
        message: outcome.granted
          ? `Payment verified: ${outcome.plan.name} is active.`
          : `Payment already verified: ${outcome.plan.name} is active.`,
        customer_email: outcome.customerEmail,
        amount_total: outcome.amountTotal,
        payment_status: "paid" as const,
        plan: outcome.plan.id,
      },
      200,
    );
  })
  .post("/payment/webhook", handleWebhook);
