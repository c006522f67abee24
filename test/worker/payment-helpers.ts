// Shared steps for the payment tests: checkout through the real Worker and the real stripe SDK,
// the fake Stripe API's control endpoint, and signed webhooks.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { issueAccessToken } from "../../worker/auth/access-token";
import worker from "../../worker/index";
import type { Env } from "../../worker/env";
import type { FakeCheckoutSession } from "../fakes/stripe";
import { BASE, call, jsonInit } from "./helpers";

export const SUCCESS_URL = `${BASE}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
export const CANCEL_URL = `${BASE}/payment-cancel`;

export function checkoutBody(plan: string, extra: Record<string, unknown> = {}) {
  return {
    plan,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    customerEmail: "client-sent@example.com",
    customer_email: "client-sent@example.com",
    metadata: { userId: "someone-else" },
    ...extra,
  };
}

export async function createCheckout(token: string, plan: string, extra: Record<string, unknown> = {}) {
  const res = await call("/api/payment/create-checkout-session", jsonInit("POST", checkoutBody(plan, extra), token));
  return { res, body: (await res.json()) as { url?: string; error?: string } };
}

export const sessionIdFromUrl = (url: string) => url.split("/").pop()!;

export async function fakeSession(id: string): Promise<FakeCheckoutSession> {
  return (await (await fetch(`${env.FAKE_BASE_URL}/__stripe/sessions/${encodeURIComponent(id)}`)).json()) as FakeCheckoutSession;
}

export async function patchFakeSession(id: string, patch: Partial<FakeCheckoutSession>): Promise<FakeCheckoutSession> {
  const res = await fetch(`${env.FAKE_BASE_URL}/__stripe/sessions/${encodeURIComponent(id)}`, {
    method: "POST",
    body: JSON.stringify(patch),
  });
  return (await res.json()) as FakeCheckoutSession;
}

/** What Stripe's hosted page does when the card is accepted. */
export function payFakeSession(id: string, email = "payer@example.com") {
  return patchFakeSession(id, { status: "complete", payment_status: "paid", customer_details: { email } });
}

/** A paid Stripe session for `user` (created through our API, paid at the fake). */
export async function paidStripeSession(token: string, plan: "monthly" | "lifetime", email?: string) {
  const { body } = await createCheckout(token, plan);
  const id = sessionIdFromUrl(body.url!);
  return payFakeSession(id, email);
}

export async function verify(token: string, sessionId: string) {
  const res = await call("/api/payment/verify-payment", jsonInit("POST", { sessionId }, token));
  return { res, body: (await res.json()) as Record<string, unknown> };
}

export async function signedWebhook(payload: string, secret = "whsec_test", timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

export function sessionEvent(session: object, type = "checkout.session.completed") {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: session },
  });
}

export async function postWebhook(payload: string, signature?: string) {
  return call("/api/payment/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });
}

export async function subscriptionRow(userId: string) {
  return env.DB.prepare("SELECT plan, expires_at FROM subscriptions WHERE user_id = ?")
    .bind(userId)
    .first<{ plan: string; expires_at: number | null }>();
}

export async function paymentRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM payments WHERE user_id = ? ORDER BY created_at")
    .bind(userId)
    .all<Record<string, unknown>>();
  return results;
}

export async function mailsTo(to: string) {
  const { results } = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE to_addr = ?")
    .bind(to)
    .all<{ subject: string; text_body: string }>();
  return results;
}

/**
 * The Worker with some configuration changed for one request — e.g. no Stripe key (development test
 * checkout) or APP_ENV=production — using the same bindings (D1, R2) as every other test.
 */
export async function callWith(overrides: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(new URL(path, BASE), init), { ...(env as unknown as Env), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export const NO_STRIPE: Partial<Env> = { STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: undefined };

/** Production configuration without a Stripe key (production needs its own AUTH_SECRET). */
export const PRODUCTION_NO_STRIPE: Partial<Env> = {
  ...NO_STRIPE,
  APP_ENV: "production",
  AUTH_SECRET: "production-test-secret-0123456789",
  APP_ORIGIN: "https://tailorcv.test",
};

/** An access token as production (with PRODUCTION_NO_STRIPE's secret) would issue it. */
export async function productionToken(user: { id: string; email: string }): Promise<string> {
  return (await issueAccessToken({ ...(env as unknown as Env), ...PRODUCTION_NO_STRIPE }, user)).token;
}
