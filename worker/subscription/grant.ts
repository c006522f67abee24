// Granting a paid plan exactly once. verify-payment and the Stripe webhook may both report the same
// Checkout Session, in any order, any number of times, concurrently: the payments row keyed by the
// session id decides which call grants. Both statements run in one D1 batch (one transaction), and
// the subscription change is applied only when the payments INSERT actually inserted (changes() = 1).
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

const RECORD_PAYMENT = `INSERT INTO payments (session_id, user_id, plan, amount_total, currency, customer_email, source, created_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
ON CONFLICT(session_id) DO NOTHING`;

// changes() still holds the row count of the INSERT above (same connection, same transaction).
// Monthly: 30 days added to the later of now and the current expiry. Lifetime: no expiry, and a
// lifetime row is never turned back into a monthly one.
const APPLY_PLAN = `INSERT INTO subscriptions (user_id, plan, expires_at, updated_at)
SELECT ?1, ?2, CASE WHEN ?2 = 'lifetime' THEN NULL ELSE ?3 + ?4 END, ?3 WHERE changes() = 1
ON CONFLICT(user_id) DO UPDATE SET
  plan = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN 'lifetime' ELSE 'monthly' END,
  expires_at = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN NULL
                    ELSE MAX(COALESCE(subscriptions.expires_at, 0), ?3) + ?4 END,
  updated_at = ?3`;

export async function grantPaidSession(env: Env, p: PaidSession, now = Date.now()): Promise<GrantResult> {
  const [recorded] = await env.DB.batch([
    env.DB.prepare(RECORD_PAYMENT).bind(p.sessionId, p.userId, p.plan, p.amountTotal, p.currency, p.customerEmail, p.source, now),
    env.DB.prepare(APPLY_PLAN).bind(p.userId, p.plan, now, MONTHLY_MS),
  ]);
  return { granted: (recorded?.meta.changes ?? 0) === 1 };
}

/** The recorded grant for a session, if any (for answering replays without granting again). */
export async function findPayment(env: Env, sessionId: string) {
  return env.DB.prepare(
    "SELECT session_id, user_id, plan, amount_total, currency, customer_email, source, created_at FROM payments WHERE session_id = ?",
  )
    .bind(sessionId)
    .first<{
      session_id: string;
      user_id: string;
      plan: Plan;
      amount_total: number;
      currency: string;
      customer_email: string | null;
      source: string;
      created_at: number;
    }>();
}
