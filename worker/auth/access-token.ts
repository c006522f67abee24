import { z } from "zod";
import type { Env } from "../env";
import { signJwt, verifyJwt } from "./jwt";
import { authSecret } from "./secret";

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

const accessClaims = z.object({
  sub: z.string().min(1),
  user_id: z.string().min(1),
  email: z.string(),
  exp: z.number(),
  iat: z.number(),
  typ: z.literal("access"),
});

export type AccessClaims = z.output<typeof accessClaims>;

export async function issueAccessToken(env: Env, user: { id: string; email: string }, ttl = ACCESS_TOKEN_TTL_SECONDS) {
  const iat = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = { sub: user.id, user_id: user.id, email: user.email, iat, exp: iat + ttl, typ: "access" };
  return { token: await signJwt({ ...claims }, authSecret(env)), expires_at: claims.exp, expires_in: ttl };
}

export async function verifyAccessToken(env: Env, token: string): Promise<AccessClaims | null> {
  const r = await verifyJwt(token, authSecret(env));
  if (!r.ok) return null;
  const claims = accessClaims.safeParse(r.payload);
  if (!claims.success || claims.data.sub !== claims.data.user_id) return null;
  return claims.data;
}
