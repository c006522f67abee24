// Throttles for the auth routes, keyed so that a stranger who knows only an address slows themselves,
// not the owner: per address *and client*, counted before the work (atomic: parallel guesses cannot all
// slip under the limit), reset by a success. One address-wide cap stops guesses spread over many clients,
// while a client with no recent failure (usually the owner) may still sign in.
import { clearKey } from "../db/rate-limits";
import type { Env } from "../env";
import { LIMITS, limitFor } from "../http/limits";
import { clientIp, hit, recordHit, tooMany } from "../http/rate-limit";
import { windowCount } from "../db/rate-limits";

/** The client part of a throttle key: the caller's IP ("local" when unknown, as in development). */
export function clientKey(req: Request): string {
  return clientIp(req) || "local";
}

const windowStart = (seconds: number, nowMs: number) => Math.floor(nowMs / (seconds * 1000)) * seconds * 1000;

/** Before a password check: counts this attempt for (address, client) and refuses past the limits. */
export async function beforePasswordCheck(env: Env, address: string, client: string, nowMs = Date.now()): Promise<void> {
  await hit(env, "signinFailures", `${address}:${client}`, { nowMs });
  const all = limitFor(env, "signinFailuresAddress");
  const failuresAll = await windowCount(env, `${LIMITS.signinFailuresAddress.key}:${address}`, windowStart(all.windowSeconds, nowMs));
  if (failuresAll >= all.limit) {
    // The address is under attack: only a client that has not just failed may try (this attempt counts 1).
    const own = limitFor(env, "signinFailures");
    const mine = await windowCount(env, `${LIMITS.signinFailures.key}:${address}:${client}`, windowStart(own.windowSeconds, nowMs));
    if (mine > 1) throw tooMany(Math.max(1, Math.ceil((windowStart(all.windowSeconds, nowMs) + all.windowSeconds * 1000 - nowMs) / 1000)));
  }
}

/** After a password check: a success clears this client's attempts; a failure counts address-wide. */
export async function afterPasswordCheck(env: Env, address: string, client: string, ok: boolean, nowMs = Date.now()): Promise<void> {
  if (ok) await clearKey(env, `${LIMITS.signinFailures.key}:${address}:${client}`);
  else await recordHit(env, `${LIMITS.signinFailuresAddress.key}:${address}`, limitFor(env, "signinFailuresAddress"), nowMs);
}
