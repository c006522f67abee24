// POST /api/feedback {message} (bearer) → { message: 'Thank you for your feedback!', id, mail_status }.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { jsonBody } from "../http/json-body";
import { FEEDBACK_THANKS, submitFeedback } from "./service";

// Blank and length are checked in the service so the user gets a sentence, not a schema path.
export const feedbackRequest = z.object({ message: z.string() });

export const feedbackRoutes = new Hono<AppEnv>().post("/feedback", requireUser, jsonBody(feedbackRequest), async (c) => {
  const receipt = await submitFeedback(
    c.env,
    { id: c.get("userId"), email: c.get("userEmail") },
    c.req.valid("json").message,
    c.get("requestId"),
  );
  return c.json({ message: FEEDBACK_THANKS, ...receipt });
});
