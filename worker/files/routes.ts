// GET /api/files/:id?exp=&sig= streams a generated resume from R2. The signed link is the credential
// (a plain anchor/fetch in the browser carries no bearer token); every refusal is the same 403.
import { Hono } from "hono";
import { findResume } from "../db/resumes";
import type { AppEnv } from "../env";
import { ApiError, fails } from "../http/errors";
import { contentDisposition } from "../render/filename";
import { checkDownloadLink } from "./signed-url";

const ID = /^[A-Za-z0-9-]{8,64}$/;

const refuse = (why: string) =>
  new ApiError("download_link_invalid", "This download link is invalid or has expired. Reload the Resumes page for a fresh link.", {
    extra: { reason: why },
  });

export const fileRoutes = new Hono<AppEnv>().get("/:id", fails("download_link_invalid", "file_gone"), async (c) => {
  const id = c.req.param("id");
  if (!ID.test(id)) throw refuse("malformed");
  const row = await findResume(c.env, id);
  // An unknown id answers exactly like a bad signature, so links cannot probe which ids exist.
  const check = row ? await checkDownloadLink(c.env, row.userId, id, c.req.query("exp"), c.req.query("sig")) : "bad-signature";
  if (check !== "ok" || !row) throw refuse(check);
  const object = await c.env.FILES.get(row.r2Key);
  if (!object) throw new ApiError("file_gone", "The file is no longer available.");
  return c.body(object.body, 200, {
    "Content-Type": "application/pdf",
    "Content-Length": String(object.size),
    // The readable name (any script) in filename*, an ASCII fallback in filename (RFC 6266 / 5987).
    "Content-Disposition": contentDisposition(row.filename),
    "Cache-Control": "private, no-store",
  });
});
