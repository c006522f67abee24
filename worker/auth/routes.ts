// The JSON auth API under /api/auth (thin: validate → auth domain → respond). Google sign-in runs
// under the same prefix through Auth.js (google.ts) for every path these routes do not answer.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { findUserByEmail, findUserById, normalizeEmail } from "../db/users";
import type { AppEnv } from "../env";
import { bearerToken, requireUser, requireUserOrRecovery } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { log } from "../http/logger";
import { appOrigin } from "../http/origin";
import { hit, hitIp } from "../http/rate-limit";
import { jsonBody, params } from "../http/validate";
import { sendMail } from "../mail/send";
import { verifyAccessToken } from "./access-token";
import { CODE_TTL_MS, type CodeFailure, type CodeRow, consumeLink, createCode, findLink, verifyCode } from "./codes";
import { magicLinkMail, recoveryMail } from "./emails";
import {
  AUTH_MESSAGES,
  changePassword,
  completeVerification,
  confirmLink,
  inBackground,
  safeRedirectPath,
  signInWithPassword,
  signOutEverywhere,
  signUp,
} from "./flows";
import { googleConfigured, handleGoogle } from "./google";
import { bindToBrowser, fromBoundBrowser, LINK_COOKIE } from "./link-browser";
import { MAX_PASSWORD_LENGTH } from "./password";
import { revokeByToken, rotateRefreshToken } from "./refresh";
import { clearRefreshCookie, publicUser, readRefreshCookie, setRefreshCookie, tokenResponse } from "./session";
import { afterWrongCode, beforeTypedCode, clientKey, mayIssueMail, ownerProven } from "./throttle";

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
      /** The person clicked "Continue" for a link opened in another browser than the one that asked for it. */
      confirm: z.boolean().optional(),
    })
    .refine((v) => v.token_hash || (v.email && v.token), { error: "give token_hash, or email and token", path: ["token"] }),
  updateUser: z.object({ password, current_password: password.optional() }),
};

/** The refresh endpoint and sign-out act on a cookie, so only our own pages may call them. */
function checkOrigin(c: Context<AppEnv>, required: boolean): void {
  const origin = c.req.header("origin");
  if (!origin) {
    if (required) throw new ApiError("bad_origin", "Origin header required.");
    return;
  }
  if (origin !== appOrigin(c.env, c.req.url)) throw new ApiError("bad_origin", "Request origin is not allowed.");
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
  return c.json(await tokenResponse(c.env, user, "access", r.signedInAt), 200);
}

// The password grant reads a JSON body; the refresh grant reads only its cookie.
const tokenQuery = z.object({ grant_type: z.enum(["password", "refresh_token"], { error: "must be password or refresh_token" }) });
const passwordBody = jsonBody(schemas.password.optional());
const tokenBody: typeof passwordBody = (c, next) => (c.req.query("grant_type") === "password" ? passwordBody(c, next) : next());

const userGone = () => new ApiError("user_not_found", "User from the access token no longer exists.");

export const authRoutes = new Hono<AppEnv>()
  .get("/providers", fails(), (c) => c.json({ email: true, google: googleConfigured(c.env) }, 200))

  .post("/signup", fails("weak_password"), jsonBody(schemas.signup), async (c) => c.json(await signUp(c, c.req.valid("json")), 200))

  .post(
    "/token",
    fails("invalid_credentials", "email_not_confirmed", "bad_origin", "session_missing", "refresh_token_invalid"),
    params("query", tokenQuery),
    tokenBody,
    async (c) => {
      if (c.req.valid("query").grant_type === "refresh_token") return refresh(c);
      const body = c.req.valid("json");
      if (!body) throw new ApiError("validation_failed", "Invalid request: body: is required", { field: "body" });
      return c.json(await signInWithPassword(c, body), 200);
    },
  )

  // otp and recover answer every address alike, at once; the account-dependent half runs after the answer.
  .post("/otp", fails(), jsonBody(schemas.otp), async (c) => {
    const body = c.req.valid("json");
    const addr = normalizeEmail(body.email);
    await hitIp(c.env, c.req.raw, "mailIp");
    await hit(c.env, "mailEmail", `${addr}:${clientKey(c.req.raw)}`);
    const origin = appOrigin(c.env, c.req.url);
    const next = safeRedirectPath(body.redirect_to, origin);
    const browser = await bindToBrowser(c, LINK_COOKIE, CODE_TTL_MS.magiclink / 1000);
    await inBackground(c, "otp", async () => {
      if (!(await mayIssueMail(c.env, addr))) return;
      if (body.create_user === false && !(await findUserByEmail(c.env, addr))) return;
      const { code, linkToken } = await createCode(c.env, { email: addr, purpose: "magiclink", redirectTo: next, payload: { browser } });
      await sendMail(c.env, magicLinkMail(addr, confirmLink(origin, linkToken, "magiclink", next), code!));
    });
    return c.json({ message: AUTH_MESSAGES.magicLink }, 200);
  })

  .post("/recover", fails(), jsonBody(schemas.recover), async (c) => {
    const body = c.req.valid("json");
    const addr = normalizeEmail(body.email);
    await hitIp(c.env, c.req.raw, "mailIp");
    await hit(c.env, "mailEmail", `${addr}:${clientKey(c.req.raw)}`);
    const origin = appOrigin(c.env, c.req.url);
    const next = safeRedirectPath(body.redirect_to, origin, "/");
    await inBackground(c, "recover", async () => {
      if (!(await mayIssueMail(c.env, addr)) || !(await findUserByEmail(c.env, addr))) return;
      const { linkToken } = await createCode(c.env, { email: addr, purpose: "recovery", redirectTo: next });
      await sendMail(c.env, recoveryMail(addr, confirmLink(origin, linkToken, "recovery", next)));
    });
    return c.json({ message: AUTH_MESSAGES.recover }, 200);
  })

  .post("/verify", fails("otp_expired", "otp_locked", "link_confirm_required"), jsonBody(schemas.verify), async (c) => {
    const body = c.req.valid("json");
    await hitIp(c.env, c.req.raw, "verifyIp");
    let result: CodeRow | CodeFailure;
    if (body.token_hash) {
      const row = await findLink(c.env, body.token_hash, body.type);
      // A sign-in or sign-up link opened in another browser than the one that asked: a click first (not used up).
      if (row !== "invalid" && row.purpose !== "recovery" && !body.confirm && !(await fromBoundBrowser(c, row))) {
        throw new ApiError("link_confirm_required", "Confirm that you want to continue with this account.", {
          extra: { email: row.email },
        });
      }
      result = row === "invalid" ? row : await consumeLink(c.env, row);
    } else {
      const addr = normalizeEmail(body.email!);
      await hit(c.env, "verifyEmail", `${addr}:${clientKey(c.req.raw)}`);
      await beforeTypedCode(c.env, addr);
      result = await verifyCode(c.env, addr, body.token!, body.type);
      if (result === "invalid" || result === "locked") await afterWrongCode(c.env, addr);
    }
    if (result === "locked") throw new ApiError("otp_locked", AUTH_MESSAGES.lockedCode);
    if (result === "invalid") throw new ApiError("otp_expired", AUTH_MESSAGES.invalidCode);
    await ownerProven(c.env, result.email);
    return c.json(await completeVerification(c, result), 200);
  })

  .get("/user", requireUser, fails("user_not_found"), async (c) => {
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw userGone();
    return c.json({ user: publicUser(user) }, 200);
  })

  .put(
    "/user",
    requireUserOrRecovery,
    fails("user_not_found", "weak_password", "same_password", "current_password_required"),
    jsonBody(schemas.updateUser),
    async (c) => {
      const user = await changePassword(c, c.req.valid("json"));
      return c.json({ user: publicUser(user), message: AUTH_MESSAGES.passwordUpdated }, 200);
    },
  )

  .post("/logout", fails("bad_origin"), async (c) => {
    checkOrigin(c, false);
    const token = readRefreshCookie(c);
    if (token) await revokeByToken(c.env, token);
    if (c.req.query("scope") === "global") {
      const bearer = bearerToken(c.req.header("authorization"));
      const claims = bearer ? await verifyAccessToken(c.env, bearer) : null;
      if (claims) await signOutEverywhere(c, claims.user_id);
    }
    clearRefreshCookie(c);
    return c.body(null, 204);
  })

  // Google (Auth.js): /signin/google, /callback/google, /csrf, /error …
  .all("/*", async (c) => {
    if (!googleConfigured(c.env)) throw new ApiError("not_found", "Not found.");
    return handleGoogle(c);
  });
