// POST /api/feedback {message} (bearer) → { message: 'Thank you for your feedback!', id, mail_status }.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { fails } from "../http/errors";
import { limitPerUser } from "../http/rate-limit";
import { jsonBody } from "../http/validate";
import { FEEDBACK_THANKS, submitFeedback } from "./service";

// Blank and length are checked in the service so the user gets a sentence, not a schema path.
export const feedbackRequest = z.object({ message: z.string() });

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  fails(),
  jsonBody(feedbackRequest),
  limitPerUser("feedback"),
  async (c) => {
    const receipt = await submitFeedback(
      c.env,
      { id: c.get("userId"), email: c.get("userEmail") },
      c.req.valid("json").message,
      c.get("requestId"),
    );
    return c.json({ message: FEEDBACK_THANKS, ...receipt }, 200);
  },
);
