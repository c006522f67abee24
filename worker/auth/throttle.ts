// Throttles for the auth routes, keyed so that a stranger who knows only an address slows themselves, not the
// owner: per address *and client*, counted before the work (atomic: parallel guesses cannot all slip under the
// limit), reset by a success. Address-wide caps stop guesses spread over many clients (one IPv6 /64 supplies
// thousands): past them, passwords and typed codes for that address pause for everyone, while e-mailed links keep
// working for the owner and clear the pause. Every counter counts unknown addresses exactly like known ones.
import { clearKey, windowCount } from "../db/rate-limits";
import type { Env } from "../env";
import { LIMITS, type LimitName, limitFor } from "../http/limits";
import { clientIp, hit, recordHit, tooMany } from "../http/rate-limit";

/** The client part of a throttle key: the caller's IP ("local" when unknown, as in development). */
export function clientKey(req: Request): string {
  return clientIp(req) || "local";
}

const windowStart = (seconds: number, nowMs: number) => Math.floor(nowMs / (seconds * 1000)) * seconds * 1000;

/** Refuses (429) while the address-wide failure count of `name` has reached its limit. */
async function refuseWhilePaused(env: Env, name: LimitName, address: string, nowMs: number): Promise<void> {
  const l = limitFor(env, name);
  const start = windowStart(l.windowSeconds, nowMs);
  if ((await windowCount(env, `${LIMITS[name].key}:${address}`, start)) >= l.limit) {
    throw tooMany(Math.max(1, Math.ceil((start + l.windowSeconds * 1000 - nowMs) / 1000)));
  }
}

/** Before a password check: counts this attempt for (address, client) and refuses past either limit. */
export async function beforePasswordCheck(env: Env, address: string, client: string, nowMs = Date.now()): Promise<void> {
  await hit(env, "signinFailures", `${address}:${client}`, { nowMs });
  await refuseWhilePaused(env, "signinFailuresAddress", address, nowMs);
}

/** After a password check: a success clears this client's attempts; a failure counts address-wide. */
export async function afterPasswordCheck(env: Env, address: string, client: string, ok: boolean, nowMs = Date.now()): Promise<void> {
  if (ok) await clearKey(env, `${LIMITS.signinFailures.key}:${address}:${client}`);
  else await recordHit(env, `${LIMITS.signinFailuresAddress.key}:${address}`, limitFor(env, "signinFailuresAddress"), nowMs);
}

/** Before a typed code is compared: refuses while the address's wrong codes (all clients) are at the cap. */
export function beforeTypedCode(env: Env, address: string, nowMs = Date.now()): Promise<void> {
  return refuseWhilePaused(env, "codeFailuresAddress", address, nowMs);
}

/** A wrong typed code counts address-wide. */
export async function afterWrongCode(env: Env, address: string, nowMs = Date.now()): Promise<void> {
  await recordHit(env, `${LIMITS.codeFailuresAddress.key}:${address}`, limitFor(env, "codeFailuresAddress"), nowMs);
}

/** The mailbox's owner proved themselves (a link or code worked): passwords and typed codes resume at once. */
export async function ownerProven(env: Env, address: string): Promise<void> {
  await clearKey(env, `${LIMITS.signinFailuresAddress.key}:${address}`);
  await clearKey(env, `${LIMITS.codeFailuresAddress.key}:${address}`);
}

/**
 * Counts one auth e-mail issued for the address (every client, every kind) and says whether it may go out.
 * Past the daily cap nothing is issued; the caller answers exactly as if it had been.
 */
export async function mayIssueMail(env: Env, address: string, nowMs = Date.now()): Promise<boolean> {
  const l = limitFor(env, "mailAddress");
  return (await recordHit(env, `${LIMITS.mailAddress.key}:${address}`, l, nowMs)) <= l.limit;
}
