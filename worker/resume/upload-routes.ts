// POST /api/resume/upload (mounted at /resume): multipart user_id + file, bearer auth.
// Answer: { message, data: { profile, version }, warnings }; refusals are 4xx JSON { error } with the reason.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { readUploadForm, uploadResume } from "./upload";

export const uploadRoutes = new Hono<AppEnv>().post("/upload", requireUser, async (c) => {
  const form = await readUploadForm(c.req.raw, c.get("userId"));
  const result = await uploadResume(c.env, form.userId, form.file, c.get("requestId"));
  return c.json(
    {
      message: "Resume uploaded and read. Review your profile below.",
      data: { profile: result.profile, version: result.version },
      warnings: result.warnings,
    },
    200,
  );
});
