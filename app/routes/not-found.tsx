import { Link } from "react-router";

export default function NotFoundScreen() {
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
