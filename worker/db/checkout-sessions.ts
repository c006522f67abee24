// Table checkout_sessions: the Stripe Checkout Sessions the server opened, by user, for as long as Stripe may
// still complete them (24 hours).
import { eq, lt } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { checkoutSessions } from "./schema";

export async function recordCheckoutSession(env: DbEnv, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db(env).insert(checkoutSessions).values(row).onConflictDoNothing();
}

export async function checkoutSessionsOf(env: DbEnv, userId: string): Promise<string[]> {
  const rows = await db(env).select({ id: checkoutSessions.sessionId }).from(checkoutSessions).where(eq(checkoutSessions.userId, userId));
  return rows.map((r) => r.id);
}

/** Rows older than any session Stripe could still complete. */
export async function pruneCheckoutSessions(env: DbEnv, before: number): Promise<void> {
  await db(env).delete(checkoutSessions).where(lt(checkoutSessions.createdAt, before));
}
