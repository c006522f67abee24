// A paid Checkout Session becomes access: check it against our own plan table, grant exactly once,
// and send the confirmation e-mail from the one call that granted.
import { findUserById } from "../db/users";
import type { Env } from "../env";
import { PRODUCT_NAME } from "../env";
import type { WaitUntil } from "../http/background";
import { log } from "../http/logger";
import { button, emailLayout, paragraph } from "../mail/html";
import { sendMail } from "../mail/send";
import { getSubscription } from "../subscription/service";
import { grantPaidSession } from "../subscription/grant";
import { refundForDeletedAccount } from "./deleted-account";
import { PLANS, formatUsd, isPlan } from "./plans";
import type { CheckoutView } from "./sessions";

export type SettleOutcome =
  | { ok: true; granted: boolean; plan: (typeof PLANS)[keyof typeof PLANS]; amountTotal: number; customerEmail: string | null }
  | { ok: false; reason: "unpaid" | "mismatch" | "no_user" | "account_deleted" };

/**
 * The session must be paid, name one of our plans, and charge exactly that plan's amount in USD
 * (sessions are created only by our server, so anything else is tampering or a foreign session).
 */
export async function settlePaidSession(
  env: Env,
  s: CheckoutView,
  source: string,
  opts: { waitUntil?: WaitUntil; origin?: string } = {},
): Promise<SettleOutcome> {
  if (s.paymentStatus !== "paid") return { ok: false, reason: "unpaid" };
  if (!s.userId) return { ok: false, reason: "no_user" };
  if (!isPlan(s.plan)) return { ok: false, reason: "mismatch" };
  const plan = PLANS[s.plan];
  if (s.amountTotal !== plan.amount || (s.currency ?? "").toLowerCase() !== plan.currency) return { ok: false, reason: "mismatch" };
  // The account was deleted after the session opened: nothing to grant to; the payment is detached and refunded.
  if (!(await findUserById(env, s.userId))) {
    await refundForDeletedAccount(env, s, plan, source);
    return { ok: false, reason: "account_deleted" };
  }

  const { granted } = await grantPaidSession(env, {
    sessionId: s.id,
    userId: s.userId,
    plan: plan.id,
    amountTotal: s.amountTotal,
    currency: plan.currency,
    customerEmail: s.customerEmail,
    source,
    paymentIntent: s.paymentIntentId,
  });
  if (granted) {
    log("info", "payment_granted", { session_id: s.id, user_id: s.userId, plan: plan.id, source });
    await sendConfirmation(env, s.userId, s.customerEmail, plan, opts);
  }
  return { ok: true, granted, plan, amountTotal: s.amountTotal, customerEmail: s.customerEmail };
}

/** Never fails the payment: the grant is already stored; a failed mail is logged (and stays queued). */
async function sendConfirmation(
  env: Env,
  userId: string,
  sessionEmail: string | null,
  plan: (typeof PLANS)[keyof typeof PLANS],
  opts: { waitUntil?: WaitUntil; origin?: string },
): Promise<void> {
  try {
    const to = sessionEmail ?? (await findUserById(env, userId))?.email ?? null;
    if (!to) return;
    const status = await getSubscription(env, userId);
    const access =
      status.plan === "lifetime"
        ? "Your access never expires."
        : status.expires_at
          ? `Your access runs until ${new Date(status.expires_at).toUTCString().replace(/:\d\d GMT$/, " UTC")}.`
          : "";
    const lines = [
      `Thank you for your purchase of ${plan.name} (${formatUsd(plan.amount)}).`,
      `${plan.description}. ${access}`.trim(),
      "You now have access to all premium features.",
    ];
    const link = opts.origin ? `${opts.origin}/resumes` : null;
    const text = [...lines, ...(link ? [`Start creating resumes: ${link}`] : [])].join("\n\n");
    const html = emailLayout({
      title: "Payment received",
      body: lines.map(paragraph).join("\n") + (link ? `\n${button(link, "Start creating resumes")}` : ""),
    });
    await sendMail(
      env,
      { to, subject: `${PRODUCT_NAME}: payment received — ${plan.name}`, text, html },
      // The receipt address may differ from the account's: the message still goes with the account.
      { waitUntil: opts.waitUntil, aboutUserId: userId },
    );
  } catch (err) {
    log("error", "payment_confirmation_mail_failed", { user_id: userId, error: err instanceof Error ? err.message : String(err) });
  }
}
