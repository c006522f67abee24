// GET /api/files/:id?exp=&sig= streams a generated resume from R2. The signed link is the credential
// (a plain anchor/fetch in the browser carries no bearer token); every refusal is the same 403.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { contentDisposition } from "../render/filename";
import { checkDownloadLink } from "./signed-url";

const ID = /^[A-Za-z0-9-]{8,64}$/;

const refuse = (why: string) =>
  new ApiError(403, "This download link is invalid or has expired. Reload the Resumes page for a fresh link.", { reason: why });

export const fileRoutes = new Hono<AppEnv>().get("/files/:id", async (c) => {
  const id = c.req.param("id");
  if (!ID.test(id)) throw refuse("malformed");
  const row = await c.env.DB.prepare("SELECT user_id, filename, r2_key FROM resumes WHERE id = ?")
    .bind(id)
    .first<{ user_id: string; filename: string; r2_key: string }>();
  // An unknown id answers exactly like a bad signature, so links cannot probe which ids exist.
  const check = row ? await checkDownloadLink(c.env, row.user_id, id, c.req.query("exp"), c.req.query("sig")) : "bad-signature";
  if (check !== "ok" || !row) throw refuse(check);
  const object = await c.env.FILES.get(row.r2_key);
  if (!object) throw new ApiError(404, "The file is no longer available.");
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(object.size),
      // The readable name (any script) in filename*, an ASCII fallback in filename (RFC 6266 / 5987).
      "Content-Disposition": contentDisposition(row.filename),
      "Cache-Control": "private, no-store",
    },
  });
});
