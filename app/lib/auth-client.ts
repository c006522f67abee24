// The SPA's calls to the JSON auth API (/api/auth/*), typed by the Worker's routes. Upstream 502/503/504
// and network failures are retried a few times and then surface as a retryable error; every other failure
// carries the server's message, shown as-is in the sign-in card's red box.
import { type ClientResponse, hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "../../worker/api";
import type { ApiErrorBody } from "../../worker/shapes/errors";
import { errorOf } from "./api";

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The error body's own fields, when the answer carries some (link_confirm_required names the account). */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
  /** Upstream hiccups (502/503/504) and lost connections: trying again later may work. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export const RETRYABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
const RETRY_DELAYS_MS = [400, 1200];
const RETRYABLE = new Set([502, 503, 504]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** fetch that retries lost connections and upstream 502/503/504 a few times before giving up. */
async function retryingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(input, { ...init, credentials: "same-origin" });
    } catch {
      if (attempt < RETRY_DELAYS_MS.length) {
        await sleep(RETRY_DELAYS_MS[attempt]!);
        continue;
      }
      throw new AuthError(RETRYABLE_MESSAGE, 0, "network");
    }
    if (RETRYABLE.has(res.status) && attempt < RETRY_DELAYS_MS.length) {
      await sleep(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    return res;
  }
}

const auth = hc<ApiType>("/", { fetch: retryingFetch }).api.auth;

export type TokenResponse = InferResponseType<typeof auth.token.$post, 200>;
export type AuthUser = TokenResponse["user"];
export type VerifyType = InferRequestType<typeof auth.verify.$post>["json"]["type"];

type Success<R> = R extends ClientResponse<infer T, infer S> ? (S extends SuccessStatusCode ? T : never) : never;

/** The success body of an answer, or an AuthError carrying the server's message and code. */
async function ok<R extends ClientResponse<unknown, number>>(call: Promise<R>): Promise<Success<R>> {
  const res = await call;
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as Success<R>;
  if (RETRYABLE.has(res.status)) throw new AuthError(RETRYABLE_MESSAGE, res.status, "retryable");
  const err = await errorOf(res);
  throw new AuthError(friendly(err, res.status, res.statusText), res.status, err.code, err as unknown as Record<string, unknown>);
}

/** The server's message, except validation errors about a field, which read better in plain words. */
function friendly(err: ApiErrorBody, status: number, statusText: string): string {
  if (err.code === "validation_failed" && err.field === "email") return "Please enter a valid email address.";
  if (err.code === "validation_failed" && err.field === "password") return err.detail ? `Password ${err.detail}` : "Invalid password.";
  if (status === 429) return "Too Many Requests";
  return err.error || statusText || `Request failed (${status})`;
}

export const authClient = {
  signUp: (email: string, password: string, opts: { redirect_to?: string; data?: { full_name?: string } } = {}) =>
    ok(auth.signup.$post({ json: { email, password, ...opts } })),
  signInWithPassword: (email: string, password: string) =>
    ok(auth.token.$post({ query: { grant_type: "password" }, json: { email, password } })),
  refresh: () => ok(auth.token.$post({ query: { grant_type: "refresh_token" } })),
  signInWithOtp: (email: string, redirect_to?: string) => ok(auth.otp.$post({ json: { email, redirect_to } })),
  resetPasswordForEmail: (email: string, redirect_to?: string) => ok(auth.recover.$post({ json: { email, redirect_to } })),
  verifyOtp: (p: { type: VerifyType; email?: string; token?: string; token_hash?: string; confirm?: boolean }) =>
    ok(auth.verify.$post({ json: p })),
  updatePassword: (accessToken: string, password: string) =>
    ok(auth.user.$put({ json: { password } }, { headers: { authorization: `Bearer ${accessToken}` } })),
  /** A signed-in change: the current password is required when the account has one. */
  changePassword: (accessToken: string, password: string, current_password?: string) =>
    ok(auth.user.$put({ json: { password, current_password } }, { headers: { authorization: `Bearer ${accessToken}` } })),
  signOut: () => ok(auth.logout.$post()),
  providers: () => ok(auth.providers.$get()),
  /** Starts Google sign-in: Auth.js wants a CSRF token, then a form POST (a full-page navigation). */
  async signInWithGoogle(callbackUrl: string): Promise<void> {
    // Auth.js's own endpoint (not part of our API contract).
    const res = await retryingFetch("/api/auth/csrf");
    if (!res.ok) throw new AuthError(RETRYABLE_MESSAGE, res.status, "retryable");
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const form = document.createElement("form");
    form.method = "POST";
    form.action = "/api/auth/signin/google";
    form.style.display = "none";
    for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  },
};
