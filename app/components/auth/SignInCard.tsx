import { PRODUCT_NAME } from "../../lib/product";
import { useTitle } from "../../lib/title";
import { AuthWidget } from "./AuthWidget";

/** All a signed-out visitor sees, on any path: a centered card with the auth widget. */
export function SignInCard({ googleEnabled }: { googleEnabled?: boolean }) {
  useTitle("Sign in");
  return (
    <main id="main" className="auth-screen">
      <section className="card auth-card" aria-labelledby="auth-title">
        <div className="auth-card__brand" aria-hidden="true">
          <span className="brand__mark">T</span>
        </div>
        <h1 id="auth-title" className="auth-card__title">
          Welcome to {PRODUCT_NAME}
        </h1>
        <p className="muted auth-card__lead">Tailor your resume to every job application.</p>
        <AuthWidget googleEnabled={googleEnabled} />
      </section>
    </main>
  );
}

export function SessionLoading() {
  return (
    <main id="main" className="auth-screen" aria-busy="true">
      <div className="auth-loading" role="status">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <span className="visually-hidden">Loading your session…</span>
      </div>
    </main>
  );
}
