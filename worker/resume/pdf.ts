// Generated resumes: the generate_pdf contract (zod, with bounds), rendering through the pure
// renderer, storage (PDF in R2, metadata in D1), the user's list, and the read-back check.
import { z } from "zod";
import { PRODUCT_NAME, type Env } from "../env";
import { log } from "../http/logger";
import type { EditorResume, StoredRecord } from "../shapes/resume";
import { signedDownloadUrl } from "../files/signed-url";
import type { Limit } from "../http/rate-limit";
import { ApiError } from "../http/errors";

/** The spec's words for a limited user (SPEC section 8). */
export const LIMIT_MESSAGE = "You can only generate one resume.";

// Bounds: generous for any real resume, small enough that one request cannot make the renderer work
// for seconds. Longer input gets a 400 naming the field, never a truncated PDF.
export const LIMITS = {
  shortText: 300, // names, titles, dates, e-mail, phone, section names
  longText: 2_000, // one responsibility, detail or list item
  entries: 50, // work experiences, projects, education entries, extra sections
  items: 100, // bullets of one entry, skills, languages, items of one section
  totalItems: 800, // everything listed in the whole resume
  roleApplied: 200,
} as const;

const short = z.string().max(LIMITS.shortText, `must be at most ${LIMITS.shortText} characters`);
const long = z.string().max(LIMITS.longText, `must be at most ${LIMITS.longText} characters`);
const items = <T extends z.ZodType = typeof long>(of: T = long as unknown as T) =>
  z.array(of).max(LIMITS.items, `must have at most ${LIMITS.items} items`);
const entries = <T extends z.ZodType>(of: T) => z.array(of).max(LIMITS.entries, `must have at most ${LIMITS.entries} entries`);

const responsibility = z.object({ current: long, suggested: long });
const versions = z.object({ current: items(), suggested: items() });

export const generatePdfBody = z
  .object({
    personal_info: z.object({ name: short, phone: short.default(""), email: short.default("") }),
    experiences: z.object({
      work_experiences: entries(
        z.object({
          title: short.default(""),
          company: short.default(""),
          dates: short.default(""),
          responsibilities: items(responsibility),
        }),
      ),
      // Projects and education are sections the editor shows only when present: absent means none.
      projects: entries(z.object({ title: short.default(""), responsibilities: items(responsibility) })).default([]),
      education: entries(
        z.object({ degree: short.default(""), institution: short.default(""), dates: short.default(""), details: items().default([]) }),
      ).default([]),
    }),
    additional_information: z
      .record(short, z.union([items(), versions]))
      .default({})
      .refine((r) => Object.keys(r).length <= LIMITS.entries, `must have at most ${LIMITS.entries} sections`),
    role_applied: z.string().max(LIMITS.roleApplied, `must be at most ${LIMITS.roleApplied} characters`).optional(),
  })
  .superRefine((body, ctx) => {
    const info = body.additional_information;
    const skills = info["Technical Skills"];
    if (skills !== undefined && Array.isArray(skills)) {
      ctx.addIssue({
        code: "custom",
        path: ["additional_information", "Technical Skills"],
        message: "must be an object with current and suggested lists",
      });
    }
    const languages = info.Languages;
    if (languages !== undefined && !Array.isArray(languages)) {
      ctx.addIssue({ code: "custom", path: ["additional_information", "Languages"], message: "must be a list of strings" });
    }
    let total = 0;
    for (const w of body.experiences.work_experiences) total += w.responsibilities.length;
    for (const p of body.experiences.projects) total += p.responsibilities.length;
    for (const e of body.experiences.education) total += e.details.length;
    for (const v of Object.values(info)) total += Array.isArray(v) ? v.length : v.current.length + v.suggested.length;
    if (total > LIMITS.totalItems) {
      ctx.addIssue({
        code: "custom",
        path: ["experiences"],
        message: `the resume lists ${total} items; at most ${LIMITS.totalItems} are allowed`,
      });
    }
  });

/**
 * Abuse limit per user (generate_pdf does not apply the free-resume limit, which belongs to generate):
 * far above what a person clicking Generate Resume needs. Override with RATE_LIMIT_PDF="count/seconds".
 */
export const DEFAULT_PDF_LIMIT: Limit = { limit: 30, windowSeconds: 600 };

export type GeneratePdfBody = z.output<typeof generatePdfBody>;

export const DEFAULT_ROLE = "General";
const INVISIBLE_CHARS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g; // ZWJ/ZWNJ kept: emoji and Persian need them

function pageSize(env: Env): "A4" | "Letter" {
  return env.PDF_PAGE_SIZE?.trim().toLowerCase() === "letter" ? "Letter" : "A4";
}

/** The body as the renderer's input type: Technical Skills and Languages always present. */
function toEditorResume(body: GeneratePdfBody): EditorResume {
  const { role_applied: _role, ...rest } = body;
  const info = { ...rest.additional_information };
  if (!info["Technical Skills"]) info["Technical Skills"] = { current: [], suggested: [] };
  if (!info.Languages) info.Languages = [];
  return { ...rest, additional_information: info as EditorResume["additional_information"] };
}

export interface RenderedResume {
  record: StoredRecord;
  bytes: Uint8Array;
  filename: string;
  roleApplied: string;
}

/** Chosen versions → PDF bytes and file name. pdf-lib and the fonts load only here (lazy). */
export async function renderChosenResume(env: Env, body: GeneratePdfBody, now = new Date()): Promise<RenderedResume> {
  const [{ resolveChosen, renderResumePdf, resumeFilename }, { assetFontLibrary }] = await Promise.all([
    import("../render"),
    import("../fonts/assets"),
  ]);
  const record = resolveChosen(toEditorResume(body));
  // Shown in the resumes list: control, zero-width and bidi-override characters would hide or reorder it.
  const roleApplied = body.role_applied?.replace(INVISIBLE_CHARS, "").replace(/\s+/g, " ").trim() || DEFAULT_ROLE;
  const name = record.personal_info.name;
  const bytes = await renderResumePdf(record, {
    pageSize: pageSize(env),
    fonts: assetFontLibrary(env.ASSETS),
    title: name ? `${name} – Resume` : "Resume",
    author: name || PRODUCT_NAME,
    productName: PRODUCT_NAME,
  });
  return { record, bytes, filename: resumeFilename(name, roleApplied, now), roleApplied };
}

export const r2KeyFor = (userId: string, id: string) => `generated/${userId}/${id}.pdf`;

/**
 * Stores the PDF first, then the row: a row never points at a missing file. With `maxExisting` (a free
 * user) the row is written only while the user has fewer resumes than that, checked inside the INSERT,
 * so parallel requests cannot all pass an earlier count and go past the free limit.
 */
export async function saveGeneratedResume(env: Env, userId: string, rendered: RenderedResume, now = Date.now(), maxExisting?: number) {
  const id = crypto.randomUUID();
  const key = r2KeyFor(userId, id);
  await env.FILES.put(key, rendered.bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { user_id: userId, filename: rendered.filename },
  });
  let inserted: boolean;
  try {
    const values = [id, userId, rendered.filename, rendered.roleApplied, key, now];
    const result =
      maxExisting === undefined
        ? await env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(...values)
            .run()
        : await env.DB.prepare(
            "INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM resumes WHERE user_id = ?) < ?",
          )
            .bind(...values, userId, maxExisting)
            .run();
    inserted = result.meta.changes > 0;
  } catch (err) {
    await env.FILES.delete(key).catch(() => undefined);
    throw err;
  }
  if (!inserted) {
    await env.FILES.delete(key).catch(() => undefined);
    throw new ApiError(403, LIMIT_MESSAGE);
  }
  return { id, filename: rendered.filename, timestamp: new Date(now).toISOString(), role_applied: rendered.roleApplied };
}

export interface ResumeListItem {
  id: string;
  filename: string;
  timestamp: string;
  role_applied: string;
  download_url: { signedURL: string };
}

export async function listUserResumes(env: Env, userId: string): Promise<ResumeListItem[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, filename, role_applied, created_at FROM resumes WHERE user_id = ? ORDER BY created_at DESC, rowid DESC",
  )
    .bind(userId)
    .all<{ id: string; filename: string; role_applied: string; created_at: number }>();
  return Promise.all(
    results.map(async (r) => ({
      id: r.id,
      filename: r.filename,
      timestamp: new Date(r.created_at).toISOString(),
      role_applied: r.role_applied,
      download_url: { signedURL: await signedDownloadUrl(env, userId, r.id) },
    })),
  );
}

/**
 * Runs our own parser on a PDF we just generated and returns what it failed to read back
 * (empty = fine). Used after the response, so it never delays or fails a download.
 */
export async function readBackCheck(record: StoredRecord, bytes: Uint8Array): Promise<string[]> {
  // The parser pulls in pdf.js: loaded only here, after the response.
  const [{ parseResume }, { readBackProblems }] = await Promise.all([import("../parse"), import("../render/readback")]);
  // pdf.js detaches the buffer it is given; the stored bytes stay intact.
  const parsed = await parseResume(bytes.slice());
  return readBackProblems(record, parsed.record);
}

export async function logReadBack(record: StoredRecord, bytes: Uint8Array, meta: Record<string, unknown>): Promise<void> {
  try {
    const problems = await readBackCheck(record, bytes);
    if (problems.length)
      log("warn", "generated_pdf_read_back_failed", { ...meta, problems: problems.slice(0, 20), count: problems.length });
  } catch (err) {
    log("warn", "generated_pdf_read_back_error", { ...meta, error: err instanceof Error ? err.message : String(err) });
  }
}
