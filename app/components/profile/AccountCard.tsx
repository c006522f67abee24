// "Your account", beside "Your data" at the foot of the profile: who is signed in, the plan and when it ends
// (or how many free resumes are left), and the password changed right here (current and new password), or
// set for an account that signs in by Google or e-mailed links.
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { AuthError } from "../../lib/auth-client";
import { useSession } from "../../lib/session";
import { type AccountInfo, type PlanInfo, loadAccount, loadPlan, planSentence } from "./account-client";
import { CheckedField } from "./CheckedField";

export const ACCOUNT_TEXT = {
  title: "Your account",
  signedInAs: "Signed in as",
  plan: "Plan",
  change: "Change your password",
  set: "Set a password",
  setIntro: "You sign in with Google or e-mailed links. A password lets you also sign in with your e-mail address and it.",
  current: "Current password",
  next: "New password",
  nextHint: "At least 8 characters; a few words you will remember work well.",
  submitChange: "Change password",
  submitSet: "Set password",
  saving: "Saving...",
  changed: "Your password has been changed. Other devices and browsers are signed out.",
  currentMissing: "Enter your current password.",
  nextMissing: "Enter a new password.",
} as const;

type Errors = { current?: string; next?: string; form?: string };

export function AccountCard() {
  const ids = { heading: useId() };
  const { changePassword } = useSession();
  const [account, setAccount] = useState<AccountInfo | null>(null);
  const [plan, setPlan] = useState<PlanInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([loadAccount(), loadPlan()]).then(
      ([a, p]) => {
        if (!live) return;
        setAccount(a);
        setPlan(p);
      },
      (err: unknown) => live && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  const hasPassword = account?.password_set ?? true;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (hasPassword && !current) found.current = ACCOUNT_TEXT.currentMissing;
    if (!next) found.next = ACCOUNT_TEXT.nextMissing;
    setErrors(found);
    setDone(false);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      await changePassword(hasPassword ? current : undefined, next);
      setCurrent("");
      setNext("");
      setDone(true);
      setAccount((a) => (a ? { ...a, password_set: true } : a));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const code = err instanceof AuthError ? err.code : undefined;
      setErrors(
        code === "current_password_required"
          ? { current: message }
          : code === "weak_password" || code === "same_password" || code === "validation_failed"
            ? { next: message }
            : { form: message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card account-card" aria-labelledby={ids.heading}>
      <div className="card__header">
        <h2 id={ids.heading}>{ACCOUNT_TEXT.title}</h2>
      </div>
      {loadError ? (
        <p className="alert alert--error" role="alert">
          {loadError}
        </p>
      ) : !account || !plan ? (
        <p className="muted" role="status">
          Loading your account...
        </p>
      ) : (
        <>
          <dl className="info-list account-card__facts">
            <div className="info-list__row">
              <dt>{ACCOUNT_TEXT.signedInAs}</dt>
              <dd>{account.email}</dd>
            </div>
            <div className="info-list__row">
              <dt>{ACCOUNT_TEXT.plan}</dt>
              <dd>
                {planSentence(plan)}
                {plan.is_subscribed ? null : (
                  <span className="account-card__upgrade">
                    {" "}
                    <Link to="/payments/15">Monthly, $15</Link> · <Link to="/payments/150">Lifetime, $150</Link>
                  </span>
                )}
              </dd>
            </div>
          </dl>
          <form className="account-card__password" onSubmit={submit} noValidate aria-labelledby={`${ids.heading}-pw`}>
            <h3 id={`${ids.heading}-pw`}>{hasPassword ? ACCOUNT_TEXT.change : ACCOUNT_TEXT.set}</h3>
            {hasPassword ? null : <p className="muted">{ACCOUNT_TEXT.setIntro}</p>}
            <input type="text" name="username" autoComplete="username" value={account.email} readOnly hidden />
            <div className="form-grid">
              {hasPassword ? (
                <CheckedField
                  label={ACCOUNT_TEXT.current}
                  type="password"
                  autoComplete="current-password"
                  value={current}
                  onChange={setCurrent}
                  error={errors.current}
                />
              ) : null}
              <CheckedField
                label={ACCOUNT_TEXT.next}
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={setNext}
                error={errors.next}
                hint={ACCOUNT_TEXT.nextHint}
              />
            </div>
            <div className="account-card__actions">
              <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={busy}>
                {busy ? ACCOUNT_TEXT.saving : hasPassword ? ACCOUNT_TEXT.submitChange : ACCOUNT_TEXT.submitSet}
              </button>
            </div>
            <div aria-live="polite">
              {errors.form ? (
                <p className="alert alert--error" role="alert">
                  {errors.form}
                </p>
              ) : null}
              {done ? <p className="alert alert--success">{ACCOUNT_TEXT.changed}</p> : null}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
