// The authentication widget: sign_in, sign_up, magic_link, forgotten_password, update_password and
// verify_otp, with links between them. Labels, pending labels and messages are the spec's words. One view is
// ours (decision 0037): confirm_link, for a sign-in or sign-up link opened in another browser than the one that
// asked for it, which names the account and waits for "Continue".
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AuthError, authClient } from "../../lib/auth-client";
import { type AuthView, useAuthFlow } from "../../lib/session";
import { GoogleButton } from "./GoogleButton";

export const LABELS = {
  sign_in: { button: "Sign in", pending: "Signing in ...", heading: "Sign in to your account" },
  sign_up: { button: "Sign up", pending: "Signing up ...", heading: "Create your account" },
  magic_link: { button: "Send Magic Link", pending: "Sending Magic Link ...", heading: "Sign in with a magic link" },
  forgotten_password: {
    button: "Send reset password instructions",
    pending: "Sending reset instructions ...",
    heading: "Reset your password",
  },
  update_password: { button: "Update password", pending: "Updating password ...", heading: "Choose a new password" },
  verify_otp: { button: "Verify token", pending: "Verifying ...", heading: "Enter the code from your e-mail" },
  confirm_link: { button: "Continue", pending: "Continuing ...", heading: "Continue signing in?" },
} satisfies Record<AuthView, { button: string; pending: string; heading: string }>;

export const MESSAGES = {
  signUp: "Check your email for the confirmation link",
  magicLink: "Check your email for the magic link",
  reset: "Check your email for the password reset link",
  updated: "Your password has been updated",
  emailRequired: "Please enter your email address.",
  passwordRequired: "Please enter your password.",
  tokenRequired: "Please enter the 6-digit code from the e-mail.",
  confirmLink: (email: string) =>
    `This link was opened in another browser than the one that asked for it. Continue as ${email}? If you did not ask for it, sign in your usual way instead.`,
};

function errorMessage(err: unknown): string {
  if (err instanceof AuthError) return err.message;
  return err instanceof Error ? err.message : String(err);
}

function currentPath(): string {
  const { pathname, search } = window.location;
  return `${pathname}${search}`;
}

export function AuthWidget({ googleEnabled }: { googleEnabled?: boolean }) {
  const { flow, store } = useAuthFlow();
  const navigate = useNavigate();
  const view = flow.view;
  const [email, setEmail] = useState(flow.recoveryEmail ?? "");
  const [password, setPassword] = useState("");
  const [token, setToken] = useState("");
  const [pending, setPending] = useState(false);
  const [google, setGoogle] = useState<boolean>(googleEnabled ?? false);
  const ids = { email: useId(), password: useId(), token: useId(), hint: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const firstView = useRef(view);

  // After the visitor switches views, put the cursor in the new form's first field.
  useEffect(() => {
    if (view === firstView.current) return;
    firstView.current = view;
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [view]);

  useEffect(() => {
    if (googleEnabled !== undefined) return;
    let live = true;
    authClient
      .providers()
      .then((p) => live && setGoogle(p.google))
      .catch(() => live && setGoogle(false));
    return () => {
      live = false;
    };
  }, [googleEnabled]);

  const go = (next: AuthView) => {
    setPassword("");
    setToken("");
    store.setFlow({ view: next, notice: null });
  };
  const fail = (text: string) => store.setFlow({ notice: { kind: "error", text } });
  const succeed = (text: string) => store.setFlow({ notice: { kind: "success", text } });

  async function run(task: () => Promise<void>) {
    setPending(true);
    store.setFlow({ notice: null });
    try {
      await task();
    } catch (err) {
      fail(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    const addr = email.trim();
    if (view !== "update_password" && view !== "confirm_link" && !addr) return fail(MESSAGES.emailRequired);
    if ((view === "sign_in" || view === "sign_up" || view === "update_password") && !password) return fail(MESSAGES.passwordRequired);
    if (view === "verify_otp" && !/^\d{6}$/.test(token.trim())) return fail(MESSAGES.tokenRequired);
    void run(async () => {
      switch (view) {
        case "sign_in":
          await store.signInWithPassword(addr, password);
          return;
        case "sign_up":
          // The confirmation link brings the new user back to the path where sign-up started.
          await authClient.signUp(addr, password, { redirect_to: currentPath() });
          setPassword("");
          succeed(MESSAGES.signUp);
          return;
        case "magic_link":
          await authClient.signInWithOtp(addr, currentPath());
          succeed(MESSAGES.magicLink);
          return;
        case "forgotten_password":
          await authClient.resetPasswordForEmail(addr, "/");
          succeed(MESSAGES.reset);
          return;
        case "update_password":
          await store.updatePassword(password);
          setPassword("");
          return;
        case "verify_otp":
          await store.verifyOtp(addr, token.trim(), "email");
          return;
        case "confirm_link":
          navigate(await store.confirmLink(), { replace: true });
          return;
      }
    });
  }

  const labels = LABELS[view];
  const showEmail = view !== "update_password" && view !== "confirm_link";
  const showPassword = view === "sign_in" || view === "sign_up" || view === "update_password";
  const showGoogle = google && (view === "sign_in" || view === "sign_up");
  const notice = flow.notice;

  return (
    <div className="auth-widget">
      <h2 className="auth-widget__heading">{labels.heading}</h2>
      {showGoogle ? (
        <>
          <GoogleButton onError={fail} />
          <div className="auth-divider" aria-hidden="true">
            <span>or</span>
          </div>
        </>
      ) : null}
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label={labels.heading} aria-busy={pending}>
        {view === "confirm_link" && flow.link ? <p className="auth-widget__lead">{MESSAGES.confirmLink(flow.link.email)}</p> : null}
        {showEmail ? (
          <div className="field">
            <label htmlFor={ids.email}>Email address</label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
        ) : null}
        {showPassword ? (
          <PasswordField
            id={ids.password}
            hintId={ids.hint}
            label={view === "sign_in" ? "Your Password" : view === "sign_up" ? "Create a Password" : "New password"}
            placeholder={view === "update_password" ? "Your new password" : "Your password"}
            autoComplete={view === "sign_in" ? "current-password" : "new-password"}
            hint={view === "sign_in" ? undefined : "At least 8 characters; avoid common passwords."}
            value={password}
            onChange={setPassword}
          />
        ) : null}
        {view === "verify_otp" ? (
          <div className="field">
            <label htmlFor={ids.token}>Code</label>
            <input
              id={ids.token}
              name="token"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              placeholder="Your 6-digit code"
              className="auth-code"
              value={token}
              onChange={(e) => setToken(e.target.value.replace(/\D/g, "").slice(0, 6))}
            />
          </div>
        ) : null}
        {notice ? (
          <div className={`alert alert--${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
            {notice.text}
          </div>
        ) : null}
        <button type="submit" className="btn auth-submit" disabled={pending}>
          {pending ? (
            <>
              <span className="spinner spinner--sm" aria-hidden="true" /> {labels.pending}
            </>
          ) : (
            labels.button
          )}
        </button>
      </form>
      <nav className="auth-links" aria-label="Other ways to sign in">
        {view === "sign_in" ? (
          <>
            <LinkButton onClick={() => go("magic_link")}>Send a magic link email</LinkButton>
            <LinkButton onClick={() => go("forgotten_password")}>Forgot your password?</LinkButton>
            <LinkButton onClick={() => go("sign_up")}>Don&apos;t have an account? Sign up</LinkButton>
          </>
        ) : null}
        {view === "sign_up" || view === "magic_link" ? (
          <LinkButton onClick={() => go("verify_otp")}>Have a code from the e-mail? Enter it here</LinkButton>
        ) : null}
        {view !== "sign_in" ? <LinkButton onClick={() => go("sign_in")}>Already have an account? Sign in</LinkButton> : null}
      </nav>
    </div>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className="btn btn--link auth-link" onClick={onClick}>
      {children}
    </button>
  );
}

function PasswordField(p: {
  id: string;
  hintId: string;
  label: string;
  placeholder: string;
  autoComplete: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <div className="auth-password">
        <input
          id={p.id}
          name="password"
          type={shown ? "text" : "password"}
          autoComplete={p.autoComplete}
          placeholder={p.placeholder}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          aria-describedby={p.hint ? p.hintId : undefined}
        />
        <button
          type="button"
          className="auth-password__toggle"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? "Hide password" : "Show password"}
          aria-pressed={shown}
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      {p.hint ? (
        <small id={p.hintId} className="muted">
          {p.hint}
        </small>
      ) : null}
    </div>
  );
}
