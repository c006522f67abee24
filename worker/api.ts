// The API under /api: middleware order matters (id → headers → limits → routes → errors).
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT, limitBody } from "./http/body-limit";
import { errorBody, handleError, notFoundJson } from "./http/errors";
import { API_CSP, applySecurityHeaders } from "./http/security-headers";
import { requestId } from "./http/request-id";
import { healthRoutes } from "./health/routes";
import { authRoutes } from "./auth/routes";
import { devMailRoutes } from "./mail/dev-mailbox";
import { subscriptionRoutes } from "./subscription/routes";
import { uploadRoutes } from "./resume/upload-routes";
import { paymentRoutes } from "./payment/routes";
import { feedbackRoutes } from "./feedback/routes";
import { generateRoutes } from "./resume/generate-routes";
import { profileRoutes } from "./profile/routes";
import { pdfRoutes } from "./resume/pdf-routes";
import { fileRoutes } from "./files/routes";

const defaultLimit = limitBody(DEFAULT_BODY_LIMIT);
const uploadLimit = limitBody(UPLOAD_BODY_LIMIT);

export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(requestId)
  .use(async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, API_CSP);
    c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
  })
  .use((c, next) => (c.req.path === "/api/resume/upload" ? uploadLimit(c, next) : defaultLimit(c, next)))
  .route("/", healthRoutes)
  .route("/auth", authRoutes)
  .route("/dev", devMailRoutes)
  .route("/", subscriptionRoutes)
  .route("/resume", uploadRoutes)
  .route("/", paymentRoutes)
  .route("/", feedbackRoutes)
  .route("/resume", generateRoutes)
  .route("/", profileRoutes)
  .route("/resume", pdfRoutes)
  .route("/", fileRoutes);

// A known path called with another method (GET /api/resume/generate, say) is a 405 with an Allow header,
// not a 404. The method table is built on first use, so start-up does no extra work.
let methodTable: Array<{ method: string; pattern: URLPattern }> | undefined;
function allowedMethods(path: string): string[] {
  methodTable ??= api.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, pattern: new URLPattern({ pathname: r.path }) }));
  const allowed = new Set(methodTable.filter((r) => r.pattern.test({ pathname: path })).map((r) => r.method));
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed];
}

api.notFound((c) => {
  const allowed = allowedMethods(c.req.path);
  if (allowed.length === 0) return notFoundJson(c);
  c.header("Allow", allowed.join(", "));
  return c.json(errorBody(c, `Method ${c.req.method} is not allowed here; use ${allowed.join(" or ")}.`), 405);
});
api.onError(handleError);

export type ApiType = typeof api;
