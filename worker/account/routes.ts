// /api/account (bearer): what the "Your data" card needs, the data export, and account deletion.
import { Hono } from "hono";
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "../auth/password";
import { clearRefreshCookie } from "../auth/session";
import { clientKey } from "../auth/throttle";
import { linkedProviders } from "../db/accounts";
import { findUserById } from "../db/users";
import type { AppEnv } from "../env";
import { waitUntilOf } from "../http/background";
import { requireUser } from "../http/bearer";
import { ApiError, fails } from "../http/errors";
import { log } from "../http/logger";
import { limitPerUser } from "../http/rate-limit";
import { jsonBody } from "../http/validate";
import { confirmOwner, recentSignInUntil } from "./confirm";
import { markDeleted, runDeletion } from "./deletion";
import { archiveName, exportArchive } from "./export";

export const DELETED_TEXT = {
  done: "Your account and all its data have been deleted.",
  pending:
    "Your account has been deleted and can no longer be used. Removing the last of its files is finishing in the background; you will get an e-mail when it is done.",
} as const;

const deleteRequest = z.object({
  email: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(254, { error: "is too long" }),
  password: z
    .string()
    .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` })
    .optional(),
});

export const accountRoutes = new Hono<AppEnv>()
  .get("/", requireUser, fails("user_not_found"), async (c) => {
    const user = await findUserById(c.env, c.get("userId"));
    if (!user) throw new ApiError("user_not_found", "User from the access token no longer exists.");
    const until = recentSignInUntil(c.get("authTime"));
    return c.json(
      {
        email: user.email,
        full_name: user.fullName,
        created_at: new Date(user.createdAt).toISOString(),
        password_set: Boolean(user.passwordHash),
        linked_sign_in: await linkedProviders(c.env, user.id),
        /** Until when a deletion needs no new sign-in (accounts without a password); null when it does. */
        recent_sign_in_until: until === null ? null : new Date(until).toISOString(),
      },
      200,
    );
  })

  .get("/export", requireUser, fails("user_not_found"), limitPerUser("exportData"), async (c) => {
    const now = Date.now();
    const stream = await exportArchive(c.env, c.get("userId"), now);
    log("info", "data_exported", { request_id: c.get("requestId"), user_id: c.get("userId") });
    return c.body(stream, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archiveName(now)}"`,
      "Cache-Control": "private, no-store",
    });
  })

  .post(
    "/delete",
    requireUser,
    fails("user_not_found", "email_mismatch", "current_password_required", "reauth_required"),
    jsonBody(deleteRequest),
    limitPerUser("deleteAccount"),
    async (c) => {
      const user = await confirmOwner(
        c.env,
        { userId: c.get("userId"), authTime: c.get("authTime"), client: clientKey(c.req.raw) },
        c.req.valid("json"),
      );
      const job = await markDeleted(c.env, user);
      clearRefreshCookie(c);
      const finished = await runDeletion(c.env, job, { waitUntil: waitUntilOf(c) });
      log("info", "account_deletion_requested", { request_id: c.get("requestId"), user_id: user.id, finished });
      return c.json({ deleted: true as const, finished, message: finished ? DELETED_TEXT.done : DELETED_TEXT.pending }, 200);
    },
  );
