// GET/PUT /api/profile (SPEC calls 5 and 6): the signed-in user's own stored record, with optimistic versioning.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { putProfileSchema } from "./schema";
import { readProfile, saveProfile } from "./store";

export const STALE_VERSION_MESSAGE =
  "Your profile was changed somewhere else (another tab or a new upload) since you opened it. Reload to get the latest version, then make your change again.";

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile", requireUser, async (c) => {
    const stored = await readProfile(c.env, c.get("userId"));
    if (!stored) throw new ApiError(404, "No profile yet. Upload a PDF resume or fill in your profile.");
    return c.json({ profile: stored.profile, version: stored.version }, 200);
  })
  .put("/profile", requireUser, jsonBody(putProfileSchema), async (c) => {
    const { profile, version } = c.req.valid("json");
    const result = await saveProfile(c.env, c.get("userId"), profile, version);
    if (!result.ok) {
      throw new ApiError(409, STALE_VERSION_MESSAGE, { current_version: result.currentVersion ?? 0 });
    }
    return c.json({ profile, version: result.version }, 200);
  });
