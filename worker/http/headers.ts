// Security headers on every response (Hono's secure-headers). The SPA's HTML gets a CSP that allows only
// our own scripts, plus the Cloudflare Web Analytics beacon when, and only when, its token is configured.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv, Env } from "../env";

export const BEACON_SRC = "https://static.cloudflareinsights.com/beacon.min.js";

type Directives = Record<string, string[]>;

/** The API answers only JSON and files: nothing may load from it or frame it. */
export const API_CSP: Directives = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

export function pageCsp(env: Env, opts: { devServer?: boolean } = {}): Directives {
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
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: connect,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction,
    frameAncestors: ["'none'"],
  };
}

/** The headers for one kind of response; the CSP may depend on the env (analytics, Google). */
export function securityHeaders(csp: (env: Env) => Directives): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    secureHeaders({
      contentSecurityPolicy: csp(c.env),
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginOpenerPolicy: "same-origin",
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    })(c, next);
}
