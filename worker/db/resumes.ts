// Table resumes: generated resumes (metadata; the PDF itself is in R2). A deleted resume keeps an emptied
// row (deleted_at set) so that the free limit, which counts rows, still counts it; every read but the
// count skips those rows.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { resumes } from "./schema";

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResume = typeof resumes.$inferInsert;

const live = (userId: string) => and(eq(resumes.userId, userId), isNull(resumes.deletedAt));

/** Every resume the user has generated, deleted ones included: this is what the free limit counts. */
export async function countResumes(env: DbEnv, userId: string): Promise<number> {
  const row = await db(env).select({ n: count() }).from(resumes).where(eq(resumes.userId, userId)).get();
  return row?.n ?? 0;
}

/**
 * Inserts the row. With `maxExisting` (a free user) it is written only while the user has fewer rows than
 * that, checked inside the same statement, so parallel requests cannot all pass an earlier count.
 * Answers whether the row was written.
 */
export async function insertResume(env: DbEnv, row: NewResume, maxExisting?: number): Promise<boolean> {
  if (maxExisting === undefined) {
    await db(env).insert(resumes).values(row);
    return true;
  }
  const result = await db(env).run(
    sql`INSERT INTO ${resumes} (id, user_id, filename, role_applied, r2_key, created_at, company, choices)
        SELECT ${row.id}, ${row.userId}, ${row.filename}, ${row.roleApplied}, ${row.r2Key}, ${row.createdAt},
               ${row.company ?? ""}, ${row.choices ?? null}
        WHERE (SELECT COUNT(*) FROM ${resumes} WHERE user_id = ${row.userId}) < ${maxExisting}`,
  );
  return result.meta.changes > 0;
}

/** The user's resumes that have not been deleted, newest first. */
export function listResumes(env: DbEnv, userId: string): Promise<ResumeRow[]> {
  return db(env).select().from(resumes).where(live(userId)).orderBy(desc(resumes.createdAt), desc(sql`rowid`));
}

/** A resume that has not been deleted, whoever owns it (signed download links check the owner themselves). */
export async function findResume(env: DbEnv, id: string): Promise<ResumeRow | null> {
  return (
    (await db(env)
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), isNull(resumes.deletedAt)))
      .get()) ?? null
  );
}

/** The user's own resume that has not been deleted; null for another user's id. */
export async function findUserResume(env: DbEnv, userId: string, id: string): Promise<ResumeRow | null> {
  return (
    (await db(env)
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), live(userId)))
      .get()) ?? null
  );
}

/**
 * Marks the user's resume deleted and empties what it held (file name, role, company, choices). Answers
 * the R2 key of its PDF, or null when there was no such live resume of this user.
 */
export async function markResumeDeleted(env: DbEnv, userId: string, id: string, now = Date.now()): Promise<string | null> {
  const row = await db(env)
    .update(resumes)
    .set({ deletedAt: now, filename: "", roleApplied: "", company: "", choices: null })
    .where(and(eq(resumes.id, id), live(userId)))
    .returning({ r2Key: resumes.r2Key })
    .get();
  return row?.r2Key ?? null;
}
