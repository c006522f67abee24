import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { countGeneratedResumes, FREE_RESUME_LIMIT, getSubscription } from "./service";

export const subscriptionRoutes = new Hono<AppEnv>().get("/subscription", requireUser, async (c) => {
  const userId = c.get("userId");
  const [status, count] = await Promise.all([getSubscription(c.env, userId), countGeneratedResumes(c.env, userId)]);
  return c.json({
    ...status,
    resume_count: count,
    free_limit: FREE_RESUME_LIMIT,
    limited: !status.is_subscribed && count >= FREE_RESUME_LIMIT,
  });
});
