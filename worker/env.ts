// Bindings and configuration, typed once. Secrets come only from env (wrangler secrets / .dev.vars).

export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  AI?: Ai;
  ASSETS?: Fetcher;

  /** development | test | production. Dev-only routes (/dev/*, test checkout) answer 404 outside development/test. */
  APP_ENV?: string;
  APP_VERSION?: string;
  /** Public origin of the app, e.g. https://tailorcv.app; defaults to the request's origin. */
  APP_ORIGIN?: string;

  AUTH_SECRET?: string;
  AUTH_GOOGLE_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  /** Development/test only: send Google's OAuth calls to this base (a local fake) instead of Google. */
  AUTH_GOOGLE_API_BASE?: string;

  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SUPPORT_EMAIL?: string;

  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Test-only: point the Stripe SDK at a local fake (http://127.0.0.1:port). */
  STRIPE_API_BASE?: string;

  TAILOR_ENGINE?: string;
  AI_MODEL?: string;
  PDF_PAGE_SIZE?: string;
  CF_ANALYTICS_TOKEN?: string;

  /** Rate-limit overrides, "count/seconds", e.g. "5/60". */
  RATE_LIMIT_SIGNIN?: string;
  RATE_LIMIT_SIGNUP?: string;
  RATE_LIMIT_EMAIL?: string;
  RATE_LIMIT_VERIFY?: string;
  RATE_LIMIT_FEEDBACK?: string;
  RATE_LIMIT_GENERATE?: string;
  RATE_LIMIT_PDF?: string;
  /** create-checkout-session and verify-payment, per user, each counted separately (default 30/600). */
  RATE_LIMIT_PAYMENT?: string;
}

export interface Vars {
  requestId: string;
  /** Set by the bearer middleware from the verified token only. */
  userId: string;
  userEmail: string;
}

export type AppEnv = { Bindings: Env; Variables: Vars };

export const PRODUCT_NAME = "TailorCV";

/** Development-like environments get the embedded defaults (dev mailbox, test checkout, dev secret). */
export function isDevLike(env: Env): boolean {
  return env.APP_ENV === "development" || env.APP_ENV === "test";
}
