// Entry point: /api/* goes to the Hono API; every other path is the SPA (static assets with an
// index.html fallback) served with security headers; scheduled() retries queued mail.
import { api } from "./api";
import { pruneAuthTables } from "./auth/maintenance";
import type { Env } from "./env";
import { devPages } from "./dev/pages";
import { log } from "./http/logger";
import { retryQueuedMail } from "./mail/send";
import { serveSpa } from "./spa";

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    if (pathname === "/dev" || pathname.startsWith("/dev/")) return devPages.fetch(request, env, ctx);
    return serveSpa(request, env, ctx);
  },
  async scheduled(_controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    const mail = await retryQueuedMail(env);
    if (mail.tried) log("info", "mail_retry", mail);
    await pruneAuthTables(env);
  },
} satisfies ExportedHandler<Env>;

export type { ApiType } from "./api";
