// Generated resumes: rendering the chosen versions through the pure renderer, storage (PDF in R2,
// metadata in D1), the generate_pdf orchestration, the user's list, and the read-back check.
import { findUserResume, insertResume, listResumes, markResumeDeleted } from "../db/resumes";
import { findResumeDesign, setResumeDesign } from "../db/users";
import { PRODUCT_NAME, type Env } from "../env";
import { signedDownloadUrl } from "../files/signed-url";
import type { WaitUntil } from "../http/background";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { hit } from "../http/rate-limit";
import { type EditorChoices, type GeneratePdfBody, readChoices } from "../shapes/choices";
import type { EditorResume, GeneratePdfRequest, StoredRecord } from "../shapes/resume";
import type { HeadingLanguage } from "../render/headings";
import { DEFAULT_DESIGN, type DesignId, defaultPageSize, isDesignId, type PageSize } from "../render/theme";
import { FREE_RESUME_LIMIT, getSubscription, isLimited } from "../subscription/service";
import { withoutUnseen } from "../shapes/names";
import { findCompany } from "./company";
import { pagesInIsolation } from "./parse-client";

/** The words for a limited user (docs/requirements.md § Error texts). */
export const LIMIT_MESSAGE = "You can only generate one resume.";

export const DEFAULT_ROLE = "General";

/** How one resume is printed. */
export interface PrintChoice {
  design: DesignId;
  pageSize: PageSize;
  /** The headings' language; absent: the language the resume is written in. */
  language?: HeadingLanguage;
}

/**
 * The locales of an Accept-Language header, most preferred first ("de-CH, fr;q=0.8" → ["de-CH", "fr"]); at most
 * ten, so a hostile header costs nothing.
 */
export function acceptedLocales(header: string | null | undefined): string[] {
  return (header ?? "")
    .slice(0, 500)
    .split(",")
    .slice(0, 10)
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/** The design the user chose last, or the default one (a stored name we no longer have reads as the default). */
export async function rememberedDesign(env: Env, userId: string): Promise<DesignId> {
  const stored = await findResumeDesign(env, userId);
  return isDesignId(stored) ? stored : DEFAULT_DESIGN;
}

/**
 * The design, page size and headings' language of a generate_pdf request: what the body names, else the
 * user's last design and the paper of the browser's locale.
 */
export async function printChoiceFor(
  env: Env,
  userId: string,
  body: GeneratePdfBody,
  acceptLanguage?: string | null,
): Promise<PrintChoice> {
  return {
    design: body.design ?? (await rememberedDesign(env, userId)),
    pageSize: body.page_size ?? defaultPageSize(acceptedLocales(acceptLanguage)),
    ...(body.headings_language ? { language: body.headings_language } : {}),
  };
}

/** The body as the renderer's input: the editor resume without the role (and the choices kept beside it). */
function toEditorResume(body: GeneratePdfRequest | GeneratePdfBody): EditorResume {
  const { role_applied: _role, ...resume } = body;
  for (const key of ["choices", "design", "page_size", "headings_language"] as const)
    if (key in resume) delete (resume as Record<string, unknown>)[key];
  return resume;
}

export interface RenderedResume {
  record: StoredRecord;
  bytes: Uint8Array;
  filename: string;
  roleApplied: string;
  /** The hiring company read from the job description in the choices ('' when unknown). */
  company?: string;
  /** The editor choices that made it, kept so the resume can be reopened. */
  choices?: EditorChoices;
}

/**
 * Chosen versions → PDF bytes and file name. pdf-lib and the fonts load only here (lazy). `origin` is the
 * origin of the request being answered, for reading the font assets (worker/fonts/assets.ts).
 */
export async function renderChosenResume(
  env: Env,
  body: GeneratePdfRequest | GeneratePdfBody,
  origin: string,
  print: PrintChoice = { design: DEFAULT_DESIGN, pageSize: "A4" },
  now = new Date(),
): Promise<RenderedResume> {
  const [{ resolveChosen, renderResumePdf, resumeFilename }, { assetFontLibrary }] = await Promise.all([
    import("../render"),
    import("../fonts/assets"),
  ]);
  const record = resolveChosen(toEditorResume(body));
  // Shown in the resumes list: control, zero-width and bidi-override characters would hide or reorder it.
  const roleApplied = withoutUnseen((body.role_applied ?? "").replace(/\s+/g, " ")).trim() || DEFAULT_ROLE;
  const name = record.personal_info.name;
  const bytes = await renderResumePdf(record, {
    pageSize: print.pageSize,
    design: print.design,
    ...(print.language ? { language: print.language } : {}),
    fonts: assetFontLibrary(env.ASSETS, origin),
    title: name ? `${name} – Resume` : "Resume",
    author: name || PRODUCT_NAME,
    productName: PRODUCT_NAME,
  });
  const choices = "choices" in body ? body.choices : undefined;
  const company = choices?.job_description ? findCompany(choices.job_description) : "";
  return { record, bytes, filename: resumeFilename(name, roleApplied, now), roleApplied, company, choices };
}

export const r2KeyFor = (userId: string, id: string) => `generated/${userId}/${id}.pdf`;

/**
 * Stores the PDF first, then the row: a row never points at a missing file. With `maxExisting` (a free
 * user) the row is written only while the user has fewer resumes than that (checked inside the INSERT).
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
    inserted = await insertResume(
      env,
      {
        id,
        userId,
        filename: rendered.filename,
        roleApplied: rendered.roleApplied,
        r2Key: key,
        createdAt: now,
        company: rendered.company ?? "",
        choices: rendered.choices ? JSON.stringify(rendered.choices) : null,
      },
      maxExisting,
    );
  } catch (err) {
    await env.FILES.delete(key).catch(() => undefined);
    throw err;
  }
  if (!inserted) {
    await env.FILES.delete(key).catch(() => undefined);
    throw new ApiError("limit_reached", LIMIT_MESSAGE);
  }
  return {
    id,
    filename: rendered.filename,
    timestamp: new Date(now).toISOString(),
    role_applied: rendered.roleApplied,
    company: rendered.company ?? "",
  };
}

/**
 * generate_pdf: the free limit (a PDF is what counts as a resume, so calling this directly must not get
 * around the limit /generate applies), render, store, and check the result by reading it back after the
 * answer (a failure only logs a warning).
 */
export async function generatePdf(
  env: Env,
  userId: string,
  body: GeneratePdfBody,
  ctx: { origin: string; waitUntil?: WaitUntil; requestId?: string; acceptLanguage?: string | null },
) {
  // Counted before rendering: a PDF costs ~0.1 s of CPU and an R2 object.
  await hit(env, "generatePdf", userId);
  if (await isLimited(env, userId)) throw new ApiError("limit_reached", LIMIT_MESSAGE);
  const subscribed = await getSubscription(env, userId).then(
    (s) => s.is_subscribed,
    () => false,
  );
  const print = await printChoiceFor(env, userId, body, ctx.acceptLanguage);
  const rendered = await renderChosenResume(env, body, ctx.origin, print);
  // For a free user the limit is checked again inside the INSERT (parallel requests).
  const saved = await saveGeneratedResume(env, userId, rendered, Date.now(), subscribed ? undefined : FREE_RESUME_LIMIT);
  // The design a resume was made in is the one the editor offers first next time.
  if (body.design) await setResumeDesign(env, userId, body.design);
  const check = logReadBack(env, rendered.record, rendered.bytes, { request_id: ctx.requestId, resume_id: saved.id });
  if (ctx.waitUntil) ctx.waitUntil(check);
  else await check;
  return saved;
}

export interface ResumeListItem {
  id: string;
  filename: string;
  timestamp: string;
  role_applied: string;
  /** The hiring company read from the job description ('' when unknown). */
  company: string;
  /** Whether the editor choices were kept, so the resume can be opened in the editor again. */
  reopenable: boolean;
  download_url: { signedURL: string };
}

export async function listUserResumes(env: Env, userId: string): Promise<ResumeListItem[]> {
  const rows = await listResumes(env, userId);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      filename: r.filename,
      timestamp: new Date(r.createdAt).toISOString(),
      role_applied: r.roleApplied,
      company: r.company,
      reopenable: r.choices !== null,
      download_url: { signedURL: await signedDownloadUrl(env, userId, r.id) },
    })),
  );
}

/** One resume with the choices that made it (null for resumes made before they were kept). */
export async function reopenResume(env: Env, userId: string, id: string) {
  const row = await findUserResume(env, userId, id);
  if (!row) throw new ApiError("resume_not_found", "This resume does not exist or was deleted.");
  return {
    id: row.id,
    filename: row.filename,
    timestamp: new Date(row.createdAt).toISOString(),
    role_applied: row.roleApplied,
    company: row.company,
    choices: readChoices(row.choices),
  };
}

/** Deletes the user's resume: the PDF in R2, then the row's content (the emptied row stays for the free limit). */
export async function deleteUserResume(env: Env, userId: string, id: string, requestId?: string): Promise<void> {
  const key = await markResumeDeleted(env, userId, id);
  if (!key) throw new ApiError("resume_not_found", "This resume does not exist or was deleted.");
  // The row already says deleted, so the file can no longer be listed or downloaded; a failed R2 delete
  // only leaves an unreachable object behind, which the log names so it can be removed.
  await env.FILES.delete(key).catch((e: unknown) =>
    log("warn", "deleted_resume_object_left", { request_id: requestId, resume_id: id, r2_key: key, error: String(e) }),
  );
}

/**
 * Runs our own parser on a PDF we just generated and returns what it failed to read back
 * (empty = fine). Used after the response, so it never delays or fails a download.
 */
export async function readBackCheck(env: Env, record: StoredRecord, bytes: Uint8Array): Promise<string[]> {
  const { readBackProblems } = await import("../render/readback");
  // pdf.js runs in the parse Worker, like an upload's; the line model reads its pages here.
  const pages = await pagesInIsolation(env, bytes);
  const { recordFromPages } = await import("../parse");
  return readBackProblems(record, recordFromPages(pages).record);
}

export async function logReadBack(env: Env, record: StoredRecord, bytes: Uint8Array, meta: Record<string, unknown>): Promise<void> {
  try {
    const problems = await readBackCheck(env, record, bytes);
    // The problems quote resume text: only their kinds reach the log.
    const kinds = [...new Set(problems.map((p) => p.replace(/"[^"]*"/g, "…")))].slice(0, 20);
    if (problems.length) log("warn", "generated_pdf_read_back_failed", { ...meta, kinds, count: problems.length });
  } catch (err) {
    log("warn", "generated_pdf_read_back_error", { ...meta, error: err instanceof Error ? err.message : String(err) });
  }
}
