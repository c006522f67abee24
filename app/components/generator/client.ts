// The generator screen's calls, through the typed API client (bearer token added by authFetch).
import { api, errorText } from "../../lib/api";
import type { EditorResume, MatchReport } from "../../../worker/shapes/resume";

export interface Generated {
  message: string;
  modified_experiences: EditorResume;
  match: MatchReport;
  role_applied: string;
}

export type GenerateOutcome = { ok: true; result: Generated } | { ok: false; status: number; error: string };

/** GET /api/subscription → whether the user has used the free resumes without a plan. Throws when the check fails. */
export async function checkLimited(): Promise<boolean> {
  const res = await api.api.subscription.$get();
  if (!res.ok) throw new Error(`subscription check failed: HTTP ${res.status}`);
  const body = await res.json();
  return body.limited;
}

export async function generateResume(jobDescription: string): Promise<GenerateOutcome> {
  try {
    const res = await api.api.resume.generate.$post({ json: { job_description: jobDescription } });
    if (res.ok) return { ok: true, result: await res.json() };
    return { ok: false, status: res.status, error: await errorText(res as unknown as Response) };
  } catch (err) {
    return { ok: false, status: 0, error: err instanceof Error ? err.message : String(err) };
  }
}

/** POST /api/feedback {message}; true when the server accepted it. */
export async function sendFeedback(message: string): Promise<boolean> {
  try {
    const res = await api.api.feedback.$post({ json: { message } });
    return res.ok;
  } catch {
    return false;
  }
}
