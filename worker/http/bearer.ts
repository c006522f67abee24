// Bearer middleware: the user id handlers see comes only from a verified access token.
import type { BlankInput } from "hono/types";
import type { MiddlewareHandler } from "hono";
import { verifyAccessToken } from "../auth/access-token";
import type { AppEnv } from "../env";
import { ApiError, type ErrorResponse, errorResponse } from "./errors";

export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec((header ?? "").trim())?.[1] ?? null;
}

export const requireUser: MiddlewareHandler<AppEnv, string, BlankInput, ErrorResponse<"auth_missing" | "token_invalid">> = async (
  c,
  next,
) => {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) {
    return errorResponse(
      c,
      new ApiError("auth_missing", "Auth session missing!", { headers: { "WWW-Authenticate": 'Bearer realm="api"' } }),
    );
  }
  const claims = await verifyAccessToken(c.env, token);
  if (!claims) {
    return errorResponse(
      c,
      new ApiError("token_invalid", "Invalid or expired access token.", {
        headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
      }),
    );
  }
  c.set("userId", claims.user_id);
  c.set("userEmail", claims.email);
  await next();
};
