// Helpers for the auth tests: drive the real API, read the dev mailbox, carry the refresh cookie.
import { BASE, call, jsonInit } from "./helpers";

export const ORIGIN = new URL(BASE).origin;

export function uniq(tag = "u"): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A browser's cookie jar for the cookies that bind e-mailed links to the browser that asked for them (the
 * sign-up's and the magic link's: worker/auth/link-browser.ts). `post` uses one shared jar; `newBrowser()`
 * gives another person's browser.
 */
export function newBrowser() {
  const jar = new Map<string, string>();
  return {
    async post(path: string, body: unknown, headers: Record<string, string> = {}) {
      const sent = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const cookie: Record<string, string> = sent && !("cookie" in headers) ? { cookie: sent } : {};
      const res = await call(path, jsonInit("POST", body, undefined, { origin: ORIGIN, ...cookie, ...headers }));
      for (const c of res.headers.getSetCookie()) {
        const m = /^(tailorcv_signup|tailorcv_link)=([^;]*)/.exec(c);
        if (m?.[2]) jar.set(m[1]!, m[2]);
        else if (m) jar.delete(m[1]!);
      }
      return res;
    },
  };
}

const defaultBrowser = newBrowser();

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return defaultBrowser.post(path, body, headers);
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function mailbox(to: string): Promise<Mail[]> {
  const res = await call(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return res.json<Mail[]>();
}

export async function latest(to: string): Promise<{ mail: Mail; code?: string; tokenHash?: string; link?: string }> {
  const [mail] = await mailbox(to);
  if (!mail) throw new Error(`no mail for ${to}`);
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text)?.[0];
  return {
    mail,
    link,
    code: /enter this code: (\d{6})/.exec(mail.text)?.[1],
    tokenHash: link ? (new URL(link).searchParams.get("token_hash") ?? undefined) : undefined,
  };
}

/** The refresh cookie value from a response, or undefined. */
export function refreshCookie(res: Response): string | undefined {
  for (const c of res.headers.getSetCookie()) {
    const m = /^tailorcv_refresh=([^;]*)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}

export function setCookieHeader(res: Response): string {
  return res.headers.getSetCookie().find((c) => c.startsWith("tailorcv_refresh=")) ?? "";
}

export function refresh(cookie: string | undefined, headers: Record<string, string> = {}) {
  return call("/api/auth/token?grant_type=refresh_token", {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie: `tailorcv_refresh=${cookie}` } : {}), ...headers },
  });
}

export interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email: string; user_metadata: { full_name: string | null } };
  type?: string;
  redirect_to?: string;
}

/** Signs up and confirms through the e-mailed link; returns the session and cookie. */
export async function signUpConfirmed(email = uniq("s"), password = "correct horse battery", fullName?: string) {
  const res = await post("/api/auth/signup", { email, password, ...(fullName ? { data: { full_name: fullName } } : {}) });
  if (res.status !== 200) throw new Error(`signup ${res.status} ${await res.text()}`);
  const { tokenHash } = await latest(email);
  const v = await post("/api/auth/verify", { type: "signup", token_hash: tokenHash });
  if (v.status !== 200) throw new Error(`verify ${v.status} ${await v.text()}`);
  return { email, password, session: await v.json<TokenBody>(), cookie: refreshCookie(v)! };
}

export function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return post("/api/auth/token?grant_type=password", { email, password }, headers);
}
