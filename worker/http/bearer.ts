// Bearer middleware: the user id handlers see comes only from a verified access token.
import { createMiddleware } from "hono/factory";
import { verifyAccessToken } from "../auth/access-token";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const m = /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec(header.trim());
  if (!m) throw new ApiError(401, "Auth session missing!", {}, { "WWW-Authenticate": 'Bearer realm="api"' });
  const claims = await verifyAccessToken(c.env, m[1]!);
  if (!claims) {
    throw new ApiError(401, "Invalid or expired access token.", {}, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
  }
  c.set("userId", claims.user_id);
  c.set("userEmail", claims.email);
  await next();
});
