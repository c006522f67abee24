// Granting a paid plan exactly once. verify-payment and the Stripe webhook may both report the same
// Checkout Session, in any order, any number of times, concurrently: the payments row keyed by the
// session id decides which call grants (worker/db/payments.ts records and grants in one transaction).
import { findPayment as findPaymentRow, recordPaymentAndGrant } from "../db/payments";
import type { Env } from "../env";
import { PLANS } from "../payment/plans";
import type { Plan } from "./service";

export const MONTHLY_MS = PLANS.monthly.days! * 24 * 60 * 60 * 1000;

export interface PaidSession {
  sessionId: string;
  userId: string;
  plan: Plan;
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  /** Which path recorded it first: "verify" | "webhook" | "test-checkout". */
  source: string;
}

export interface GrantResult {
  /** true only for the one call that recorded this session. */
  granted: boolean;
}

export async function grantPaidSession(env: Env, p: PaidSession, now = Date.now()): Promise<GrantResult> {
  const granted = await recordPaymentAndGrant(env, { ...p, createdAt: now }, MONTHLY_MS);
  return { granted };
}

export interface RecordedPayment {
  sessionId: string;
  userId: string;
  plan: Plan;
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  source: string;
  createdAt: number;
}

/** The recorded grant for a session, if any (for answering replays without granting again). */
export async function findPayment(env: Env, sessionId: string): Promise<RecordedPayment | null> {
  const row = await findPaymentRow(env, sessionId);
  return row ? { ...row, plan: row.plan as Plan } : null;
}
