// The SPA's calls to the JSON auth API (/api/auth/*). Upstream 502/503/504 and network failures are
// retried a few times and then surface as a retryable error; every other failure carries the server's
// message, shown as-is in the sign-in card's red box.

export interface AuthUser {
  id: string;
  email: string;
  user_metadata: { full_name: string | null };
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}

export type VerifyType = "signup" | "magiclink" | "recovery" | "email";

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
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

async function request<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const req: RequestInit = {
    method: "POST",
    ...rest,
    headers,
    credentials: "same-origin",
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  };
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(path, req);
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
    if (res.status === 204) return undefined as T;
    let body: Record<string, unknown> = {};
    try {
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    if (res.ok) return body as T;
    if (RETRYABLE.has(res.status)) throw new AuthError(RETRYABLE_MESSAGE, res.status, "retryable");
    throw new AuthError(friendly(body, res), res.status, typeof body.code === "string" ? body.code : undefined);
  }
}

/** The server's message, except validation errors about a field, which read better in plain words. */
function friendly(body: Record<string, unknown>, res: Response): string {
  if (body.code === "validation_failed" && body.field === "email") return "Please enter a valid email address.";
  if (body.code === "validation_failed" && body.field === "password")
    return typeof body.error === "string" ? body.error.replace(/^Invalid request: password: /, "Password ") : "Invalid password.";
  if (res.status === 429) return "Too Many Requests";
  return typeof body.error === "string" ? body.error : res.statusText || `Request failed (${res.status})`;
}

export const authClient = {
  signUp: (email: string, password: string, opts: { redirect_to?: string; data?: { full_name?: string } } = {}) =>
    request<{ message: string }>("/api/auth/signup", { json: { email, password, ...opts } }),
  signInWithPassword: (email: string, password: string) =>
    request<TokenResponse>("/api/auth/token?grant_type=password", { json: { email, password } }),
  refresh: () => request<TokenResponse>("/api/auth/token?grant_type=refresh_token"),
  signInWithOtp: (email: string, redirect_to?: string) => request<{ message: string }>("/api/auth/otp", { json: { email, redirect_to } }),
  resetPasswordForEmail: (email: string, redirect_to?: string) =>
    request<{ message: string }>("/api/auth/recover", { json: { email, redirect_to } }),
  verifyOtp: (p: { type: VerifyType; email?: string; token?: string; token_hash?: string }) =>
    request<TokenResponse & { type: VerifyType; redirect_to: string }>("/api/auth/verify", { json: p }),
  updatePassword: (accessToken: string, password: string) =>
    request<{ user: AuthUser; message: string }>("/api/auth/user", {
      method: "PUT",
      json: { password },
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  signOut: () => request<void>("/api/auth/logout"),
  providers: () => request<{ email: boolean; google: boolean }>("/api/auth/providers", { method: "GET" }),
  /** Starts Google sign-in: Auth.js wants a CSRF token, then a form POST (a full-page navigation). */
  async signInWithGoogle(callbackUrl: string): Promise<void> {
    const { csrfToken } = await request<{ csrfToken: string }>("/api/auth/csrf", { method: "GET" });
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
