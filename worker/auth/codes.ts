// One-time links and 6-digit codes (sign-up confirmation, magic link, recovery). One e-mail carries
// both; they share one row. Stored as hashes only; single use; a code locks after 5 wrong tries.
import {
  type AuthCodeRow,
  claimAttempts,
  consumeCode,
  deleteCodesExpiredBefore,
  findCodeByLinkHash,
  liveCodes,
  replaceCode,
} from "../db/auth-codes";
import { normalizeEmail } from "../db/users";
import type { Env } from "../env";
import { hmacSign } from "./jwt";
import { constantTimeEqual } from "./password";
import { randomDigits, randomToken, sha256 } from "./random";
import { authSecret } from "./secret";

export type CodePurpose = "signup" | "magiclink" | "recovery";
export type VerifyType = "signup" | "magiclink" | "recovery" | "email";
export type CodeRow = AuthCodeRow & { purpose: CodePurpose };

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

/** Purposes whose e-mail carries a code to type. A reset e-mail has only its link, so no code can be guessed. */
const TYPED: ReadonlySet<CodePurpose> = new Set(["signup", "magiclink"]);

/** Codes are short, so their hash is keyed with the server secret (a leaked table cannot be brute-forced offline). */
function codeHash(env: Env, email: string, code: string): Promise<string> {
  return hmacSign(authSecret(env), `code:${normalizeEmail(email)}:${code}`);
}

/** Creates a link token and a code; earlier unused ones for the same e-mail and purpose stop working. */
export async function createCode(
  env: Env,
  opts: { email: string; purpose: CodePurpose; redirectTo?: string | null; payload?: unknown },
  nowMs = Date.now(),
): Promise<{ code: string | null; linkToken: string; expiresAt: number }> {
  const email = normalizeEmail(opts.email);
  const code = randomDigits(6);
  const linkToken = randomToken(32);
  const expiresAt = nowMs + CODE_TTL_MS[opts.purpose];
  await replaceCode(env, {
    id: crypto.randomUUID(),
    email,
    purpose: opts.purpose,
    // Without a typed code the stored hash is of a random value: nothing anyone can type matches it.
    codeHash: await codeHash(env, email, TYPED.has(opts.purpose) ? code : randomToken(32)),
    linkHash: await sha256(linkToken),
    redirectTo: opts.redirectTo ?? null,
    expiresAt,
    createdAt: nowMs,
    payload: opts.payload === undefined ? null : JSON.stringify(opts.payload),
  });
  return { code: TYPED.has(opts.purpose) ? code : null, linkToken, expiresAt };
}

export type CodeFailure = "invalid" | "locked";

/** The live row of a link token (from the e-mailed link), without using it up. */
export async function findLink(env: Env, linkToken: string, type: VerifyType, nowMs = Date.now()): Promise<CodeRow | "invalid"> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(linkToken)) return "invalid";
  const row = (await findCodeByLinkHash(env, await sha256(linkToken))) as CodeRow | null;
  if (!row || row.usedAt !== null || row.expiresAt <= nowMs || !purposesFor(type).includes(row.purpose)) return "invalid";
  return row;
}

/** Uses up a link's row (once: of two requests racing, one gets it). */
export async function consumeLink(env: Env, row: CodeRow, nowMs = Date.now()): Promise<CodeRow | "invalid"> {
  return (await consumeCode(env, row.id, nowMs)) ? row : "invalid";
}

/** Verifies a link token (from the e-mailed link). */
export async function verifyLink(env: Env, linkToken: string, type: VerifyType, nowMs = Date.now()): Promise<CodeRow | CodeFailure> {
  const row = await findLink(env, linkToken, type, nowMs);
  return row === "invalid" ? row : consumeLink(env, row, nowMs);
}

/**
 * Verifies a typed 6-digit code. Every guess first takes one attempt from each live code of that e-mail and
 * type (atomically), and is compared only with the codes it took one from: at most MAX_CODE_ATTEMPTS
 * comparisons per code, however many guesses arrive at once.
 */
export async function verifyCode(
  env: Env,
  email: string,
  code: string,
  type: VerifyType,
  nowMs = Date.now(),
): Promise<CodeRow | CodeFailure> {
  const addr = normalizeEmail(email);
  const purposes = purposesFor(type).filter((p) => TYPED.has(p));
  if (purposes.length === 0) return "invalid";
  const results = (await liveCodes(env, addr, purposes, nowMs)) as CodeRow[];
  if (results.length === 0) return "invalid";
  const claimed = new Set(
    await claimAttempts(
      env,
      results.map((r) => r.id),
      MAX_CODE_ATTEMPTS,
    ),
  );
  const live = results.filter((r) => claimed.has(r.id));
  if (live.length === 0) return "locked";
  const want = new TextEncoder().encode(await codeHash(env, addr, code));
  const match = /^\d{6}$/.test(code) ? live.find((r) => constantTimeEqual(new TextEncoder().encode(r.codeHash), want)) : undefined;
  if (match) return (await consumeCode(env, match.id, nowMs)) ? match : "invalid";
  return live.every((r) => r.attempts + 1 >= MAX_CODE_ATTEMPTS) ? "locked" : "invalid";
}
export function pruneCodes(env: Env, nowMs = Date.now()): Promise<void> {
  return deleteCodesExpiredBefore(env, nowMs - 24 * 3600 * 1000);
}
