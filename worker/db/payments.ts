// Tables payments and subscriptions: a paid Checkout Session is recorded once, and the access it grants
// is applied in the same transaction only by the call that recorded it. A refund or dispute marks the
// payment revoked once, and the subscription is then derived again from the payments that still stand.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type DbEnv, batchStatements, db } from "./client";
import { payments, subscriptions } from "./schema";

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** What a grant records; the revocation and detachment columns start empty. */
export type NewPayment = Omit<PaymentRow, "paymentIntent" | "revokedAt" | "revokedReason" | "detachedAt"> & {
  paymentIntent?: string | null;
};
export type RevokeReason = "refund" | "dispute";

/**
 * Records the payment and applies its plan, exactly once per session id (one D1 batch = one transaction).
 * Monthly adds `monthlyMs` to the later of now and the current expiry; lifetime has no expiry and a
 * lifetime row never turns back into a monthly one. Answers whether this call recorded the payment.
 */
export async function recordPaymentAndGrant(env: DbEnv, p: NewPayment, monthlyMs: number): Promise<boolean> {
  const d = db(env);
  const now = p.createdAt;
  const paymentIntent = p.paymentIntent ?? null;
  const [recorded] = await batchStatements(env, [
    d
      .insert(payments)
      .values({ ...p, paymentIntent })
      .onConflictDoNothing({ target: payments.sessionId }),
    // changes() still holds the row count of the INSERT above (same connection, same transaction).
    sql`INSERT INTO ${subscriptions} (user_id, plan, expires_at, updated_at)
      SELECT ${p.userId}, ${p.plan}, CASE WHEN ${p.plan} = 'lifetime' THEN NULL ELSE ${now} + ${monthlyMs} END, ${now} WHERE changes() = 1
      ON CONFLICT(user_id) DO UPDATE SET
        plan = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN 'lifetime' ELSE 'monthly' END,
        expires_at = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN NULL
                          ELSE MAX(COALESCE(subscriptions.expires_at, 0), ${now}) + ${monthlyMs} END,
        updated_at = ${now}`,
    // A later report of the same session may be the first to carry its PaymentIntent (refunds need it).
    d
      .update(payments)
      .set({ paymentIntent })
      .where(and(eq(payments.sessionId, p.sessionId), isNull(payments.paymentIntent), sql`${paymentIntent} IS NOT NULL`)),
  ]);
  return (recorded?.meta.changes ?? 0) === 1;
}

/**
 * Records a payment made for an account that no longer exists: detached from the start (no user id that leads
 * back, no e-mail) and granting nothing. Answers whether this call recorded it (a replay records nothing).
 */
export async function recordDetachedPayment(env: DbEnv, p: NewPayment & { detachedAt: number }): Promise<boolean> {
  const row = await db(env)
    .insert(payments)
    .values({ ...p, customerEmail: null, paymentIntent: p.paymentIntent ?? null })
    .onConflictDoNothing({ target: payments.sessionId })
    .returning({ id: payments.sessionId })
    .get();
  return row !== undefined;
}

export async function findPayment(env: DbEnv, sessionId: string): Promise<PaymentRow | null> {
  return (await db(env).select().from(payments).where(eq(payments.sessionId, sessionId)).get()) ?? null;
}

export async function findPaymentByIntent(env: DbEnv, paymentIntent: string): Promise<PaymentRow | null> {
  return (await db(env).select().from(payments).where(eq(payments.paymentIntent, paymentIntent)).get()) ?? null;
}

/** Fills in the PaymentIntent of a payment recorded without one (rows from before it was stored). */
export async function setPaymentIntent(env: DbEnv, sessionId: string, paymentIntent: string): Promise<void> {
  await db(env)
    .update(payments)
    .set({ paymentIntent })
    .where(and(eq(payments.sessionId, sessionId), isNull(payments.paymentIntent)));
}

/** The user's payments, oldest first. */
export function listPayments(env: DbEnv, userId: string): Promise<PaymentRow[]> {
  return db(env).select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt), asc(payments.sessionId));
}

export async function findSubscription(env: DbEnv, userId: string): Promise<SubscriptionRow | null> {
  return (await db(env).select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}

/**
 * Marks the payment revoked (refund or dispute); only the first call for a PaymentIntent changes it.
 * Answers the payment when this call revoked it, null when it was already revoked or is unknown.
 */
export async function markPaymentRevoked(env: DbEnv, paymentIntent: string, reason: RevokeReason, now: number): Promise<PaymentRow | null> {
  const row = await db(env)
    .update(payments)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(payments.paymentIntent, paymentIntent), isNull(payments.revokedAt)))
    .returning()
    .get();
  return row ?? null;
}

/**
 * Derives the user's subscription again from the payments that still stand (not revoked, not detached),
 * in one transaction: lifetime when a lifetime payment stands; otherwise each standing monthly payment, in
 * purchase order, adds `monthlyMs` to the later of its purchase time and the end of the period before it
 * (the same rule a grant applies); no standing payment, no subscription. Running it again changes nothing.
 */
export async function rederiveSubscription(env: DbEnv, userId: string, monthlyMs: number, now: number): Promise<void> {
  const standing = sql`user_id = ${userId} AND revoked_at IS NULL AND detached_at IS NULL`;
  const lifetime = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${standing} AND plan = 'lifetime')`;
  await batchStatements(env, [
    sql`WITH RECURSIVE monthly AS (
          SELECT created_at, ROW_NUMBER() OVER (ORDER BY created_at, session_id) AS n
          FROM ${payments} WHERE ${standing} AND plan = 'monthly'
        ),
        chain(n, ends) AS (
          SELECT 0, 0
          UNION ALL
          SELECT monthly.n, MAX(chain.ends, monthly.created_at) + ${monthlyMs} FROM chain JOIN monthly ON monthly.n = chain.n + 1
        )
        INSERT INTO ${subscriptions} (user_id, plan, expires_at, updated_at)
        SELECT ${userId},
          CASE WHEN ${lifetime} THEN 'lifetime' ELSE 'monthly' END,
          CASE WHEN ${lifetime} THEN NULL ELSE (SELECT MAX(ends) FROM chain) END,
          ${now}
        WHERE EXISTS (SELECT 1 FROM ${payments} WHERE ${standing})
        ON CONFLICT(user_id) DO UPDATE SET plan = excluded.plan, expires_at = excluded.expires_at, updated_at = excluded.updated_at
        WHERE subscriptions.plan IS NOT excluded.plan OR subscriptions.expires_at IS NOT excluded.expires_at`,
    sql`DELETE FROM ${subscriptions} WHERE user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${standing})`,
  ]);
}
