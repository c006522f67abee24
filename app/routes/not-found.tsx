import { Link } from "react-router";
import { useTitle } from "../lib/title";

export default function NotFoundScreen() {
  useTitle("Page not found");
  return (
    <section className="card center-card">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist.</p>
      <p>
        <Link className="btn" to="/profile">
          Go to your profile
        </Link>
      </p>
    </section>
  );
}
