// One JSON-body reader for every route: 415 for another content type, 400 for malformed JSON,
// 400 naming the first bad field for a failed zod check. `jsonBody` is the typed validator form
// (so hono/client sees the body type); `readJsonBody` serves handlers that pick their schema at run time.
import type { Context } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

export function describeIssue(issue: z.core.$ZodIssue): { field: string; message: string } {
  const field = issue.path.map(String).join(".") || "body";
  let message = issue.message;
  if (issue.code === "invalid_type" && /received undefined/.test(message)) message = "is required";
  return { field, message: `${field}: ${message}` };
}

export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "Content-Type must be application/json.");
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "Malformed JSON in request body.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = describeIssue(parsed.error.issues[0]!);
    throw new ApiError(400, `Invalid request: ${first.message}`, { field: first.field, code: "validation_failed" });
  }
  return parsed.data;
}

export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator("json", (_value, c) => readJsonBody(c, schema));
}
