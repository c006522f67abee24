import { Hono } from "hono";
import pkg from "../../package.json";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";

export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  try {
    const row = await c.env.DB.prepare("SELECT COUNT(*) AS n FROM d1_migrations").first<{ n: number }>();
    if (!row) throw new Error("no row");
  } catch {
    throw new ApiError(503, "Database unavailable.", { ok: false, db: "error" });
  }
  return c.json({ ok: true as const, version: c.env.APP_VERSION || pkg.version, db: "ok" as const });
});
