// Table mail_outbox: every e-mail, written before it is sent; the dev mailbox reads it too.
import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { mailOutbox } from "./schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  env: DbEnv,
  m: { id: string; toAddr: string; subject: string; textBody: string; htmlBody: string; status: string; createdAt: number },
): Promise<void> {
  await db(env)
    .insert(mailOutbox)
    .values({ ...m, attempts: 0 });
}

export async function markMailSent(env: DbEnv, id: string, attempts: number, now: number): Promise<void> {
  await db(env).update(mailOutbox).set({ status: "sent", attempts, sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailedAttempt(env: DbEnv, id: string, status: string, attempts: number, error: string): Promise<void> {
  await db(env).update(mailOutbox).set({ status, attempts, lastError: error }).where(eq(mailOutbox.id, id));
}

/** Queued messages worth another attempt: tried before, or older than `freshSince` (a first attempt may still run). */
export function queuedMail(env: DbEnv, freshSince: number, limit: number): Promise<OutboxRow[]> {
  return db(env)
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), or(gt(mailOutbox.attempts, 0), lt(mailOutbox.createdAt, freshSince))))
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
}

/** Newest first; `to` compares case-insensitively. */
export function recentMail(env: DbEnv, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  const q = db(env).select().from(mailOutbox);
  const filtered = to ? q.where(sql`${mailOutbox.toAddr} = ${to} COLLATE NOCASE`) : q;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(sql`rowid`)).limit(limit);
}
