// What deleting an account asks for: the account's e-mail typed in, and proof that the person at the
// keyboard is the owner: the password for a password account, else a sign-in within the last few minutes
// (Google, e-mailed link or code), read from the access token's auth_time.
import { verifyPassword } from "../auth/password";
import { afterPasswordCheck, beforePasswordCheck } from "../auth/throttle";
import { type UserRow, findUserById, normalizeEmail } from "../db/users";
import type { Env } from "../env";
import { ApiError } from "../http/errors";

/** How recent a sign-in must be to delete an account without a password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const CONFIRM_TEXT = {
  emailMismatch: "Type the e-mail address of this account exactly to confirm.",
  passwordMissing: "Enter your password to delete your account.",
  passwordWrong: "Your password is not correct.",
  reauth: "For your safety, sign in again, then delete your account within 10 minutes.",
} as const;

/** Until when the sign-in behind this token counts as recent (epoch ms), or null. */
export function recentSignInUntil(authTime: number | null, now = Date.now()): number | null {
  if (authTime === null) return null;
  const until = authTime + RECENT_SIGN_IN_MS;
  return until > now && authTime <= now + 60_000 ? until : null;
}

/** The user when every check passes; otherwise an ApiError saying which one failed. */
export async function confirmOwner(
  env: Env,
  who: { userId: string; authTime: number | null; client: string },
  body: { email: string; password?: string },
  now = Date.now(),
): Promise<UserRow> {
  const user = await findUserById(env, who.userId);
  if (!user) throw new ApiError("user_not_found", "User from the access token no longer exists.");
  if (normalizeEmail(body.email) !== user.email) throw new ApiError("email_mismatch", CONFIRM_TEXT.emailMismatch, { field: "email" });
  if (user.passwordHash) {
    if (!body.password) throw new ApiError("current_password_required", CONFIRM_TEXT.passwordMissing, { field: "password" });
    // Counted like a sign-in attempt, so this route cannot be used to guess the password faster.
    await beforePasswordCheck(env, user.email, who.client, now);
    const ok = await verifyPassword(body.password, user.passwordHash);
    await afterPasswordCheck(env, user.email, who.client, ok, now);
    if (!ok) throw new ApiError("current_password_required", CONFIRM_TEXT.passwordWrong, { field: "password" });
    return user;
  }
  if (recentSignInUntil(who.authTime, now) === null) throw new ApiError("reauth_required", CONFIRM_TEXT.reauth);
  return user;
}
