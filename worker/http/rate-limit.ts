// Fixed-window abuse limits kept in D1 (shared by every isolate). One row per key and window;
// an UPSERT makes the count atomic. Over the limit → 429 'Too Many Requests' with Retry-After.
import { type Env, isDevLike } from "../env";
import { ApiError } from "./errors";

export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** Parses a "count/seconds" override (e.g. "5/60"); anything else falls back to the default. */
export function parseLimit(value: string | undefined, fallback: Limit): Limit {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(value ?? "");
  if (!m) return fallback;
  const limit = Number(m[1]);
  const windowSeconds = Number(m[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}

function windowOf(opts: Limit, nowMs: number) {
  const w = opts.windowSeconds * 1000;
  const start = Math.floor(nowMs / w) * w;
  return { start, retryAfter: Math.max(1, Math.ceil((start + w - nowMs) / 1000)) };
}

function tooMany(retryAfter: number): ApiError {
  return new ApiError(429, "Too Many Requests", { retry_after: retryAfter }, { "Retry-After": String(retryAfter) });
}

/**
 * Counts one event under `key` and throws 429 when the window already holds `limit` events.
 * With `{ consume: false }` it only checks (used to count failures separately from attempts).
 */
export async function rateLimit(env: Env, key: string, opts: Limit, { consume = true, nowMs = Date.now() } = {}): Promise<void> {
  const { start, retryAfter } = windowOf(opts, nowMs);
  if (!consume) {
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ? AND window_start = ?")
      .bind(key, start)
      .first<{ count: number }>();
    if ((row?.count ?? 0) >= opts.limit) throw tooMany(retryAfter);
    return;
  }
  const row = await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(key, start)
    .first<{ count: number }>();
  if ((row?.count ?? 1) > opts.limit) throw tooMany(retryAfter);
}

/** Records one event without checking (e.g. a wrong password), so a later check sees it. */
export async function recordHit(env: Env, key: string, opts: Limit, nowMs = Date.now()): Promise<void> {
  const { start } = windowOf(opts, nowMs);
  await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1",
  )
    .bind(key, start)
    .run();
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

/** Deletes windows that ended long ago (called from the scheduled handler). */
export async function pruneRateLimits(env: Env, olderThanMs = 24 * 3600 * 1000, nowMs = Date.now()): Promise<void> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?")
    .bind(nowMs - olderThanMs)
    .run();
}
