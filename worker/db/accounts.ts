// Table accounts: Google identities linked to users.
import { and, eq } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { accounts } from "./schema";

export async function linkedUserId(env: DbEnv, provider: string, providerAccountId: string): Promise<string | null> {
  const row = await db(env)
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
    .get();
  return row?.userId ?? null;
}

/** Links the identity to the user; an identity already linked keeps its first user. */
export async function linkAccount(
  env: DbEnv,
  provider: string,
  providerAccountId: string,
  userId: string,
  now = Date.now(),
): Promise<void> {
  await db(env).insert(accounts).values({ provider, providerAccountId, userId, createdAt: now }).onConflictDoNothing();
}
