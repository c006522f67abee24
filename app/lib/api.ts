// The SPA's API client: typed by the Worker's routes through Hono's RPC types, carrying the
// in-memory access token as a bearer credential.
import { hc } from "hono/client";
import type { ApiType } from "../../worker/api";

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

/** Reads the `error` text of a JSON error answer, falling back to the status text. */
export async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === "string") return body.error;
    if (typeof body.message === "string") return body.message;
  } catch {
    /* not JSON */
  }
  return res.statusText || `HTTP ${res.status}`;
}
