// The JSON auth API under /api/auth (thin: validate → auth domain → respond). Google sign-in runs
// under the same prefix through Auth.js (google.ts) for every path these routes do not answer.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { ApiError } from "../http/errors";
import { readJsonBody as readJson } from "../http/json-body";
import { log } from "../http/logger";
import { recordHit, rateLimit } from "../http/rate-limit";
import { sendMail } from "../mail/send";
import { verifyAccessToken } from "./access-token";
import { type CodeRow, createCode, verifyCode, verifyLink } from "./codes";
import { alreadyRegisteredMail, magicLinkMail, recoveryMail, signupMail } from "./emails";
import { googleConfigured, handleGoogle } from "./google";
import { authLimits, limitIp } from "./limits";
import { MAX_PASSWORD_LENGTH, hashPassword, needsRehash, verifyPassword, weakPasswordReason } from "./password";
import { revokeAllForUser, revokeByToken, rotateRefreshToken } from "./refresh";
import { appOrigin, clearRefreshCookie, readRefreshCookie, setRefreshCookie, startSession, tokenResponse } from "./session";
import { confirmUser, createUser, findUserByEmail, findUserById, normalizeEmail, publicUser, setPassword } from "./users";

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
} as const;

const email = z.email({ error: "must be a valid e-mail address" }).max(254, { error: "is too long" });
const password = z
  .string({ error: "is required" })
  .min(1, { error: "is required" })
  .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` });
const redirectTo = z.string().max(2048).optional();

const schemas = {
  signup: z.object({
    email,
    password,
    redirect_to: redirectTo,
    data: z.object({ full_name: z.string().trim().max(200).optional() }).optional(),
  }),
  password: z.object({ email, password }),
  otp: z.object({ email, redirect_to: redirectTo, create_user: z.boolean().optional() }),
  recover: z.object({ email, redirect_to: redirectTo }),
  verify: z
    .object({
      type: z.enum(["signup", "magiclink", "recovery", "email"]),
      email: email.optional(),
      token: z.string().trim().max(20).optional(),
      token_hash: z.string().max(200).optional(),
    })
    .refine((v) => v.token_hash || (v.email && v.token), { error: "give token_hash, or email and token", path: ["token"] }),
  updateUser: z.object({ password }),
};

/** Keeps redirects inside the app: a same-origin URL or an absolute path, else the fallback. */
export function safeRedirectPath(value: string | undefined | null, origin: string, fallback = "/profile"): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, `${origin}/`);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
  } catch {
    return fallback;
  }
}

function confirmLink(origin: string, linkToken: string, type: string, next: string): string {
  const q = new URLSearchParams({ token_hash: linkToken, type, next });
  return `${origin}/auth/confirm?${q}`;
}

function waitUntilOf(c: Context<AppEnv>): ((p: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}

function weakPassword(pw: string): void {
  const reason = weakPasswordReason(pw);
  if (reason) throw new ApiError(422, reason, { code: "weak_password" });
}

/** The refresh endpoint and sign-out act on a cookie, so only our own pages may call them. */
function checkOrigin(c: Context<AppEnv>, required: boolean): void {
  const origin = c.req.header("origin");
  if (!origin) {
    if (required) throw new ApiError(403, "Origin header required.", { code: "bad_origin" });
    return;
  }
  if (origin !== appOrigin(c.env, c.req.url)) throw new ApiError(403, "Request origin is not allowed.", { code: "bad_origin" });
}

async function signInWithPassword(c: Context<AppEnv>) {
  const body = await readJson(c, schemas.password);
  const limits = authLimits(c.env);
  const addr = normalizeEmail(body.email);
  await limitIp(c.env, c.req.raw, "signin", limits.signinPerIp);
  await rateLimit(c.env, `signin-fail:${addr}`, limits.signinFailuresPerEmail, { consume: false });
  const user = await findUserByEmail(c.env, addr);
  if (!(await verifyPassword(body.password, user?.password_hash)) || !user) {
    await recordHit(c.env, `signin-fail:${addr}`, limits.signinFailuresPerEmail);
    throw new ApiError(400, AUTH_MESSAGES.invalidCredentials, { code: "invalid_credentials" });
  }
  if (!user.email_confirmed_at) throw new ApiError(400, AUTH_MESSAGES.notConfirmed, { code: "email_not_confirmed" });
  if (needsRehash(user.password_hash!)) await setPassword(c.env, user.id, await hashPassword(body.password));
  return c.json(await startSession(c, user));
}

async function refresh(c: Context<AppEnv>) {
  checkOrigin(c, true);
  const token = readRefreshCookie(c);
  if (!token) throw new ApiError(401, AUTH_MESSAGES.sessionMissing, { code: "session_missing" });
  const r = await rotateRefreshToken(c.env, token);
  if (!r.ok) {
    clearRefreshCookie(c);
    if (r.reason === "reused") log("warn", "refresh_token_reused", { request_id: c.get("requestId") });
    const text =
      r.reason === "reused"
        ? "Invalid Refresh Token: Already Used"
        : r.reason === "expired"
          ? "Invalid Refresh Token: Expired"
          : "Invalid Refresh Token: Refresh Token Not Found";
    throw new ApiError(401, text, { code: "refresh_token_invalid" });
  }
  const user = await findUserById(c.env, r.userId);
  if (!user) {
    clearRefreshCookie(c);
    throw new ApiError(401, "Invalid Refresh Token: Refresh Token Not Found", { code: "refresh_token_invalid" });
  }
  setRefreshCookie(c, r.token);
  return c.json(await tokenResponse(c.env, user));
}

/** What a verified link or code does, by purpose. */
async function completeVerification(c: Context<AppEnv>, row: CodeRow) {
  const origin = appOrigin(c.env, c.req.url);
  const redirect_to = safeRedirectPath(row.redirect_to, origin, row.purpose === "recovery" ? "/" : "/profile");
  if (row.purpose === "signup") {
    const user = await findUserByEmail(c.env, row.email);
    if (!user) throw new ApiError(403, AUTH_MESSAGES.invalidCode, { code: "otp_expired" });
    const pending = row.payload ? (JSON.parse(row.payload) as { password_hash?: string; full_name?: string | null }) : {};
    // The password chosen in the sign-up this e-mail belongs to (see migrations/0002_auth.sql).
    await confirmUser(c.env, user.id, { passwordHash: pending.password_hash ?? user.password_hash, fullName: pending.full_name ?? null });
    const fresh = (await findUserById(c.env, user.id))!;
    return c.json({ ...(await startSession(c, fresh)), type: "signup", redirect_to });
  }
  let user = await findUserByEmail(c.env, row.email);
  if (!user) {
    if (row.purpose === "recovery") throw new ApiError(403, AUTH_MESSAGES.invalidCode, { code: "otp_expired" });
    user = await createUser(c.env, { email: row.email, confirmed: true });
  } else if (!user.email_confirmed_at) {
    // Mailbox ownership is now proven; a password set by an unconfirmed sign-up is not trusted.
    await confirmUser(c.env, user.id, { passwordHash: null });
    user = (await findUserById(c.env, user.id))!;
  }
  if (row.purpose === "recovery") {
    // Recovery gives only a short access token for PUT /user; no refresh cookie, no lasting session.
    return c.json({ ...(await tokenResponse(c.env, user)), type: "recovery", redirect_to });
  }
  return c.json({ ...(await startSession(c, user)), type: "magiclink", redirect_to });
}

export const authRoutes = new Hono<AppEnv>()
  .get("/providers", (c) => c.json({ email: true, google: googleConfigured(c.env) }))

  .post("/signup", async (c) => {
    const body = await readJson(c, schemas.signup);
    weakPassword(body.password);
    const limits = authLimits(c.env);
    const addr = normalizeEmail(body.email);
    await limitIp(c.env, c.req.raw, "signup", limits.signupPerIp);
    await rateLimit(c.env, `signup:${addr}`, limits.signupPerEmail);
    const origin = appOrigin(c.env, c.req.url);
    // Hash first on every path, so the answer time does not tell whether the address has an account.
    const passwordHash = await hashPassword(body.password);
    const existing = await findUserByEmail(c.env, addr);
    if (existing?.email_confirmed_at) {
      // Same answer as a new sign-up, so the API does not reveal who has an account.
      await sendMail(c.env, alreadyRegisteredMail(addr, `${origin}/profile`), { waitUntil: waitUntilOf(c) });
      return c.json({ message: AUTH_MESSAGES.signup, email: addr });
    }
    const fullName = body.data?.full_name || null;
    if (!existing) await createUser(c.env, { email: addr, fullName, passwordHash, confirmed: false });
    else await setPassword(c.env, existing.id, passwordHash);
    const next = safeRedirectPath(body.redirect_to, origin);
    const { code, linkToken } = await createCode(c.env, {
      email: addr,
      purpose: "signup",
      redirectTo: next,
      payload: { password_hash: passwordHash, full_name: fullName },
    });
    await sendMail(c.env, signupMail(addr, confirmLink(origin, linkToken, "signup", next), code), { waitUntil: waitUntilOf(c) });
    return c.json({ message: AUTH_MESSAGES.signup, email: addr });
  })

  .post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    if (grant === "password") return signInWithPassword(c);
    if (grant === "refresh_token") return refresh(c);
    throw new ApiError(400, "grant_type must be password or refresh_token.", { code: "unsupported_grant_type" });
  })

  .post("/otp", async (c) => {
    const body = await readJson(c, schemas.otp);
    const limits = authLimits(c.env);
    const addr = normalizeEmail(body.email);
    await limitIp(c.env, c.req.raw, "mail", limits.mailPerIp);
    await rateLimit(c.env, `mail:${addr}`, limits.mailPerEmail);
    const origin = appOrigin(c.env, c.req.url);
    const exists = Boolean(await findUserByEmail(c.env, addr));
    if (exists || body.create_user !== false) {
      const next = safeRedirectPath(body.redirect_to, origin);
      const { code, linkToken } = await createCode(c.env, { email: addr, purpose: "magiclink", redirectTo: next });
      await sendMail(c.env, magicLinkMail(addr, confirmLink(origin, linkToken, "magiclink", next), code), { waitUntil: waitUntilOf(c) });
    }
    return c.json({ message: AUTH_MESSAGES.magicLink });
  })

  .post("/recover", async (c) => {
    const body = await readJson(c, schemas.recover);
    const limits = authLimits(c.env);
    const addr = normalizeEmail(body.email);
    await limitIp(c.env, c.req.raw, "mail", limits.mailPerIp);
    await rateLimit(c.env, `mail:${addr}`, limits.mailPerEmail);
    const origin = appOrigin(c.env, c.req.url);
    const next = safeRedirectPath(body.redirect_to, origin, "/");
    // The code is created either way (an unknown address's can never be used), so timing stays alike.
    const { linkToken } = await createCode(c.env, { email: addr, purpose: "recovery", redirectTo: next });
    if (await findUserByEmail(c.env, addr)) {
      await sendMail(c.env, recoveryMail(addr, confirmLink(origin, linkToken, "recovery", next)), { waitUntil: waitUntilOf(c) });
    }
    return c.json({ message: AUTH_MESSAGES.recover });
  })

  .post("/verify", async (c) => {
    const body = await readJson(c, schemas.verify);
    const limits = authLimits(c.env);
    await limitIp(c.env, c.req.raw, "verify", limits.verifyPerIp);
    if (body.email) await rateLimit(c.env, `verify:${normalizeEmail(body.email)}`, limits.verifyPerEmail);
    const result = body.token_hash
      ? await verifyLink(c.env, body.token_hash, body.type)
      : await verifyCode(c.env, body.email!, body.token!, body.type);
    if (result === "locked") throw new ApiError(403, AUTH_MESSAGES.lockedCode, { code: "otp_locked" });
    if (result === "invalid") throw new ApiError(403, AUTH_MESSAGES.invalidCode, { code: "otp_expired" });
    return completeVerification(c, result);
  })

  .get("/user", requireUser, async (c) => {
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw new ApiError(401, "User from the access token no longer exists.", { code: "user_not_found" });
    return c.json({ user: publicUser(user) });
  })

  .put("/user", requireUser, async (c) => {
    const body = await readJson(c, schemas.updateUser);
    weakPassword(body.password);
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw new ApiError(401, "User from the access token no longer exists.", { code: "user_not_found" });
    if (user.password_hash && (await verifyPassword(body.password, user.password_hash))) {
      throw new ApiError(422, "New password should be different from the old password.", { code: "same_password" });
    }
    await setPassword(c.env, user.id, await hashPassword(body.password));
    // A changed password ends every other session (a stolen refresh token stops working).
    await revokeAllForUser(c.env, user.id);
    clearRefreshCookie(c);
    return c.json({ user: publicUser(user), message: AUTH_MESSAGES.passwordUpdated });
  })

  .post("/logout", async (c) => {
    checkOrigin(c, false);
    const token = readRefreshCookie(c);
    if (token) await revokeByToken(c.env, token);
    if (c.req.query("scope") === "global") {
      const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      const claims = bearer ? await verifyAccessToken(c.env, bearer) : null;
      if (claims) await revokeAllForUser(c.env, claims.user_id);
    }
    clearRefreshCookie(c);
    return c.body(null, 204);
  })

  // Google (Auth.js): /signin/google, /callback/google, /csrf, /error …
  .all("/*", async (c) => {
    if (!googleConfigured(c.env)) throw new ApiError(404, "Not found.");
    return handleGoogle(c);
  });
