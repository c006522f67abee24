// Table resumes: generated resumes (metadata; the PDF itself is in R2).
import { count, desc, eq, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { resumes, users } from "./schema";

export type ResumeRow = typeof resumes.$inferSelect;

export async function countResumes(env: DbEnv, userId: string): Promise<number> {
  const row = await db(env).select({ n: count() }).from(resumes).where(eq(resumes.userId, userId)).get();
  return row?.n ?? 0;
}

/**
 * Inserts the row. With `maxExisting` (a free user) it is written only while the user has fewer rows than
 * that, checked inside the same statement, so parallel requests cannot all pass an earlier count.
 * Answers whether the row was written.
 */
export async function insertResume(env: DbEnv, row: ResumeRow, maxExisting?: number): Promise<boolean> {
  if (maxExisting === undefined) {
    await db(env).insert(resumes).values(row);
    return true;
  }
  const result = await db(env).run(
    sql`INSERT INTO ${resumes} (id, user_id, filename, role_applied, r2_key, created_at)
        SELECT ${row.id}, ${row.userId}, ${row.filename}, ${row.roleApplied}, ${row.r2Key}, ${row.createdAt}
        WHERE (SELECT COUNT(*) FROM ${resumes} WHERE user_id = ${row.userId}) < ${maxExisting}`,
  );
  return result.meta.changes > 0;
}

/** Newest first. */
export function listResumes(env: DbEnv, userId: string): Promise<ResumeRow[]> {
  return db(env).select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt), desc(sql`rowid`));
}

/**
 * The resume, only while its owner's account exists: a deleted account's download links stop working at
 * once, even while the scheduled job is still removing its rows and files.
 */
export async function findResumeOfLiveUser(env: DbEnv, id: string): Promise<ResumeRow | null> {
  const row = await db(env)
    .select({ resume: resumes })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(eq(resumes.id, id))
    .get();
  return row?.resume ?? null;
}
