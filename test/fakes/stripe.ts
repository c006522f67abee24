// Fake Stripe API (the parts TailorCV calls), stateful:
//   POST /v1/checkout/sessions          create (form-encoded, as the SDK sends it)
//   GET  /v1/checkout/sessions/:id      retrieve (404 resource_missing for unknown ids)
//   GET  /v1/checkout/sessions?payment_intent=pi_…   list the session of a PaymentIntent
//   POST /v1/checkout/sessions/:id/expire   expire an open session (400 for one that is not open)
//   GET  /v1/charges/:id                retrieve a charge (a paid session gets one, as at Stripe)
//   POST /v1/refunds                    refund a PaymentIntent's charge in full (Idempotency-Key honoured)
//   GET  /__stripe/refunds/:pi          test control: the refunds of a PaymentIntent
//   POST /__stripe/sessions/:id {…}     test control: patch a session (e.g. pay or expire it); paying it
//                                       gives it a PaymentIntent and a charge, as Stripe does
//   GET  /__stripe/charges/:pi          test control: the charge of a PaymentIntent
import { type RecordedRequest, registerFake } from "./server";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  livemode: false;
  created: number;
  /** Set when the session is paid. */
  payment_intent: string | null;
  /** Every form field the SDK sent, flattened ("line_items[0][price_data][unit_amount]"). */
  _params: Record<string, string>;
}

// Sessions live in this module rather than the server's reset-able `state` map: worker test files
// run in parallel and share one fake server, so another file's /__control/reset must not wipe the
// sessions a payment test is in the middle of using (ids are random, so tests never collide).
const store = new Map<string, FakeCheckoutSession>();

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  payment_intent: string;
  livemode: false;
  created: number;
}
/** Charges by PaymentIntent id. */
const charges = new Map<string, FakeCharge>();

const randomId = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replaceAll("-", "")}`;

const stripeError = (status: number, message: string, code?: string) => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } },
});

function authorized(req: RecordedRequest): boolean {
  return /^Bearer sk_test_/.test(req.headers.authorization ?? "");
}

registerFake("/v1/checkout/sessions", (req) => {
  if (!authorized(req)) return stripeError(401, "Invalid API Key provided");
  if (req.method === "POST" && req.path === "/v1/checkout/sessions") {
    const p = Object.fromEntries(new URLSearchParams(req.body));
    const unit = Number(p["line_items[0][price_data][unit_amount]"] ?? 0);
    const qty = Number(p["line_items[0][quantity]"] ?? 1);
    if (!p.success_url) return stripeError(400, "Missing required param: success_url.");
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(p)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: p.mode ?? "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: unit * qty,
      amount_subtotal: unit * qty,
      currency: p["line_items[0][price_data][currency]"] ?? "usd",
      customer_email: p.customer_email ?? null,
      customer_details: null,
      client_reference_id: p.client_reference_id ?? null,
      metadata,
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? "",
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      payment_intent: null,
      _params: p,
    };
    store.set(id, session);
    return { status: 200, body: session };
  }
  if (req.method === "GET" && req.path === "/v1/checkout/sessions") {
    const pi = req.query.payment_intent;
    const data = [...store.values()].filter((s) => !pi || s.payment_intent === pi).slice(0, Number(req.query.limit ?? 10));
    return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/checkout/sessions" } };
  }
  const exp = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.path);
  if (req.method === "POST" && exp) {
    const s = store.get(decodeURIComponent(exp[1]!));
    if (!s) return stripeError(404, `No such checkout.session: '${exp[1]}'`, "resource_missing");
    if (s.status !== "open") return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    s.status = "expired";
    return { status: 200, body: s };
  }
  const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.path);
  if (req.method === "GET" && m) {
    const s = store.get(decodeURIComponent(m[1]!));
    if (!s) return stripeError(404, `No such checkout.session: '${m[1]}'`, "resource_missing");
    return { status: 200, body: s };
  }
  return null;
});

registerFake("/v1/charges/", (req) => {
  if (!authorized(req)) return stripeError(401, "Invalid API Key provided");
  const id = decodeURIComponent(req.path.slice("/v1/charges/".length));
  const charge = [...charges.values()].find((ch) => ch.id === id);
  if (req.method !== "GET" || !charge) return stripeError(404, `No such charge: '${id}'`, "resource_missing");
  return { status: 200, body: charge };
});

registerFake("/__stripe/sessions/", (req) => {
  const id = decodeURIComponent(req.path.slice("/__stripe/sessions/".length));
  const s = store.get(id);
  if (!s) return { status: 404, body: { error: "no such fake session" } };
  if (req.method === "POST") {
    Object.assign(s, JSON.parse(req.body || "{}"));
    // Stripe pays a Checkout Session through a PaymentIntent and its charge.
    if (s.payment_status === "paid" && !s.payment_intent) {
      s.payment_intent = randomId("pi");
      charges.set(s.payment_intent, {
        id: randomId("ch"),
        object: "charge",
        amount: s.amount_total,
        amount_refunded: 0,
        currency: s.currency,
        paid: true,
        refunded: false,
        payment_intent: s.payment_intent,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      });
    }
  }
  return { status: 200, body: s };
});

interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
}
/** Refunds by Idempotency-Key (a retried request gets the first answer, as at Stripe). */
const refunds = new Map<string, FakeRefund>();

registerFake("/v1/refunds", (req) => {
  if (!authorized(req)) return stripeError(401, "Invalid API Key provided");
  if (req.method !== "POST") return null;
  const key = req.headers["idempotency-key"];
  const known = key ? refunds.get(key) : undefined;
  if (known) return { status: 200, body: known };
  const p = Object.fromEntries(new URLSearchParams(req.body));
  const charge = charges.get(p.payment_intent ?? "");
  if (!charge) return stripeError(404, `No such payment_intent: '${p.payment_intent}'`, "resource_missing");
  if (charge.refunded) return stripeError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
  charge.amount_refunded = charge.amount;
  charge.refunded = true;
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) {
    const mm = /^metadata\[(.+)\]$/.exec(k);
    if (mm) metadata[mm[1]!] = v;
  }
  const refund: FakeRefund = {
    id: randomId("re"),
    object: "refund",
    payment_intent: charge.payment_intent,
    amount: charge.amount,
    status: "succeeded",
    reason: p.reason ?? null,
    metadata,
  };
  refunds.set(key ?? refund.id, refund);
  return { status: 200, body: refund };
});

registerFake("/__stripe/refunds/", (req) => {
  const pi = decodeURIComponent(req.path.slice("/__stripe/refunds/".length));
  return { status: 200, body: [...new Set(refunds.values())].filter((r) => r.payment_intent === pi) };
});

registerFake("/__stripe/charges/", (req) => {
  const charge = charges.get(decodeURIComponent(req.path.slice("/__stripe/charges/".length)));
  return charge ? { status: 200, body: charge } : { status: 404, body: { error: "no such fake charge" } };
});
