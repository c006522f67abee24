// Deleting an account, in steps that each happen whole (one D1 batch) and can each run again:
//   1. the account is marked deleted: the job row is written and the user row, sign-in identities, refresh
//      tokens, codes and address-keyed rows go in the same transaction, so nothing of the account works
//      from then on (worker/db/account-deletions.ts);
//   2. every R2 object of the user;
//   3. open checkout sessions expired, then every remaining row, payments detached rather than deleted (a
//      session paid after this grants nothing: worker/payment/deleted-account.ts refunds it);
//   4. the confirmation e-mail is queued and the job row marked finished (its e-mail emptied), together;
//   5. a quarter of an hour later the scheduled job sweeps the user's prefixes and rows once more (a request
//      that passed its token check just before step 1 may have written a file or row since), then removes
//      the job row.
// A run that fails stays in account_deletions; the scheduled handler runs it again until it finishes.
import {
  type AccountDeletionRow,
  dueDeletions,
  eraseUserRows,
  fileKeysOf,
  finishDeletion,
  markAccountDeleted,
  recordDeletionFailure,
  removeFinishedDeletion,
} from "../db/account-deletions";
import type { UserRow } from "../db/users";
import type { Env } from "../env";
import type { WaitUntil } from "../http/background";
import { LIMITS } from "../http/limits";
import { log } from "../http/logger";
import { deliverStored, outboxRow } from "../mail/send";
import { expireOpenCheckouts } from "../payment/deleted-account";
import { accountDeletedMail } from "./emails";
import { deleteUserFiles } from "./storage";

/** A request finishes its own deletion; the scheduled job looks at a job only after this long. */
export const FIRST_RETRY_MS = 5 * 60 * 1000;
const MAX_RETRY_MS = 6 * 3600 * 1000;
/** The last sweep runs this long after a deletion finished: longer than any request that passed its token check runs. */
export const SWEEP_AFTER_MS = 15 * 60 * 1000;
/** The confirmation e-mail leaves the outbox this long after it was written (once it is not waiting to be sent). */
export const CONFIRMATION_KEPT_MS = 24 * 3600 * 1000;
const DEFAULT_SUPPORT_EMAIL = "support@tailorcv.app";

/** Every prefix of the rate-limit counters: those keyed by this user's id or address go with the account. */
const RATE_LIMIT_PREFIXES = [...new Set(Object.values(LIMITS).map((l) => l.key))];

export type DeletionJob = Pick<AccountDeletionRow, "userId" | "email" | "attempts" | "finishedAt">;

/** Step 1. From its return on, the account cannot be used: tokens, refresh cookies and sign-in all fail. */
export async function markDeleted(env: Env, user: Pick<UserRow, "id" | "email">, now = Date.now()): Promise<DeletionJob> {
  await markAccountDeleted(env, {
    userId: user.id,
    email: user.email,
    now,
    nextAttemptAt: now + FIRST_RETRY_MS,
    rateLimitPrefixes: RATE_LIMIT_PREFIXES,
  });
  return { userId: user.id, email: user.email, attempts: 0, finishedAt: null };
}

function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
}

/**
 * Steps 2–4, or for a finished job the last sweep (step 5). Answers true when that is complete; false when a
 * step failed (logged, counted and left to the scheduled job). Never throws.
 */
export async function runDeletion(env: Env, job: DeletionJob, opts: { waitUntil?: WaitUntil; now?: number } = {}): Promise<boolean> {
  const now = opts.now ?? Date.now();
  const started = Date.now();
  try {
    const files = await deleteUserFiles(env, job.userId, await fileKeysOf(env, job.userId));
    if (job.finishedAt !== null) {
      await eraseUserRows(env, { userId: job.userId, now, rateLimitPrefixes: RATE_LIMIT_PREFIXES });
      await removeFinishedDeletion(env, job.userId);
      log("info", "account_deletion_swept", { user_id: job.userId, files, ms: Date.now() - started });
      return true;
    }
    // Open checkouts first (their rows go with the account below): nothing more can be paid for it.
    await expireOpenCheckouts(env, job.userId);
    await eraseUserRows(env, { userId: job.userId, email: job.email, now, rateLimitPrefixes: RATE_LIMIT_PREFIXES });
    const row = outboxRow(env, accountDeletedMail(job.email, env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL), now);
    if (await finishDeletion(env, job.userId, now + SWEEP_AFTER_MS, { ...row, eraseAfter: now + CONFIRMATION_KEPT_MS })) {
      await deliverStored(env, row, { waitUntil: opts.waitUntil });
    }
    log("info", "account_deleted", { user_id: job.userId, files, attempts: job.attempts + 1, ms: Date.now() - started });
    return true;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    log("error", "account_deletion_incomplete", { user_id: job.userId, attempts: job.attempts + 1, error });
    await recordDeletionFailure(env, job.userId, error.slice(0, 500), now + retryDelay(job.attempts)).catch((e: unknown) =>
      log("error", "account_deletion_not_recorded", { user_id: job.userId, error: String(e) }),
    );
    return false;
  }
}

/** Scheduled: finishes deletions whose next attempt is due (oldest first). */
export async function finishDueDeletions(env: Env, now = Date.now(), limit = 20): Promise<{ tried: number; finished: number }> {
  const due = await dueDeletions(env, now, limit);
  let finished = 0;
  for (const job of due) if (await runDeletion(env, job, { now })) finished += 1;
  return { tried: due.length, finished };
}
