// The auth flows behind the routes: sign-up and its confirmation, password sign-in, verifying a link or
// code, changing the password, signing out everywhere. Each flow decides; routes only validate and answer.
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { liveCodes } from "../db/auth-codes";
import { confirmUser, createUser, findUserByEmail, findUserById, invalidateTokens, normalizeEmail, setPassword } from "../db/users";
import type { AppEnv } from "../env";
import { afterResponse } from "../http/background";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { appOrigin } from "../http/origin";
import { hit, hitIp } from "../http/rate-limit";
import { sendMail } from "../mail/send";
import { type CodeRow, type VerifyType, createCode } from "./codes";
import { bindToBrowser, fromBoundBrowser, SIGNUP_COOKIE } from "./link-browser";
import { alreadyRegisteredMail, signupMail } from "./emails";
import { hashPassword, needsRehash, verifyPassword, weakPasswordReason } from "./password";
import { revokeAllForUser } from "./refresh";
import { COOKIE_PATH, clearRefreshCookie, startSession, tokenResponse } from "./session";
import { afterPasswordCheck, beforePasswordCheck, clientKey, mayIssueMail } from "./throttle";

export const AUTH_MESSAGES = {
  signup: "Check your email for the confirmation link",
  magicLink: "Check your email for the magic link",
  recover: "Check your email for the password reset link",
  passwordUpdated: "Your password has been updated",
  invalidCredentials: "Invalid login credentials",
  notConfirmed: "Email not confirmed. Open the confirmation link we e-mailed you (or sign up again to get a new one).",
  invalidCode: "Token has expired or is invalid",
  lockedCode: "Too many wrong codes. Request a new code and try again.",
  sessionMissing: "Auth session missing!",
  currentPasswordRequired: "Enter your current password to set a new one.",
  currentPasswordWrong: "Your current password is not correct.",
} as const;

/**
 * SIGNUP_COOKIE ties a sign-up to the browser that made it: confirming applies the password chosen in that
 * sign-up only when the confirmation comes from the same browser. A stranger who signs up someone else's
 * address can never have their password applied by the owner clicking the e-mail.
 */
export { SIGNUP_COOKIE };

/** Keeps redirects inside the app: a same-origin URL or an absolute path, else the fallback. */
export function safeRedirectPath(value: string | undefined | null, origin: string, fallback = "/profile"): string {
  if (!value || /[\\\u0000-\u001f]/.test(value)) return fallback;
  try {
    const url = new URL(value, `${origin}/`);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
  } catch {
    return fallback;
  }
}

export function confirmLink(origin: string, linkToken: string, type: string, next: string): string {
  const q = new URLSearchParams({ token_hash: linkToken, type, next });
  return `${origin}/auth/confirm?${q}`;
}

function weakPassword(pw: string): void {
  const reason = weakPasswordReason(pw);
  if (reason) throw new ApiError("weak_password", reason, { field: "password" });
}

interface PendingSignup {
  password_hash?: string;
  full_name?: string | null;
  /** sha256 of the sign-up browser's SIGNUP_COOKIE. */
  browser?: string;
}

export async function signUp(
  c: Context<AppEnv>,
  body: { email: string; password: string; redirect_to?: string; data?: { full_name?: string } },
): Promise<{ message: string; email: string }> {
  weakPassword(body.password);
  const addr = normalizeEmail(body.email);
  await hitIp(c.env, c.req.raw, "signupIp");
  await hit(c.env, "signupEmail", `${addr}:${clientKey(c.req.raw)}`);
  const origin = appOrigin(c.env, c.req.url);
  // Every address gets the same answer, the same cookie and the same work before it (the hash); what depends on
  // whether the address has an account runs after the answer.
  const passwordHash = await hashPassword(body.password);
  const browser = await bindToBrowser(c, SIGNUP_COOKIE, 24 * 3600);
  const next = safeRedirectPath(body.redirect_to, origin);
  const pending: PendingSignup = { password_hash: passwordHash, full_name: body.data?.full_name || null, browser };
  await inBackground(c, "signup", async () => {
    if (!(await mayIssueMail(c.env, addr))) return;
    const existing = await findUserByEmail(c.env, addr);
    if (existing?.emailConfirmedAt) {
      await sendMail(c.env, alreadyRegisteredMail(addr, `${origin}/profile`));
      return;
    }
    // The account row never holds an unproven password: it lives in this sign-up's code until confirmed.
    if (!existing) await createUser(c.env, { email: addr, fullName: pending.full_name ?? null, confirmed: false });
    const { code, linkToken } = await createCode(c.env, { email: addr, purpose: "signup", redirectTo: next, payload: pending });
    await sendMail(c.env, signupMail(addr, confirmLink(origin, linkToken, "signup", next), code!));
  });
  return { message: AUTH_MESSAGES.signup, email: addr };
}

/**
 * Runs the account-dependent half of an auth request after the answer (so its time tells nothing), logging a
 * failure by request id.
 */
export function inBackground(c: Context<AppEnv>, what: string, work: () => Promise<void>): Promise<void> {
  const requestId = c.get("requestId");
  return afterResponse(
    c,
    work().catch((err: unknown) => log("error", "auth_background_failed", { request_id: requestId, what, error: String(err) })),
  );
}

export async function signInWithPassword(c: Context<AppEnv>, body: { email: string; password: string }) {
  const addr = normalizeEmail(body.email);
  const client = clientKey(c.req.raw);
  await hitIp(c.env, c.req.raw, "signinIp");
  await beforePasswordCheck(c.env, addr, client);
  // The same queries and one password derivation whether or not the address has an account.
  const user = await findUserByEmail(c.env, addr);
  const pending = await pendingPassword(c, addr);
  // An unconfirmed account has no password yet: the one its pending sign-up chose tells the person to confirm.
  const hash = user ? (user.emailConfirmedAt ? user.passwordHash : pending) : null;
  const ok = (await verifyPassword(body.password, hash)) && Boolean(user);
  await afterPasswordCheck(c.env, addr, client, ok);
  if (!ok || !user) throw new ApiError("invalid_credentials", AUTH_MESSAGES.invalidCredentials);
  if (!user.emailConfirmedAt) throw new ApiError("email_not_confirmed", AUTH_MESSAGES.notConfirmed);
  if (needsRehash(user.passwordHash!)) await setPassword(c.env, user.id, await hashPassword(body.password));
  return startSession(c, user);
}

/** The password hash chosen in the newest live sign-up of an address, if any. */
async function pendingPassword(c: Context<AppEnv>, addr: string): Promise<string | null> {
  const [latest] = await liveCodes(c.env, addr, ["signup"], Date.now());
  const pending: PendingSignup = latest?.payload ? JSON.parse(latest.payload) : {};
  return pending.password_hash ?? null;
}

/** What a verified link or code does, by purpose. */
export async function completeVerification(c: Context<AppEnv>, row: CodeRow) {
  const origin = appOrigin(c.env, c.req.url);
  const redirect_to = safeRedirectPath(row.redirectTo, origin, row.purpose === "recovery" ? "/" : "/profile");
  if (row.purpose === "signup") {
    const user = await findUserByEmail(c.env, row.email);
    if (!user) throw new ApiError("otp_expired", AUTH_MESSAGES.invalidCode);
    const pending: PendingSignup = row.payload ? JSON.parse(row.payload) : {};
    const sameBrowser = await fromBoundBrowser(c, row);
    // A confirmation never changes the password of an account confirmed in the meantime, and applies the
    // sign-up's password only in the browser that chose it.
    const apply = !user.emailConfirmedAt && sameBrowser && pending.password_hash ? pending.password_hash : undefined;
    // An unconfirmed account's stored password (from before sign-ups kept it in their code) is never trusted.
    const password = apply ? { passwordHash: apply } : user.emailConfirmedAt ? {} : { passwordHash: null };
    await confirmUser(c.env, user.id, { ...password, fullName: pending.full_name ?? null });
    if (sameBrowser) setCookie(c, SIGNUP_COOKIE, "", { path: COOKIE_PATH, maxAge: 0 });
    const fresh = (await findUserById(c.env, user.id))!;
    return { ...(await startSession(c, fresh)), type: "signup" as VerifyType, redirect_to, password_set: Boolean(fresh.passwordHash) };
  }
  let user = await findUserByEmail(c.env, row.email);
  if (!user) {
    if (row.purpose === "recovery") throw new ApiError("otp_expired", AUTH_MESSAGES.invalidCode);
    user = await createUser(c.env, { email: row.email, confirmed: true });
  } else if (!user.emailConfirmedAt) {
    // Mailbox ownership is now proven; a password set by an unconfirmed sign-up is not trusted.
    await confirmUser(c.env, user.id, { passwordHash: null });
    user = (await findUserById(c.env, user.id))!;
  }
  if (row.purpose === "recovery") {
    // Recovery gives only a short token that opens the password change; no refresh cookie, no session.
    return {
      ...(await tokenResponse(c.env, user, "recovery")),
      type: "recovery" as VerifyType,
      redirect_to,
      password_set: Boolean(user.passwordHash),
    };
  }
  return { ...(await startSession(c, user)), type: "magiclink" as VerifyType, redirect_to, password_set: Boolean(user.passwordHash) };
}

/**
 * Sets a new password. With an access token the current password is required when the account has one;
 * the recovery token from a reset link is the proof instead. Every session and access token issued before
 * ends (the caller signs in again with the new password).
 */
export async function changePassword(c: Context<AppEnv>, body: { password: string; current_password?: string }) {
  weakPassword(body.password);
  const user = await findUserById(c.env, c.get("userId"));
  if (!user) throw new ApiError("user_not_found", "User from the access token no longer exists.");
  if (c.get("tokenKind") !== "recovery" && user.passwordHash) {
    if (!body.current_password) {
      throw new ApiError("current_password_required", AUTH_MESSAGES.currentPasswordRequired, { field: "current_password" });
    }
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw new ApiError("current_password_required", AUTH_MESSAGES.currentPasswordWrong, { field: "current_password" });
    }
  }
  if (user.passwordHash && (await verifyPassword(body.password, user.passwordHash))) {
    throw new ApiError("same_password", "New password should be different from the old password.", { field: "password" });
  }
  await setPassword(c.env, user.id, await hashPassword(body.password));
  await signOutEverywhere(c, user.id);
  return user;
}

/** Ends every session of the user: refresh tokens revoked, access tokens issued until now refused. */
export async function signOutEverywhere(c: Context<AppEnv>, userId: string): Promise<void> {
  await revokeAllForUser(c.env, userId);
  await invalidateTokens(c.env, userId);
  clearRefreshCookie(c);
}
