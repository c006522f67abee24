// Abuse limits for the auth endpoints. Defaults are far above normal use; each group can be
// overridden with a "count/seconds" variable (RATE_LIMIT_SIGNIN, _SIGNUP, _EMAIL, _VERIFY).
import type { Env } from "../env";
import { type Limit, clientIp, ipLimitApplies, parseLimit, rateLimit } from "../http/rate-limit";

export function authLimits(env: Env) {
  return {
    /** Wrong passwords per e-mail. */
    signinFailuresPerEmail: parseLimit(env.RATE_LIMIT_SIGNIN, { limit: 5, windowSeconds: 60 }),
    signinPerIp: { limit: 60, windowSeconds: 60 },
    /** Sign-ups per IP. */
    signupPerIp: parseLimit(env.RATE_LIMIT_SIGNUP, { limit: 30, windowSeconds: 3600 }),
    signupPerEmail: { limit: 5, windowSeconds: 3600 },
    /** Magic links / codes / reset e-mails per address. */
    mailPerEmail: parseLimit(env.RATE_LIMIT_EMAIL, { limit: 10, windowSeconds: 3600 }),
    mailPerIp: { limit: 30, windowSeconds: 3600 },
    /** Code and link checks per IP. */
    verifyPerIp: parseLimit(env.RATE_LIMIT_VERIFY, { limit: 60, windowSeconds: 600 }),
    verifyPerEmail: { limit: 20, windowSeconds: 600 },
  } satisfies Record<string, Limit>;
}

/** Applies a per-IP limit (skipped for loopback in development, see ipLimitApplies). */
export async function limitIp(env: Env, req: Request, name: string, limit: Limit): Promise<void> {
  const ip = clientIp(req);
  if (ipLimitApplies(env, ip)) await rateLimit(env, `${name}:ip:${ip}`, limit);
}
