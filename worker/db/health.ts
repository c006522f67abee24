// A real query that proves the database answers and is migrated (wrangler's own migrations table).
import { sql } from "drizzle-orm";
import { type DbEnv, db } from "./client";

export async function appliedMigrations(env: DbEnv): Promise<number> {
  const row = await db(env).get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM d1_migrations`);
  if (!row) throw new Error("no row");
  return row.n;
}
