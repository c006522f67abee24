// GET /api/health: the Worker answers and its database is reachable and migrated.
import { Hono } from "hono";
import pkg from "../../package.json";
import { appliedMigrations } from "../db/health";
import type { AppEnv } from "../env";
import { ApiError, fails } from "../http/errors";

export const healthRoutes = new Hono<AppEnv>().get("/", fails(), async (c) => {
  try {
    await appliedMigrations(c.env);
  } catch {
    throw new ApiError("service_unavailable", "Database unavailable.", { extra: { ok: false, db: "error" } });
  }
  return c.json({ ok: true as const, version: c.env.APP_VERSION || pkg.version, db: "ok" as const }, 200);
});
