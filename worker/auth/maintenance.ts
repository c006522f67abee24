// Scheduled housekeeping for the auth tables (expired codes, refresh tokens, rate-limit windows).
import type { Env } from "../env";
import { pruneRateLimits } from "../http/rate-limit";
import { pruneCodes } from "./codes";
import { pruneRefreshTokens } from "./refresh";

export async function pruneAuthTables(env: Env): Promise<void> {
  await Promise.all([pruneRateLimits(env), pruneCodes(env), pruneRefreshTokens(env)]);
}
