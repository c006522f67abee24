// Outside development the Worker refuses to run half-configured: without AUTH_SECRET it could not sign
// tokens safely, without APP_ORIGIN e-mailed links would take their origin from the request's Host header.
import type { MiddlewareHandler } from "hono";
import { type AppEnv, type Env, isDevLike } from "../env";
import { errorBody } from "./errors";
import { log } from "./logger";

/** The names of the required settings that are missing (none in development and tests). */
export function missingConfig(env: Env): string[] {
  if (isDevLike(env)) return [];
  const missing: string[] = [];
  if (!env.AUTH_SECRET || env.AUTH_SECRET.length < 16) missing.push("AUTH_SECRET");
  if (!env.APP_ORIGIN) missing.push("APP_ORIGIN");
  return missing;
}

export const requireConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
  const missing = missingConfig(c.env);
  if (missing.length) {
    log("error", "server_not_configured", { missing });
    return c.json(errorBody(c, "service_unavailable", `Server is not configured: ${missing.join(" and ")} missing.`), 503);
  }
  await next();
};
