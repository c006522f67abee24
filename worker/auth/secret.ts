import { type Env, isDevLike } from "../env";
import { ApiError } from "../http/errors";

// Embedded default for local development and tests only; production refuses to run without AUTH_SECRET.
const DEV_AUTH_SECRET = "tailorcv-development-secret-not-for-production-use";

export function authSecret(env: Env): string {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 16) return env.AUTH_SECRET;
  if (isDevLike(env)) return DEV_AUTH_SECRET;
  throw new ApiError("internal", "Server is not configured: AUTH_SECRET is missing.");
}
