// Table resumeUploaded: the stored resume record, one row per user (id = user id), versioned so that
// every write is one conditional statement and two tabs never silently overwrite each other.
import { and, eq, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { resumeUploaded } from "./schema";

export interface ProfileRow {
  experiences: string;
  version: number;
  sourceKey: string | null;
}

export async function readProfileRow(env: DbEnv, userId: string): Promise<ProfileRow | null> {
  const row = await db(env)
    .select({ experiences: resumeUploaded.experiences, version: resumeUploaded.version, sourceKey: resumeUploaded.sourceKey })
    .from(resumeUploaded)
    .where(eq(resumeUploaded.id, userId))
    .get();
  return row ?? null;
}

export async function profileVersion(env: DbEnv, userId: string): Promise<number | null> {
  const row = await db(env).select({ version: resumeUploaded.version }).from(resumeUploaded).where(eq(resumeUploaded.id, userId)).get();
  return row?.version ?? null;
}

/** Creates the row at version 1; null when the user already has one. */
export async function insertProfile(env: DbEnv, userId: string, json: string, now: number): Promise<number | null> {
  const row = await db(env)
    .insert(resumeUploaded)
    .values({ id: userId, experiences: json, version: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: resumeUploaded.id })
    .returning({ version: resumeUploaded.version })
    .get();
  return row?.version ?? null;
}

/** Writes the record only if the stored version is `expected`; answers the new version, or null. */
export async function updateProfileIfVersion(
  env: DbEnv,
  userId: string,
  json: string,
  expected: number,
  now: number,
): Promise<number | null> {
  const row = await db(env)
    .update(resumeUploaded)
    .set({ experiences: json, version: sql`${resumeUploaded.version} + 1`, updatedAt: now })
    .where(and(eq(resumeUploaded.id, userId), eq(resumeUploaded.version, expected)))
    .returning({ version: resumeUploaded.version })
    .get();
  return row?.version ?? null;
}

/**
 * Replaces (or creates) the record from an upload in one transaction: answers the new version and the
 * R2 key of the original it replaced, read in the same transaction so two uploads cannot interleave.
 */
export async function replaceProfileFromUpload(
  env: DbEnv,
  userId: string,
  json: string,
  sourceKey: string,
  now: number,
): Promise<{ version: number; previousSourceKey: string | null }> {
  const d = db(env);
  const [previous, upserted] = await d.batch([
    d.select({ sourceKey: resumeUploaded.sourceKey }).from(resumeUploaded).where(eq(resumeUploaded.id, userId)),
    d
      .insert(resumeUploaded)
      .values({ id: userId, experiences: json, version: 1, sourceKey, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: resumeUploaded.id,
        set: { experiences: json, version: sql`${resumeUploaded.version} + 1`, sourceKey, updatedAt: now },
      })
      .returning({ version: resumeUploaded.version }),
  ]);
  const version = upserted[0]?.version;
  if (typeof version !== "number") throw new Error("resumeUploaded upsert returned no row");
  return { version, previousSourceKey: previous[0]?.sourceKey ?? null };
}
