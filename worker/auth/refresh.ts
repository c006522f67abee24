// Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use. Each sign-in starts a
// family; presenting an already-rotated token again revokes the whole family (token theft signal).
// A short grace lets two tabs that refresh at the same moment both succeed.
import type { Env } from "../env";
import { randomToken, sha256 } from "./random";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Reuse within this many ms of a rotation counts as a concurrent refresh, not theft. */
export const REUSE_GRACE_MS = 10_000;

interface RefreshRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: number;
  revoked_at: number | null;
  replaced_by: string | null;
}

export type RefreshFailure = "not_found" | "expired" | "revoked" | "reused";

async function insert(env: Env, userId: string, familyId: string, nowMs: number): Promise<{ id: string; token: string }> {
  const token = randomToken(32);
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, userId, familyId, await sha256(token), nowMs, nowMs + REFRESH_TOKEN_TTL_SECONDS * 1000)
    .run();
  return { id, token };
}

/** Starts a new family (a new sign-in). */
export async function issueRefreshToken(env: Env, userId: string, nowMs = Date.now()): Promise<string> {
  return (await insert(env, userId, crypto.randomUUID(), nowMs)).token;
}

export async function revokeFamily(env: Env, familyId: string, nowMs = Date.now()): Promise<void> {
  await env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL").bind(nowMs, familyId).run();
}

export async function revokeAllForUser(env: Env, userId: string, nowMs = Date.now()): Promise<void> {
  await env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").bind(nowMs, userId).run();
}

function lookup(env: Env, hash: string) {
  return env.DB.prepare("SELECT id, user_id, family_id, expires_at, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = ?")
    .bind(hash)
    .first<RefreshRow>();
}

/** Exchanges a refresh token for its successor. */
export async function rotateRefreshToken(
  env: Env,
  token: string,
  nowMs = Date.now(),
): Promise<{ ok: true; userId: string; token: string } | { ok: false; reason: RefreshFailure }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: "not_found" };
  const row = await lookup(env, await sha256(token));
  if (!row) return { ok: false, reason: "not_found" };
  if (row.expires_at <= nowMs) return { ok: false, reason: "expired" };
  if (row.revoked_at !== null) {
    // Rotated a moment ago and the family is still alive: a concurrent refresh, give it a sibling.
    if (row.replaced_by && nowMs - row.revoked_at < REUSE_GRACE_MS) {
      const child = await env.DB.prepare("SELECT revoked_at FROM refresh_tokens WHERE id = ?")
        .bind(row.replaced_by)
        .first<{ revoked_at: number | null }>();
      if (child && child.revoked_at === null) {
        const next = await insert(env, row.user_id, row.family_id, nowMs);
        return { ok: true, userId: row.user_id, token: next.token };
      }
    }
    if (row.replaced_by) {
      await revokeFamily(env, row.family_id, nowMs);
      return { ok: false, reason: "reused" };
    }
    return { ok: false, reason: "revoked" };
  }
  const next = await insert(env, row.user_id, row.family_id, nowMs);
  const res = await env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ?, replaced_by = ? WHERE id = ? AND revoked_at IS NULL")
    .bind(nowMs, next.id, row.id)
    .run();
  if (res.meta.changes !== 1) {
    // Lost a race with another rotation of the same token: drop ours and decide as a reuse.
    await env.DB.prepare("DELETE FROM refresh_tokens WHERE id = ?").bind(next.id).run();
    return rotateRefreshToken(env, token, nowMs);
  }
  return { ok: true, userId: row.user_id, token: next.token };
}

/** Revokes the family of the given token (sign-out of this device). Unknown tokens are ignored. */
export async function revokeByToken(env: Env, token: string, nowMs = Date.now()): Promise<void> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return;
  const row = await lookup(env, await sha256(token));
  if (row) await revokeFamily(env, row.family_id, nowMs);
}

/** Scheduled clean-up of tokens that can no longer be used. */
export async function pruneRefreshTokens(env: Env, nowMs = Date.now()): Promise<void> {
  await env.DB.prepare("DELETE FROM refresh_tokens WHERE expires_at < ?").bind(nowMs).run();
}
