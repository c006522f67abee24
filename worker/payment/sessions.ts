// Checkout Sessions in one shape, whether they live at Stripe or in our development test checkout.
import { recordCheckoutSession } from "../db/checkout-sessions";
import { type DevCheckoutRow, findDevCheckout, finishDevCheckout, insertDevCheckout } from "../db/dev-checkout";
import type { Env } from "../env";
import { isDevLike } from "../env";
import type { Plan } from "../subscription/service";
import type { PlanInfo } from "./plans";
import { type CheckoutSession, isNotFound, paymentMode, stripeClient } from "./stripe";

export const TEST_SESSION_PREFIX = "cs_test_dev_";

export interface CheckoutView {
  id: string;
  /** client_reference_id: set from the verified token when the session was created. */
  userId: string | null;
  /** metadata.plan as the server wrote it. */
  plan: string | null;
  amountTotal: number | null;
  currency: string | null;
  customerEmail: string | null;
  /** open | complete | expired (Stripe may add values) */
  status: string | null;
  /** paid | unpaid | no_payment_required; only "paid" grants */
  paymentStatus: string;
  /** The PaymentIntent that took the money (refunds and disputes name it); null until there is one. */
  paymentIntentId: string | null;
}

export interface NewCheckout {
  userId: string;
  email: string | null;
  plan: PlanInfo;
  successUrl: string;
  cancelUrl: string;
  origin: string;
}

export class PaymentsUnavailableError extends Error {}

/** Creates the session and returns the URL the browser goes to. */
export async function createCheckout(env: Env, req: NewCheckout): Promise<{ id: string; url: string }> {
  const mode = paymentMode(env);
  if (mode === "off") throw new PaymentsUnavailableError("Payments are not configured.");
  if (mode === "test") return createTestCheckout(env, req);
  const session = await (await stripeClient(env)).checkout.sessions.create({
    mode: "payment",
    // Card checkout (docs/requirements.md § Payments): a filter on Stripe's dynamically eligible payment methods.
    allowed_payment_method_types: ["card"],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: req.plan.currency,
          unit_amount: req.plan.amount,
          product_data: { name: req.plan.name, description: req.plan.description },
        },
      },
    ],
    client_reference_id: req.userId,
    ...(req.email ? { customer_email: req.email } : {}),
    metadata: { plan: req.plan.id, userId: req.userId },
    payment_intent_data: { metadata: { plan: req.plan.id, userId: req.userId } },
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a url");
  // Kept so that deleting the account can expire it while it is open.
  await recordCheckoutSession(env, { sessionId: session.id, userId: req.userId, createdAt: Date.now() });
  return { id: session.id, url: session.url };
}

async function createTestCheckout(env: Env, req: NewCheckout): Promise<{ id: string; url: string }> {
  const id = `${TEST_SESSION_PREFIX}${crypto.randomUUID().replaceAll("-", "")}`;
  await insertDevCheckout(env, {
    id,
    userId: req.userId,
    plan: req.plan.id,
    amountTotal: req.plan.amount,
    customerEmail: req.email,
    successUrl: req.successUrl,
    cancelUrl: req.cancelUrl,
    status: "open",
    createdAt: Date.now(),
  });
  return { id, url: `${req.origin}/dev/checkout/${id}` };
}

export function isTestSessionId(id: string): boolean {
  return id.startsWith(TEST_SESSION_PREFIX);
}

/** The stand-in PaymentIntent of a paid test session (the test checkout simulates refunds and disputes with it). */
export function testPaymentIntentId(sessionId: string): string {
  return `pi_test_dev_${sessionId.slice(TEST_SESSION_PREFIX.length)}`;
}

/** The session, or null when it does not exist. Stripe network failures throw. */
export async function loadCheckout(env: Env, sessionId: string): Promise<CheckoutView | null> {
  if (isTestSessionId(sessionId)) {
    // Test sessions exist only in development; elsewhere the id is simply unknown.
    return isDevLike(env) ? loadTestCheckout(env, sessionId) : null;
  }
  if (paymentMode(env) !== "stripe") return null;
  try {
    return fromStripe(await (await stripeClient(env)).checkout.sessions.retrieve(sessionId));
  } catch (err) {
    if (await isNotFound(err)) return null;
    throw err;
  }
}

export function fromStripe(s: CheckoutSession): CheckoutView {
  return {
    id: s.id,
    userId: s.client_reference_id ?? null,
    plan: s.metadata?.plan ?? null,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ?? null,
    customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
    status: s.status ?? null,
    paymentStatus: s.payment_status,
    paymentIntentId: typeof s.payment_intent === "string" ? s.payment_intent : (s.payment_intent?.id ?? null),
  };
}

export type TestCheckoutRow = DevCheckoutRow & { plan: Plan; status: "open" | "complete" | "expired" };

export async function getTestCheckoutRow(env: Env, id: string): Promise<TestCheckoutRow | null> {
  return (await findDevCheckout(env, id)) as TestCheckoutRow | null;
}

async function loadTestCheckout(env: Env, id: string): Promise<CheckoutView | null> {
  const row = await getTestCheckoutRow(env, id);
  return row ? testCheckoutView(row) : null;
}

/** A test checkout row in the shape a Stripe Checkout Session is read into. */
export function testCheckoutView(row: TestCheckoutRow): CheckoutView {
  return {
    id: row.id,
    userId: row.userId,
    plan: row.plan,
    amountTotal: row.amountTotal,
    currency: "usd",
    customerEmail: row.customerEmail,
    status: row.status,
    paymentStatus: row.status === "complete" ? "paid" : "unpaid",
    paymentIntentId: row.status === "complete" ? testPaymentIntentId(row.id) : null,
  };
}

/** Test checkout: the Pay / Cancel buttons. Only an open session changes; returns the row after. */
export async function finishTestCheckout(env: Env, id: string, outcome: "complete" | "expired"): Promise<TestCheckoutRow | null> {
  await finishDevCheckout(env, id, outcome);
  return getTestCheckoutRow(env, id);
}
