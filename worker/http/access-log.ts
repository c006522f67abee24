// One JSON access line per request: ids and timings, never bodies or addresses.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { log } from "./logger";

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  log("info", "request", {
    request_id: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Date.now() - started,
  });
};
