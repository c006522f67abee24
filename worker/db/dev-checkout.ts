// Table dev_checkout_sessions: the development test checkout's sessions.
import { and, eq } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { devCheckoutSessions } from "./schema";

export type DevCheckoutRow = typeof devCheckoutSessions.$inferSelect;

export async function insertDevCheckout(env: DbEnv, row: DevCheckoutRow): Promise<void> {
  await db(env).insert(devCheckoutSessions).values(row);
}

export async function findDevCheckout(env: DbEnv, id: string): Promise<DevCheckoutRow | null> {
  return (await db(env).select().from(devCheckoutSessions).where(eq(devCheckoutSessions.id, id)).get()) ?? null;
}

/** Moves an open session to `status`; a finished one stays as it is. */
export async function finishDevCheckout(env: DbEnv, id: string, status: "complete" | "expired"): Promise<void> {
  await db(env)
    .update(devCheckoutSessions)
    .set({ status })
    .where(and(eq(devCheckoutSessions.id, id), eq(devCheckoutSessions.status, "open")));
}

/** Expires every open test session of the user (deleting the account). */
export async function expireDevCheckoutsOf(env: DbEnv, userId: string): Promise<void> {
  await db(env)
    .update(devCheckoutSessions)
    .set({ status: "expired" })
    .where(and(eq(devCheckoutSessions.userId, userId), eq(devCheckoutSessions.status, "open")));
}
