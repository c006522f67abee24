// Turning a user into a session: the token response the SPA and API clients read, and the refresh
// cookie (HttpOnly, SameSite=Lax, scoped to /api/auth, Secure except plain-http local development).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AppEnv, type Env, isDevLike } from "../env";
import { issueAccessToken } from "./access-token";
import { REFRESH_TOKEN_TTL_SECONDS, issueRefreshToken } from "./refresh";
import { type PublicUser, type UserRow, publicUser } from "./users";

export const REFRESH_COOKIE = "tailorcv_refresh";
export const COOKIE_PATH = "/api/auth";

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  user: PublicUser;
}

/** The app's own origin: APP_ORIGIN when configured, else the request's. */
export function appOrigin(env: Env, requestUrl: string): string {
  return (env.APP_ORIGIN ?? new URL(requestUrl).origin).replace(/\/+$/, "");
}

function secureCookie(c: Context<AppEnv>): boolean {
  // Browsers refuse Secure cookies on plain http except on localhost; local preview runs on http://127.0.0.1.
  return new URL(c.req.url).protocol === "https:" || !isDevLike(c.env);
}

export function setRefreshCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: secureCookie(c),
    sameSite: "Lax",
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: secureCookie(c), sameSite: "Lax" });
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, REFRESH_COOKIE);
}

export async function tokenResponse(env: Env, user: Pick<UserRow, "id" | "email" | "full_name">): Promise<TokenResponse> {
  const access = await issueAccessToken(env, user);
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expires_in,
    expires_at: access.expires_at,
    user: publicUser(user),
  };
}

/** A full sign-in: access token in the body, a new refresh-token family in the cookie. */
export async function startSession(c: Context<AppEnv>, user: Pick<UserRow, "id" | "email" | "full_name">): Promise<TokenResponse> {
  setRefreshCookie(c, await issueRefreshToken(c.env, user.id));
  return tokenResponse(c.env, user);
}
