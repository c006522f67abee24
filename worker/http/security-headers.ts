// Security headers on every response. The SPA's HTML gets a CSP that allows only our own scripts
// (plus the Cloudflare Web Analytics beacon when, and only when, its token is configured).
import type { Env } from "../env";

export const BEACON_SRC = "https://static.cloudflareinsights.com/beacon.min.js";

export function contentSecurityPolicy(env: Env, opts: { devServer?: boolean } = {}): string {
  const analytics = Boolean(env.CF_ANALYTICS_TOKEN);
  const google = Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
  const script = ["'self'"];
  const connect = ["'self'"];
  if (analytics) {
    script.push("https://static.cloudflareinsights.com");
    connect.push("https://cloudflareinsights.com");
  }
  // Vite's dev server injects an inline React-refresh preamble and talks over a websocket.
  if (opts.devServer) {
    script.push("'unsafe-inline'");
    connect.push("ws:", "wss:");
  }
  const formAction = ["'self'"];
  if (google) formAction.push("https://accounts.google.com");
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function applySecurityHeaders(headers: Headers, csp: string): void {
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (!headers.has("Strict-Transport-Security")) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
