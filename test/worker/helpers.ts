// Helpers for worker tests: call the real Worker entry, make users and tokens, talk to the fakes.
import { env, exports } from "cloudflare:workers";
import { issueAccessToken } from "../../worker/auth/access-token";

export const BASE = "https://tailorcv.test";

export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, BASE), init));
}

export function jsonInit(method: string, body: unknown, token?: string, extra: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** Creates a confirmed user row directly in D1 and returns an access token for it. */
export async function makeUser(email = `user-${crypto.randomUUID().slice(0, 8)}@example.com`, fullName = "Test User") {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare("INSERT INTO users (id, email, full_name, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, email, fullName, now, now, now)
    .run();
  const { token } = await issueAccessToken(env, { id, email });
  return { id, email, fullName, token };
}

export const fake = {
  url: (path = "") => `${env.FAKE_BASE_URL}${path}`,
  reset: () => fetch(`${env.FAKE_BASE_URL}/__control/reset`, { method: "POST" }),
  requests: async (prefix: string) =>
    (await (await fetch(`${env.FAKE_BASE_URL}/__control/requests?prefix=${encodeURIComponent(prefix)}`)).json()) as Array<{
      method: string;
      path: string;
      query: Record<string, string>;
      headers: Record<string, string>;
      body: string;
    }>,
  script: (s: { prefix: string; status: number; body: unknown; times?: number; delayMs?: number; headers?: Record<string, string> }) =>
    fetch(`${env.FAKE_BASE_URL}/__control/script`, { method: "POST", body: JSON.stringify(s) }),
};
