// Table account_deletions, and the statements that erase one user across every table. Erasing spans
// tables so that each step is one D1 batch (one transaction): a step either happens whole or not at all,
// and every step can run again, so the scheduled job can finish a deletion that stopped half-way.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type DbEnv, batchStatements, db } from "./client";
import {
  accountDeletions,
  accounts,
  authCodes,
  checkoutSessions,
  devCheckoutSessions,
  feedback,
  mailOutbox,
  payments,
  rateLimits,
  refreshTokens,
  resumeUploaded,
  resumes,
  subscriptions,
  users,
} from "./schema";

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

/** The user id a detached payment carries: no account has it, so it leads back to nobody. */
export const DETACHED_USER_ID = "deleted";

/**
 * Rate-limit counters keyed `<prefix>:<subject>` (a user id or an address) or `<prefix>:<address>:<client>`.
 * The second form is matched as a key range ("…:" up to "…;", ';' following ':'), which uses the key index.
 */
function rateLimitRows(prefixes: readonly string[], subjects: readonly string[], address?: string) {
  const exact = prefixes.flatMap((p) => subjects.filter(Boolean).map((s) => `${p}:${s}`));
  const ranges = address ? prefixes.map((p) => and(gt(rateLimits.key, `${p}:${address}:`), lt(rateLimits.key, `${p}:${address};`))) : [];
  return or(inArray(rateLimits.key, exact), ...ranges);
}

/**
 * Step 1, "the account is gone": the deletion job is written and, in the same transaction, the user row,
 * its sign-in identities, refresh tokens, one-time codes, rate-limit counters keyed by the address, and the
 * e-mails addressed to it or about the user are deleted. From then on no token, refresh cookie, password or
 * link of the account works, and a new sign-up with the address starts a new, empty account.
 */
export async function markAccountDeleted(
  env: DbEnv,
  u: { userId: string; email: string; now: number; nextAttemptAt: number; rateLimitPrefixes: readonly string[] },
): Promise<void> {
  const d = db(env);
  await d.batch([
    d
      .insert(accountDeletions)
      .values({ userId: u.userId, email: u.email, requestedAt: u.now, attempts: 0, nextAttemptAt: u.nextAttemptAt })
      .onConflictDoNothing({ target: accountDeletions.userId }),
    d.delete(accounts).where(eq(accounts.userId, u.userId)),
    d.delete(refreshTokens).where(eq(refreshTokens.userId, u.userId)),
    d.delete(users).where(eq(users.id, u.userId)),
    d.delete(authCodes).where(eq(authCodes.email, u.email)),
    d.delete(rateLimits).where(rateLimitRows(u.rateLimitPrefixes, [u.email, u.userId], u.email)),
    d.delete(mailOutbox).where(or(sql`${mailOutbox.toAddr} = ${u.email} COLLATE NOCASE`, eq(mailOutbox.aboutUserId, u.userId))),
  ]);
}

/** The R2 keys the user's rows point at (the files themselves live under the user's prefixes too). */
export async function fileKeysOf(env: DbEnv, userId: string): Promise<string[]> {
  const d = db(env);
  const [generated, uploaded] = await d.batch([
    d.select({ key: resumes.r2Key }).from(resumes).where(eq(resumes.userId, userId)),
    d.select({ key: resumeUploaded.sourceKey }).from(resumeUploaded).where(eq(resumeUploaded.id, userId)),
  ]);
  return [...generated.map((r) => r.key), ...uploaded.flatMap((r) => (r.key ? [r.key] : []))];
}

/**
 * Step 3, after the files: every remaining row of the user (profile, resumes, subscription, feedback,
 * test-checkout sessions, counters keyed by the user id or address, e-mails about the user) is deleted, and
 * their payments are kept for accounting but detached: no user id that leads back, no e-mail. Counters of
 * the address are deleted again here: attempts to sign in while the deletion ran count under it. The last
 * sweep runs it again without the address (by then the address may belong to a new account).
 */
export async function eraseUserRows(
  env: DbEnv,
  u: { userId: string; email?: string; now: number; rateLimitPrefixes: readonly string[] },
): Promise<void> {
  const { userId, now } = u;
  const d = db(env);
  await d.batch([
    d.delete(resumeUploaded).where(eq(resumeUploaded.id, userId)),
    d.delete(resumes).where(eq(resumes.userId, userId)),
    d.delete(subscriptions).where(eq(subscriptions.userId, userId)),
    d.delete(feedback).where(eq(feedback.userId, userId)),
    d.delete(devCheckoutSessions).where(eq(devCheckoutSessions.userId, userId)),
    d.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId)),
    d.delete(rateLimits).where(rateLimitRows(u.rateLimitPrefixes, [userId, u.email ?? ""], u.email || undefined)),
    d.delete(mailOutbox).where(eq(mailOutbox.aboutUserId, userId)),
    d.update(payments).set({ userId: DETACHED_USER_ID, customerEmail: null, detachedAt: now }).where(eq(payments.userId, userId)),
  ]);
}

/**
 * Step 4: the confirmation e-mail is written to the outbox and the job marked finished (its e-mail emptied,
 * the last sweep due at `sweepAt`), in one transaction and only while the job is unfinished, so two runs
 * finishing at once send one confirmation. Answers whether this call wrote it.
 */
export async function finishDeletion(
  env: DbEnv,
  userId: string,
  sweepAt: number,
  mail: {
    id: string;
    toAddr: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    status: string;
    createdAt: number;
    eraseAfter: number;
  },
): Promise<boolean> {
  const [inserted] = await batchStatements(env, [
    sql`INSERT INTO ${mailOutbox} (id, to_addr, subject, text_body, html_body, status, attempts, created_at, erase_after)
        SELECT ${mail.id}, ${mail.toAddr}, ${mail.subject}, ${mail.textBody}, ${mail.htmlBody}, ${mail.status}, 0, ${mail.createdAt}, ${mail.eraseAfter}
        WHERE EXISTS (SELECT 1 FROM ${accountDeletions} WHERE user_id = ${userId} AND finished_at IS NULL)`,
    db(env)
      .update(accountDeletions)
      .set({ email: "", finishedAt: mail.createdAt, attempts: 0, lastError: null, nextAttemptAt: sweepAt })
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.finishedAt))),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/** After the last sweep: the job row goes (only a finished one). */
export async function removeFinishedDeletion(env: DbEnv, userId: string): Promise<void> {
  await db(env)
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNotNull(accountDeletions.finishedAt)));
}

export async function findDeletion(env: DbEnv, userId: string): Promise<AccountDeletionRow | null> {
  return (await db(env).select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).get()) ?? null;
}

/** Deletions whose next attempt is due, oldest first. */
export function dueDeletions(env: DbEnv, now: number, limit: number): Promise<AccountDeletionRow[]> {
  return db(env)
    .select()
    .from(accountDeletions)
    .where(lte(accountDeletions.nextAttemptAt, now))
    .orderBy(asc(accountDeletions.nextAttemptAt))
    .limit(limit);
}

/** A run stopped on an error: counted, and the next attempt pushed back. */
export async function recordDeletionFailure(env: DbEnv, userId: string, error: string, nextAttemptAt: number): Promise<void> {
  await db(env)
    .update(accountDeletions)
    .set({ attempts: sql`${accountDeletions.attempts} + 1`, lastError: error, nextAttemptAt })
    .where(eq(accountDeletions.userId, userId));
}
