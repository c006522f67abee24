// POST /api/resume/generate {job_description} (bearer) → { message, modified_experiences, match, role_applied }.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { jsonBody } from "../http/json-body";
import { generateForUser } from "./generate";

// Length and blankness are checked in the domain so they get their own statuses (413, 400) and messages.
export const generateRequest = z.object({ job_description: z.string() });

export const generateRoutes = new Hono<AppEnv>().post("/generate", requireUser, jsonBody(generateRequest), async (c) => {
  const { job_description } = c.req.valid("json");
  const result = await generateForUser(c.env, c.get("userId"), job_description, c.get("requestId"));
  return c.json(result);
});
