// The profile screen's calls: load and save the stored record (SPEC calls 5 and 6 → GET/PUT /api/profile)
// and upload a PDF (SPEC call 1 → POST /api/resume/upload) with the spec's error texts (section 8).
import type { StoredRecord } from "../../../worker/shapes/resume";
import { accessToken, api, authFetch, errorText } from "../../lib/api";

export interface ProfileState {
  profile: StoredRecord;
  version: number;
}

export type LoadResult = ProfileState | null;

/** The stored record and its version, or null when the user has none yet. */
export async function loadProfile(): Promise<LoadResult> {
  const res = await api.api.profile.$get();
  // Error answers (thrown as ApiError in the route) are not in the RPC types; read them as plain responses.
  const raw = res as unknown as Response;
  if (raw.status === 404) return null;
  if (!raw.ok) throw new Error(await errorText(raw));
  return await res.json();
}

export type SaveResult = { ok: true; state: ProfileState } | { ok: false; conflict: boolean; message: string };

/** Saves the whole record if `version` is still the stored one; a stale version answers conflict. */
export async function saveProfile(profile: StoredRecord, version: number): Promise<SaveResult> {
  let res: Awaited<ReturnType<typeof api.api.profile.$put>>;
  try {
    res = await api.api.profile.$put({ json: { profile, version } });
  } catch {
    return { ok: false, conflict: false, message: "Network error. Check your connection and try again." };
  }
  const raw = res as unknown as Response;
  if (raw.ok) return { ok: true, state: await res.json() };
  return { ok: false, conflict: raw.status === 409, message: await errorText(raw) };
}

export const UPLOAD_PREFIX = "Failed to upload document: ";
export const UPLOAD_FORMAT_INVALID = "Upload response format invalid";

export interface UploadAnswer {
  message?: string;
  data?: ProfileState;
  warnings?: unknown[];
}

/** The user id the upload form carries: the access token's decoded payload has user_id (SPEC section 3). */
export function userIdFromToken(token: string): string | null {
  try {
    const part = token.split(".")[1] ?? "";
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const payload = JSON.parse(json) as { user_id?: unknown };
    return typeof payload.user_id === "string" ? payload.user_id : null;
  } catch {
    return null;
  }
}

/**
 * Uploads one PDF. Success only on status 200 with a message or data; every failure is thrown as
 * 'Failed to upload document: {message}', where message is the spec's status text ('Bad request: …',
 * 'Internal server error: …') carrying the server's one-sentence reason, so the user learns why.
 */
export async function uploadResumeFile(file: File): Promise<UploadAnswer> {
  try {
    const token = await accessToken();
    const userId = token ? userIdFromToken(token) : null;
    if (!userId) throw new Error("Auth session missing! Please sign in again.");
    const form = new FormData();
    form.append("user_id", userId);
    form.append("file", file, file.name);
    let res: Response;
    try {
      res = await authFetch("/api/resume/upload", { method: "POST", body: form });
    } catch {
      throw new Error("Network error. Check your connection and try again.");
    }
    if (res.status !== 200) {
      const reason = await errorText(res);
      if (res.status === 400) throw new Error(`Bad request: ${reason}`);
      if (res.status === 500) throw new Error(`Internal server error: ${reason}`);
      throw new Error(`${UPLOAD_PREFIX}${reason}`);
    }
    let body: UploadAnswer | null = null;
    try {
      body = (await res.json()) as UploadAnswer;
    } catch {
      body = null;
    }
    if (!body || typeof body !== "object" || (body.message === undefined && body.data === undefined)) {
      throw new Error(UPLOAD_FORMAT_INVALID);
    }
    return body;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error("Upload failed:", message);
    // The spec rethrows every upload error with this prefix; we avoid doubling it for the 'other status' case.
    throw new Error(message.startsWith(UPLOAD_PREFIX) ? message : `${UPLOAD_PREFIX}${message}`);
  }
}
