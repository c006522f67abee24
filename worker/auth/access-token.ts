import type { Env } from "../env";
import { signJwt, verifyJwt } from "./jwt";
import { authSecret } from "./secret";

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  sub: string;
  user_id: string;
  email: string;
  exp: number;
  iat: number;
  typ: "access";
}

export async function issueAccessToken(env: Env, user: { id: string; email: string }, ttl = ACCESS_TOKEN_TTL_SECONDS) {
  const iat = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = { sub: user.id, user_id: user.id, email: user.email, iat, exp: iat + ttl, typ: "access" };
  return { token: await signJwt({ ...claims }, authSecret(env)), expires_at: claims.exp, expires_in: ttl };
}

export async function verifyAccessToken(env: Env, token: string): Promise<AccessClaims | null> {
  const r = await verifyJwt(token, authSecret(env));
  if (!r.ok) return null;
  const p = r.payload;
  if (p.typ !== "access" || typeof p.user_id !== "string" || !p.user_id || p.sub !== p.user_id) return null;
  return p as unknown as AccessClaims;
}
