// Checkout creation and verify-payment, with the real stripe SDK talking to the fake Stripe API.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isLimited } from "../../worker/subscription/service";
import { BASE, call, jsonInit, makeUser } from "./helpers";
import {
  CANCEL_URL,
  PRODUCTION_NO_STRIPE,
  callWith,
  checkoutBody,
  createCheckout,
  fakeSession,
  mailsTo,
  patchFakeSession,
  payFakeSession,
  paymentRows,
  productionToken,
  sessionIdFromUrl,
  subscriptionRow,
  verify,
} from "./payment-helpers";

const DAY = 86_400_000;

describe("POST /api/payment/create-checkout-session", () => {
  it("needs a bearer token", async () => {
    const res = await call("/api/payment/create-checkout-session", jsonInit("POST", checkoutBody("monthly")));
    expect(res.status).toBe(401);
  });

  it("creates a Stripe Checkout Session for the monthly plan from the server's own plan table", async () => {
    const u = await makeUser();
    const { res, body } = await createCheckout(u.token, "monthly");
    expect(res.status).toBe(200);
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const s = await fakeSession(sessionIdFromUrl(body.url!));
    const p = s._params;
    expect(p.mode).toBe("payment");
    expect(p["allowed_payment_method_types[0]"]).toBe("card");
    expect(p["line_items[0][quantity]"]).toBe("1");
    expect(p["line_items[0][price_data][currency]"]).toBe("usd");
    expect(p["line_items[0][price_data][unit_amount]"]).toBe("1500");
    expect(p["line_items[0][price_data][product_data][name]"]).toBe("Monthly Resume Generation");
    expect(p["line_items[0][price_data][product_data][description]"]).toBe("Unlimited AI-powered resume generation for 30 days");
    // The caller is taken from the verified token, never from the body's metadata.userId / e-mail.
    expect(p.client_reference_id).toBe(u.id);
    expect(p["metadata[userId]"]).toBe(u.id);
    expect(p["metadata[plan]"]).toBe("monthly");
    expect(p.customer_email).toBe(u.email);
    expect(p.success_url).toBe(`${BASE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(p.cancel_url).toBe(CANCEL_URL);
  });

  it("the lifetime plan costs 15000 cents", async () => {
    const u = await makeUser();
    const { body } = await createCheckout(u.token, "lifetime");
    const p = (await fakeSession(sessionIdFromUrl(body.url!)))._params;
    expect(p["line_items[0][price_data][unit_amount]"]).toBe("15000");
    expect(p["line_items[0][price_data][product_data][name]"]).toBe("Lifetime Resume Generation");
    expect(p["line_items[0][price_data][product_data][description]"]).toBe("Unlimited AI-powered resume generation forever!");
  });

  it("amounts, prices and lengths sent by the client are ignored", async () => {
    const u = await makeUser();
    const { res, body } = await createCheckout(u.token, "monthly", {
      amount: 1,
      unit_amount: 1,
      amount_total: 1,
      price: 1,
      days: 36500,
      line_items: [{ price_data: { unit_amount: 1 } }],
      metadata: { userId: u.id, plan: "lifetime" },
    });
    expect(res.status).toBe(200);
    const s = await fakeSession(sessionIdFromUrl(body.url!));
    expect(s.amount_total).toBe(1500);
    expect(s.metadata).toEqual({ plan: "monthly", userId: u.id });
  });

  it("an unknown or missing plan is a 400", async () => {
    const u = await makeUser();
    const bad = await createCheckout(u.token, "forever");
    expect(bad.res.status).toBe(400);
    expect(bad.body.error).toMatch(/^Invalid request: plan/);
    const res = await call("/api/payment/create-checkout-session", jsonInit("POST", { successUrl: "/a", cancelUrl: "/b" }, u.token));
    expect(res.status).toBe(400);
  });

  it("success and cancel URLs must be on our own origin", async () => {
    const u = await makeUser();
    for (const [field, value] of [
      ["successUrl", "https://evil.example/payment-success?session_id={CHECKOUT_SESSION_ID}"],
      ["cancelUrl", "https://evil.example/"],
      ["successUrl", "//evil.example/x"],
      ["cancelUrl", "javascript:alert(1)"],
      ["successUrl", "https://user:pw@tailorcv.test/payment-success"],
      ["cancelUrl", "http://tailorcv.test/payment-cancel"],
    ] as const) {
      const { res, body } = await createCheckout(u.token, "monthly", { [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(body.error).toContain(`${field} must be an address on ${BASE}`);
    }
  });

  it("root-relative URLs are resolved on our origin and the session id placeholder is added when missing", async () => {
    const u = await makeUser();
    const { res, body } = await createCheckout(u.token, "monthly", { successUrl: "/payment-success", cancelUrl: "/payment-cancel" });
    expect(res.status).toBe(200);
    const p = (await fakeSession(sessionIdFromUrl(body.url!)))._params;
    expect(p.success_url).toBe(`${BASE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(p.cancel_url).toBe(`${BASE}/payment-cancel`);
  });

  it("with APP_ORIGIN configured, the URLs must be on that origin", async () => {
    const u = await makeUser();
    const init = jsonInit("POST", checkoutBody("monthly"), u.token);
    const res = await callWith({ APP_ORIGIN: "https://app.tailorcv.example" }, "/api/payment/create-checkout-session", init);
    expect(res.status).toBe(400);
    const ok = await callWith(
      { APP_ORIGIN: "https://app.tailorcv.example" },
      "/api/payment/create-checkout-session",
      jsonInit(
        "POST",
        checkoutBody("monthly", { successUrl: "https://app.tailorcv.example/payment-success", cancelUrl: "/payment-cancel" }),
        u.token,
      ),
    );
    expect(ok.status).toBe(200);
  });

  it("Stripe unreachable → 502 with a readable message, never a stack trace", async () => {
    const u = await makeUser();
    const res = await callWith(
      { STRIPE_API_BASE: "http://127.0.0.1:9" },
      "/api/payment/create-checkout-session",
      jsonInit("POST", checkoutBody("monthly"), u.token),
    );
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe("The payment provider could not start a checkout. Please try again.");
  });

  it("is rate limited per user (429 'Too Many Requests')", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const create = (token: string) =>
      callWith({ RATE_LIMIT_PAYMENT: "2/600" }, "/api/payment/create-checkout-session", jsonInit("POST", checkoutBody("monthly"), token));
    expect((await create(u.token)).status).toBe(200);
    expect((await create(u.token)).status).toBe(200);
    const third = await create(u.token);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: "Too Many Requests" });
    expect((await create(other.token)).status).toBe(200);
  });

  it("outside development without a Stripe key, payments answer 503", async () => {
    const u = await makeUser();
    const res = await callWith(
      PRODUCTION_NO_STRIPE,
      "/api/payment/create-checkout-session",
      jsonInit("POST", checkoutBody("monthly"), await productionToken(u)),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "Payments are not configured." });
  });
});

describe("POST /api/payment/verify-payment", () => {
  async function newSession(plan: "monthly" | "lifetime" = "monthly") {
    const u = await makeUser();
    const { body } = await createCheckout(u.token, plan);
    return { u, id: sessionIdFromUrl(body.url!) };
  }

  it("an unpaid session is not verified and grants nothing", async () => {
    const { u, id } = await newSession();
    const { res, body } = await verify(u.token, id);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: false, payment_status: "failed", message: "The payment has not been completed." });
    expect(await subscriptionRow(u.id)).toBeNull();
    expect(await paymentRows(u.id)).toHaveLength(0);
  });

  it("a paid monthly session grants 30 days, answers the spec's fields and sends one confirmation", async () => {
    const { u, id } = await newSession();
    await payFakeSession(id, "payer@example.com");
    const before = Date.now();
    const { res, body } = await verify(u.token, id);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, customer_email: "payer@example.com", amount_total: 1500, payment_status: "paid" });
    expect(typeof body.message).toBe("string");
    const row = await subscriptionRow(u.id);
    expect(row?.plan).toBe("monthly");
    expect(row!.expires_at!).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(row!.expires_at!).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const payments = await paymentRows(u.id);
    expect(payments).toMatchObject([{ session_id: id, plan: "monthly", amount_total: 1500, currency: "usd", source: "verify" }]);

    const sub = await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await sub.json()).toMatchObject({ is_subscribed: true, plan: "monthly" });

    const mails = await mailsTo("payer@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("Monthly Resume Generation");
    expect(mails[0]!.text_body).toContain("$15.00");
  });

  it("verifying again answers success but grants nothing more", async () => {
    const { u, id } = await newSession();
    await payFakeSession(id, `again-${u.id}@example.com`);
    await verify(u.token, id);
    const first = await subscriptionRow(u.id);
    const { body } = await verify(u.token, id);
    expect(body).toMatchObject({ success: true, amount_total: 1500, payment_status: "paid" });
    expect(await subscriptionRow(u.id)).toEqual(first);
    expect(await paymentRows(u.id)).toHaveLength(1);
    expect(await mailsTo(`again-${u.id}@example.com`)).toHaveLength(1);
  });

  it("a lifetime session grants access with no expiry", async () => {
    const { u, id } = await newSession("lifetime");
    await payFakeSession(id);
    const { body } = await verify(u.token, id);
    expect(body).toMatchObject({ success: true, amount_total: 15000 });
    expect(await subscriptionRow(u.id)).toMatchObject({ plan: "lifetime", expires_at: null });
  });

  it("an expired session fails", async () => {
    const { u, id } = await newSession();
    await patchFakeSession(id, { status: "expired" });
    const { body } = await verify(u.token, id);
    expect(body).toMatchObject({ success: false, payment_status: "failed", message: "This checkout session expired without a payment." });
  });

  it("another user's session is rejected and grants nobody anything", async () => {
    const { u: owner, id } = await newSession();
    await payFakeSession(id);
    const thief = await makeUser();
    const { res, body } = await verify(thief.token, id);
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ success: false, payment_status: "failed", message: "This payment belongs to another account." });
    expect(await subscriptionRow(thief.id)).toBeNull();
    expect(await subscriptionRow(owner.id)).toBeNull();
  });

  it("unknown and malformed session ids", async () => {
    const u = await makeUser();
    const missing = await verify(u.token, "cs_test_doesnotexist");
    expect(missing.res.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, payment_status: "failed" });
    const bad = await verify(u.token, "../../v1/customers");
    expect(bad.res.status).toBe(400);
    const none = await call("/api/payment/verify-payment", jsonInit("POST", {}, u.token));
    expect(none.status).toBe(400);
  });

  it("needs a bearer token", async () => {
    const res = await call("/api/payment/verify-payment", jsonInit("POST", { sessionId: "cs_test_x" }));
    expect(res.status).toBe(401);
  });

  it("a session whose amount or plan does not match our plan table grants nothing", async () => {
    const cheap = await newSession("monthly");
    await payFakeSession(cheap.id);
    await patchFakeSession(cheap.id, { amount_total: 100 });
    expect((await verify(cheap.u.token, cheap.id)).body).toMatchObject({
      success: false,
      message: "This payment does not match any of our plans.",
    });

    const relabelled = await newSession("monthly");
    await payFakeSession(relabelled.id);
    await patchFakeSession(relabelled.id, { metadata: { plan: "lifetime", userId: relabelled.u.id } });
    expect((await verify(relabelled.u.token, relabelled.id)).body).toMatchObject({ success: false });

    const otherCurrency = await newSession("monthly");
    await payFakeSession(otherCurrency.id);
    await patchFakeSession(otherCurrency.id, { currency: "jpy" });
    expect((await verify(otherCurrency.u.token, otherCurrency.id)).body).toMatchObject({ success: false });

    for (const s of [cheap, relabelled, otherCurrency]) expect(await subscriptionRow(s.u.id)).toBeNull();
  });

  it("Stripe unreachable → 502 success false (the client retries)", async () => {
    const { u, id } = await newSession();
    const res = await callWith(
      { STRIPE_API_BASE: "http://127.0.0.1:9" },
      "/api/payment/verify-payment",
      jsonInit("POST", { sessionId: id }, u.token),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, payment_status: "failed" });
  });

  it("once granted, verify answers from the recorded payment even while Stripe is unreachable", async () => {
    const { u, id } = await newSession();
    await payFakeSession(id, `rec-${u.id}@example.com`);
    await verify(u.token, id);
    const res = await callWith(
      { STRIPE_API_BASE: "http://127.0.0.1:9" },
      "/api/payment/verify-payment",
      jsonInit("POST", { sessionId: id }, u.token),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      amount_total: 1500,
      payment_status: "paid",
      customer_email: `rec-${u.id}@example.com`,
    });
    const thief = await makeUser();
    expect((await verify(thief.token, id)).res.status).toBe(403);
  });

  it("the tailoring limit lifts as soon as the payment is verified", async () => {
    const { u, id } = await newSession();
    for (let i = 0; i < 2; i++) {
      await env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(crypto.randomUUID(), u.id, `r${i}.pdf`, "General", `k${i}`, Date.now())
        .run();
    }
    expect(await isLimited(env, u.id)).toBe(true);
    await payFakeSession(id);
    await verify(u.token, id);
    expect(await isLimited(env, u.id)).toBe(false);
    const sub = await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await sub.json()).toMatchObject({ is_subscribed: true, limited: false, resume_count: 2 });
  });
});
