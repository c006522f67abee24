// The API under /api: the URL map. The pipeline runs in this order: request id → access log → security
// headers → body limit → 405 for known paths called with another method → the domain's routes.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId } from "hono/request-id";
import { authRoutes } from "./auth/routes";
import type { AppEnv } from "./env";
import { feedbackRoutes } from "./feedback/routes";
import { fileRoutes } from "./files/routes";
import { healthRoutes } from "./health/routes";
import { accessLog } from "./http/access-log";
import { requireConfig } from "./http/config-check";
import { ApiError, errorBody, handleError, notFoundJson } from "./http/errors";
import { API_CSP, securityHeaders } from "./http/headers";
import { devMailRoutes } from "./mail/dev-mailbox";
import { paymentRoutes } from "./payment/routes";
import { profileRoutes } from "./profile/routes";
import { resumeRoutes } from "./resume/routes";
import { subscriptionRoutes } from "./subscription/routes";

/** JSON bodies: generous for any real profile or job description. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The upload route reads its own multipart body; this lets it answer a clear "larger than 5MB" itself. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Past this, an oversized body is cut off instead of read to its end. Below it the body is read and
 * dropped before the 413 goes out: a proxy in front (the Vite dev and preview servers) fails the whole
 * exchange when the answer comes while the client is still sending.
 */
const DRAIN_LIMIT = 64 * 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_LIMIT) return void (await reader.cancel());
    }
  } catch {
    /* the client went away: nothing left to drain */
  }
}

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: async (c) => {
      await drain(c.req.raw.body);
      throw new ApiError("body_too_large", `Request body too large (limit ${Math.round(maxSize / 1024)} KB).`);
    },
  });

const base = new Hono<AppEnv>().basePath("/api");

export const api = base
  .use(requestId({ limitLength: 64 }))
  .use(accessLog)
  .use(securityHeaders(() => API_CSP))
  .use(requireConfig)
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
  })
  .use(except("/api/resume/upload", limitBody(DEFAULT_BODY_LIMIT)))
  .use("/resume/upload", limitBody(UPLOAD_BODY_LIMIT))
  .use(
    methodNotAllowed({
      app: base,
      onMethodNotAllowed: (c, methods) => {
        c.header("Allow", methods.join(", "));
        return c.json(errorBody(c, "method_not_allowed", `Method ${c.req.method} is not allowed here; use ${methods.join(" or ")}.`), 405);
      },
    }),
  )
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/dev", devMailRoutes)
  .route("/profile", profileRoutes)
  .route("/resume", resumeRoutes)
  .route("/subscription", subscriptionRoutes)
  .route("/payment", paymentRoutes)
  .route("/feedback", feedbackRoutes)
  .route("/files", fileRoutes);

api.notFound(notFoundJson);
api.onError(handleError);

export type ApiType = typeof api;
