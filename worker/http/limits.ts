// Every abuse limit in one table: how many events per window, and the variable that may override it
// ("count/seconds", e.g. RATE_LIMIT_PDF="10/60"). Defaults sit far above what a person clicking needs.
import type { Env } from "../env";

export interface Limit {
  limit: number;
  windowSeconds: number;
}

type Override = keyof Env & `RATE_LIMIT_${string}`;

// `key` is the prefix of the counter's key in D1 (`<key>:<subject>`); per-IP subjects read `ip:<address>`.
export const LIMITS = {
  /** Password sign-in attempts from one IP. */
  signinIp: { key: "signin", limit: 60, windowSeconds: 60 },
  /**
   * Password attempts for one address from one client, counted before the check and reset by a correct
   * password: a stranger guessing slows only themselves (worker/auth/throttle.ts).
   */
  signinFailures: { key: "signin-fail", limit: 5, windowSeconds: 60, override: "RATE_LIMIT_SIGNIN" },
  /**
   * Wrong passwords for one address from every client: past it, password sign-in for that address pauses for
   * everyone until the window ends (e-mailed links still sign the owner in, and clear the pause).
   */
  signinFailuresAddress: { key: "signin-fail-all", limit: 30, windowSeconds: 3600 },
  signupIp: { key: "signup", limit: 30, windowSeconds: 3600, override: "RATE_LIMIT_SIGNUP" },
  /** Sign-ups of one address from one client. */
  signupEmail: { key: "signup", limit: 5, windowSeconds: 3600 },
  /** Magic links, codes and reset e-mails of one address requested from one client. */
  mailEmail: { key: "mail", limit: 10, windowSeconds: 3600, override: "RATE_LIMIT_EMAIL" },
  mailIp: { key: "mail", limit: 30, windowSeconds: 3600 },
  /** Code and link checks. */
  verifyIp: { key: "verify", limit: 60, windowSeconds: 600, override: "RATE_LIMIT_VERIFY" },
  /** Typed codes of one address checked from one client. */
  verifyEmail: { key: "verify", limit: 20, windowSeconds: 600 },
  /**
   * Wrong typed codes for one address from every client: past it, typed codes for that address pause until the
   * window ends (the e-mailed link of the same message still works, and clears the pause).
   */
  codeFailuresAddress: { key: "code-fail-all", limit: 20, windowSeconds: 86_400 },
  /**
   * Auth e-mails (sign-up, magic link and code, reset, "already registered") issued for one address from every
   * client. Past it no code is issued and nothing is sent, and the answer stays the same 200.
   */
  mailAddress: { key: "mail-all", limit: 20, windowSeconds: 86_400 },
  /** Per signed-in user. */
  feedback: { key: "feedback", limit: 5, windowSeconds: 3600, override: "RATE_LIMIT_FEEDBACK" },
  generate: { key: "generate", limit: 20, windowSeconds: 600, override: "RATE_LIMIT_GENERATE" },
  generatePdf: { key: "generate_pdf", limit: 30, windowSeconds: 600, override: "RATE_LIMIT_PDF" },
  checkout: { key: "payment-checkout", limit: 30, windowSeconds: 600, override: "RATE_LIMIT_PAYMENT" },
  verifyPayment: { key: "payment-verify", limit: 30, windowSeconds: 600, override: "RATE_LIMIT_PAYMENT" },
  upload: { key: "upload", limit: 10, windowSeconds: 600, override: "RATE_LIMIT_UPLOAD" },
  /** "Download my data": each archive reads every file of the user from R2. */
  exportData: { key: "export", limit: 10, windowSeconds: 3600, override: "RATE_LIMIT_EXPORT" },
  /** Account deletion requests of one user (the password inside also counts as a sign-in attempt). */
  deleteAccount: { key: "account-delete", limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, Limit & { key: string; override?: Override }>;

export type LimitName = keyof typeof LIMITS;

/** Parses a "count/seconds" override; anything else falls back to the default. */
export function parseLimit(value: string | undefined, fallback: Limit): Limit {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(value ?? "");
  if (!m) return fallback;
  const limit = Number(m[1]);
  const windowSeconds = Number(m[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}

export function limitFor(env: Env, name: LimitName): Limit {
  const entry: Limit & { key: string; override?: Override } = LIMITS[name];
  const base = { limit: entry.limit, windowSeconds: entry.windowSeconds };
  return entry.override ? parseLimit(env[entry.override], base) : base;
}
