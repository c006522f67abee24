// GET /api/subscription (bearer): whether the user has an active plan and how many free resumes are used.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { fails } from "../http/errors";
import { FREE_RESUME_LIMIT, countGeneratedResumes, getSubscription } from "./service";

export const subscriptionRoutes = new Hono<AppEnv>().get("/", requireUser, fails(), async (c) => {
  const userId = c.get("userId");
  const [status, count] = await Promise.all([getSubscription(c.env, userId), countGeneratedResumes(c.env, userId)]);
  return c.json(
    {
      ...status,
      resume_count: count,
      free_limit: FREE_RESUME_LIMIT,
      limited: !status.is_subscribed && count >= FREE_RESUME_LIMIT,
    },
    200,
  );
});
