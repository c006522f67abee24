// The browser session: the access token lives in memory only; the refresh token is an HttpOnly cookie
// the page never sees. Refreshes on page load and on the spec's schedule (a tick every 30 s; refresh
// when the token expires within 3 ticks; a token within 10 s of expiry is refreshed before use).
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { setAccessTokenGetter } from "./api";
import { AuthError, type AuthUser, type TokenResponse, authClient } from "./auth-client";

export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
export const EXPIRY_MARGIN_MS = 10_000;
/** A non-secret marker that this browser has a session worth refreshing (saves a 401 for visitors). */
export const SESSION_HINT_KEY = "tailorcv.signed-in";

export interface Session {
  user: AuthUser;
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  expires_in: number;
  token_type: "bearer";
}

export type SessionStatus = "loading" | "signed_in" | "signed_out";
export type AuthView = "sign_in" | "sign_up" | "magic_link" | "forgotten_password" | "update_password" | "verify_otp" | "confirm_link";
export type AuthEvent = "INITIAL_SESSION" | "SIGNED_IN" | "TOKEN_REFRESHED" | "SIGNED_OUT" | "PASSWORD_RECOVERY" | "USER_UPDATED";

export interface AuthNotice {
  kind: "error" | "success";
  text: string;
}

/** What the sign-in card should show next (set by links, recovery and errors arriving in the URL). */
export interface AuthFlow {
  view: AuthView;
  notice: AuthNotice | null;
  /** Short-lived access token from a recovery link; only good for setting a new password. */
  recoveryToken: string | null;
  recoveryEmail: string | null;
  /** A sign-in or sign-up link opened in another browser than the one that asked: waiting for "Continue". */
  link?: PendingLink | null;
}

export interface PendingLink {
  type: "signup" | "magiclink";
  tokenHash: string;
  next: string;
  /** The account the link signs into (the server names it). */
  email: string;
}

interface State {
  session: Session | null;
  status: SessionStatus;
  flow: AuthFlow;
}

const hint = {
  get: () => {
    try {
      return localStorage.getItem(SESSION_HINT_KEY) === "1";
    } catch {
      return true; // no storage: always try the refresh cookie
    }
  },
  set: (on: boolean) => {
    try {
      if (on) localStorage.setItem(SESSION_HINT_KEY, "1");
      else localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      /* storage unavailable: refresh on every load instead */
    }
  },
};

const INITIAL_FLOW: AuthFlow = { view: "sign_in", notice: null, recoveryToken: null, recoveryEmail: null };

export const PASSWORD_TO_SET =
  "Your e-mail address is confirmed. You opened the link in another browser than the one you signed up in, so choose your password here.";

/**
 * `next` as a path on this origin, or null. Backslashes and control characters are refused outright:
 * browsers read "/\\host" as another host.
 */
export function sameOriginPath(next: string | null, origin: string): string | null {
  if (!next?.startsWith("/") || /[\\\u0000-\u001f]/.test(next)) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function toSession(t: TokenResponse): Session {
  return { user: t.user, access_token: t.access_token, expires_at: t.expires_at, expires_in: t.expires_in, token_type: "bearer" };
}

/** Messages for the error codes Auth.js puts in the URL after a failed Google sign-in. */
export function googleErrorText(code: string): string {
  if (code === "AccessDenied") return "Google sign-in was refused. Use a Google account with a verified e-mail address.";
  return "Google sign-in did not complete. Please try again.";
}

export class SessionStore {
  private state: State = { session: null, status: "loading", flow: INITIAL_FLOW };
  private listeners = new Set<() => void>();
  private eventListeners = new Set<(e: AuthEvent, s: Session | null) => void>();
  private refreshing: Promise<Session | null> | null = null;
  private starting: Promise<string | null> | null = null;

  constructor(
    private client = authClient,
    private now: () => number = () => Date.now(),
    initialStatus: SessionStatus = "loading",
  ) {
    this.state = { ...this.state, status: initialStatus };
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getState = () => this.state;

  onAuthStateChange(fn: (e: AuthEvent, s: Session | null) => void): () => void {
    this.eventListeners.add(fn);
    return () => this.eventListeners.delete(fn);
  }

  private set(patch: Partial<State>, event?: AuthEvent) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
    if (event) for (const l of this.eventListeners) l(event, this.state.session);
  }

  setFlow(patch: Partial<AuthFlow>) {
    this.set({ flow: { ...this.state.flow, ...patch } });
  }

  private signedIn(t: TokenResponse, event: AuthEvent = "SIGNED_IN"): Session {
    const session = toSession(t);
    hint.set(true);
    this.set({ session, status: "signed_in", flow: INITIAL_FLOW }, event);
    return session;
  }

  private signedOut(flow: AuthFlow = this.state.flow) {
    hint.set(false);
    const was = this.state.session;
    this.set({ session: null, status: "signed_out", flow }, was ? "SIGNED_OUT" : undefined);
  }

  /** Exchanges the refresh cookie for a new access token; concurrent callers share one request. */
  refresh(): Promise<Session | null> {
    if (!this.refreshing) {
      this.refreshing = this.client
        .refresh()
        .then((t) => this.signedIn(t, this.state.session ? "TOKEN_REFRESHED" : "SIGNED_IN"))
        .catch((err: unknown) => {
          // A retryable failure keeps a still-valid session; anything else ends it.
          if (err instanceof AuthError && err.retryable && this.state.session && !this.expired(0)) return this.state.session;
          if (err instanceof AuthError && err.retryable && !this.state.session) {
            this.set({ status: "signed_out" });
            return null;
          }
          this.signedOut();
          return null;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  private expired(marginMs: number): boolean {
    const s = this.state.session;
    return !s || s.expires_at * 1000 - this.now() < marginMs;
  }

  /** The bearer token for API calls, refreshed first when within the expiry margin. */
  getAccessToken = async (): Promise<string | null> => {
    if (!this.state.session) return null;
    if (this.expired(EXPIRY_MARGIN_MS)) return (await this.refresh())?.access_token ?? null;
    return this.state.session.access_token;
  };

  /** One auto-refresh tick: refresh when the token expires within AUTO_REFRESH_TICK_THRESHOLD ticks. */
  async tick(): Promise<void> {
    const s = this.state.session;
    if (!s) return;
    const ticksLeft = Math.floor((s.expires_at * 1000 - this.now()) / AUTO_REFRESH_TICK_MS);
    if (ticksLeft <= AUTO_REFRESH_TICK_THRESHOLD) await this.refresh();
  }

  /**
   * First load: finish an e-mailed link (/auth/confirm), show a Google error from the URL, or
   * refresh a remembered session. Returns where the router should go next, if anywhere.
   */
  start(url: URL): Promise<string | null> {
    // React StrictMode mounts twice; both mounts get the same first-load result.
    this.starting ??= this.firstLoad(url);
    return this.starting;
  }

  private async firstLoad(url: URL): Promise<string | null> {
    if (url.pathname === "/auth/confirm") return this.confirm(url);
    let next: string | null = null;
    const googleError = url.searchParams.get("error");
    if (googleError) {
      this.setFlow({ view: "sign_in", notice: { kind: "error", text: googleErrorText(googleError) } });
      url.searchParams.delete("error");
      next = `${url.pathname}${url.search}${url.hash}`;
    }
    if (hint.get()) {
      const s = await this.refresh();
      if (s) this.emit("INITIAL_SESSION");
    } else this.set({ status: "signed_out" }, "INITIAL_SESSION");
    return next;
  }

  private emit(e: AuthEvent) {
    for (const l of this.eventListeners) l(e, this.state.session);
  }

  private async confirm(url: URL): Promise<string | null> {
    const tokenHash = url.searchParams.get("token_hash") ?? "";
    const type = url.searchParams.get("type");
    const safeNext = sameOriginPath(url.searchParams.get("next"), window.location.origin) ?? "/profile";
    if (type !== "signup" && type !== "magiclink" && type !== "recovery") {
      this.signedOut({ ...INITIAL_FLOW, notice: { kind: "error", text: "This link is not valid." } });
      return "/";
    }
    try {
      const t = await this.client.verifyOtp({ type, token_hash: tokenHash });
      if (type === "recovery") {
        this.passwordRecovery(t);
        return safeNext;
      }
      this.afterLink(type, t);
      return safeNext;
    } catch (err) {
      if (type !== "recovery" && err instanceof AuthError && err.code === "link_confirm_required") {
        // Opened in another browser than the one that asked: the card asks before signing anyone in.
        const link: PendingLink = { type, tokenHash, next: safeNext, email: String(err.detail.email ?? "") };
        this.signedOut({ ...INITIAL_FLOW, view: "confirm_link", link });
        return null;
      }
      this.signedOut({ ...INITIAL_FLOW, notice: { kind: "error", text: err instanceof Error ? err.message : String(err) } });
      return "/";
    }
  }

  /** "Continue" on a link opened in another browser: the link is used now; answers where to go. */
  async confirmLink(): Promise<string> {
    const link = this.state.flow.link;
    if (!link) throw new AuthError("This link is not valid.", 400);
    const t = await this.client.verifyOtp({ type: link.type, token_hash: link.tokenHash, confirm: true });
    this.afterLink(link.type, t);
    return link.next;
  }

  /** A verified sign-in or sign-up link: signed in, or (a sign-up whose password was not applied) asked for one. */
  private afterLink(type: "signup" | "magiclink", t: Awaited<ReturnType<typeof authClient.verifyOtp>>) {
    if (type === "signup" && t.password_set === false) this.passwordToSet(t);
    else this.signedIn(t);
  }

  /**
   * A sign-up confirmed in another browser than the one that signed up: the mailbox is proven but the
   * chosen password is not applied (so a stranger's sign-up can never set it); the person sets it now.
   */
  passwordToSet(t: TokenResponse) {
    hint.set(false);
    this.set({
      session: null,
      status: "signed_out",
      flow: {
        view: "update_password",
        notice: { kind: "success", text: PASSWORD_TO_SET },
        recoveryToken: t.access_token,
        recoveryEmail: t.user.email,
      },
    });
  }

  /** A recovery link or code was verified: the card switches to update_password. */
  passwordRecovery(t: TokenResponse) {
    hint.set(false);
    this.set(
      {
        session: null,
        status: "signed_out",
        flow: { view: "update_password", notice: null, recoveryToken: t.access_token, recoveryEmail: t.user.email },
      },
      "PASSWORD_RECOVERY",
    );
  }

  async signInWithPassword(email: string, password: string): Promise<Session> {
    return this.signedIn(await this.client.signInWithPassword(email, password));
  }

  /** A verified magic link / code / confirmation: the user is signed in. */
  async verifyOtp(email: string, token: string, type: "email" | "signup" | "magiclink" | "recovery" = "email"): Promise<void> {
    const t = await this.client.verifyOtp({ type, email, token });
    if (t.type === "recovery") this.passwordRecovery(t);
    else if (t.type === "signup" && t.password_set === false) this.passwordToSet(t);
    else this.signedIn(t);
  }

  /** Sets the new password with the recovery token, then back to sign_in with the spec's message. */
  async updatePassword(password: string): Promise<void> {
    const token = this.state.flow.recoveryToken ?? this.state.session?.access_token;
    if (!token) throw new AuthError("Auth session missing!", 401);
    const r = await this.client.updatePassword(token, password);
    hint.set(false);
    this.set(
      {
        session: null,
        status: "signed_out",
        flow: { view: "sign_in", notice: { kind: "success", text: r.message }, recoveryToken: null, recoveryEmail: null },
      },
      "USER_UPDATED",
    );
  }

  /**
   * Changes the password of the signed-in account (the current one is needed when it has one). The server
   * ends every session on a change, so this one signs in again with the new password and stays signed in;
   * if that sign-in fails the person is back at sign-in, told the password was updated.
   */
  changePassword = async (current: string | undefined, next: string): Promise<void> => {
    const session = this.state.session;
    if (!session) throw new AuthError("Auth session missing!", 401);
    const r = await this.client.changePassword(session.access_token, next, current);
    try {
      this.signedIn(await this.client.signInWithPassword(session.user.email, next), "USER_UPDATED");
    } catch {
      hint.set(false);
      this.set(
        { session: null, status: "signed_out", flow: { ...INITIAL_FLOW, notice: { kind: "success", text: r.message } } },
        "USER_UPDATED",
      );
    }
  };

  signOut = async (): Promise<void> => {
    try {
      await this.client.signOut();
    } catch {
      /* the cookie may already be gone; signing out locally is what matters */
    }
    this.signedOut(INITIAL_FLOW);
  };

  /** Another tab signed in or out (the hint changed). */
  syncFromOtherTab() {
    if (hint.get() && !this.state.session) void this.refresh();
    if (!hint.get() && this.state.session) this.signedOut(INITIAL_FLOW);
  }
}

export interface SessionContextValue {
  session: Session | null;
  status: SessionStatus;
  signOut(): Promise<void>;
  /** Changes the signed-in account's password and keeps this browser signed in. */
  changePassword(current: string | undefined, next: string): Promise<void>;
}

const StoreContext = createContext<SessionStore | null>(null);
/** Screens rendered without a provider (component tests) see a signed-out session. */
const signedOutStore = new SessionStore(authClient, () => Date.now(), "signed_out");

function useStore(): SessionStore {
  return useContext(StoreContext) ?? signedOutStore;
}

function useStoreState(): State {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The session every screen reads: `{ session, status, signOut }`. */
export function useSession(): SessionContextValue {
  const store = useStore();
  const { session, status } = useStoreState();
  return useMemo(() => ({ session, status, signOut: store.signOut, changePassword: store.changePassword }), [session, status, store]);
}

/** The sign-in card's state and actions (views, notices, recovery). */
export function useAuthFlow() {
  const store = useStore();
  const { flow } = useStoreState();
  return { flow, store };
}

/**
 * Mount once inside the router (the Layout does). Registers the bearer-token getter used by
 * authFetch / api, runs the first-load logic and the 30 s refresh tick.
 */
export function SessionProvider({ children, store: given }: { children: React.ReactNode; store?: SessionStore }) {
  const store = useMemo(() => given ?? new SessionStore(), [given]);
  const navigate = useNavigate();
  const { status } = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  // The router's navigate, read through a ref so the first-load effect runs once per store.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    setAccessTokenGetter(store.getAccessToken);
    let live = true;
    void store.start(new URL(window.location.href)).then((next) => {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (live && next && next !== here) navigateRef.current(next, { replace: true });
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === SESSION_HINT_KEY || e.key === null) store.syncFromOtherTab();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      // StrictMode's second mount gets the same start() promise and does the navigation.
      live = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [store]);

  useEffect(() => {
    if (status !== "signed_in") return;
    const id = setInterval(() => void store.tick(), AUTO_REFRESH_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void store.tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [status, store]);

  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
