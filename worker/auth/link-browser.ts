// E-mailed links are bound to the browser that asked for them. Whoever opens a sign-in or sign-up link there
// goes straight in; opened anywhere else, the link first asks for a click that names the account (the answer
// link_confirm_required, with the address), so a link someone else requested cannot sign a visitor into that
// person's account unnoticed (login CSRF). Typed codes need no binding: only the mailbox's reader can type them.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { type AppEnv, isDevLike } from "../env";
import type { CodeRow } from "./codes";
import { randomToken, sha256 } from "./random";
import { COOKIE_PATH } from "./session";

/** The browser of a magic-link request (the sign-up's is SIGNUP_COOKIE, worker/auth/flows.ts). */
export const LINK_COOKIE = "tailorcv_link";
export const SIGNUP_COOKIE = "tailorcv_signup";

const secure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:" || !isDevLike(c.env);

/** Gives this browser a fresh token in `cookie` and answers its hash, kept with the code the request e-mails. */
export async function bindToBrowser(c: Context<AppEnv>, cookie: string, maxAgeSeconds: number): Promise<string> {
  const token = randomToken(24);
  setCookie(c, cookie, token, { path: COOKIE_PATH, httpOnly: true, secure: secure(c), sameSite: "Lax", maxAge: maxAgeSeconds });
  return sha256(token);
}

/** Whether this request comes from the browser the link's e-mail was requested in. */
export async function fromBoundBrowser(c: Context<AppEnv>, row: CodeRow): Promise<boolean> {
  const bound = row.payload ? (JSON.parse(row.payload) as { browser?: string }).browser : undefined;
  const token = getCookie(c, row.purpose === "signup" ? SIGNUP_COOKIE : LINK_COOKIE);
  return Boolean(bound && token && (await sha256(token)) === bound);
}
