import { isRouteErrorResponse, useRouteError } from "react-router";

/** The routing error page: 'Unexpected Application Error!' plus the error text (docs/requirements.md § Error texts). */
export function ErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className="error-page" role="alert">
      <h2>Unexpected Application Error!</h2>
      <h3>{text}</h3>
      <p>
        <a href="/profile">Back to your profile</a>
      </p>
    </main>
  );
}
