// Upload (SPEC call 1): one PDF in, the parsed record saved as the user's profile, the original kept in R2.
// Order matters for "nothing is lost": every check and the parse run before anything is written; the
// original goes to R2 first, then one D1 upsert; if D1 fails the new original is removed again.
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { storedRecordSchema } from "../profile/schema";
import { replaceProfile, type StoredProfile } from "../profile/store";
import type { StoredRecord } from "../shapes/resume";

/** What the route needs from the parser (worker/parse): its refusals carry a status and a one-sentence reason. */
interface ParserModule {
  checkPdfBytes(bytes: Uint8Array): void;
  parseResume(bytes: Uint8Array): Promise<{ record: StoredRecord; warnings: unknown[] }>;
}

interface Refusal {
  code: string;
  status: number;
  message: string;
}

function isRefusal(err: unknown): err is Refusal {
  if (!(err instanceof Error)) return false;
  const e = err as Error & Partial<Refusal>;
  return typeof e.status === "number" && e.status >= 400 && e.status < 500 && typeof e.code === "string";
}

export interface UploadForm {
  userId: string;
  file: File;
}

/** Reads the multipart form: `user_id` must be the token's user, `file` exactly one file. */
export async function readUploadForm(request: Request, tokenUserId: string): Promise<UploadForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, "Content-Type must be multipart/form-data with the fields user_id and file.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, "Malformed multipart form data.");
  }
  const userIds = form.getAll("user_id");
  const userId = userIds[0];
  if (userIds.length !== 1 || typeof userId !== "string" || !userId.trim()) {
    throw new ApiError(400, "The form field user_id is required (once).", { field: "user_id" });
  }
  if (userId.trim() !== tokenUserId) {
    throw new ApiError(403, "You can only upload a resume to your own profile.", { field: "user_id" });
  }
  const files = form.getAll("file");
  if (files.length === 0) throw new ApiError(400, "The form field file is required: choose a PDF to upload.", { field: "file" });
  if (files.length > 1) throw new ApiError(400, "Upload one file at a time.", { field: "file" });
  const file = files[0];
  if (typeof file === "string") throw new ApiError(400, "The form field file must be a file, not text.", { field: "file" });
  return { userId: tokenUserId, file: file as File };
}

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
  warnings: unknown[];
}

/** Parses the PDF and, only if it is accepted, stores the original and replaces the user's profile. */
export async function uploadResume(env: Env, userId: string, file: File, requestId?: string): Promise<UploadResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Loaded on first upload only: pdf.js is large and most requests never need it.
  const parser = (await import("../parse")) as unknown as ParserModule;
  let parsed: { record: StoredRecord; warnings: unknown[] };
  try {
    parser.checkPdfBytes(bytes);
    // The parser's pdf.js may detach the buffer it is given; keep our own bytes for R2.
    parsed = await parser.parseResume(bytes.slice());
  } catch (err) {
    if (isRefusal(err)) throw new ApiError(err.status as 400, err.message, { code: err.code });
    throw err;
  }
  const checked = storedRecordSchema.safeParse(parsed.record);
  if (!checked.success) {
    log("warn", "upload_record_out_of_bounds", { request_id: requestId, issue: checked.error.issues[0]?.message });
    throw new ApiError(422, "This resume holds more text than a profile can store. Please upload a shorter version.", {
      code: "too_large_record",
    });
  }
  if (!hasResumeSections(checked.data)) {
    // A letter, invoice or form read fine but holds no resume: saving it would replace a good profile with an empty one.
    throw new ApiError(
      422,
      "We could not find any resume sections (experience, education, projects or skills) in this PDF, so your profile was not changed.",
      {
        code: "no_sections",
      },
    );
  }
  const key = uploadKey(userId);
  await env.FILES.put(key, bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { user_id: userId, filename: file.name.slice(0, 200) },
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
  return { profile: checked.data, version: saved.version, warnings: parsed.warnings ?? [] };
}
