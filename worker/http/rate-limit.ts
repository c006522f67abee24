// Fixed-window abuse limits counted in D1 (shared by every isolate). Counting is one atomic UPSERT that
// answers the new count, so parallel requests cannot all slip under a limit. Over the limit →
// 429 'Too Many Requests' with Retry-After.
import type { BlankInput } from "hono/types";
import type { MiddlewareHandler } from "hono";
import { countHit, deleteWindowsBefore, windowCount } from "../db/rate-limits";
import { type AppEnv, type Env, isDevLike } from "../env";
import { ApiError, type ErrorResponse, errorResponse } from "./errors";
import { LIMITS, type Limit, type LimitName, limitFor } from "./limits";

export { type Limit, parseLimit } from "./limits";

function windowOf(opts: Limit, nowMs: number) {
  const w = opts.windowSeconds * 1000;
  const start = Math.floor(nowMs / w) * w;
  return { start, retryAfter: Math.max(1, Math.ceil((start + w - nowMs) / 1000)) };
}

export function tooMany(retryAfter: number): ApiError<"rate_limited"> {
  return new ApiError("rate_limited", "Too Many Requests", {
    extra: { retry_after: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  });
}

/**
 * Counts one event under `key` and throws 429 when the window already held `limit` events.
 * With `{ consume: false }` it only checks (for limits that count failures, not attempts).
 */
export async function rateLimit(env: Env, key: string, opts: Limit, { consume = true, nowMs = Date.now() } = {}): Promise<void> {
  const { start, retryAfter } = windowOf(opts, nowMs);
  const count = consume ? await countHit(env, key, start) : await windowCount(env, key, start);
  if (consume ? count > opts.limit : count >= opts.limit) throw tooMany(retryAfter);
}

/** Records one event without checking (e.g. a wrong password), so a later check sees it. */
export async function recordHit(env: Env, key: string, opts: Limit, nowMs = Date.now()): Promise<number> {
  return countHit(env, key, windowOf(opts, nowMs).start);
}

/** One event of the named limit for `subject` (a user id, an address, an IP). */
export function hit(env: Env, name: LimitName, subject: string, opts: { consume?: boolean; nowMs?: number } = {}): Promise<void> {
  return rateLimit(env, `${LIMITS[name].key}:${subject}`, limitFor(env, name), opts);
}

/** The caller's IP as Cloudflare reports it; "" when unknown (local tools). */
export function clientIp(req: Request): string {
  return req.headers.get("cf-connecting-ip")?.trim() ?? "";
}

/**
 * Per-IP limits skip loopback and unknown addresses in development and tests: the end-to-end
 * suite creates many accounts from 127.0.0.1. Production always applies them.
 */
export function ipLimitApplies(env: Env, ip: string): boolean {
  if (!isDevLike(env)) return true;
  return !(ip === "" || ip === "::1" || ip.startsWith("127."));
}

/** Counts one event of the named limit against the caller's IP (where per-IP limits apply). */
export async function hitIp(env: Env, req: Request, name: LimitName): Promise<void> {
  const ip = clientIp(req);
  if (ipLimitApplies(env, ip)) await hit(env, name, `ip:${ip}`);
}

/** Middleware for routes behind requireUser: one event of the named limit per signed-in user. */
export function limitPerUser(name: LimitName): MiddlewareHandler<AppEnv, string, BlankInput, ErrorResponse<"rate_limited">> {
  return async (c, next) => {
    try {
      await hit(c.env, name, c.get("userId"));
    } catch (err) {
      if (err instanceof ApiError && err.code === "rate_limited") return errorResponse(c, err as ApiError<"rate_limited">);
      throw err;
    }
    await next();
  };
}

/** Deletes windows that ended long ago (called from the scheduled handler). */
export async function pruneRateLimits(env: Env, olderThanMs = 24 * 3600 * 1000, nowMs = Date.now()): Promise<void> {
  await deleteWindowsBefore(env, nowMs - olderThanMs);
}
