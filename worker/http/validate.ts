// Request validation through @hono/zod-validator with one hook for every route: 415 for a JSON route
// called with another content type, 400 naming the first bad field. Malformed JSON is answered by
// handleError (the validator raises it before the hook runs). The hook's answers are typed, so the
// SPA's client knows them.
import { zValidator } from "@hono/zod-validator";
import { Buffer } from "node:buffer";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { errorBody } from "./errors";

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

export function describeIssue(issue: z.core.$ZodIssue): { field: string; detail: string; message: string } {
  const field = issue.path.map(String).join(".") || "body";
  let detail = issue.message;
  if (issue.code === "invalid_type" && /received undefined/.test(detail)) detail = "is required";
  return { field, detail, message: `${field}: ${detail}` };
}

type Outcome = { success: true } | { success: false; error: z.core.$ZodError };

function invalid(c: Context<AppEnv>, error: z.core.$ZodError) {
  const first = describeIssue(error.issues[0]!);
  return c.json({ ...errorBody(c, "validation_failed", `Invalid request: ${first.message}`, first.field), detail: first.detail }, 400);
}

function jsonHook(result: Outcome, c: Context<AppEnv>) {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    return c.json(errorBody(c, "unsupported_media_type", "Content-Type must be application/json."), 415);
  }
  if (!result.success) return invalid(c, result.error);
}

function paramsHook(result: Outcome, c: Context<AppEnv>) {
  if (!result.success) return invalid(c, result.error);
}

/** The body must be JSON matching `schema`; the handler reads it with c.req.valid("json"). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return zValidator<S, "json", AppEnv, string, typeof jsonHook>("json", schema, jsonHook);
}

function formHook(result: Outcome, c: Context<AppEnv>) {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    return c.json(errorBody(c, "unsupported_media_type", "Content-Type must be multipart/form-data."), 415);
  }
  if (!result.success) return invalid(c, result.error);
}

/**
 * Refuses a multipart body with more than `max` parts before any part is parsed: a form of thousands of empty
 * fields costs seconds to parse. The parts are counted by their boundary in the raw bytes (which the form
 * validator then reads from Hono's cache, so the body is read once). Other content types pass to the validator.
 */
export function formParts(max: number, what: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    const boundary = /^multipart\/form-data\b.*;\s*boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      const body = Buffer.from(await c.req.arrayBuffer());
      const delimiter = `--${boundary}`;
      let parts = -1;
      for (
        let at = body.indexOf(delimiter, 0, "latin1");
        at >= 0 && parts <= max;
        at = body.indexOf(delimiter, at + delimiter.length, "latin1")
      )
        parts++;
      if (parts > max) {
        return c.json(errorBody(c, "validation_failed", `Invalid request: body: the form may hold only ${what}.`, "body"), 400);
      }
    }
    await next();
  };
}

/** A multipart form matching `schema` (a field sent twice arrives as a list). */
export function formBody<S extends z.ZodType>(schema: S) {
  return zValidator<S, "form", AppEnv, string, typeof formHook>("form", schema, formHook);
}

/** Query or path parameters matching `schema`. */
export function params<T extends "query" | "param", S extends z.ZodType>(target: T, schema: S) {
  return zValidator<S, T, AppEnv, string, typeof paramsHook>(target, schema, paramsHook);
}
