// POST /api/resume/generate_pdf and GET /api/resume/user_resumes (SPEC section 7, calls 4 and 2).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../http/bearer";
import { jsonBody } from "../http/json-body";
import { ApiError } from "../http/errors";
import { parseLimit, rateLimit } from "../http/rate-limit";
import { FREE_RESUME_LIMIT, getSubscription, isLimited } from "../subscription/service";
import {
  DEFAULT_PDF_LIMIT,
  LIMIT_MESSAGE,
  generatePdfBody,
  listUserResumes,
  logReadBack,
  renderChosenResume,
  saveGeneratedResume,
} from "./pdf";

export const pdfRoutes = new Hono<AppEnv>()
  .post("/generate_pdf", requireUser, jsonBody(generatePdfBody), async (c) => {
    const userId = c.get("userId");
    // Counted before rendering: a PDF costs ~0.1 s of CPU and an R2 object.
    await rateLimit(c.env, `generate_pdf:${userId}`, parseLimit(c.env.RATE_LIMIT_PDF, DEFAULT_PDF_LIMIT));
    // The free limit is enforced here too: a PDF is what counts as a resume, so calling this route
    // directly must not get around the paywall that /generate applies.
    if (await isLimited(c.env, userId)) throw new ApiError(403, LIMIT_MESSAGE);
    const subscribed = await getSubscription(c.env, userId).then(
      (s) => s.is_subscribed,
      () => false,
    );
    const rendered = await renderChosenResume(c.env, c.req.valid("json"));
    // For a free user the limit is checked again inside the INSERT (parallel requests, see saveGeneratedResume).
    const saved = await saveGeneratedResume(c.env, userId, rendered, Date.now(), subscribed ? undefined : FREE_RESUME_LIMIT);
    // The read-back check (our parser on our PDF) runs after the answer; a failure only logs a warning.
    const check = logReadBack(rendered.record, rendered.bytes, { request_id: c.get("requestId"), resume_id: saved.id });
    try {
      c.executionCtx.waitUntil(check);
    } catch {
      await check; // no execution context (e.g. a direct app.request in tests)
    }
    return c.json({ id: saved.id, filename: saved.filename, role_applied: saved.role_applied, timestamp: saved.timestamp }, 201);
  })
  .get("/user_resumes", requireUser, async (c) => {
    return c.json({ resumes: await listUserResumes(c.env, c.get("userId")) });
  });
