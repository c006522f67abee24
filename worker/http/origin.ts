// Our public origin: the base of every e-mailed link and checkout return address.
import type { Env } from "../env";

/** APP_ORIGIN when configured (and well-formed), else the origin the request came to. */
export function appOrigin(env: Env, requestUrl: string): string {
  if (env.APP_ORIGIN) {
    try {
      return new URL(env.APP_ORIGIN).origin;
    } catch {
      /* misconfigured: fall back to the request's origin */
    }
  }
  return new URL(requestUrl).origin;
}
