// Entry point: /api/* is the Hono API; /dev/* the development-only pages; every other path is the SPA
// (static assets with an index.html fallback). scheduled() finishes interrupted account deletions, retries
// queued mail and prunes old rows.
import { Hono } from "hono";
import { finishDueDeletions } from "./account/deletion";
import { api } from "./api";
import { pruneAuthTables } from "./auth/maintenance";
import { pruneCheckoutSessions } from "./db/checkout-sessions";
import { devPages } from "./dev/pages";
import type { AppEnv, Env } from "./env";
import { pageCsp, securityHeaders } from "./http/headers";
import { log } from "./http/logger";
import { pruneMail, retryQueuedMail } from "./mail/send";
import { serveSpa } from "./spa";

const devServer = Boolean(import.meta.env?.DEV);

export const spa = new Hono<AppEnv>().use(securityHeaders((env) => pageCsp(env, { devServer }))).all("*", serveSpa);

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    const { pathname } = new URL(request.url);
    if (isUnder(pathname, "/api")) return api.fetch(request, env, ctx);
    if (isUnder(pathname, "/dev")) return devPages.fetch(request, env, ctx);
    return spa.fetch(request, env, ctx);
  },
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    // Deletions first: an account stuck half-deleted matters more than housekeeping.
    const deletions = await finishDueDeletions(env, controller.scheduledTime);
    if (deletions.tried) log("info", "account_deletions_resumed", deletions);
    const mail = await retryQueuedMail(env);
    if (mail.tried) log("info", "mail_retry", mail);
    // Checkout sessions Stripe can no longer complete (they live at most 24 hours) need no expiring.
    const staleCheckouts = controller.scheduledTime - 25 * 3600 * 1000;
    await Promise.all([pruneAuthTables(env), pruneMail(env, controller.scheduledTime), pruneCheckoutSessions(env, staleCheckouts)]);
  },
} satisfies ExportedHandler<Env>;

export type { ApiType } from "./api";
