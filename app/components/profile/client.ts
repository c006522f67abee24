// The profile screen's calls: load and save the stored record (GET/PUT /api/profile) and upload a PDF
// (POST /api/resume/upload) with the error texts of docs/requirements.md § Error texts.
import type { InferResponseType } from "hono/client";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { accessToken, api, errorOf } from "../../lib/api";

/** The stored record and its version, as GET /api/profile answers them. */
export type ProfileState = InferResponseType<typeof api.api.profile.$get, 200>;

export type LoadResult = ProfileState | null;

/** The stored record and its version, or null when the user has none yet. */
export async function loadProfile(): Promise<LoadResult> {
  const res = await api.api.profile.$get();
  if (res.status === 404) return null;
  if (!res.ok) throw new Error((await errorOf(res)).error);
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
  if (res.ok) return { ok: true, state: await res.json() };
  const err = await errorOf(res);
  return { ok: false, conflict: err.code === "version_conflict", message: err.error };
}

export const UPLOAD_PREFIX = "Failed to upload document: ";
/** The displayed limit ('PDF files only, up to 5MB'), also the server's. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The same sentence the server answers for a larger file. */
export const TOO_LARGE = "This file is larger than 5MB.";
export const UPLOAD_FORMAT_INVALID = "Upload response format invalid";

/** The upload's answer; read defensively, as a body with neither message nor data is refused. */
export type UploadAnswer = Partial<Exclude<InferResponseType<typeof api.api.resume.upload.$post, 200>, ReadableStream>>;

/** The stages the server reports while it reads an upload (worker/resume/upload.ts), after the bytes are sent. */
export type UploadStage = "reading" | "sections" | "checking" | "saving";
const STAGES: readonly string[] = ["reading", "sections", "checking", "saving"] satisfies UploadStage[];

/** The last line of a progress stream: the answer, or the error with the status a plain answer would have. */
type FinalLine = { done: unknown } | { error: unknown; status: number };

/**
 * Reads the upload's progress stream (one JSON object per line): calls `onStage` for each stage and answers the
 * final line as the plain answer would have been: its body and status.
 */
async function readProgress(body: ReadableStream<Uint8Array>, onStage: (s: UploadStage) => void): Promise<FinalLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of done ? [...lines, buffered] : lines) {
      if (!line.trim()) continue;
      const msg = JSON.parse(line) as { stage?: unknown } & Partial<FinalLine>;
      if (typeof msg.stage === "string" && STAGES.includes(msg.stage)) onStage(msg.stage as UploadStage);
      else if ("done" in msg || "error" in msg) return msg as FinalLine;
    }
    if (done) throw new Error("The upload ended before an answer arrived. Please try again.");
  }
}

/** The user id the upload form carries: the access token's decoded payload has user_id. */
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
export async function uploadResumeFile(file: File, onStage: (s: UploadStage) => void = () => undefined): Promise<UploadAnswer> {
  try {
    // Said before sending: a large file would only be refused after a long upload.
    if (file.size > MAX_UPLOAD_BYTES) throw new Error(TOO_LARGE);
    const token = await accessToken();
    const userId = token ? userIdFromToken(token) : null;
    if (!userId) throw new Error("Auth session missing! Please sign in again.");
    let res: Awaited<ReturnType<typeof api.api.resume.upload.$post>>;
    try {
      res = await api.api.resume.upload.$post({ form: { user_id: userId, file } }, { headers: { accept: "application/x-ndjson" } });
    } catch {
      throw new Error("Network error. Check your connection and try again.");
    }
    // A server (or a proxy) that answers plain JSON is read as before; the progress stream ends in the same answer.
    let status: number = res.status;
    let read: () => Promise<unknown> = () => res.json();
    if (res.ok && res.body && (res.headers.get("content-type") ?? "").includes("ndjson")) {
      let final: FinalLine;
      try {
        final = await readProgress(res.body, onStage);
      } catch (err) {
        throw new Error(err instanceof SyntaxError ? UPLOAD_FORMAT_INVALID : "Network error. Check your connection and try again.");
      }
      status = "done" in final ? 200 : final.status;
      read = async () => ("done" in final ? final.done : final.error);
    }
    if (status !== 200) {
      const reason = (await errorOf({ status, statusText: res.statusText, json: read })).error;
      if (status === 400) throw new Error(`Bad request: ${reason}`);
      if (status === 500) throw new Error(`Internal server error: ${reason}`);
      throw new Error(`${UPLOAD_PREFIX}${reason}`);
    }
    let body: UploadAnswer | null = null;
    try {
      body = (await read()) as UploadAnswer | null;
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
