import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { log } from "./logger";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and logs one access line. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  const started = Date.now();
  await next();
  c.header("X-Request-Id", id);
  log("info", "request", {
    request_id: id,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Date.now() - started,
  });
});
