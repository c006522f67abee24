// The SPA's API client: typed by the Worker's routes through Hono's RPC types, carrying the
// in-memory access token as a bearer credential.
import { hc } from "hono/client";
import type { ApiType } from "../../worker/api";
import { type ApiErrorBody, isErrorCode } from "../../worker/shapes/errors";

type TokenGetter = () => Promise<string | null>;
let getToken: TokenGetter = async () => null;

/** The session module registers how to get a fresh access token (refreshing when close to expiry). */
export function setAccessTokenGetter(fn: TokenGetter): void {
  getToken = fn;
}

export function accessToken(): Promise<string | null> {
  return getToken();
}

/** fetch with the bearer token added (when signed in) and cookies sent to our own origin. */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const token = await getToken();
  const headers = new Headers(init.headers);
  if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
  return fetch(input, { ...init, headers, credentials: "same-origin" });
}

export const api = hc<ApiType>("/", { fetch: authFetch });

/**
 * The error body of a failed answer. Every API error is `ApiErrorBody` (worker/shapes/errors.ts); an answer
 * that is not ours (a proxy's page, a cut connection) reads as code `internal` with the status text.
 */
export async function errorOf(res: { status: number; statusText: string; json(): Promise<unknown> }): Promise<ApiErrorBody> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody> | null;
    if (typeof body?.error === "string") {
      return { ...body, error: body.error, code: isErrorCode(body.code) ? body.code : "internal", request_id: body.request_id ?? "" };
    }
  } catch {
    /* not JSON */
  }
  return { error: res.statusText || `HTTP ${res.status}`, code: "internal", request_id: "" };
}
