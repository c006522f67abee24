// The Stripe SDK as the Worker uses it: fetch-based HTTP client (no Node http), SubtleCrypto for
// webhook signatures, and — in tests only — STRIPE_API_BASE pointing it at a local fake server.
// The SDK is large, so it is imported lazily: only payment calls pay its start-up cost.
import type StripeSdk from "stripe";
import { type Env, isDevLike } from "../env";

export type Stripe = StripeSdk;
export type StripeClass = typeof StripeSdk;
export type CheckoutSession = StripeSdk.Checkout.Session;
export type StripeEvent = StripeSdk.Event;

/** stripe: real Checkout · test: our own test checkout page (development only) · off: not configured. */
export type PaymentMode = "stripe" | "test" | "off";

export function paymentMode(env: Env): PaymentMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return isDevLike(env) ? "test" : "off";
}

let sdk: Promise<StripeClass> | undefined;
export function loadStripe(): Promise<StripeClass> {
  sdk ??= import("stripe").then((m) => m.default);
  return sdk;
}

export async function stripeClient(env: Env): Promise<Stripe> {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const StripeCtor = await loadStripe();
  return new StripeCtor(key, {
    httpClient: StripeCtor.createFetchHttpClient(),
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

/** Verifies the Stripe-Signature header on the raw body (SubtleCrypto HMAC) and parses the event. */
export async function constructWebhookEvent(raw: string, signature: string, secret: string): Promise<StripeEvent> {
  const S = await loadStripe();
  return S.webhooks.constructEventAsync(raw, signature, secret, undefined, S.createSubtleCryptoProvider());
}

/** Any error thrown by the SDK (API answers and connection failures). */
export async function isStripeError(err: unknown): Promise<boolean> {
  return err instanceof (await loadStripe()).errors.StripeError;
}

/** Stripe's "No such checkout.session" answer. */
export async function isNotFound(err: unknown): Promise<boolean> {
  const S = await loadStripe();
  return err instanceof S.errors.StripeInvalidRequestError && err.statusCode === 404;
}

export type StripeCharge = StripeSdk.Charge;
export type StripeDispute = StripeSdk.Dispute;

/** The id of an expandable Stripe field (an id string, or the expanded object). */
export function idOf(v: string | { id: string } | null | undefined): string | null {
  return typeof v === "string" ? v : (v?.id ?? null);
}

/** The Checkout Session that created a PaymentIntent, for payments recorded before PaymentIntents were stored. */
export async function sessionIdForPaymentIntent(env: Env, paymentIntent: string): Promise<string | null> {
  const list = await (await stripeClient(env)).checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  return list.data[0]?.id ?? null;
}

/** The PaymentIntent of a charge (a dispute names its charge; newer API versions also name the PaymentIntent). */
export async function paymentIntentOfCharge(env: Env, chargeId: string): Promise<string | null> {
  return idOf((await (await stripeClient(env)).charges.retrieve(chargeId)).payment_intent);
}
