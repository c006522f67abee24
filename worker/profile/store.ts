// D1 access for the stored resume record (table resumeUploaded, one row per user, id = user id).
// Every write is a single conditional statement, so two tabs can never silently overwrite each other
// and a failed write leaves the previous row exactly as it was.
import type { Env } from "../env";
import type { StoredRecord } from "../shapes/resume";
import { parseStoredRecord } from "./normalize";

export interface StoredProfile {
  profile: StoredRecord;
  version: number;
}

interface Row {
  experiences: string;
  version: number;
  source_key: string | null;
}

export async function readProfile(env: Env, userId: string): Promise<(StoredProfile & { sourceKey: string | null }) | null> {
  const row = await env.DB.prepare("SELECT experiences, version, source_key FROM resumeUploaded WHERE id = ?").bind(userId).first<Row>();
  if (!row) return null;
  return { profile: parseStoredRecord(row.experiences), version: row.version, sourceKey: row.source_key };
}

export type SaveResult = { ok: true; version: number } | { ok: false; currentVersion: number | null };

/**
 * Saves the whole record if `expectedVersion` is the stored version (0 = "no profile yet", which creates it).
 * Answers the new version, or the version actually stored when the caller's copy is stale.
 */
export async function saveProfile(
  env: Env,
  userId: string,
  profile: StoredRecord,
  expectedVersion: number,
  now = Date.now(),
): Promise<SaveResult> {
  const json = JSON.stringify(profile);
  const row =
    expectedVersion === 0
      ? await env.DB.prepare(
          "INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?) ON CONFLICT(id) DO NOTHING RETURNING version",
        )
          .bind(userId, json, now, now)
          .first<{ version: number }>()
      : await env.DB.prepare(
          "UPDATE resumeUploaded SET experiences = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ? RETURNING version",
        )
          .bind(json, now, userId, expectedVersion)
          .first<{ version: number }>();
  if (row) return { ok: true, version: row.version };
  const current = await env.DB.prepare("SELECT version FROM resumeUploaded WHERE id = ?").bind(userId).first<{ version: number }>();
  return { ok: false, currentVersion: current?.version ?? null };
}

/**
 * Replaces (or creates) the record from an uploaded PDF in one statement; the version moves on so any
 * tab still holding the old profile gets a 409 instead of overwriting the new one.
 * Answers the new version and the previous original's R2 key (so the caller can remove it).
 */
export async function replaceProfile(
  env: Env,
  userId: string,
  profile: StoredRecord,
  sourceKey: string,
  now = Date.now(),
): Promise<{ version: number; previousSourceKey: string | null }> {
  // One batch = one transaction: the previous key read and the upsert cannot interleave with another upload.
  const [previous, upserted] = await env.DB.batch<{ source_key?: string | null; version?: number }>([
    env.DB.prepare("SELECT source_key FROM resumeUploaded WHERE id = ?").bind(userId),
    env.DB.prepare(
      `INSERT INTO resumeUploaded (id, experiences, version, source_key, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET experiences = excluded.experiences, version = resumeUploaded.version + 1,
         source_key = excluded.source_key, updated_at = excluded.updated_at
       RETURNING version`,
    ).bind(userId, JSON.stringify(profile), sourceKey, now, now),
  ]);
  const version = upserted?.results[0]?.version;
  if (typeof version !== "number") throw new Error("resumeUploaded upsert returned no row");
  return { version, previousSourceKey: previous?.results[0]?.source_key ?? null };
}
