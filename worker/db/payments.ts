// Tables payments and subscriptions: a paid Checkout Session is recorded once, and the access it grants
// is applied in the same transaction only by the call that recorded it.
import { eq, sql } from "drizzle-orm";
import { type DbEnv, batchStatements, db } from "./client";
import { payments, subscriptions } from "./schema";

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Records the payment and applies its plan, exactly once per session id (one D1 batch = one transaction).
 * Monthly adds `monthlyMs` to the later of now and the current expiry; lifetime has no expiry and a
 * lifetime row never turns back into a monthly one. Answers whether this call recorded the payment.
 */
export async function recordPaymentAndGrant(env: DbEnv, p: PaymentRow, monthlyMs: number): Promise<boolean> {
  const d = db(env);
  const now = p.createdAt;
  const [recorded] = await batchStatements(env, [
    d.insert(payments).values(p).onConflictDoNothing({ target: payments.sessionId }),
    // changes() still holds the row count of the INSERT above (same connection, same transaction).
    sql`INSERT INTO ${subscriptions} (user_id, plan, expires_at, updated_at)
      SELECT ${p.userId}, ${p.plan}, CASE WHEN ${p.plan} = 'lifetime' THEN NULL ELSE ${now} + ${monthlyMs} END, ${now} WHERE changes() = 1
      ON CONFLICT(user_id) DO UPDATE SET
        plan = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN 'lifetime' ELSE 'monthly' END,
        expires_at = CASE WHEN subscriptions.plan = 'lifetime' OR excluded.plan = 'lifetime' THEN NULL
                          ELSE MAX(COALESCE(subscriptions.expires_at, 0), ${now}) + ${monthlyMs} END,
        updated_at = ${now}`,
  ]);
  return (recorded?.meta.changes ?? 0) === 1;
}

export async function findPayment(env: DbEnv, sessionId: string): Promise<PaymentRow | null> {
  return (await db(env).select().from(payments).where(eq(payments.sessionId, sessionId)).get()) ?? null;
}

export async function findSubscription(env: DbEnv, userId: string): Promise<SubscriptionRow | null> {
  return (await db(env).select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}
