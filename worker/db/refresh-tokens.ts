// Table refresh_tokens: hashed refresh tokens, their families and rotations.
import { and, eq, isNull, lt } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { refreshTokens } from "./schema";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  env: DbEnv,
  t: { id: string; userId: string; familyId: string; tokenHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db(env).insert(refreshTokens).values(t);
}

export async function findRefreshTokenByHash(env: DbEnv, tokenHash: string): Promise<RefreshTokenRow | null> {
  return (await db(env).select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get()) ?? null;
}

export async function isRefreshTokenLive(env: DbEnv, id: string): Promise<boolean> {
  const row = await db(env).select({ revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(eq(refreshTokens.id, id)).get();
  return Boolean(row) && row!.revokedAt === null;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function markRotated(env: DbEnv, id: string, replacedBy: string, now: number): Promise<boolean> {
  const rows = await db(env)
    .update(refreshTokens)
    .set({ revokedAt: now, replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function deleteRefreshToken(env: DbEnv, id: string): Promise<void> {
  await db(env).delete(refreshTokens).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(env: DbEnv, familyId: string, now: number): Promise<void> {
  await db(env)
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(env: DbEnv, userId: string, now: number): Promise<void> {
  await db(env)
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function deleteExpiredRefreshTokens(env: DbEnv, now: number): Promise<void> {
  await db(env).delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
}
