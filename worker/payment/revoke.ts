// Refunds and disputes: the access a payment granted ends, exactly once. The payment is marked revoked in
// one conditional UPDATE (only the first report of a PaymentIntent changes it, and only that call e-mails
// the user); the subscription is then derived again from the payments that still stand, which any replay
// may repeat without changing anything (worker/db/payments.ts).
import { DETACHED_USER_ID } from "../db/account-deletions";
import {
  type PaymentRow,
  type RevokeReason,
  findPaymentByIntent,
  markPaymentRevoked,
  rederiveSubscription,
  setPaymentIntent,
} from "../db/payments";
import { findUserById } from "../db/users";
import type { Env } from "../env";
import { PRODUCT_NAME } from "../env";
import type { WaitUntil } from "../http/background";
import { log } from "../http/logger";
import { emailLayout, paragraph } from "../mail/html";
import { sendMail } from "../mail/send";
import { MONTHLY_MS } from "../subscription/grant";
import { getSubscription } from "../subscription/service";
import { PLANS, formatUsd, isPlan } from "./plans";
import { paymentMode, sessionIdForPaymentIntent } from "./stripe";

export type RevokeOutcome =
  | { handled: true; revoked: boolean; reason: RevokeReason }
  | { handled: false; reason: "unknown_payment" | "partial_refund" | "no_payment_intent" };

/** The payment behind a PaymentIntent; rows recorded before PaymentIntents were stored are found through Stripe. */
async function paymentFor(env: Env, paymentIntent: string): Promise<PaymentRow | null> {
  const row = await findPaymentByIntent(env, paymentIntent);
  if (row || paymentMode(env) !== "stripe") return row;
  const sessionId = await sessionIdForPaymentIntent(env, paymentIntent);
  if (!sessionId) return null;
  await setPaymentIntent(env, sessionId, paymentIntent);
  return findPaymentByIntent(env, paymentIntent);
}

const isDetached = (p: PaymentRow) => p.detachedAt !== null || p.userId === DETACHED_USER_ID;

/**
 * Ends the access a payment granted (refund or dispute). A payment of a deleted account is marked too (the
 * accounting record says it was refunded) but has no one to tell. Stripe network errors and D1 errors throw,
 * so the webhook answers 500 and Stripe delivers the event again.
 */
export async function revokePayment(
  env: Env,
  ev: { paymentIntent: string; reason: RevokeReason },
  opts: { waitUntil?: WaitUntil; now?: number } = {},
): Promise<RevokeOutcome> {
  const now = opts.now ?? Date.now();
  const payment = await paymentFor(env, ev.paymentIntent);
  if (!payment) return { handled: false, reason: "unknown_payment" };
  const revoked = await markPaymentRevoked(env, ev.paymentIntent, ev.reason, now);
  const current = revoked ?? payment;
  if (!isDetached(current)) await rederiveSubscription(env, current.userId, MONTHLY_MS, now);
  if (revoked) {
    log("info", "payment_revoked", {
      session_id: revoked.sessionId,
      user_id: isDetached(revoked) ? null : revoked.userId,
      reason: ev.reason,
    });
    if (!isDetached(revoked)) await tellUser(env, revoked, ev.reason, opts);
  }
  return { handled: true, revoked: Boolean(revoked), reason: ev.reason };
}

/** Never fails the revocation: it is stored; a failed mail is logged (and stays queued). */
async function tellUser(env: Env, p: PaymentRow, reason: RevokeReason, opts: { waitUntil?: WaitUntil }): Promise<void> {
  try {
    const user = await findUserById(env, p.userId);
    if (!user) return;
    const plan = isPlan(p.plan) ? PLANS[p.plan] : null;
    const what = `${plan?.name ?? "your plan"} (${formatUsd(p.amountTotal)}, paid ${new Date(p.createdAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, "")})`;
    const status = await getSubscription(env, p.userId);
    const remaining = status.is_subscribed
      ? status.plan === "lifetime"
        ? "You still have lifetime access from another payment."
        : `Access from your other payments runs until ${new Date(status.expires_at!).toUTCString().replace(/:\d\d GMT$/, " UTC")}.`
      : "Your account is back on the free plan.";
    const lines =
      reason === "refund"
        ? [`Your payment for ${what} was refunded, so the access it gave has ended.`, remaining]
        : [
            `Your bank told us you disputed the payment for ${what}, so the access it gave has ended.`,
            remaining,
            `If you did not mean to dispute it, contact ${env.SUPPORT_EMAIL || "support"} and we will sort it out.`,
          ];
    const subject = reason === "refund" ? `${PRODUCT_NAME}: payment refunded` : `${PRODUCT_NAME}: payment disputed`;
    await sendMail(
      env,
      {
        to: user.email,
        subject,
        text: lines.join("\n\n"),
        html: emailLayout({ title: reason === "refund" ? "Payment refunded" : "Payment disputed", body: lines.map(paragraph).join("\n") }),
      },
      { waitUntil: opts.waitUntil, aboutUserId: p.userId },
    );
  } catch (err) {
    log("error", "payment_revoked_mail_failed", { user_id: p.userId, error: err instanceof Error ? err.message : String(err) });
  }
}
