// /api/resume/*: upload a PDF (profile), generate suggestions for a job, generate the PDF, list them,
// reopen one with the choices that made it, delete one.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { limitPerUser } from "../http/rate-limit";
import { formBody, jsonBody, params } from "../http/validate";
import { generatePdfBodySchema } from "../shapes/choices";
import type { ReviewMark } from "../shapes/resume";
import { generateForUser } from "./generate";
import { deleteUserResume, generatePdf, listUserResumes, reopenResume } from "./pdf";
import { uploadForm, uploadResume } from "./upload";

// Length and blankness are checked in the domain so they get their own statuses (413, 400) and messages.
const generateRequest = z.object({ job_description: z.string() });
// Resume ids are UUIDs; the path pattern keeps every other word (generate, upload, …) off these routes, so
// a known path called with another method is still a 405 and an unknown one a 404.
const ID_PATH = "/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}";
const resumeId = z.object({ id: z.uuid({ error: "must be a resume id" }) });

// The profile screen imports the mark's type from here, beside the answer that carries it.
export type { ReviewMark };

export const resumeRoutes = new Hono<AppEnv>()
  .post(
    "/upload",
    requireUser,
    fails("not_your_profile", "pdf_refused", "too_large_record", "no_sections"),
    formBody(uploadForm),
    limitPerUser("upload"),
    async (c) => {
      const form = c.req.valid("form");
      if (form.user_id !== c.get("userId")) {
        throw new ApiError("not_your_profile", "You can only upload a resume to your own profile.", { field: "user_id" });
      }
      const result = await uploadResume(c.env, c.get("userId"), form.file, c.get("requestId"));
      return c.json(
        {
          message: "Resume uploaded and read. Review your profile below.",
          data: { profile: result.profile, version: result.version },
          warnings: result.warnings,
          review: result.review satisfies ReviewMark[],
        },
        200,
      );
    },
  )
  .post(
    "/generate",
    requireUser,
    fails("blank_job_description", "job_description_too_long", "profile_missing", "limit_reached"),
    jsonBody(generateRequest),
    async (c) => {
      const { job_description } = c.req.valid("json");
      return c.json(await generateForUser(c.env, c.get("userId"), job_description, c.get("requestId")), 200);
    },
  )
  .post("/generate_pdf", requireUser, fails("limit_reached", "fonts_unavailable"), jsonBody(generatePdfBodySchema), async (c) => {
    const saved = await generatePdf(c.env, c.get("userId"), c.req.valid("json"), {
      origin: c.req.url,
      waitUntil: waitUntilOf(c),
      requestId: c.get("requestId"),
    });
    return c.json(saved, 201);
  })
  .get("/user_resumes", requireUser, fails(), async (c) => c.json({ resumes: await listUserResumes(c.env, c.get("userId")) }, 200))
  // After the fixed paths, so /user_resumes is never read as an id.
  .get(ID_PATH, requireUser, fails("resume_not_found"), params("param", resumeId), async (c) =>
    c.json(await reopenResume(c.env, c.get("userId"), c.req.valid("param").id), 200),
  )
  .delete(ID_PATH, requireUser, fails("resume_not_found"), params("param", resumeId), async (c) => {
    const { id } = c.req.valid("param");
    await deleteUserResume(c.env, c.get("userId"), id, c.get("requestId"));
    return c.json({ id, deleted: true as const }, 200);
  });
