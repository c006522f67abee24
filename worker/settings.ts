// The Worker's settings that wrangler.toml does not declare (see worker/env.ts for the whole env).

/** Settings that wrangler.toml does not declare: secrets and optional variables. Every one may be unset. */
export interface Settings {
  // Secrets (.dev.vars locally, `wrangler secret put` in production); development runs on embedded defaults.
  AUTH_SECRET?: string;
  AUTH_GOOGLE_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  CF_ANALYTICS_TOKEN?: string;
  /** Public origin of the app, e.g. https://tailorcv.app: the base of every e-mailed link and checkout return URL. */
  APP_ORIGIN?: string;
  APP_VERSION?: string;
  /** Abuse-limit overrides, "count/seconds" (worker/http/limits.ts says what each one bounds). */
  RATE_LIMIT_SIGNIN?: string;
  RATE_LIMIT_SIGNUP?: string;
  RATE_LIMIT_EMAIL?: string;
  RATE_LIMIT_VERIFY?: string;
  RATE_LIMIT_FEEDBACK?: string;
  RATE_LIMIT_GENERATE?: string;
  RATE_LIMIT_PDF?: string;
  RATE_LIMIT_PAYMENT?: string;
  RATE_LIMIT_UPLOAD?: string;
  RATE_LIMIT_EXPORT?: string;
  /** Development/test only: send Google's OAuth calls to this base (a local fake) instead of Google. */
  AUTH_GOOGLE_API_BASE?: string;
  /**
   * How long (ms) the app waits for the parse Worker before refusing the upload as too complex. Production's
   * parse Worker is ended by its CPU limit long before; locally nothing ends it, so this is the bound there.
   */
  PARSE_DEADLINE_MS?: string;
  /** Test only: point the Stripe SDK at a local fake (http://127.0.0.1:port). */
  STRIPE_API_BASE?: string;
}
