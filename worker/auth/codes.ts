// One-time links and 6-digit codes (sign-up confirmation, magic link, recovery). One e-mail carries
// both; they share one row. Stored as hashes only; single use; a code locks after 5 wrong tries.
import type { Env } from "../env";
import { hmacSign } from "./jwt";
import { constantTimeEqual } from "./password";
import { randomDigits, randomToken, sha256 } from "./random";
import { authSecret } from "./secret";
import { normalizeEmail } from "./users";

export type CodePurpose = "signup" | "magiclink" | "recovery";
export type VerifyType = "signup" | "magiclink" | "recovery" | "email";

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  signup: 24 * 3600 * 1000,
  magiclink: 10 * 60 * 1000,
  recovery: 60 * 60 * 1000,
};
export const MAX_CODE_ATTEMPTS = 5;

/** Which stored purposes a verify `type` may consume ('email' is the code typed into verify_otp). */
export function purposesFor(type: VerifyType): CodePurpose[] {
  return type === "email" ? ["magiclink", "signup"] : type === "magiclink" ? ["magiclink"] : [type];
}

export interface CodeRow {
  id: string;
  email: string;
  purpose: CodePurpose;
  code_hash: string;
  redirect_to: string | null;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  payload: string | null;
}

/** Codes are short, so their hash is keyed with the server secret (a leaked table cannot be brute-forced offline). */
function codeHash(env: Env, email: string, code: string): Promise<string> {
  return hmacSign(authSecret(env), `code:${normalizeEmail(email)}:${code}`);
}

/** Creates a link token and a code; earlier unused ones for the same e-mail and purpose stop working. */
export async function createCode(
  env: Env,
  opts: { email: string; purpose: CodePurpose; redirectTo?: string | null; payload?: unknown },
  nowMs = Date.now(),
): Promise<{ code: string; linkToken: string; expiresAt: number }> {
  const email = normalizeEmail(opts.email);
  const code = randomDigits(6);
  const linkToken = randomToken(32);
  const expiresAt = nowMs + CODE_TTL_MS[opts.purpose];
  await env.DB.batch([
    env.DB.prepare("UPDATE auth_codes SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL").bind(
      nowMs,
      email,
      opts.purpose,
    ),
    env.DB.prepare(
      "INSERT INTO auth_codes (id, email, purpose, code_hash, link_hash, redirect_to, attempts, expires_at, created_at, payload) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
    ).bind(
      crypto.randomUUID(),
      email,
      opts.purpose,
      await codeHash(env, email, code),
      await sha256(linkToken),
      opts.redirectTo ?? null,
      expiresAt,
      nowMs,
      opts.payload === undefined ? null : JSON.stringify(opts.payload),
    ),
  ]);
  return { code, linkToken, expiresAt };
}

/** Marks a row used; false when another request used it first. */
async function consume(env: Env, id: string, nowMs: number): Promise<boolean> {
  const r = await env.DB.prepare("UPDATE auth_codes SET used_at = ? WHERE id = ? AND used_at IS NULL").bind(nowMs, id).run();
  return r.meta.changes === 1;
}

export type CodeFailure = "invalid" | "locked";

/** Verifies a link token (from the e-mailed link). */
export async function verifyLink(env: Env, linkToken: string, type: VerifyType, nowMs = Date.now()): Promise<CodeRow | CodeFailure> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(linkToken)) return "invalid";
  const row = await env.DB.prepare("SELECT * FROM auth_codes WHERE link_hash = ?")
    .bind(await sha256(linkToken))
    .first<CodeRow>();
  if (!row || row.used_at !== null || row.expires_at <= nowMs || !purposesFor(type).includes(row.purpose)) return "invalid";
  return (await consume(env, row.id, nowMs)) ? row : "invalid";
}

/** Verifies a typed 6-digit code; a wrong code counts against every live code of that e-mail and type. */
export async function verifyCode(
  env: Env,
  email: string,
  code: string,
  type: VerifyType,
  nowMs = Date.now(),
): Promise<CodeRow | CodeFailure> {
  const purposes = purposesFor(type);
  const addr = normalizeEmail(email);
  const marks = purposes.map(() => "?").join(", ");
  const { results } = await env.DB.prepare(
    `SELECT * FROM auth_codes WHERE email = ? AND purpose IN (${marks}) AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
  )
    .bind(addr, ...purposes, nowMs)
    .all<CodeRow>();
  if (results.length === 0) return "invalid";
  const live = results.filter((r) => r.attempts < MAX_CODE_ATTEMPTS);
  if (live.length === 0) return "locked";
  const want = new TextEncoder().encode(await codeHash(env, addr, code));
  const match = /^\d{6}$/.test(code) ? live.find((r) => constantTimeEqual(new TextEncoder().encode(r.code_hash), want)) : undefined;
  if (match) return (await consume(env, match.id, nowMs)) ? match : "invalid";
  await env.DB.prepare(`UPDATE auth_codes SET attempts = attempts + 1 WHERE id IN (${live.map(() => "?").join(", ")})`)
    .bind(...live.map((r) => r.id))
    .run();
  return live.every((r) => r.attempts + 1 >= MAX_CODE_ATTEMPTS) ? "locked" : "invalid";
}

export async function pruneCodes(env: Env, nowMs = Date.now()): Promise<void> {
  await env.DB.prepare("DELETE FROM auth_codes WHERE expires_at < ?")
    .bind(nowMs - 24 * 3600 * 1000)
    .run();
}
