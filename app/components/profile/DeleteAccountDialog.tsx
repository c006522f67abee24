// "Delete my account": a modal dialog that says what goes, asks for the account's e-mail typed in and the
// password, or, for an account without one, a sign-in from the last few minutes. Labelled by its title,
// focus starts in the first field and stays inside, Escape cancels, and focus returns to the opener.
// Every error is a sentence next to the field it is about, never only a colour.
import { useEffect, useId, useRef, useState } from "react";
import { CheckedField } from "./CheckedField";
import { wrapTab } from "./focus";
import { type AccountInfo, type DeleteAnswer, deleteMyAccount, loadAccount, loadPlan, planLost } from "./account-client";

export const DELETE_TEXT = {
  title: "Delete your account?",
  intro: "This permanently deletes:",
  goes: [
    "your profile and the resume PDF you uploaded",
    "every resume you generated, with the edits and job descriptions behind them, and their download links",
    "the feedback you sent",
    "your sign-in: password, Google link and e-mailed links",
  ],
  kept: "Records of your payments are kept for accounting, without your name or e-mail address.",
  undo: "This cannot be undone. If you want a copy, download your data first.",
  emailLabel: (email: string) => `Type your e-mail address (${email}) to confirm`,
  emailMismatch: "The e-mail address does not match this account.",
  passwordLabel: "Your password",
  passwordMissing: "Enter your password.",
  recent: "You signed in a few minutes ago, so no password is needed.",
  reauth: "For your safety, sign in again before deleting your account. You will come back to this screen.",
  reauthButton: "Sign in again",
  cancel: "Cancel",
  confirm: "Delete my account",
  deleting: "Deleting...",
  loading: "Loading your account...",
  planUnknown: "If you have a paid plan, it ends with your account.",
} as const;

type Errors = { email?: string; password?: string; form?: string };

export function DeleteAccountDialog({
  onCancel,
  onDeleted,
  onReauth,
}: {
  onCancel: () => void;
  onDeleted: (answer: DeleteAnswer) => void;
  /** Signs out so the person can sign in again; the card reopens this dialog afterwards. */
  onReauth: () => void;
}) {
  const ids = { title: useId(), desc: useId() };
  const panel = useRef<HTMLDivElement>(null);
  const [account, setAccount] = useState<AccountInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [needsReauth, setNeedsReauth] = useState(false);
  // An active plan is named, with its end: deleting ends it. Unknown (the check failed) is said as such.
  const [planNote, setPlanNote] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadPlan().then(
      (p) => live && setPlanNote(planLost(p)),
      () => live && setPlanNote(DELETE_TEXT.planUnknown),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus?.();
  }, []);

  useEffect(() => {
    let live = true;
    loadAccount().then(
      (a) => {
        if (!live) return;
        setAccount(a);
        setNeedsReauth(!a.password_set && a.recent_sign_in_until === null);
      },
      (err: unknown) => live && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  // Focus the first field once the form is there; the next step's button when a sign-in is needed; the
  // dialog itself while it loads or shows an error.
  const phase = loadError ? "error" : !account ? "loading" : needsReauth ? "reauth" : "form";
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    if (phase === "form") root.querySelector<HTMLElement>("input")?.focus();
    else if (phase === "reauth") root.querySelector<HTMLElement>(".dialog__actions button:last-child")?.focus();
    else root.focus();
  }, [phase]);

  // A refused field gets the focus, so its message (aria-describedby) is read out.
  useEffect(() => {
    if (errors.email || errors.password) panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      if (!busy) onCancel();
    } else wrapTab(e, panel.current);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!account || busy) return;
    const next: Errors = {};
    if (email.trim().toLowerCase() !== account.email.toLowerCase()) next.email = DELETE_TEXT.emailMismatch;
    if (account.password_set && !password) next.password = DELETE_TEXT.passwordMissing;
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    const result = await deleteMyAccount({ email: email.trim(), ...(account.password_set ? { password } : {}) });
    if (result.ok) return onDeleted(result.answer);
    setBusy(false);
    const err = result.error;
    if (err.code === "reauth_required") return setNeedsReauth(true);
    if (err.code === "email_mismatch") setErrors({ email: err.error });
    else if (err.code === "current_password_required") setErrors({ password: err.error });
    else if (err.code === "rate_limited") setErrors({ form: "Too many attempts. Please wait a while and try again." });
    else setErrors({ form: err.error });
  };

  let body: React.ReactNode;
  if (loadError) {
    body = (
      <p className="alert alert--error" role="alert">
        {loadError}
      </p>
    );
  } else if (!account) {
    body = (
      <p className="muted" role="status">
        <span className="spinner spinner--inline" aria-hidden="true" /> {DELETE_TEXT.loading}
      </p>
    );
  } else if (needsReauth) {
    body = <p className="alert alert--info">{DELETE_TEXT.reauth}</p>;
  } else {
    body = (
      <>
        <CheckedField
          label={DELETE_TEXT.emailLabel(account.email)}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          error={errors.email}
          disabled={busy}
        />
        {account.password_set ? (
          <CheckedField
            label={DELETE_TEXT.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            disabled={busy}
          />
        ) : (
          <p className="muted">{DELETE_TEXT.recent}</p>
        )}
        {errors.form ? (
          <p className="alert alert--error" role="alert">
            {errors.form}
          </p>
        ) : null}
      </>
    );
  }

  const canDelete = Boolean(account) && !needsReauth && !loadError;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience only; keyboard users have Escape and Cancel
    <div className="dialog-backdrop" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        ref={panel}
        className="dialog dialog--wide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.desc}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={ids.title} className="dialog__title">
          {DELETE_TEXT.title}
        </h2>
        <div id={ids.desc} className="dialog__text">
          <p>{DELETE_TEXT.intro}</p>
          <ul className="delete-list">
            {DELETE_TEXT.goes.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          {planNote ? (
            <p className="alert alert--warning delete-plan">
              <strong>{planNote}</strong>
            </p>
          ) : null}
          <p>{DELETE_TEXT.kept}</p>
          <p>
            <strong>{DELETE_TEXT.undo}</strong>
          </p>
        </div>
        <form onSubmit={submit} noValidate aria-label={DELETE_TEXT.title}>
          {body}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
              {DELETE_TEXT.cancel}
            </button>
            {needsReauth ? (
              <button type="button" className="btn" onClick={onReauth}>
                {DELETE_TEXT.reauthButton}
              </button>
            ) : (
              <button type="submit" className="btn btn--danger" disabled={!canDelete || busy}>
                {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : null}
                {busy ? DELETE_TEXT.deleting : DELETE_TEXT.confirm}
              </button>
            )}
          </div>
        </form>
      </div>
    </div>
  );
}
