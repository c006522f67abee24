// The generator screen's calls, through the typed API client (bearer token added by authFetch).
import type { InferResponseType } from "hono/client";
import type { ErrorCode } from "../../../worker/shapes/errors";
import { api, errorOf } from "../../lib/api";

/** What POST /api/resume/generate answers: the suggestions, the job match and the role applied for. */
export type Generated = InferResponseType<typeof api.api.resume.generate.$post, 200>;

export type GenerateOutcome = { ok: true; result: Generated } | { ok: false; status: number; code: ErrorCode; error: string };

/** What GET /api/subscription answers: the plan, and how many of the free resumes are used. */
export type Usage = InferResponseType<typeof api.api.subscription.$get, 200>;

/** GET /api/subscription → whether the user is limited, and the usage behind it. Throws when the check fails. */
export async function checkUsage(): Promise<Usage> {
  const res = await api.api.subscription.$get();
  if (!res.ok) throw new Error(`subscription check failed: HTTP ${res.status}`);
  return res.json();
}

/** GET /api/subscription → whether the user has used the free resumes without a plan. Throws when the check fails. */
export async function checkLimited(): Promise<boolean> {
  return (await checkUsage()).limited;
}

/**
 * Whether the user has a profile the generator can tailor: false when there is none (or it holds only
 * contact details), true when there is one, null when the check itself failed (the server still refuses).
 */
export async function hasTailorableProfile(): Promise<boolean | null> {
  try {
    const res = await api.api.profile.$get();
    if (res.ok) {
      const { profile } = await res.json();
      return (
        profile.experiences.work_experiences.length > 0 ||
        profile.experiences.projects.length > 0 ||
        profile.education.length > 0 ||
        Object.values(profile.additional_information).some((items) => items.length > 0)
      );
    }
    return (await errorOf(res)).code === "profile_not_found" ? false : null;
  } catch {
    return null;
  }
}

export async function generateResume(jobDescription: string): Promise<GenerateOutcome> {
  try {
    const res = await api.api.resume.generate.$post({ json: { job_description: jobDescription } });
    if (res.ok) return { ok: true, result: await res.json() };
    const err = await errorOf(res);
    return { ok: false, status: res.status, code: err.code, error: err.error };
  } catch (err) {
    return { ok: false, status: 0, code: "internal", error: err instanceof Error ? err.message : String(err) };
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
