// Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use. Each sign-in starts a
// family; presenting an already-rotated token again revokes the whole family (token theft signal).
// A short grace lets two tabs that refresh at the same moment both succeed.
import {
  deleteExpiredRefreshTokens,
  deleteRefreshToken,
  findRefreshTokenByHash,
  insertRefreshToken,
  isRefreshTokenLive,
  markRotated,
  revokeFamily,
  revokeUserTokens,
} from "../db/refresh-tokens";
import type { Env } from "../env";
import { randomToken, sha256 } from "./random";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Reuse within this many ms of a rotation counts as a concurrent refresh, not theft. */
export const REUSE_GRACE_MS = 10_000;

export type RefreshFailure = "not_found" | "expired" | "revoked" | "reused";

const TOKEN_FORM = /^[A-Za-z0-9_-]{20,100}$/;

async function insert(env: Env, userId: string, familyId: string, nowMs: number): Promise<{ id: string; token: string }> {
  const token = randomToken(32);
  const id = crypto.randomUUID();
  await insertRefreshToken(env, {
    id,
    userId,
    familyId,
    tokenHash: await sha256(token),
    createdAt: nowMs,
    expiresAt: nowMs + REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
  return { id, token };
}

/** Starts a new family (a new sign-in). */
export async function issueRefreshToken(env: Env, userId: string, nowMs = Date.now()): Promise<string> {
  return (await insert(env, userId, crypto.randomUUID(), nowMs)).token;
}

export function revokeAllForUser(env: Env, userId: string, nowMs = Date.now()): Promise<void> {
  return revokeUserTokens(env, userId, nowMs);
}

/** Exchanges a refresh token for its successor. */
export async function rotateRefreshToken(
  env: Env,
  token: string,
  nowMs = Date.now(),
): Promise<{ ok: true; userId: string; token: string } | { ok: false; reason: RefreshFailure }> {
  if (!TOKEN_FORM.test(token)) return { ok: false, reason: "not_found" };
  const row = await findRefreshTokenByHash(env, await sha256(token));
  if (!row) return { ok: false, reason: "not_found" };
  if (row.expiresAt <= nowMs) return { ok: false, reason: "expired" };
  if (row.revokedAt !== null) {
    // Rotated a moment ago and the family is still alive: a concurrent refresh, give it a sibling.
    if (row.replacedBy && nowMs - row.revokedAt < REUSE_GRACE_MS && (await isRefreshTokenLive(env, row.replacedBy))) {
      const next = await insert(env, row.userId, row.familyId, nowMs);
      return { ok: true, userId: row.userId, token: next.token };
    }
    if (row.replacedBy) {
      await revokeFamily(env, row.familyId, nowMs);
      return { ok: false, reason: "reused" };
    }
    return { ok: false, reason: "revoked" };
  }
  const next = await insert(env, row.userId, row.familyId, nowMs);
  if (!(await markRotated(env, row.id, next.id, nowMs))) {
    // Lost a race with another rotation of the same token: drop ours and decide as a reuse.
    await deleteRefreshToken(env, next.id);
    return rotateRefreshToken(env, token, nowMs);
  }
  return { ok: true, userId: row.userId, token: next.token };
}

/** Revokes the family of the given token (sign-out of this device). Unknown tokens are ignored. */
export async function revokeByToken(env: Env, token: string, nowMs = Date.now()): Promise<void> {
  if (!TOKEN_FORM.test(token)) return;
  const row = await findRefreshTokenByHash(env, await sha256(token));
  if (row) await revokeFamily(env, row.familyId, nowMs);
}

/** Scheduled clean-up of tokens that can no longer be used. */
export function pruneRefreshTokens(env: Env, nowMs = Date.now()): Promise<void> {
  return deleteExpiredRefreshTokens(env, nowMs);
}
