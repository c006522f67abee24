// verify-payment: is this Checkout Session paid, and is its plan now active for this user? A recorded
// grant is authoritative (written only for a verified, paid session): replays are answered from it
// without calling Stripe, and still work while Stripe is unreachable.
import type { Env } from "../env";
import type { WaitUntil } from "../http/background";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import type { Plan } from "../subscription/service";
import { findPayment } from "../subscription/grant";
import { PLANS } from "./plans";
import { type CheckoutView, loadCheckout } from "./sessions";
import { settlePaidSession } from "./settle";

export type Verification =
  | { success: true; message: string; customer_email: string | null; amount_total: number; payment_status: "paid"; plan: Plan }
  | { success: false; message: string; payment_status: "failed" };

/** A failed verification still answers success false with payment_status 'failed', whatever the status. */
function failure(code: "payment_other_account" | "payment_not_found" | "payment_provider_error", message: string) {
  return new ApiError(code, message, { extra: { success: false, message, payment_status: "failed" } });
}

export async function verifyPayment(
  env: Env,
  userId: string,
  sessionId: string,
  ctx: { origin: string; waitUntil?: WaitUntil; requestId?: string },
): Promise<Verification> {
  const recorded = await findPayment(env, sessionId);
  if (recorded) {
    if (recorded.userId !== userId) throw failure("payment_other_account", "This payment belongs to another account.");
    return {
      success: true,
      message: `Payment already verified: ${PLANS[recorded.plan].name} is active.`,
      customer_email: recorded.customerEmail,
      amount_total: recorded.amountTotal,
      payment_status: "paid",
      plan: recorded.plan,
    };
  }
  let session: CheckoutView | null;
  try {
    session = await loadCheckout(env, sessionId);
  } catch (err) {
    log("error", "stripe_retrieve_failed", {
      request_id: ctx.requestId,
      session_id: sessionId,
      error: err instanceof Error ? err.message : String(err),
    });
    throw failure("payment_provider_error", "The payment provider could not be reached. Please try again.");
  }
  if (!session) throw failure("payment_not_found", "Payment session not found.");
  if (session.userId !== userId) throw failure("payment_other_account", "This payment belongs to another account.");
  const outcome = await settlePaidSession(env, session, "verify", { waitUntil: ctx.waitUntil, origin: ctx.origin });
  if (!outcome.ok) {
    const message =
      outcome.reason === "unpaid"
        ? session.status === "expired"
          ? "This checkout session expired without a payment."
          : "The payment has not been completed."
        : "This payment does not match any of our plans.";
    return { success: false, message, payment_status: "failed" };
  }
  return {
    success: true,
    message: outcome.granted
      ? `Payment verified: ${outcome.plan.name} is active.`
      : `Payment already verified: ${outcome.plan.name} is active.`,
    customer_email: outcome.customerEmail,
    amount_total: outcome.amountTotal,
    payment_status: "paid",
    plan: outcome.plan.id,
  };
}
