// The development mailbox: what sendMail kept in mail_outbox, as JSON (/api/dev/mail) and as a page
// (/dev/mail), so a newcomer can confirm an account offline. Both answer 404 outside development/test.
import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, type Env, PRODUCT_NAME, isDevLike } from "../env";
import { recentMail } from "../db/mail-outbox";
import { backgroundSettled } from "../http/background";
import { ApiError, fails } from "../http/errors";
import { params } from "../http/validate";
import { escapeHtml } from "./html";

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  created_at: string;
}

const query = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export async function listMail(env: Env, to: string | undefined, limit = 50): Promise<DevMail[]> {
  const results = await recentMail(env, to, limit);
  return results.map((r) => ({
    id: r.id,
    to: r.toAddr,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    status: r.status,
    created_at: new Date(r.createdAt).toISOString(),
  }));
}

/** Mounted at /api/dev. */
export const devMailRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevLike(c.env)) throw new ApiError("not_found", "Not found.");
    await next();
  })
  .get("/mail", fails(), params("query", query), async (c) => {
    const q = c.req.valid("query");
    // Auth mail is written after the answer (so answers do not tell accounts apart): wait for what is in flight.
    await backgroundSettled();
    return c.json(await listMail(c.env, q.to || undefined, q.limit), 200);
  });

/** Turns URLs in an escaped text into links (the text itself is escaped first). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
}

function page(mails: DevMail[], to: string | undefined): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.created_at.replace("T", " ").slice(0, 19))} UTC</span></header>
  <div class="meta">To: <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · ${escapeHtml(m.status)}</div>
  <pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join("\n")
    : `<p class="empty">No messages${to ? ` for ${escapeHtml(to)}` : ""} yet.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · ${escapeHtml(PRODUCT_NAME)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;color:#1f2430}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem;margin:0 0 4px}.lead{color:#5b6475;margin:0 0 16px}
form{display:flex;gap:8px;margin-bottom:16px}input{flex:1;padding:8px 10px;border:1px solid #e2e5ee;border-radius:8px;font:inherit}
button{padding:8px 14px;border-radius:8px;border:1px solid #4f46e5;background:#4f46e5;color:#fff;font:inherit;font-weight:600}
.mail{background:#fff;border:1px solid #e2e5ee;border-radius:12px;padding:16px;margin-bottom:12px}
.mail header{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}.mail header span,.meta{color:#5b6475;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0 0}a{color:#4f46e5}.empty{color:#5b6475}
</style></head><body><main>
<h1>Dev mailbox</h1>
<p class="lead">E-mails ${escapeHtml(PRODUCT_NAME)} would have sent. Development only; newest first.</p>
<form method="get"><input type="email" name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? "")}" aria-label="Recipient"><button type="submit">Filter</button></form>
${items}
</main></body></html>`;
}

/** Mounted at /dev (the dev pages app already answers 404 outside development). */
export const devMailPage = new Hono<AppEnv>().get("/mail", async (c) => {
  if (!isDevLike(c.env)) return c.text("Not found", 404);
  const parsed = query.safeParse(c.req.query());
  const q = parsed.success ? parsed.data : { to: undefined, limit: 50 };
  await backgroundSettled();
  return c.html(page(await listMail(c.env, q.to || undefined, q.limit), q.to));
});
