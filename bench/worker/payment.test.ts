// Payment routes inside workerd: `npm run bench -- payment`. The bench config has no Stripe key, so
// checkout uses the development test checkout (D1 only); the webhook bench measures signature
// verification (SubtleCrypto HMAC) plus the exactly-once grant batch.
import { env, exports } from "cloudflare:workers";
import Stripe from "stripe";
import { expect, it } from "vitest";
import { issueAccessToken } from "../../worker/auth/access-token";
import type { Env } from "../../worker/env";
import { grantPaidSession } from "../../worker/subscription/grant";
import { measure } from "../lib";

const BASE = "https://tailorcv.test";

async function user() {
  const id = crypto.randomUUID();
  const now = Date.now();
  const email = `bench-${id.slice(0, 8)}@example.com`;
  await env.DB.prepare("INSERT INTO users (id, email, full_name, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, email, "Bench User", now, now, now)
    .run();
  return { id, email, token: (await issueAccessToken(env, { id, email })).token };
}

const post = (path: string, token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    }),
  );

const checkoutBody = {
  plan: "monthly",
  successUrl: `${BASE}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${BASE}/payment-cancel`,
};

it("payment routes within budget in workerd", async () => {
  env.RATE_LIMIT_PAYMENT = "100000/60";
  const u = await user();
  await measure(
    "create-checkout-session, test checkout (workerd)",
    async () => {
      const res = await post("/api/payment/create-checkout-session", u.token, checkoutBody);
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 40 },
  );

  // Pay then verify, each on a fresh session: Pay grants (batch + outbox mail), verify finds it granted.
  const sessions: string[] = [];
  for (let i = 0; i < 45; i++) {
    const res = await post("/api/payment/create-checkout-session", u.token, checkoutBody);
    sessions.push(((await res.json()) as { url: string }).url.split("/").pop()!);
  }
  let i = 0;
  await measure(
    "test checkout Pay → grant + confirmation mail (workerd)",
    async () => {
      const res = await post(`/dev/checkout/${sessions[i++]}/pay`, null, "");
      if (res.status !== 303) throw new Error(`HTTP ${res.status}`);
    },
    { warmup: 5, runs: 40 },
  );
  await measure(
    "verify-payment, already granted session (workerd)",
    async () => {
      const res = await post("/api/payment/verify-payment", u.token, { sessionId: sessions[0] });
      const body = (await res.json()) as { success: boolean };
      if (!body.success) throw new Error("not verified");
    },
    { warmup: 5, runs: 40 },
  );

  const E = env as unknown as Env;
  let n = 0;
  await measure(
    "grantPaidSession, new session (D1 batch, workerd)",
    () =>
      grantPaidSession(E, {
        sessionId: `cs_bench_${n++}`,
        userId: u.id,
        plan: "monthly",
        amountTotal: 1500,
        currency: "usd",
        customerEmail: null,
        source: "bench",
      }),
    { warmup: 5, runs: 50 },
  );
  await measure(
    "grantPaidSession, replay (no-op batch, workerd)",
    () =>
      grantPaidSession(E, {
        sessionId: "cs_bench_0",
        userId: u.id,
        plan: "monthly",
        amountTotal: 1500,
        currency: "usd",
        customerEmail: null,
        source: "bench",
      }),
    { warmup: 5, runs: 50 },
  );

  env.STRIPE_WEBHOOK_SECRET = "whsec_bench";
  const payload = JSON.stringify({
    id: "evt_bench",
    object: "event",
    type: "checkout.session.expired",
    data: { object: { id: "cs_test_x" } },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: "whsec_bench",
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  await measure(
    "webhook signature check + ignored event (workerd)",
    async () => {
      const res = await post("/api/payment/webhook", null, payload, { "stripe-signature": signature });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 40 },
  );
  const sub = await env.DB.prepare("SELECT plan FROM subscriptions WHERE user_id = ?").bind(u.id).first<{ plan: string }>();
  expect(sub?.plan).toBe("monthly");
});
