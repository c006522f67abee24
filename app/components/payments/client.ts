// The payment screens' two calls (create-checkout-session and verify-payment) through the typed API client.
import type { InferResponseType } from "hono/client";
import { accessToken, api, errorOf } from "../../lib/api";
import type { Plan } from "../../../worker/subscription/service";

/** The caller as the access token says (its decoded payload has user_id and email). */
async function tokenClaims(): Promise<{ user_id?: string; email?: string }> {
  const token = await accessToken();
  const part = token?.split(".")[1];
  if (!part) return {};
  try {
    const b64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as { user_id?: string; email?: string };
  } catch {
    return {};
  }
}

/**
 * POST /api/payment/create-checkout-session → the checkout URL. Throws the texts of docs/requirements.md § Error texts:
 * 'Bad request: …' (400), 'Internal server error: …' (500), 'Failed to create checkout session: …'.
 * The server decides amount and plan length; `plan` only picks which of its two plans.
 */
export async function createCheckoutSession(plan: Plan, origin = window.location.origin): Promise<string> {
  const claims = await tokenClaims();
  const email = claims.email ?? "";
  let res: Awaited<ReturnType<(typeof api.api.payment)["create-checkout-session"]["$post"]>>;
  try {
    res = await api.api.payment["create-checkout-session"].$post({
      json: {
        plan,
        successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/payment-cancel`,
        customerEmail: email,
        customer_email: email,
        metadata: { userId: claims.user_id ?? "" },
      },
    });
  } catch (err) {
    throw new Error(`Failed to create checkout session: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.ok) {
    const body = await res.json();
    if (body.url) return body.url;
    throw new Error("Failed to create checkout session: the answer had no checkout address");
  }
  const text = (await errorOf(res)).error;
  if (res.status === 400) throw new Error(`Bad request: ${text}`);
  if (res.status === 500) throw new Error(`Internal server error: ${text}`);
  throw new Error(`Failed to create checkout session: ${text}`);
}

const verifyCall = api.api.payment["verify-payment"].$post;

/** The verification as the screen reads it: the server's answer, or a failure made from an error answer. */
export type Verification = InferResponseType<typeof verifyCall, 200> | { success: false; message: string; payment_status: "failed" };

/** POST /api/payment/verify-payment {sessionId}. An error answer reads as a failed verification; network failures throw. */
export async function verifyPayment(sessionId: string): Promise<Verification> {
  const res = await verifyCall({ json: { sessionId } });
  if (res.ok) return await res.json();
  return { success: false, message: (await errorOf(res)).error, payment_status: "failed" };
}
