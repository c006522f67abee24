// Turning a user into a session: the token response the SPA and API clients read, and the refresh
// cookie (HttpOnly, SameSite=Lax, scoped to /api/auth, Secure except plain-http local development).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AppEnv, type Env, isDevLike } from "../env";
import type { UserRow } from "../db/users";
import { type TokenKind, issueAccessToken } from "./access-token";
import { REFRESH_TOKEN_TTL_SECONDS, issueRefreshToken } from "./refresh";

export const REFRESH_COOKIE = "tailorcv_refresh";
export const COOKIE_PATH = "/api/auth";

/** The user object every token response carries. */
export interface PublicUser {
  id: string;
  email: string;
  user_metadata: { full_name: string | null };
}

type SessionUser = Pick<UserRow, "id" | "email" | "fullName">;

export function publicUser(u: SessionUser): PublicUser {
  return { id: u.id, email: u.email, user_metadata: { full_name: u.fullName } };
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  user: PublicUser;
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

export async function tokenResponse(env: Env, user: SessionUser, kind: TokenKind = "access"): Promise<TokenResponse> {
  const access = await issueAccessToken(env, user, { kind });
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expires_in,
    expires_at: access.expires_at,
    user: publicUser(user),
  };
}

/** A full sign-in: access token in the body, a new refresh-token family in the cookie. */
export async function startSession(c: Context<AppEnv>, user: SessionUser): Promise<TokenResponse> {
  setRefreshCookie(c, await issueRefreshToken(c.env, user.id));
  return tokenResponse(c.env, user);
}
