// The Stripe SDK as the Worker uses it: fetch-based HTTP client (no Node http), SubtleCrypto for
// webhook signatures, and — in tests only — STRIPE_API_BASE pointing it at a local fake server.
import Stripe from "stripe";
import { type Env, isDevLike } from "../env";

/** stripe: real Checkout · test: our own test checkout page (development only) · off: not configured. */
export type PaymentMode = "stripe" | "test" | "off";

export function paymentMode(env: Env): PaymentMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return isDevLike(env) ? "test" : "off";
}

export function stripeClient(env: Env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiBaseOptions(env.STRIPE_API_BASE),
  });
}

/** "http://127.0.0.1:8787" → { host, port, protocol } for the SDK. Empty when unset. */
export function apiBaseOptions(base: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base) return {};
  const u = new URL(base);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === "http" ? 80 : 443, protocol };
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

export { Stripe };
