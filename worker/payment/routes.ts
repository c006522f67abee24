// POST /api/payment/create-checkout-session, /verify-payment (bearer) and /webhook (Stripe-signed).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { log } from "../http/logger";
import { appOrigin } from "../http/origin";
import { limitPerUser } from "../http/rate-limit";
import { jsonBody } from "../http/validate";
import { PLANS } from "./plans";
import { PaymentsUnavailableError, createCheckout } from "./sessions";
import { isStripeError } from "./stripe";
import { ownOriginUrl, withSessionPlaceholder } from "./urls";
import { verifyPayment } from "./verify";
import { handleWebhook } from "./webhook";

// The checkout request carries successUrl, cancelUrl, customerEmail, customer_email, metadata.userId and
// extra caller options (docs/requirements.md § API calls). Only plan and the two URLs steer anything; the
// e-mail and user id come from the verified token, and unknown keys (amounts, prices, durations) are dropped.
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

export const paymentRoutes = new Hono<AppEnv>()
  .post(
    "/create-checkout-session",
    requireUser,
    fails("payments_unavailable", "payment_provider_error"),
    jsonBody(checkoutRequest),
    limitPerUser("checkout"),
    async (c) => {
      const body = c.req.valid("json");
      const origin = appOrigin(c.env, c.req.url);
      const successUrl = ownOriginUrl(body.successUrl, origin);
      const cancelUrl = ownOriginUrl(body.cancelUrl, origin);
      if (!successUrl) throw new ApiError("validation_failed", `successUrl must be an address on ${origin}.`, { field: "successUrl" });
      if (!cancelUrl) throw new ApiError("validation_failed", `cancelUrl must be an address on ${origin}.`, { field: "cancelUrl" });
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
        if (err instanceof PaymentsUnavailableError) throw new ApiError("payments_unavailable", err.message);
        if (await isStripeError(err)) {
          const e = err as { type?: string; statusCode?: number; message: string };
          log("error", "stripe_checkout_failed", { request_id: c.get("requestId"), type: e.type, status: e.statusCode, error: e.message });
          throw new ApiError("payment_provider_error", "The payment provider could not start a checkout. Please try again.");
        }
        throw err;
      }
    },
  )
  .post(
    "/verify-payment",
    requireUser,
    fails("payment_other_account", "payment_not_found", "payment_provider_error"),
    jsonBody(verifyRequest),
    limitPerUser("verifyPayment"),
    async (c) => {
      const answer = await verifyPayment(c.env, c.get("userId"), c.req.valid("json").sessionId, {
        origin: appOrigin(c.env, c.req.url),
        waitUntil: waitUntilOf(c),
        requestId: c.get("requestId"),
      });
      return c.json(answer, 200);
    },
  )
  .post("/webhook", fails("webhook_not_configured", "webhook_bad_signature"), handleWebhook);
