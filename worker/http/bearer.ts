// Bearer middleware: the user id handlers see comes only from a verified access token.
import type { MiddlewareHandler } from "hono";
import type { BlankInput } from "hono/types";
import { type TokenKind, verifyAccessToken } from "../auth/access-token";
import type { AppEnv } from "../env";
import { ApiError, type ErrorResponse, errorResponse } from "./errors";

export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec((header ?? "").trim())?.[1] ?? null;
}

function bearer(
  accept: readonly TokenKind[],
): MiddlewareHandler<AppEnv, string, BlankInput, ErrorResponse<"auth_missing" | "token_invalid">> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) {
      return errorResponse(
        c,
        new ApiError("auth_missing", "Auth session missing!", { headers: { "WWW-Authenticate": 'Bearer realm="api"' } }),
      );
    }
    const claims = await verifyAccessToken(c.env, token, accept);
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
    c.set("tokenKind", claims.typ);
    await next();
  };
}

/** Every signed-in route: an access token. */
export const requireUser = bearer(["access"]);
/** Only the password change: an access token, or the recovery token from a reset link. */
export const requireUserOrRecovery = bearer(["access", "recovery"]);
