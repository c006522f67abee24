// The stored resume record of a user: read leniently, written only through the strict schema, with
// optimistic versioning (worker/db/profiles.ts) so two tabs never silently overwrite each other.
import { insertProfile, profileVersion, readProfileRow, replaceProfileFromUpload, updateProfileIfVersion } from "../db/profiles";
import type { Env } from "../env";
import { type StoredRecord, readStoredRecord } from "../shapes/resume";

export interface StoredProfile {
  profile: StoredRecord;
  version: number;
}

export async function readProfile(env: Env, userId: string): Promise<(StoredProfile & { sourceKey: string | null }) | null> {
  const row = await readProfileRow(env, userId);
  if (!row) return null;
  let raw: unknown = null;
  try {
    raw = JSON.parse(row.experiences);
  } catch {
    // Unreadable JSON reads as an empty record; the row and its version stay, so the user can save over it.
  }
  return { profile: readStoredRecord(raw), version: row.version, sourceKey: row.sourceKey };
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
  const version =
    expectedVersion === 0
      ? await insertProfile(env, userId, json, now)
      : await updateProfileIfVersion(env, userId, json, expectedVersion, now);
  if (version !== null) return { ok: true, version };
  return { ok: false, currentVersion: await profileVersion(env, userId) };
}

/**
 * Replaces (or creates) the record from an uploaded PDF; the version moves on so any tab still holding the
 * old profile gets a 409 instead of overwriting the new one. Answers the new version and the previous
 * original's R2 key (so the caller can remove it).
 */
export function replaceProfile(
  env: Env,
  userId: string,
  profile: StoredRecord,
  sourceKey: string,
  now = Date.now(),
): Promise<{ version: number; previousSourceKey: string | null }> {
  return replaceProfileFromUpload(env, userId, JSON.stringify(profile), sourceKey, now);
}
