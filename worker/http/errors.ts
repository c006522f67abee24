// Errors are values the user can read: every failure leaves as JSON { error, request_id } with a correct status.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { log } from "./logger";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(c: Context<AppEnv>, message: string, extra: Record<string, unknown> = {}) {
  return { error: message, ...extra, request_id: c.get("requestId") };
}

export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(c, err.message, err.extra), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 && /JSON/i.test(err.message) ? "Malformed JSON in request body." : err.message || "Bad request.";
    return c.json(errorBody(c, message), status);
  }
  log("error", "unhandled_error", {
    request_id: c.get("requestId"),
    path: c.req.path,
    error: err instanceof Error ? err.message : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return c.json(errorBody(c, "Internal server error. Please try again later."), 500);
}

export function notFoundJson(c: Context<AppEnv>): Response {
  return c.json(errorBody(c, "Not found."), 404);
}
