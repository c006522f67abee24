// The drizzle handle over the D1 binding. Only the table modules in this folder use it.
import type { SQL } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/** What a table module needs from the Worker's env. */
export interface DbEnv {
  DB: D1Database;
}

// One handle per binding object: building it is cheap, but every query would otherwise build one.
const handles = new WeakMap<D1Database, Db>();

export function db(env: DbEnv): Db {
  let handle = handles.get(env.DB);
  if (!handle) {
    handle = drizzle(env.DB, { schema });
    handles.set(env.DB, handle);
  }
  return handle;
}

export { schema };

const dialect = new SQLiteSyncDialect();

/**
 * Runs statements built with drizzle as one D1 batch (one transaction) and answers D1's own results.
 * drizzle's batch() cannot take a raw `sql` statement with parameters (its prepared form lacks one), and
 * some guarantees need one (see recordPaymentAndGrant in ./payments.ts).
 */
export function batchStatements(env: DbEnv, statements: Array<SQL | { toSQL(): { sql: string; params: unknown[] } }>): Promise<D1Result[]> {
  return env.DB.batch(
    statements.map((s) => {
      const q = "toSQL" in s ? s.toSQL() : dialect.sqlToQuery(s);
      return env.DB.prepare(q.sql).bind(...q.params);
    }),
  );
}
