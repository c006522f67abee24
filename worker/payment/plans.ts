// The two purchase plans (docs/requirements.md § Data). Prices and lengths live only here, on the server:
// nothing a client sends can change an amount or a plan's length.
import type { Plan } from "../subscription/service";

export interface PlanInfo {
  id: Plan;
  name: string;
  description: string;
  /** USD cents */
  amount: number;
  currency: "usd";
  /** Access length in days; null = never expires. */
  days: number | null;
  /** The SPA's checkout-redirect route for this plan. */
  route: string;
}

export const PLANS: Readonly<Record<Plan, PlanInfo>> = {
  monthly: {
    id: "monthly",
    name: "Monthly Resume Generation",
    description: "Unlimited AI-powered resume generation for 30 days",
    amount: 1500,
    currency: "usd",
    days: 30,
    route: "/payments/15",
  },
  lifetime: {
    id: "lifetime",
    name: "Lifetime Resume Generation",
    description: "Unlimited AI-powered resume generation forever!",
    amount: 15000,
    currency: "usd",
    days: null,
    route: "/payments/150",
  },
};

export function isPlan(v: unknown): v is Plan {
  return v === "monthly" || v === "lifetime";
}

/** "$15.00": amount_total / 100 with 2 decimals (docs/requirements.md § Constants). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
