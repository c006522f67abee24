// Upload: one PDF in, the parsed record saved as the user's profile, the original kept in R2.
// Order matters for "nothing is lost": every check and the parse run before anything is written; the
// original goes to R2 first, then one D1 upsert; if D1 fails the new original is removed again.
import { z } from "zod";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { replaceProfile, type StoredProfile } from "../profile/store";
import { ResumeRefusal } from "../parse/refusal";
import { readUploadedResume } from "./reading";
import { withoutUnseen } from "../shapes/names";
import { type ReviewMark, type StoredRecord, storedRecordSchema } from "../shapes/resume";

/** The multipart form: `user_id` (once) and `file` (exactly one file). */
export const uploadForm = z.object({
  user_id: z
    .string({ error: "The form field user_id is required (once)." })
    .trim()
    .min(1, { error: "The form field user_id is required (once)." }),
  file: z
    .unknown()
    .superRefine((v, ctx) => {
      if (v instanceof File) return;
      const message =
        v === undefined
          ? "The form field file is required: choose a PDF to upload."
          : Array.isArray(v)
            ? "Upload one file at a time."
            : "The form field file must be a file, not text.";
      ctx.addIssue({ code: "custom", message });
    })
    .transform((v) => v as File),
});

/** True when the parse found at least one section beyond the contact details. */
export function hasResumeSections(record: StoredRecord): boolean {
  const { experiences, education, additional_information } = record;
  return (
    experiences.work_experiences.length > 0 ||
    experiences.projects.length > 0 ||
    education.length > 0 ||
    Object.values(additional_information).some((items) => items.length > 0)
  );
}

export const uploadKey = (userId: string) => `uploads/${userId}/${crypto.randomUUID()}.pdf`;

export interface UploadResult extends StoredProfile {
  warnings: string[];
  /** Fields the parser was unsure of ("Check this" on the profile screen). */
  review: ReviewMark[];
}

/** The stages an upload reports while it runs (reading the PDF, finding its sections, checking, saving). */
export type UploadStage = "reading" | "sections" | "checking" | "saving";

/** Parses the PDF and, only if it is accepted, stores the original and replaces the user's profile. */
export async function uploadResume(
  env: Env,
  userId: string,
  file: File,
  requestId?: string,
  onStage: (stage: UploadStage) => Promise<void> = async () => undefined,
): Promise<UploadResult> {
  await onStage("reading");
  const bytes = new Uint8Array(await file.arrayBuffer());
  let parsed: { record: StoredRecord; warnings: string[]; review: ReviewMark[] };
  try {
    // Read in the parse Worker (its own checks first: empty, too large, not a PDF, cut short), then by the readers.
    parsed = await readUploadedResume(env, bytes, requestId, onStage);
  } catch (err) {
    if (err instanceof ResumeRefusal) {
      throw new ApiError("pdf_refused", err.message, { status: err.status as 400 | 413 | 422, extra: { reason: err.code } });
    }
    throw err;
  }
  await onStage("checking");
  const checked = storedRecordSchema.safeParse(parsed.record);
  if (!checked.success) {
    log("warn", "upload_record_out_of_bounds", { request_id: requestId, issue: checked.error.issues[0]?.message });
    throw new ApiError("too_large_record", "This resume holds more text than a profile can store. Please upload a shorter version.");
  }
  if (!hasResumeSections(checked.data)) {
    // A letter, invoice or form read fine but holds no resume: saving it would replace a good profile with an empty one.
    throw new ApiError(
      "no_sections",
      "We could not find any resume sections (experience, education, projects or skills) in this PDF, so your profile was not changed.",
    );
  }
  await onStage("saving");
  const key = uploadKey(userId);
  await env.FILES.put(key, bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { user_id: userId, filename: withoutUnseen(file.name, "_").slice(0, 200) },
  });
  let saved: { version: number; previousSourceKey: string | null };
  try {
    saved = await replaceProfile(env, userId, checked.data, key);
  } catch (err) {
    await env.FILES.delete(key).catch(() => undefined);
    throw err;
  }
  // Only the original behind the current profile is kept; removing the old one is best effort.
  if (saved.previousSourceKey && saved.previousSourceKey !== key) {
    await env.FILES.delete(saved.previousSourceKey).catch((e: unknown) =>
      log("warn", "upload_old_original_not_deleted", { request_id: requestId, error: String(e) }),
    );
  }
  return { profile: checked.data, version: saved.version, warnings: parsed.warnings ?? [], review: parsed.review ?? [] };
}
