// /payments/15 and /payments/150: the checkout redirect screen (docs/requirements.md § Screens). It asks the server
// for a checkout session of the route's plan and sends the browser there.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { createCheckoutSession } from "../components/payments/client";
import { useTitle } from "../lib/title";
import type { Plan } from "../../worker/subscription/service";

export function CheckoutRedirect({
  plan,
  goTo = (url: string) => window.location.assign(url),
}: {
  plan: Plan;
  /** Leaves the SPA for the checkout page (replaceable in tests). */
  goTo?: (url: string) => void;
}) {
  useTitle("Checkout");
  const [error, setError] = useState<string | null>(null);
  // One checkout session per visit, also under StrictMode's double-run of effects in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createCheckoutSession(plan).then(goTo, (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      console.error(message);
      setError(message);
    });
  }, [plan, goTo]);

  if (error) {
    return (
      <section className="card center-card payment-screen" aria-live="polite">
        <h1>Checkout could not start</h1>
        <p className="alert alert--error" role="alert">
          {error}
        </p>
        <p className="actions-row">
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Try Again
          </button>
          <Link className="btn btn--secondary" to="/profile">
            Back to Profile
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="card center-card payment-screen" aria-busy="true">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <h1>Redirecting to checkout...</h1>
      <p>Please wait while we prepare your payment.</p>
    </section>
  );
}

export function MonthlyCheckout() {
  return <CheckoutRedirect plan="monthly" />;
}

export function LifetimeCheckout() {
  return <CheckoutRedirect plan="lifetime" />;
}
