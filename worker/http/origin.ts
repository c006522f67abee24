// Our public origin: the base of every e-mailed link and checkout return address.
import { type Env, isDevLike } from "../env";

/**
 * APP_ORIGIN when configured (and well-formed). Only development and tests fall back to the origin the
 * request came to; production refuses to run without APP_ORIGIN (worker/http/config-check.ts).
 */
export function appOrigin(env: Env, requestUrl: string): string {
  if (env.APP_ORIGIN) {
    try {
      return new URL(env.APP_ORIGIN).origin;
    } catch {
      if (!isDevLike(env)) throw new Error("APP_ORIGIN is not a URL");
    }
  }
  if (!isDevLike(env)) throw new Error("APP_ORIGIN is not configured");
  return new URL(requestUrl).origin;
}
