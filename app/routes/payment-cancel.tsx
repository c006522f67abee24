// /payment-cancel: where checkout returns when the user cancels. Nothing was charged.
import { Link } from "react-router";
import { PLANS, formatUsd } from "../../worker/payment/plans";
import { useTitle } from "../lib/title";

export default function PaymentCancelScreen() {
  useTitle("Payment cancelled");
  return (
    <section className="card center-card payment-screen">
      <h1>Payment cancelled</h1>
      <p>You have not been charged. You can choose a plan again at any time.</p>
      <p className="actions-row">
        {Object.values(PLANS).map((p) => (
          <Link key={p.id} className="btn" to={p.route}>
            {p.name} ({formatUsd(p.amount)})
          </Link>
        ))}
        <Link className="btn btn--secondary" to="/profile">
          Back to Profile
        </Link>
      </p>
    </section>
  );
}
