// Development-only HTML pages (dev mailbox, test checkout). Outside development every /dev/* path is 404.
import { Hono } from "hono";
import { type AppEnv, isDevLike } from "../env";
import { applySecurityHeaders, contentSecurityPolicy } from "../http/security-headers";
import { requestId } from "../http/request-id";
import { devMailPage } from "../mail/dev-mailbox";
import { testCheckoutPages } from "../payment/test-checkout";

export const devPages = new Hono<AppEnv>()
  .basePath("/dev")
  .use(requestId)
  .use(async (c, next) => {
    if (!isDevLike(c.env)) return c.text("Not found", 404);
    await next();
    applySecurityHeaders(c.res.headers, contentSecurityPolicy(c.env));
    c.header("Cache-Control", "no-store");
  })
  .route("/", testCheckoutPages)
  .route("/", devMailPage);

devPages.notFound((c) => c.text("Not found", 404));

/** Escapes user text for HTML pages and e-mails. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
