import { Link } from "react-router";

export default function PaymentCancelScreen() {
  return (
    <section className="card center-card">
      <h1>Payment cancelled</h1>
      <p>You have not been charged.</p>
      <p className="actions-row">
        <Link className="btn btn--secondary" to="/profile">Back to Profile</Link>
      </p>
    </section>
  );
}
