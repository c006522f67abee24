// The "Your data" card's calls: what the account needs for deletion (GET /api/account), the data export
// (GET /api/account/export, saved as a file) and the deletion itself (POST /api/account/delete).
import type { InferResponseType } from "hono/client";
import type { ApiErrorBody } from "../../../worker/shapes/errors";
import { api, errorOf } from "../../lib/api";

export type AccountInfo = InferResponseType<typeof api.api.account.$get, 200>;
export type DeleteAnswer = InferResponseType<typeof api.api.account.delete.$post, 200>;

const NETWORK = "Network error. Check your connection and try again.";

export async function loadAccount(): Promise<AccountInfo> {
  let res: Awaited<ReturnType<typeof api.api.account.$get>>;
  try {
    res = await api.api.account.$get();
  } catch {
    throw new Error(NETWORK);
  }
  if (!res.ok) throw new Error((await errorOf(res)).error);
  return res.json();
}

/** tailorcv-data-YYYY-MM-DD.zip from the answer's Content-Disposition, else today's name. */
export function archiveFileName(disposition: string | null, now = new Date()): string {
  const named = /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
  return named && /^[\w.-]+$/.test(named) ? named : `tailorcv-data-${now.toISOString().slice(0, 10)}.zip`;
}

/** Downloads the archive and hands it to the browser as a file; answers the file name. */
export async function downloadMyData(): Promise<string> {
  let res: Awaited<ReturnType<typeof api.api.account.export.$get>>;
  try {
    res = await api.api.account.export.$get();
  } catch {
    throw new Error(NETWORK);
  }
  if (!res.ok) {
    const err = await errorOf(res);
    throw new Error(
      err.code === "rate_limited" ? "You have downloaded your data several times this hour. Please try again later." : err.error,
    );
  }
  const name = archiveFileName(res.headers.get("content-disposition"));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export type DeleteResult = { ok: true; answer: DeleteAnswer } | { ok: false; error: Pick<ApiErrorBody, "code" | "error" | "field"> };

export async function deleteMyAccount(body: { email: string; password?: string }): Promise<DeleteResult> {
  let res: Awaited<ReturnType<typeof api.api.account.delete.$post>>;
  try {
    res = await api.api.account.delete.$post({ json: body });
  } catch {
    return { ok: false, error: { code: "internal", error: NETWORK } };
  }
  if (res.ok) return { ok: true, answer: await res.json() };
  const err = await errorOf(res);
  return { ok: false, error: { code: err.code, error: err.error, field: err.field } };
}
