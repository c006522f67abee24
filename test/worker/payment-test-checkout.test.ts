// The development test checkout: used when no Stripe key is configured (the tests remove the key per
// request with callWith(NO_STRIPE, ...)), 404 outside development.
import { describe, expect, it } from "vitest";
import { BASE, jsonInit, makeUser } from "./helpers";
import {
  NO_STRIPE,
  PRODUCTION_NO_STRIPE,
  callWith,
  checkoutBody,
  mailsTo,
  paymentRows,
  productionToken,
  subscriptionRow,
} from "./payment-helpers";

async function startTestCheckout(token: string, plan: "monthly" | "lifetime") {
  const res = await callWith(NO_STRIPE, "/api/payment/create-checkout-session", jsonInit("POST", checkoutBody(plan), token));
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, id: url.split("/").pop()! };
}

const verifyNoStripe = async (token: string, sessionId: string) => {
  const res = await callWith(NO_STRIPE, "/api/payment/verify-payment", jsonInit("POST", { sessionId }, token));
  return { res, body: (await res.json()) as Record<string, unknown> };
};

describe("test checkout (development, no Stripe key)", () => {
  it("create-checkout-session returns our own test checkout page", async () => {
    const u = await makeUser();
    const { url, id } = await startTestCheckout(u.token, "monthly");
    expect(url).toBe(`${BASE}/dev/checkout/${id}`);
    expect(id).toMatch(/^cs_test_dev_[0-9a-f]{32}$/);
  });

  it("the page is clearly marked test mode and shows plan, amount, Pay and Cancel", async () => {
    const u = await makeUser();
    const monthly = await startTestCheckout(u.token, "monthly");
    const res = await callWith(NO_STRIPE, new URL(monthly.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain("TEST MODE");
    expect(html).toContain("Monthly Resume Generation");
    expect(html).toContain("Unlimited AI-powered resume generation for 30 days");
    expect(html).toContain("$15.00");
    expect(html).toContain(">Pay $15.00</button>");
    expect(html).toContain(">Cancel</button>");

    const lifetime = await startTestCheckout(u.token, "lifetime");
    const html2 = await (await callWith(NO_STRIPE, new URL(lifetime.url).pathname)).text();
    expect(html2).toContain("Lifetime Resume Generation");
    expect(html2).toContain(">Pay $150.00</button>");
  });

  it("Pay redirects to the success URL with the session id, grants, and verify-payment accepts it", async () => {
    const u = await makeUser();
    const { id } = await startTestCheckout(u.token, "monthly");
    const pay = await callWith(NO_STRIPE, `/dev/checkout/${id}/pay`, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(`${BASE}/payment-success?session_id=${id}`);
    expect(await subscriptionRow(u.id)).toMatchObject({ plan: "monthly" });

    const { res, body } = await verifyNoStripe(u.token, id);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, amount_total: 1500, payment_status: "paid", customer_email: u.email });
    expect(await paymentRows(u.id)).toMatchObject([{ session_id: id, source: "test-checkout" }]);
    expect(await mailsTo(u.email)).toHaveLength(1);

    // A second press of Pay (double click, back button) forwards again but does not pay twice.
    const again = await callWith(NO_STRIPE, `/dev/checkout/${id}/pay`, { method: "POST", redirect: "manual" });
    expect(again.status).toBe(303);
    expect(await paymentRows(u.id)).toHaveLength(1);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it("before paying, verify-payment says not completed", async () => {
    const u = await makeUser();
    const { id } = await startTestCheckout(u.token, "lifetime");
    const { body } = await verifyNoStripe(u.token, id);
    expect(body).toMatchObject({ success: false, payment_status: "failed" });
  });

  it("Cancel redirects to the cancel URL and the session can no longer be paid", async () => {
    const u = await makeUser();
    const { id } = await startTestCheckout(u.token, "monthly");
    const cancel = await callWith(NO_STRIPE, `/dev/checkout/${id}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(`${BASE}/payment-cancel`);
    const pay = await callWith(NO_STRIPE, `/dev/checkout/${id}/pay`, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(409);
    expect(pay.headers.get("location")).toBeNull();
    expect((await verifyNoStripe(u.token, id)).body).toMatchObject({
      success: false,
      message: "This checkout session expired without a payment.",
    });
    expect(await subscriptionRow(u.id)).toBeNull();
  });

  it("another user cannot verify someone's test session", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const { id } = await startTestCheckout(owner.token, "monthly");
    const { res } = await verifyNoStripe(other.token, id);
    expect(res.status).toBe(403);
  });

  it("unknown test sessions are 404", async () => {
    expect((await callWith(NO_STRIPE, "/dev/checkout/cs_test_dev_0000")).status).toBe(404);
    expect((await callWith(NO_STRIPE, "/dev/checkout/cs_test_dev_0000/pay", { method: "POST" })).status).toBe(404);
    expect((await callWith(NO_STRIPE, "/dev/checkout/not-a-session-id")).status).toBe(404);
  });
});

describe("test checkout outside development", () => {
  it("the page and its buttons answer 404, and test sessions do not verify", async () => {
    const u = await makeUser();
    const { id } = await startTestCheckout(u.token, "monthly");
    expect((await callWith(PRODUCTION_NO_STRIPE, `/dev/checkout/${id}`)).status).toBe(404);
    expect((await callWith(PRODUCTION_NO_STRIPE, `/dev/checkout/${id}/pay`, { method: "POST" })).status).toBe(404);
    expect(await subscriptionRow(u.id)).toBeNull();
    const res = await callWith(
      PRODUCTION_NO_STRIPE,
      "/api/payment/verify-payment",
      jsonInit("POST", { sessionId: id }, await productionToken(u)),
    );
    expect(res.status).toBe(404);
  });
});
