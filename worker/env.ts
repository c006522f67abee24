// Bindings and configuration. The bindings and [vars] are typed by `npm run types` (wrangler types →
// worker-configuration.d.ts, checked by `npm test`); this file adds what wrangler.toml does not declare:
// secrets and optional settings. Secrets come only from env (wrangler secrets / .dev.vars).
import type { ErrorCode } from "./shapes/errors";

export type { Settings } from "./settings";

/** The Worker's env: the generated bindings and [vars] (worker-configuration.d.ts) plus Settings (worker-env.d.ts). */
export type Env = Omit<Cloudflare.Env, "AI" | "ASSETS" | "TEST_MIGRATIONS" | "FAKE_BASE_URL"> & {
  /** Optional: local development and tests run without it (the local tailoring engine is used). */
  AI?: Ai;
  /** Absent in the workers test pool, which serves no static assets. */
  ASSETS?: Fetcher;
};

export interface Vars {
  requestId: string;
  /** Set by the bearer middleware from the verified token only. */
  userId: string;
  userEmail: string;
  /** "recovery" only on the password change reached from a reset link. */
  tokenKind: "access" | "recovery";
  /** The error codes the matched route declared (worker/http/errors.ts). */
  declaredErrors?: readonly ErrorCode[];
}

export type AppEnv = { Bindings: Env; Variables: Vars };

export const PRODUCT_NAME = "TailorCV";

/** Development-like environments get the embedded defaults (dev mailbox, test checkout, dev secret). */
export function isDevLike(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV === "development" || env.APP_ENV === "test";
}
