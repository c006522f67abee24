// One JSON-body validator for every route: 415 for another content type, 400 for malformed JSON,
// 400 naming the first bad field for a failed zod check. Typed, so hono/client sees the body type.
import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

export function describeIssue(issue: z.core.$ZodIssue): { field: string; message: string } {
  const field = issue.path.map(String).join(".") || "body";
  let message = issue.message;
  if (issue.code === "invalid_type" && /received undefined/.test(message)) message = "is required";
  return { field, message: `${field}: ${message}` };
}

export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator("json", async (_value, c) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/(.+\+)?json\b/i.test(type)) {
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
      throw new ApiError(400, `Invalid request: ${first.message}`, { field: first.field });
    }
    return parsed.data as z.output<S>;
  });
}
