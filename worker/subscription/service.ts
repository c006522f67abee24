// Who may generate: subscribers always; everyone else until they have FREE_RESUME_LIMIT generated resumes.
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
  const row = await env.DB.prepare("SELECT plan, expires_at FROM subscriptions WHERE user_id = ?")
    .bind(userId)
    .first<{ plan: Plan; expires_at: number | null }>();
  if (!row) return { is_subscribed: false, plan: null, expires_at: null };
  const active = row.plan === "lifetime" || (row.expires_at !== null && row.expires_at > now);
  return {
    is_subscribed: active,
    plan: active ? row.plan : null,
    expires_at: active && row.expires_at !== null ? new Date(row.expires_at).toISOString() : null,
  };
}

export async function countGeneratedResumes(env: Env, userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** SPEC: limited = 2 or more resumes and no active subscription. A failed check counts as not subscribed. */
export async function isLimited(env: Env, userId: string): Promise<boolean> {
  const count = await countGeneratedResumes(env, userId);
  if (count < FREE_RESUME_LIMIT) return false;
  try {
    return !(await getSubscription(env, userId)).is_subscribed;
  } catch {
    return true;
  }
}
