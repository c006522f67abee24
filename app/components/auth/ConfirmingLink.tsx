/** Shown for the moment between a verified e-mail link and the page it leads to. */
export function ConfirmingLink() {
  return (
    <div className="auth-loading" role="status">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span>Signing you in…</span>
    </div>
  );
}
