// Table auth_codes: one-time links and 6-digit codes, stored as hashes.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { authCodes } from "./schema";

export type AuthCodeRow = typeof authCodes.$inferSelect;
export type NewAuthCode = Omit<typeof authCodes.$inferInsert, "attempts" | "usedAt">;

/** Inserts a code; earlier unused codes of the same e-mail and purpose stop working (one transaction). */
export async function replaceCode(env: DbEnv, code: NewAuthCode): Promise<void> {
  const d = db(env);
  await d.batch([
    d
      .update(authCodes)
      .set({ usedAt: code.createdAt })
      .where(and(eq(authCodes.email, code.email), eq(authCodes.purpose, code.purpose), isNull(authCodes.usedAt))),
    d.insert(authCodes).values({ ...code, attempts: 0 }),
  ]);
}

export async function findCodeByLinkHash(env: DbEnv, linkHash: string): Promise<AuthCodeRow | null> {
  return (await db(env).select().from(authCodes).where(eq(authCodes.linkHash, linkHash)).get()) ?? null;
}

/** Unused, unexpired codes of an e-mail for the given purposes, newest first. */
export function liveCodes(env: DbEnv, email: string, purposes: string[], now: number): Promise<AuthCodeRow[]> {
  return db(env)
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), inArray(authCodes.purpose, purposes), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .orderBy(desc(authCodes.createdAt));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(env: DbEnv, id: string, now: number): Promise<boolean> {
  const rows = await db(env)
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}

/**
 * Counts one attempt on each of the codes that still has attempts left (one atomic UPDATE) and answers the
 * ids it counted on: only those may be compared, so parallel guesses cannot exceed `max` comparisons.
 */
export async function claimAttempts(env: DbEnv, ids: string[], max: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db(env)
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(inArray(authCodes.id, ids), lt(authCodes.attempts, max)))
    .returning({ id: authCodes.id });
  return rows.map((r) => r.id);
}

export async function deleteCodesExpiredBefore(env: DbEnv, before: number): Promise<void> {
  await db(env).delete(authCodes).where(lt(authCodes.expiresAt, before));
}
