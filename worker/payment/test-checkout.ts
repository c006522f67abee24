// The development test checkout (/dev/checkout/:id): used when no Stripe key is configured, with the
// same redirect contract as Stripe Checkout. Pay completes the session and — standing in for Stripe's
// webhook — grants it at once; Cancel expires it. Mounted under /dev, which is 404 outside development.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { PRODUCT_NAME } from "../env";
import { escapeHtml } from "../mail/html";
import { PLANS, formatUsd } from "./plans";
import { type TestCheckoutRow, finishTestCheckout, getTestCheckoutRow, isTestSessionId, testCheckoutView } from "./sessions";
import { settlePaidSession } from "./settle";
import { appOrigin } from "../http/origin";
import { waitUntilOf } from "../http/background";
import { fillSessionId } from "./urls";

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;color:#1f2430}
.banner{background:#b45309;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.04em}
main{max-width:440px;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e5ee;border-radius:12px;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#5b6475}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{margin:0}.row{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.2rem;cursor:pointer;border:1px solid #4f46e5}
.pay{background:#4f46e5;color:#fff}.cancel{background:#fff;color:#1f2430;border-color:#cfd4e0}
.note{font-size:.85rem;color:#5b6475;margin-top:1.25rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · TEST MODE</title><style>${STYLE}</style></head><body>
<div class="banner" role="status">TEST MODE — no real payment is taken</div>
<main>${body}</main></body></html>`;
}

function checkoutHtml(row: TestCheckoutRow): string {
  const plan = PLANS[row.plan];
  const amount = formatUsd(row.amountTotal);
  const id = escapeHtml(row.id);
  if (row.status !== "open") {
    const next = row.status === "complete" ? fillSessionId(row.successUrl, row.id) : row.cancelUrl;
    return page(
      "Test checkout",
      `<div class="card"><h1>This test checkout is ${row.status === "complete" ? "already paid" : "cancelled"}</h1>
<p><a href="${escapeHtml(next)}">Continue</a></p></div>`,
    );
  }
  return page(
    `Pay ${amount}`,
    `<div class="card" data-testid="test-checkout">
<p class="muted">${escapeHtml(PRODUCT_NAME)} · test checkout</p>
<h1>${escapeHtml(plan.name)}</h1>
<p class="muted">${escapeHtml(plan.description)}</p>
<p class="amount">${amount} <span class="muted" style="font-size:1rem">USD</span></p>
${row.customerEmail ? `<p class="muted">Receipt to ${escapeHtml(row.customerEmail)}</p>` : ""}
<div class="row">
<form method="post" action="/dev/checkout/${id}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="/dev/checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p class="note">Session ${id}. This page exists only in development; set STRIPE_SECRET_KEY to use Stripe Checkout.</p>
</div>`,
  );
}

const notFound = () =>
  new Response(page("Not found", `<div class="card"><h1>Test checkout not found</h1></div>`), {
    status: 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

export const testCheckoutPages = new Hono<AppEnv>()
  .get("/checkout/:id", async (c) => {
    const id = c.req.param("id");
    const row = isTestSessionId(id) ? await getTestCheckoutRow(c.env, id) : null;
    if (!row) return notFound();
    return c.html(checkoutHtml(row));
  })
  .post("/checkout/:id/pay", async (c) => {
    const id = c.req.param("id");
    if (!isTestSessionId(id)) return notFound();
    const row = await finishTestCheckout(c.env, id, "complete");
    if (!row) return notFound();
    if (row.status !== "complete") return c.html(checkoutHtml(row), 409);
    await settlePaidSession(c.env, testCheckoutView(row), "test-checkout", {
      waitUntil: waitUntilOf(c),
      origin: appOrigin(c.env, c.req.url),
    });
    return c.redirect(fillSessionId(row.successUrl, row.id), 303);
  })
  .post("/checkout/:id/cancel", async (c) => {
    const id = c.req.param("id");
    if (!isTestSessionId(id)) return notFound();
    const row = await finishTestCheckout(c.env, id, "expired");
    if (!row) return notFound();
    if (row.status === "complete") return c.html(checkoutHtml(row), 409);
    return c.redirect(row.cancelUrl, 303);
  });
