// Request validation through @hono/zod-validator with one hook for every route: 415 for a JSON route
// called with another content type, 400 naming the first bad field. Malformed JSON is answered by
// handleError (the validator raises it before the hook runs). The hook's answers are typed, so the
// SPA's client knows them.
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
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

/** A multipart form matching `schema` (a field sent twice arrives as a list). */
export function formBody<S extends z.ZodType>(schema: S) {
  return zValidator<S, "form", AppEnv, string, typeof formHook>("form", schema, formHook);
}

/** Query or path parameters matching `schema`. */
export function params<T extends "query" | "param", S extends z.ZodType>(target: T, schema: S) {
  return zValidator<S, T, AppEnv, string, typeof paramsHook>(target, schema, paramsHook);
}
