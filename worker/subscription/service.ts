// Who may generate: subscribers always; everyone else until they have FREE_RESUME_LIMIT generated resumes.
import { findSubscription } from "../db/payments";
import { countResumes } from "../db/resumes";
import type { Env } from "../env";

export const FREE_RESUME_LIMIT = 2;

export type Plan = "monthly" | "lifetime";

export interface SubscriptionStatus {
  is_subscribed: boolean;
  plan: Plan | null;
  /** ISO time the access ends; null for lifetime or when not subscribed. */
  expires_at: string | null;
}

export async function getSubscription(env: Env, userId: string, now = Date.now()): Promise<SubscriptionStatus> {
  const row = await findSubscription(env, userId);
  if (!row) return { is_subscribed: false, plan: null, expires_at: null };
  const active = row.plan === "lifetime" || (row.expiresAt !== null && row.expiresAt > now);
  return {
    is_subscribed: active,
    plan: active ? (row.plan as Plan) : null,
    expires_at: active && row.expiresAt !== null ? new Date(row.expiresAt).toISOString() : null,
  };
}

export function countGeneratedResumes(env: Env, userId: string): Promise<number> {
  return countResumes(env, userId);
}

/** Limited = 2 or more resumes and no active subscription (docs/requirements.md § States). A failed check counts as not subscribed. */
export async function isLimited(env: Env, userId: string): Promise<boolean> {
  const count = await countGeneratedResumes(env, userId);
  if (count < FREE_RESUME_LIMIT) return false;
  try {
    return !(await getSubscription(env, userId)).is_subscribed;
  } catch {
    return true;
  }
}
