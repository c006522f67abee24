// Google sign-in through Auth.js (@auth/core): PKCE + state, under /api/auth/*. Auth.js runs the
// OAuth dance; our signIn callback finds or creates the user, and on a successful callback we hand
// out our own session (refresh cookie) instead of Auth.js's session cookie.
import { Auth, type AuthConfig, customFetch } from "@auth/core";
import Google from "@auth/core/providers/google";
import type { Context } from "hono";
import { type AppEnv, type Env, isDevLike } from "../env";
import { log } from "../http/logger";
import { issueRefreshToken } from "./refresh";
import { authSecret } from "./secret";
import { REFRESH_COOKIE } from "./session";
import { linkAccount, linkedUserId } from "../db/accounts";
import { type UserRow, confirmUser, createUser, findUserByEmail, findUserById, normalizeEmail } from "../db/users";

export const GOOGLE_ENDPOINTS = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
};

export function googleConfigured(env: Env): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

/** In development/test, AUTH_GOOGLE_API_BASE sends Google's server-to-server calls to a local fake. */
function googleFetch(env: Env): typeof fetch | undefined {
  const base = isDevLike(env) ? env.AUTH_GOOGLE_API_BASE : undefined;
  if (!base) return undefined;
  return (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const url = new URL(req.url);
    const target = new URL(`${base.replace(/\/+$/, "")}/${url.host}${url.pathname}${url.search}`);
    return fetch(new Request(target, req));
  };
}

interface GoogleProfile {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/** Finds the user for a Google identity, links it to a password account with the same verified e-mail, or creates one. */
export async function linkGoogleUser(env: Env, profile: GoogleProfile): Promise<UserRow | null> {
  const sub = profile.sub;
  const verified = profile.email_verified === true || profile.email_verified === "true";
  if (!sub || !profile.email || !verified) return null;
  const linked = await linkedUserId(env, "google", sub);
  if (linked) return findUserById(env, linked);
  const email = normalizeEmail(profile.email);
  const name = profile.name?.trim().slice(0, 200) || null;
  let user = await findUserByEmail(env, email);
  if (!user) user = await createUser(env, { email, fullName: name, confirmed: true });
  else if (!user.emailConfirmedAt) {
    // Google proved the mailbox; an unconfirmed password from someone else must not survive.
    await confirmUser(env, user.id, { passwordHash: null, fullName: name });
  } else if (name && !user.fullName) {
    await confirmUser(env, user.id, { fullName: name });
  }
  await linkAccount(env, "google", sub, user.id);
  return findUserById(env, user.id);
}

function authConfig(env: Env, onUser: (u: UserRow) => void): AuthConfig {
  const fetcher = googleFetch(env);
  const provider = Google({
    ...(fetcher ? { [customFetch]: fetcher } : {}),
    clientId: env.AUTH_GOOGLE_ID,
    clientSecret: env.AUTH_GOOGLE_SECRET,
    checks: ["pkce", "state"],
    authorization: { url: GOOGLE_ENDPOINTS.authorization, params: { scope: "openid email profile", prompt: "select_account" } },
    token: GOOGLE_ENDPOINTS.token,
    userinfo: GOOGLE_ENDPOINTS.userinfo,
  });
  // Read the profile from the userinfo endpoint (fetched with the access token over TLS).
  (provider as { idToken?: boolean }).idToken = false;
  return {
    basePath: "/api/auth",
    trustHost: true,
    secret: authSecret(env),
    providers: [provider],
    session: { strategy: "jwt" },
    // Errors land on the SPA, which shows them in the sign-in card.
    pages: { signIn: "/", error: "/" },
    callbacks: {
      async signIn({ profile }) {
        const user = await linkGoogleUser(env, (profile ?? {}) as GoogleProfile);
        if (!user) return false;
        onUser(user);
        return true;
      },
    },
    logger: {
      error: (e) => log("warn", "authjs_error", { name: e.name, error: e.message }),
      warn: () => {},
      debug: () => {},
    },
  };
}

/** Runs Auth.js for this request; a successful Google callback leaves with our refresh cookie. */
export async function handleGoogle(c: Context<AppEnv>): Promise<Response> {
  let user: UserRow | null = null;
  const raw = await Auth(
    c.req.raw,
    authConfig(c.env, (u) => (user = u)),
  );
  // Auth.js answers with Response.redirect() (immutable headers); our middleware adds headers later.
  const res = new Response(raw.body, raw);
  const signedIn = user as UserRow | null;
  if (!signedIn || !c.req.path.startsWith("/api/auth/callback/") || res.status < 300 || res.status >= 400) return res;
  const headers = new Headers();
  for (const [k, v] of res.headers) if (k.toLowerCase() !== "set-cookie") headers.append(k, v);
  // Keep Auth.js's housekeeping cookies (clearing state/pkce), drop its own session cookie: ours is the refresh token.
  for (const cookie of res.headers.getSetCookie())
    if (!/^(__Secure-)?authjs\.session-token/.test(cookie)) headers.append("set-cookie", cookie);
  const token = await issueRefreshToken(c.env, signedIn.id);
  const secure = new URL(c.req.url).protocol === "https:" || !isDevLike(c.env);
  headers.append(
    "set-cookie",
    `${REFRESH_COOKIE}=${token}; Path=/api/auth; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return new Response(null, { status: res.status, headers });
}
