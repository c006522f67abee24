// The "Your data" card's calls: what the account needs for deletion (GET /api/account), the data export
// (GET /api/account/export, saved as a file) and the deletion itself (POST /api/account/delete).
import type { InferResponseType } from "hono/client";
import type { ApiErrorBody } from "../../../worker/shapes/errors";
import { api, errorOf } from "../../lib/api";

export type AccountInfo = InferResponseType<typeof api.api.account.$get, 200>;
/** The plan and free-resume usage (GET /api/subscription). */
export type PlanInfo = InferResponseType<typeof api.api.subscription.$get, 200>;
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

export async function loadPlan(): Promise<PlanInfo> {
  let res: Awaited<ReturnType<typeof api.api.subscription.$get>>;
  try {
    res = await api.api.subscription.$get();
  } catch {
    throw new Error(NETWORK);
  }
  if (!res.ok) throw new Error((await errorOf(res)).error);
  return res.json();
}

/** A plan's end as a date, in Singapore time like every date the product shows (docs/requirements.md § Screens). */
const DAY = new Intl.DateTimeFormat("en-SG", { timeZone: "Asia/Singapore", day: "numeric", month: "short", year: "numeric" });
export const planEnd = (iso: string) => DAY.format(new Date(iso));

/** The plan in one sentence: what it gives and until when, or the free resumes used. */
export function planSentence(p: PlanInfo): string {
  if (p.is_subscribed && p.plan === "lifetime") return "Lifetime: unlimited resumes, with no end date.";
  if (p.is_subscribed && p.expires_at) return `Monthly: unlimited resumes until ${planEnd(p.expires_at)}.`;
  if (p.is_subscribed) return "Unlimited resumes.";
  const used = Math.min(p.resume_count, p.free_limit);
  return `Free: ${used} of ${p.free_limit} free resumes used.`;
}

/** What a deletion does to an active plan, for the deletion dialog; null without one. */
export function planLost(p: PlanInfo): string | null {
  if (!p.is_subscribed) return null;
  if (p.plan === "lifetime") return "Your Lifetime plan ends with your account; it cannot be moved to another account.";
  const until = p.expires_at ? `, paid until ${planEnd(p.expires_at)},` : "";
  return `Your Monthly plan${until} ends with your account; the time left on it cannot be moved to another account.`;
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
