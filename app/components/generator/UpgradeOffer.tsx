import { Link } from "react-router";

/** The purchase plans (docs/requirements.md § Data), offered to a user who has used the free resumes. */
const PLANS = [
  {
    to: "/payments/15",
    name: "Monthly Resume Generation",
    price: "$15",
    label: "Monthly $15",
    term: "Unlimited AI-powered resume generation for 30 days",
  },
  {
    to: "/payments/150",
    name: "Lifetime Resume Generation",
    price: "$150",
    label: "Lifetime $150",
    term: "Unlimited AI-powered resume generation forever!",
  },
] as const;

export function UpgradeOffer() {
  return (
    <section className="card upgrade" aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">Keep tailoring with a plan</h2>
      <p className="muted">You have used your free resumes. A plan lifts the limit.</p>
      <ul className="upgrade__plans">
        {PLANS.map((p) => (
          <li key={p.to} className="upgrade__plan">
            <h3>{p.name}</h3>
            <p className="upgrade__price">{p.price}</p>
            <p className="muted">{p.term}</p>
            <Link className="btn" to={p.to}>
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
