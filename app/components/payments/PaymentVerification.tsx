// The payment-success screen's state machine. Missing session id → failed at once. Otherwise one
// verification, then up to 3 retries 2 s apart, for unsuccessful answers and exceptions alike.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { type Verification, verifyPayment } from "./client";

export const VERIFY_RETRIES = 3;
export const VERIFY_RETRY_DELAY_MS = 2000;

type State = { kind: "verifying" } | { kind: "failed" } | { kind: "success"; amountTotal: number; email: string };

/** amount_total / 100 with 2 decimals (docs/requirements.md § Constants). */
export const amountText = (cents: number) => (cents / 100).toFixed(2);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function PaymentVerification({
  sessionId,
  verify = verifyPayment,
  retries = VERIFY_RETRIES,
  delayMs = VERIFY_RETRY_DELAY_MS,
  reload = () => window.location.reload(),
}: {
  sessionId: string | null;
  verify?: (sessionId: string) => Promise<Verification>;
  retries?: number;
  delayMs?: number;
  reload?: () => void;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>(sessionId ? { kind: "verifying" } : { kind: "failed" });

  useEffect(() => {
    if (!sessionId) {
      setState({ kind: "failed" });
      return;
    }
    let cancelled = false;
    setState({ kind: "verifying" });
    (async () => {
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(delayMs);
        if (cancelled) return;
        try {
          const r = await verify(sessionId);
          if (cancelled) return;
          if (r.success) {
            setState({ kind: "success", amountTotal: r.amount_total ?? 0, email: r.customer_email ?? "" });
            return;
          }
          console.warn(`Payment verification attempt ${attempt + 1} failed: ${r.message ?? "unsuccessful"}`);
        } catch (err) {
          console.error(`Payment verification attempt ${attempt + 1} threw:`, err);
        }
      }
      if (!cancelled) setState({ kind: "failed" });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, verify, retries, delayMs]);

  if (state.kind === "verifying") {
    return (
      <section className="card center-card payment-screen" aria-busy="true" aria-live="polite">
        <span className="spinner spinner--lg" role="status" aria-label="Loading" />
        <p className="payment-screen__lead">Verifying your payment...</p>
      </section>
    );
  }
  if (state.kind === "success") {
    return (
      <section className="card center-card payment-screen payment-screen--success" aria-live="polite">
        <span className="payment-screen__icon payment-screen__icon--ok" aria-hidden="true">
          ✓
        </span>
        <h1>Payment Successful!</h1>
        <p className="payment-screen__amount">Amount paid: ${amountText(state.amountTotal)}</p>
        <p>Confirmation sent to: {state.email}</p>
        <p className="muted">Thank you for your purchase. You now have access to all premium features!</p>
        <p className="actions-row">
          <button type="button" className="btn" onClick={() => navigate("/resumes")}>
            Start Creating Resumes
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => navigate("/profile")}>
            View Profile
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="card center-card payment-screen payment-screen--failed" aria-live="polite">
      <span className="payment-screen__icon payment-screen__icon--fail" aria-hidden="true">
        !
      </span>
      <h1>Payment Verification Failed</h1>
      <p>We couldn't verify your payment. If you believe this is an error, please contact our support team.</p>
      <p className="actions-row">
        <button type="button" className="btn" onClick={reload}>
          Try Again
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => navigate("/profile")}>
          Back to Profile
        </button>
      </p>
    </section>
  );
}
