// Errors are values the user can read: every failure leaves as JSON `ApiErrorBody` (worker/shapes/errors.ts)
// with the status its code names. Domain code throws ApiError; routes declare what they can answer with
// `fails(...)`, which is how those answers reach the SPA's typed client.
import type { BlankInput } from "hono/types";
import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "../env";
import { type ApiErrorBody, ERROR_STATUS, type ErrorCode, type StatusOf } from "../shapes/errors";
import { log } from "./logger";

export interface ApiErrorOptions<C extends ErrorCode> {
  /** Needed only for codes answered with more than one status (pdf_refused). */
  status?: StatusOf<C>;
  field?: string;
  /** Further fields of the body (named in the route that answers them). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: StatusOf<C>;
  readonly field?: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(
    readonly code: C,
    message: string,
    opts: ApiErrorOptions<C> = {},
  ) {
    super(message);
    const table = ERROR_STATUS[code] as number | readonly number[];
    this.status = (opts.status ?? (typeof table === "number" ? table : table[0])) as StatusOf<C>;
    this.field = opts.field;
    this.extra = opts.extra ?? {};
    this.headers = opts.headers ?? {};
  }
}

export type ErrorResponse<C extends ErrorCode> = Response &
  TypedResponse<JSONParsed<ApiErrorBody<C>>, StatusOf<C> & ContentfulStatusCode, "json">;

export function errorBody<C extends ErrorCode>(c: Context<AppEnv>, code: C, message: string, field?: string): ApiErrorBody<C> {
  return { error: message, code, ...(field ? { field } : {}), request_id: c.get("requestId") };
}

/** Answers an error directly (middleware that stops the request uses this, so its answer is typed). */
export function errorResponse<C extends ErrorCode>(c: Context<AppEnv>, err: ApiError<C>): ErrorResponse<C> {
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  const body: ApiErrorBody<C> = { ...err.extra, ...errorBody(c, err.code, err.message, err.field) };
  return c.json<ApiErrorBody<C>, StatusOf<C> & ContentfulStatusCode>(body, err.status as StatusOf<C> & ContentfulStatusCode);
}

// Codes any route may answer without declaring them: they come from shared middleware or the platform.
const ALWAYS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "validation_failed",
  "malformed_json",
  "unsupported_media_type",
  "body_too_large",
  "not_found",
  "method_not_allowed",
  "rate_limited",
  "internal",
  "service_unavailable",
  "auth_missing",
  "token_invalid",
]);

/** Answers any route may give: from the shared middleware and the error handler. */
type SharedCode = "internal" | "service_unavailable" | "rate_limited" | "body_too_large" | "malformed_json" | "validation_failed";

/**
 * Declares the error codes a route answers; every API route has one, so the typed client knows each
 * answer (the shared ones are included). No work at run time except remembering the list, so that an
 * undeclared code is caught in tests (see handleError).
 */
export function fails<const C extends readonly ErrorCode[]>(
  ...codes: C
): MiddlewareHandler<AppEnv, string, BlankInput, ErrorResponse<C[number] | SharedCode>> {
  return async (c, next) => {
    c.set("declaredErrors", codes);
    await next();
  };
}

export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    const declared = c.get("declaredErrors");
    if (declared && !ALWAYS.has(err.code) && !declared.includes(err.code)) {
      log("error", "undeclared_error_code", { request_id: c.get("requestId"), path: c.req.path, code: err.code });
      // In tests the contract is checked strictly: an answer the SPA's types do not know about fails loudly.
      if (c.env.APP_ENV === "test") return c.json(errorBody(c, "internal", `Undeclared error code ${err.code}.`), 500);
    }
    return errorResponse(c, err);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400 && /JSON/i.test(err.message))
      return c.json(errorBody(c, "malformed_json", "Malformed JSON in request body."), 400);
    const code: ErrorCode = err.status === 413 ? "body_too_large" : err.status === 401 ? "auth_missing" : "validation_failed";
    return c.json(errorBody(c, code, err.message || "Bad request."), err.status);
  }
  log("error", "unhandled_error", {
    request_id: c.get("requestId"),
    path: c.req.path,
    error: err instanceof Error ? err.message : String(err),
    // The stack stays in the log, never in the answer.
    stack: err instanceof Error ? err.stack : undefined,
  });
  return c.json(errorBody(c, "internal", "Internal server error. Please try again later."), 500);
}

export function notFoundJson(c: Context<AppEnv>): Response {
  return c.json(errorBody(c, "not_found", "Not found."), 404);
}
