// Table rate_limits: fixed-window counters, one row per key and window.
import { and, eq, lt, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { rateLimits } from "./schema";

/** Adds one event to the window and answers the window's count after it (one atomic UPSERT). */
export async function countHit(env: DbEnv, key: string, windowStart: number): Promise<number> {
  const row = await db(env)
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  return row?.count ?? 1;
}

export async function windowCount(env: DbEnv, key: string, windowStart: number): Promise<number> {
  const row = await db(env)
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .get();
  return row?.count ?? 0;
}

export async function clearKey(env: DbEnv, key: string): Promise<void> {
  await db(env).delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteWindowsBefore(env: DbEnv, before: number): Promise<void> {
  await db(env).delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
