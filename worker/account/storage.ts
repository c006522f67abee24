// The user's files in R2. Every file of a user lives under one of these prefixes: uploads/<id>/ for the
// uploaded original (worker/resume/upload.ts) and generated/<id>/ for generated PDFs (worker/resume/pdf.ts).
import type { Env } from "../env";

export function userFilePrefixes(userId: string): string[] {
  return [`uploads/${userId}/`, `generated/${userId}/`];
}

/** R2 deletes take up to 1000 keys at once. */
const DELETE_BATCH = 1000;

async function deleteKeys(env: Env, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) await env.FILES.delete(keys.slice(i, i + DELETE_BATCH));
}

/**
 * Deletes every object under the user's prefixes, and the `extraKeys` (what their rows point at, in case a
 * file was ever stored elsewhere). Lists again until a prefix is empty, so files written while it runs go too.
 * Safe to run again: deleting a missing key is not an error.
 */
export async function deleteUserFiles(env: Env, userId: string, extraKeys: string[] = []): Promise<number> {
  let deleted = 0;
  for (const prefix of userFilePrefixes(userId)) {
    // Each round removes a page; the bound only stops a store that never empties from looping forever.
    for (let round = 0; round < 10_000; round++) {
      const page = await env.FILES.list({ prefix, limit: DELETE_BATCH });
      if (page.objects.length === 0) break;
      await deleteKeys(
        env,
        page.objects.map((o) => o.key),
      );
      deleted += page.objects.length;
    }
  }
  const outside = extraKeys.filter((k) => !userFilePrefixes(userId).some((p) => k.startsWith(p)));
  if (outside.length) await deleteKeys(env, outside);
  return deleted + outside.length;
}
