// The JSON auth API under /api/auth (thin: validate → auth domain → respond). Google sign-in runs
// under the same prefix through Auth.js (google.ts) for every path these routes do not answer.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { confirmUser, createUser, findUserByEmail, findUserById, normalizeEmail, setPassword } from "../db/users";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { bearerToken, requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { log } from "../http/logger";
import { appOrigin } from "../http/origin";
import { limitFor } from "../http/limits";
import { hit, hitIp, recordHit } from "../http/rate-limit";
import { jsonBody, params } from "../http/validate";
import { sendMail } from "../mail/send";
import { verifyAccessToken } from "./access-token";
import { type CodeRow, type VerifyType, createCode, verifyCode, verifyLink } from "./codes";
import { alreadyRegisteredMail, magicLinkMail, recoveryMail, signupMail } from "./emails";
import { googleConfigured, handleGoogle } from "./google";
import { MAX_PASSWORD_LENGTH, hashPassword, needsRehash, verifyPassword, weakPasswordReason } from "./password";
import { revokeAllForUser, revokeByToken, rotateRefreshToken } from "./refresh";
import { clearRefreshCookie, publicUser, readRefreshCookie, setRefreshCookie, startSession, tokenResponse } from "./session";

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

function weakPassword(pw: string): void {
  const reason = weakPasswordReason(pw);
  if (reason) throw new ApiError("weak_password", reason, { field: "password" });
}

/** The refresh endpoint and sign-out act on a cookie, so only our own pages may call them. */
function checkOrigin(c: Context<AppEnv>, required: boolean): void {
  const origin = c.req.header("origin");
  if (!origin) {
    if (required) throw new ApiError("bad_origin", "Origin header required.");
    return;
  }
  if (origin !== appOrigin(c.env, c.req.url)) throw new ApiError("bad_origin", "Request origin is not allowed.");
}

async function signInWithPassword(c: Context<AppEnv>, body: z.output<typeof schemas.password>) {
  const addr = normalizeEmail(body.email);
  await hitIp(c.env, c.req.raw, "signinIp");
  await hit(c.env, "signinFailures", addr, { consume: false });
  const user = await findUserByEmail(c.env, addr);
  if (!(await verifyPassword(body.password, user?.passwordHash)) || !user) {
    await recordHit(c.env, `signin-fail:${addr}`, limitFor(c.env, "signinFailures"));
    throw new ApiError("invalid_credentials", AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.emailConfirmedAt) throw new ApiError("email_not_confirmed", AUTH_MESSAGES.notConfirmed);
  if (needsRehash(user.passwordHash!)) await setPassword(c.env, user.id, await hashPassword(body.password));
  return c.json(await startSession(c, user), 200);
}

async function refresh(c: Context<AppEnv>) {
  checkOrigin(c, true);
  const token = readRefreshCookie(c);
  if (!token) throw new ApiError("session_missing", AUTH_MESSAGES.sessionMissing);
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
    throw new ApiError("refresh_token_invalid", text);
  }
  const user = await findUserById(c.env, r.userId);
  if (!user) {
    clearRefreshCookie(c);
    throw new ApiError("refresh_token_invalid", "Invalid Refresh Token: Refresh Token Not Found");
  }
  setRefreshCookie(c, r.token);
  return c.json(await tokenResponse(c.env, user), 200);
}

/** What a verified link or code does, by purpose. */
async function completeVerification(c: Context<AppEnv>, row: CodeRow) {
  const origin = appOrigin(c.env, c.req.url);
  const redirect_to = safeRedirectPath(row.redirectTo, origin, row.purpose === "recovery" ? "/" : "/profile");
  if (row.purpose === "signup") {
    const user = await findUserByEmail(c.env, row.email);
    if (!user) throw new ApiError("otp_expired", AUTH_MESSAGES.invalidCode);
    const pending = row.payload ? (JSON.parse(row.payload) as { password_hash?: string; full_name?: string | null }) : {};
    // The password chosen in the sign-up this e-mail belongs to (see migrations/0002_auth.sql).
    await confirmUser(c.env, user.id, { passwordHash: pending.password_hash ?? user.passwordHash, fullName: pending.full_name ?? null });
    const fresh = (await findUserById(c.env, user.id))!;
    return c.json({ ...(await startSession(c, fresh)), type: "signup" as VerifyType, redirect_to }, 200);
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
    // Recovery gives only a short access token for PUT /user; no refresh cookie, no lasting session.
    return c.json({ ...(await tokenResponse(c.env, user)), type: "recovery" as VerifyType, redirect_to }, 200);
  }
  return c.json({ ...(await startSession(c, user)), type: "magiclink" as VerifyType, redirect_to }, 200);
}

// The password grant reads a JSON body; the refresh grant reads only its cookie.
const tokenQuery = z.object({ grant_type: z.enum(["password", "refresh_token"], { error: "must be password or refresh_token" }) });
const passwordBody = jsonBody(schemas.password.optional());
const tokenBody: typeof passwordBody = (c, next) => (c.req.query("grant_type") === "password" ? passwordBody(c, next) : next());

const userGone = () => new ApiError("user_not_found", "User from the access token no longer exists.");

export const authRoutes = new Hono<AppEnv>()
  .get("/providers", fails(), (c) => c.json({ email: true, google: googleConfigured(c.env) }, 200))

  .post("/signup", fails("weak_password"), jsonBody(schemas.signup), async (c) => {
    const body = c.req.valid("json");
    weakPassword(body.password);
    const addr = normalizeEmail(body.email);
    await hitIp(c.env, c.req.raw, "signupIp");
    await hit(c.env, "signupEmail", addr);
    const origin = appOrigin(c.env, c.req.url);
    // Hash first on every path, so the answer time does not tell whether the address has an account.
    const passwordHash = await hashPassword(body.password);
    const existing = await findUserByEmail(c.env, addr);
    if (existing?.emailConfirmedAt) {
      // Same answer as a new sign-up, so the API does not reveal who has an account.
      await sendMail(c.env, alreadyRegisteredMail(addr, `${origin}/profile`), { waitUntil: waitUntilOf(c) });
      return c.json({ message: AUTH_MESSAGES.signup, email: addr }, 200);
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
    return c.json({ message: AUTH_MESSAGES.signup, email: addr }, 200);
  })

  .post(
    "/token",
    fails("invalid_credentials", "email_not_confirmed", "bad_origin", "session_missing", "refresh_token_invalid"),
    params("query", tokenQuery),
    tokenBody,
    async (c) => {
      if (c.req.valid("query").grant_type === "refresh_token") return refresh(c);
      const body = c.req.valid("json");
      if (!body) throw new ApiError("validation_failed", "Invalid request: body: is required", { field: "body" });
      return signInWithPassword(c, body);
    },
  )

  .post("/otp", fails(), jsonBody(schemas.otp), async (c) => {
    const body = c.req.valid("json");
    const addr = normalizeEmail(body.email);
    await hitIp(c.env, c.req.raw, "mailIp");
    await hit(c.env, "mailEmail", addr);
    const origin = appOrigin(c.env, c.req.url);
    const exists = Boolean(await findUserByEmail(c.env, addr));
    if (exists || body.create_user !== false) {
      const next = safeRedirectPath(body.redirect_to, origin);
      const { code, linkToken } = await createCode(c.env, { email: addr, purpose: "magiclink", redirectTo: next });
      await sendMail(c.env, magicLinkMail(addr, confirmLink(origin, linkToken, "magiclink", next), code), { waitUntil: waitUntilOf(c) });
    }
    return c.json({ message: AUTH_MESSAGES.magicLink }, 200);
  })

  .post("/recover", fails(), jsonBody(schemas.recover), async (c) => {
    const body = c.req.valid("json");
    const addr = normalizeEmail(body.email);
    await hitIp(c.env, c.req.raw, "mailIp");
    await hit(c.env, "mailEmail", addr);
    const origin = appOrigin(c.env, c.req.url);
    const next = safeRedirectPath(body.redirect_to, origin, "/");
    // The code is created either way (an unknown address's can never be used), so timing stays alike.
    const { linkToken } = await createCode(c.env, { email: addr, purpose: "recovery", redirectTo: next });
    if (await findUserByEmail(c.env, addr)) {
      await sendMail(c.env, recoveryMail(addr, confirmLink(origin, linkToken, "recovery", next)), { waitUntil: waitUntilOf(c) });
    }
    return c.json({ message: AUTH_MESSAGES.recover }, 200);
  })

  .post("/verify", fails("otp_expired", "otp_locked"), jsonBody(schemas.verify), async (c) => {
    const body = c.req.valid("json");
    await hitIp(c.env, c.req.raw, "verifyIp");
    if (body.email) await hit(c.env, "verifyEmail", normalizeEmail(body.email));
    const result = body.token_hash
      ? await verifyLink(c.env, body.token_hash, body.type)
      : await verifyCode(c.env, body.email!, body.token!, body.type);
    if (result === "locked") throw new ApiError("otp_locked", AUTH_MESSAGES.lockedCode);
    if (result === "invalid") throw new ApiError("otp_expired", AUTH_MESSAGES.invalidCode);
    return completeVerification(c, result);
  })

  .get("/user", requireUser, fails("user_not_found"), async (c) => {
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw userGone();
    return c.json({ user: publicUser(user) }, 200);
  })

  .put("/user", requireUser, fails("user_not_found", "weak_password", "same_password"), jsonBody(schemas.updateUser), async (c) => {
    const body = c.req.valid("json");
    weakPassword(body.password);
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw userGone();
    if (user.passwordHash && (await verifyPassword(body.password, user.passwordHash))) {
      throw new ApiError("same_password", "New password should be different from the old password.", { field: "password" });
    }
    await setPassword(c.env, user.id, await hashPassword(body.password));
    // A changed password ends every other session (a stolen refresh token stops working).
    await revokeAllForUser(c.env, user.id);
    clearRefreshCookie(c);
    return c.json({ user: publicUser(user), message: AUTH_MESSAGES.passwordUpdated }, 200);
  })

  .post("/logout", fails("bad_origin"), async (c) => {
    checkOrigin(c, false);
    const token = readRefreshCookie(c);
    if (token) await revokeByToken(c.env, token);
    if (c.req.query("scope") === "global") {
      const bearer = bearerToken(c.req.header("authorization"));
      const claims = bearer ? await verifyAccessToken(c.env, bearer) : null;
      if (claims) await revokeAllForUser(c.env, claims.user_id);
    }
    clearRefreshCookie(c);
    return c.body(null, 204);
  })

  // Google (Auth.js): /signin/google, /callback/google, /csrf, /error …
  .all("/*", async (c) => {
    if (!googleConfigured(c.env)) throw new ApiError("not_found", "Not found.");
    return handleGoogle(c);
  });
