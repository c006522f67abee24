// Access tokens: short-lived HS256 JWTs carrying the user id. An "access" token opens every signed-in
// route; a "recovery" token (from a password-reset link) opens only the password change. A token issued
// before the user's cut-off (password change, reset, sign out everywhere) is refused.
import { z } from "zod";
import { tokenCutoff } from "../db/users";
import type { Env } from "../env";
import { signJwt, verifyJwt } from "./jwt";
import { authSecret } from "./secret";

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const RECOVERY_TOKEN_TTL_SECONDS = 15 * 60;

export type TokenKind = "access" | "recovery";

const claimsSchema = z.object({
  sub: z.string().min(1),
  user_id: z.string().min(1),
  email: z.string(),
  exp: z.number(),
  iat: z.number(),
  /** Issue time in ms: cut-offs are compared at this precision (tokens from before it lack it; iat stands in). */
  iat_ms: z.number().optional(),
  typ: z.enum(["access", "recovery"]),
});

export type AccessClaims = z.output<typeof claimsSchema>;

export async function issueAccessToken(
  env: Env,
  user: { id: string; email: string },
  opts: { ttl?: number; kind?: TokenKind; nowMs?: number } = {},
) {
  const nowMs = opts.nowMs ?? Date.now();
  const kind = opts.kind ?? "access";
  const ttl = opts.ttl ?? (kind === "recovery" ? RECOVERY_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS);
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = { sub: user.id, user_id: user.id, email: user.email, iat, iat_ms: nowMs, exp: iat + ttl, typ: kind };
  return { token: await signJwt({ ...claims }, authSecret(env)), expires_at: claims.exp, expires_in: ttl };
}

/** The token's claims when it is well signed, unexpired and of an accepted kind (no database read). */
export async function readAccessToken(env: Env, token: string, accept: readonly TokenKind[] = ["access"]): Promise<AccessClaims | null> {
  const r = await verifyJwt(token, authSecret(env));
  if (!r.ok) return null;
  const parsed = claimsSchema.safeParse(r.payload);
  if (!parsed.success) return null;
  const claims = parsed.data;
  return claims.sub === claims.user_id && accept.includes(claims.typ) ? claims : null;
}

/**
 * readAccessToken, and the token was issued after the user's cut-off (one D1 read); null otherwise, also
 * when the user no longer exists.
 */
export async function verifyAccessToken(env: Env, token: string, accept: readonly TokenKind[] = ["access"]): Promise<AccessClaims | null> {
  const claims = await readAccessToken(env, token, accept);
  if (!claims) return null;
  const cutoff = await tokenCutoff(env, claims.user_id);
  if (cutoff === undefined) return null;
  if (cutoff !== null && (claims.iat_ms ?? claims.iat * 1000) < cutoff) return null;
  return claims;
}
