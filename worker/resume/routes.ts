// /api/resume/*: upload a PDF (profile), generate suggestions for a job, generate the PDF, list them.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { limitPerUser } from "../http/rate-limit";
import { formBody, jsonBody } from "../http/validate";
import { generatePdfRequestSchema } from "../shapes/resume";
import { generateForUser } from "./generate";
import { generatePdf, listUserResumes } from "./pdf";
import { uploadForm, uploadResume } from "./upload";

// Length and blankness are checked in the domain so they get their own statuses (413, 400) and messages.
const generateRequest = z.object({ job_description: z.string() });

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
  .post("/generate_pdf", requireUser, fails("limit_reached"), jsonBody(generatePdfRequestSchema), async (c) => {
    const saved = await generatePdf(c.env, c.get("userId"), c.req.valid("json"), {
      waitUntil: waitUntilOf(c),
      requestId: c.get("requestId"),
    });
    return c.json(saved, 201);
  })
  .get("/user_resumes", requireUser, fails(), async (c) => c.json({ resumes: await listUserResumes(c.env, c.get("userId")) }, 200));
