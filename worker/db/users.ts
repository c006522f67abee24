// Table users: one row per person, found by id or (lower-cased) e-mail.
import { eq, sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { users } from "./schema";

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(env: DbEnv, email: string): Promise<UserRow | null> {
  return (
    (await db(env)
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .get()) ?? null
  );
}

export async function findUserById(env: DbEnv, id: string): Promise<UserRow | null> {
  return (await db(env).select().from(users).where(eq(users.id, id)).get()) ?? null;
}

/** Inserts a user, or returns the existing one when the e-mail is taken by a concurrent request. */
export async function createUser(
  env: DbEnv,
  u: { email: string; fullName?: string | null; passwordHash?: string | null; confirmed: boolean },
  now = Date.now(),
): Promise<UserRow> {
  const email = normalizeEmail(u.email);
  await db(env)
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email,
      fullName: u.fullName ?? null,
      passwordHash: u.passwordHash ?? null,
      emailConfirmedAt: u.confirmed ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email });
  return (await findUserByEmail(env, email))!;
}

/**
 * Marks the e-mail confirmed (keeping the first confirmation time). `passwordHash` replaces the password
 * when given (null removes it); `fullName` fills the name only when none is stored.
 */
export async function confirmUser(
  env: DbEnv,
  id: string,
  patch: { passwordHash?: string | null; fullName?: string | null } = {},
  now = Date.now(),
): Promise<void> {
  await db(env)
    .update(users)
    .set({
      emailConfirmedAt: sql`COALESCE(${users.emailConfirmedAt}, ${now})`,
      updatedAt: now,
      ...(patch.passwordHash !== undefined ? { passwordHash: patch.passwordHash } : {}),
      ...(patch.fullName ? { fullName: sql`COALESCE(${users.fullName}, ${patch.fullName})` } : {}),
    })
    .where(eq(users.id, id));
}

export async function setPassword(env: DbEnv, id: string, passwordHash: string, now = Date.now()): Promise<void> {
  await db(env).update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

/** The user's token cut-off (epoch ms; null when none), or undefined when there is no such user. */
export async function tokenCutoff(env: DbEnv, id: string): Promise<number | null | undefined> {
  const row = await db(env).select({ cutoff: users.tokensValidAfter }).from(users).where(eq(users.id, id)).get();
  return row ? row.cutoff : undefined;
}

/** Every access token issued before `now` stops working. */
export async function invalidateTokens(env: DbEnv, id: string, now = Date.now()): Promise<void> {
  await db(env).update(users).set({ tokensValidAfter: now, updatedAt: now }).where(eq(users.id, id));
}

/** The resume design the user chose last (as stored; the caller checks it is one we still have), or null. */
export async function findResumeDesign(env: DbEnv, id: string): Promise<string | null> {
  const row = await db(env).select({ design: users.resumeDesign }).from(users).where(eq(users.id, id)).get();
  return row?.design ?? null;
}

export async function setResumeDesign(env: DbEnv, id: string, design: string, now = Date.now()): Promise<void> {
  await db(env).update(users).set({ resumeDesign: design, updatedAt: now }).where(eq(users.id, id));
}
