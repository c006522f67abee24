// GET/PUT /api/profile: the signed-in user's own stored record, with optimistic versioning.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { jsonBody } from "../http/validate";
import { storedRecordSchema } from "../shapes/resume";
import { readProfile, saveProfile } from "./store";

export const STALE_VERSION_MESSAGE =
  "Your profile was changed somewhere else (another tab or a new upload) since you opened it. Reload to get the latest version, then make your change again.";

const putProfileRequest = z.object({
  profile: storedRecordSchema,
  version: z.number().int("must be an integer").min(0, "must be 0 or more"),
});

export const profileRoutes = new Hono<AppEnv>()
  .get("/", requireUser, fails("profile_not_found"), async (c) => {
    const stored = await readProfile(c.env, c.get("userId"));
    if (!stored) throw new ApiError("profile_not_found", "No profile yet. Upload a PDF resume or fill in your profile.");
    return c.json({ profile: stored.profile, version: stored.version }, 200);
  })
  .put("/", requireUser, fails("version_conflict"), jsonBody(putProfileRequest), async (c) => {
    const { profile, version } = c.req.valid("json");
    const result = await saveProfile(c.env, c.get("userId"), profile, version);
    if (!result.ok)
      throw new ApiError("version_conflict", STALE_VERSION_MESSAGE, { extra: { current_version: result.currentVersion ?? 0 } });
    return c.json({ profile, version: result.version }, 200);
  });
