// Users in D1 and the user object every token response carries.
import type { Env } from "../env";

export interface UserRow {
  id: string;
  email: string;
  full_name: string | null;
  password_hash: string | null;
  email_confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PublicUser {
  id: string;
  email: string;
  user_metadata: { full_name: string | null };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function publicUser(u: Pick<UserRow, "id" | "email" | "full_name">): PublicUser {
  return { id: u.id, email: u.email, user_metadata: { full_name: u.full_name } };
}

export function findUserByEmail(env: Env, email: string): Promise<UserRow | null> {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(normalizeEmail(email)).first<UserRow>();
}

export function findUserById(env: Env, id: string): Promise<UserRow | null> {
  return env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
}

/** Inserts a user, or returns the existing one when the e-mail is taken by a concurrent request. */
export async function createUser(
  env: Env,
  u: { email: string; fullName?: string | null; passwordHash?: string | null; confirmed: boolean },
): Promise<UserRow> {
  const now = Date.now();
  const email = normalizeEmail(u.email);
  await env.DB.prepare(
    "INSERT INTO users (id, email, full_name, password_hash, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email) DO NOTHING",
  )
    .bind(crypto.randomUUID(), email, u.fullName ?? null, u.passwordHash ?? null, u.confirmed ? now : null, now, now)
    .run();
  return (await findUserByEmail(env, email))!;
}

export async function confirmUser(env: Env, id: string, patch: { passwordHash?: string | null; fullName?: string | null } = {}) {
  const now = Date.now();
  const sets = ["email_confirmed_at = COALESCE(email_confirmed_at, ?)", "updated_at = ?"];
  const binds: unknown[] = [now, now];
  if (patch.passwordHash !== undefined) {
    sets.push("password_hash = ?");
    binds.push(patch.passwordHash);
  }
  if (patch.fullName) {
    sets.push("full_name = COALESCE(full_name, ?)");
    binds.push(patch.fullName);
  }
  await env.DB.prepare(`UPDATE users SET ${sets.join(", ")} WHERE id = ?`)
    .bind(...binds, id)
    .run();
}

export async function setPassword(env: Env, id: string, passwordHash: string) {
  await env.DB.prepare("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?").bind(passwordHash, Date.now(), id).run();
}
