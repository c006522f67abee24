// The resumes list (GET /api/resume/user_resumes), the signed download and the preview, reopening a
// resume's choices (GET /api/resume/:id) and deleting one (DELETE /api/resume/:id).
import type { InferResponseType } from "hono/client";
import { api, errorOf } from "../../lib/api";

const listCall = api.api.resume.user_resumes.$get;
/** One row of GET /api/resume/user_resumes, typed from the Worker's route. */
export type ResumeListItem = InferResponseType<typeof listCall, 200>["resumes"][number];

/** A list error is logged and rethrown (docs/requirements.md § Error texts). */
export async function fetchUserResumes(): Promise<ResumeListItem[]> {
  try {
    const res = await listCall();
    if (!res.ok) throw new Error((await errorOf(res)).error);
    const body = await res.json();
    if (!Array.isArray(body.resumes)) throw new Error("Unexpected answer from the server.");
    return body.resumes;
  } catch (err) {
    console.error("Failed to load resumes:", err);
    throw err;
  }
}

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Fetches the signed URL and saves the bytes under the resume's filename. Links expire after 15 minutes:
 * when one was refused (403) and `refresh` is given, a fresh link is fetched and tried once more.
 */
export async function downloadResume(
  item: Pick<ResumeListItem, "id" | "filename" | "download_url">,
  refresh?: () => Promise<ResumeListItem[]>,
): Promise<void> {
  const blob = await fetchPdf(item, refresh);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = item.filename;
    a.rel = "noopener";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Revoke after the click has been handled; revoking at once can cancel the save in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The PDF behind a signed link, trying a fresh link once when this one expired (403). */
async function fetchPdf(item: Pick<ResumeListItem, "id" | "download_url">, refresh?: () => Promise<ResumeListItem[]>): Promise<Blob> {
  let res = await fetch(item.download_url.signedURL, { credentials: "same-origin" });
  if (res.status === 403 && refresh) {
    const fresh = (await refresh()).find((r) => r.id === item.id);
    if (fresh) res = await fetch(fresh.download_url.signedURL, { credentials: "same-origin" });
  }
  if (!res.ok) throw new DownloadError((await errorOf(res)).error, res.status);
  return res.blob();
}

/**
 * Opens the PDF in a new tab, where the browser's viewer shows it. The tab is opened at once (inside the
 * click, so no pop-up blocker stops it) and given the file when it has arrived.
 */
export async function openResume(
  item: Pick<ResumeListItem, "id" | "download_url">,
  refresh?: () => Promise<ResumeListItem[]>,
): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const blob = await fetchPdf(item, refresh);
    const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    if (!tab) throw new Error("Your browser blocked the new tab. Allow pop-ups for this site, or use Download.");
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

// The route's path pattern (a UUID), as the Worker declares it: the typed client is keyed by it.
const one = api.api.resume[":id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}"];
/** A resume with the editor choices that made it (choices null for resumes made before they were kept). */
export type ReopenedResume = InferResponseType<typeof one.$get, 200>;

export async function reopenResume(id: string): Promise<ReopenedResume> {
  const res = await one.$get({ param: { id } });
  if (!res.ok) throw new Error((await errorOf(res)).error);
  return res.json();
}

export async function deleteResume(id: string): Promise<void> {
  const res = await one.$delete({ param: { id } });
  if (!res.ok) throw new Error((await errorOf(res)).error);
}

/** Singapore time, en-SG, 12-hour clock, short month, with minutes (docs/requirements.md § Screens). */
const SGT = new Intl.DateTimeFormat("en-SG", {
  timeZone: "Asia/Singapore",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : SGT.format(d);
}
