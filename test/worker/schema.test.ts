// The drizzle schema (worker/db/schema.ts) is the source of truth; migrations/ must build exactly it.
// Checked table by table against the migrated database: columns, types, NOT NULL, defaults, keys,
// unique constraints, indexes and foreign keys. And older databases migrate forward keeping their rows.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";

const tables: SQLiteTable[] = Object.values(schema);

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const all = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;

/** What the database says about a table, in the same terms as the schema description below. */
async function fromDatabase(name: string) {
  const columns = (await all<Column>(`PRAGMA table_info("${name}")`)).map((c) => ({
    name: c.name,
    type: c.type.toLowerCase(),
    notNull: c.notnull === 1 || c.pk > 0,
    default: c.dflt_value?.replace(/^'(.*)'$/, "$1") ?? null,
  }));
  const pk = (await all<Column>(`PRAGMA table_info("${name}")`))
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  const indexList = await all<{ name: string; unique: number; origin: string }>(`PRAGMA index_list("${name}")`);
  const indexes: string[] = [];
  const uniques: string[] = [];
  for (const ix of indexList) {
    if (ix.origin === "pk") continue;
    const cols = (await all<{ name: string; desc: number }>(`PRAGMA index_xinfo("${ix.name}")`))
      .filter((c) => c.name !== null)
      .map((c) => `${c.name}${c.desc ? " desc" : ""}`)
      .join(",");
    if (ix.origin === "u") uniques.push(cols);
    else indexes.push(`${ix.name}(${cols})${ix.unique ? " unique" : ""}`);
  }
  const fks = (await all<{ from: string; table: string; to: string; on_delete: string }>(`PRAGMA foreign_key_list("${name}")`)).map(
    (f) => `${f.from}->${f.table}.${f.to} on delete ${f.on_delete.toLowerCase()}`,
  );
  return { columns, pk, uniques: uniques.sort(), indexes: indexes.sort(), fks: fks.sort() };
}

/** "name" for a plain column, "name desc" for desc(column) (an SQL chunk list holding the column). */
function indexedColumn(col: unknown): string {
  if (typeof col === "object" && col !== null && "name" in col) return String(col.name);
  const chunks = (col as { queryChunks: Array<{ name?: string; value?: string[] }> }).queryChunks;
  const column = chunks.find((q) => typeof q.name === "string")!.name;
  const desc = chunks.some((q) => q.value?.join("").trim().toLowerCase() === "desc");
  return `${column}${desc ? " desc" : ""}`;
}

/** The same description, read from the drizzle schema. */
function fromSchema(table: SQLiteTable) {
  const c = getTableConfig(table);
  const columns = c.columns.map((col) => ({
    name: col.name,
    type: col.getSQLType().toLowerCase(),
    notNull: col.notNull || col.primary,
    default: col.default === undefined ? null : String(col.default),
  }));
  const pk = c.primaryKeys.length ? c.primaryKeys[0]!.columns.map((x) => x.name) : c.columns.filter((x) => x.primary).map((x) => x.name);
  const uniques = c.columns.filter((x) => x.isUnique).map((x) => x.name);
  const indexes = c.indexes.map((ix) => {
    const cols = ix.config.columns.map(indexedColumn).join(",");
    return `${ix.config.name}(${cols})${ix.config.unique ? " unique" : ""}`;
  });
  const fks = c.foreignKeys.map((fk) => {
    const ref = fk.reference();
    return `${ref.columns[0]!.name}->${getTableConfig(ref.foreignTable).name}.${ref.foreignColumns[0]!.name} on delete ${fk.onDelete ?? "no action"}`;
  });
  return { columns, pk, uniques: uniques.sort(), indexes: indexes.sort(), fks: fks.sort() };
}

describe("the drizzle schema and the migrations agree", () => {
  for (const table of tables) {
    const name = getTableConfig(table).name;
    it(`table ${name}`, async () => {
      expect(await fromDatabase(name)).toEqual(fromSchema(table));
    });
  }

  it("the migrated database has no table the schema does not describe", async () => {
    const names = (await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'"))
      .map((r) => r.name)
      .filter((n) => !n.startsWith("sqlite_") && !n.startsWith("_cf_") && n !== "d1_migrations");
    expect(names.sort()).toEqual(tables.map((t) => getTableConfig(t).name).sort());
  });
});

describe("older databases migrate forward", () => {
  it("rows written before the later migrations are still there, readable, afterwards", async () => {
    const migrations = env.TEST_MIGRATIONS;
    // Start over with only the first migration applied, as a database created by the first release.
    const existing = (await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).filter(
      (r) => !r.name.startsWith("sqlite_") && !r.name.startsWith("_cf_"),
    );
    for (const t of existing) await env.DB.prepare(`DROP TABLE "${t.name}"`).run();
    await applyD1Migrations(env.DB, migrations.slice(0, 1));
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (id, email, full_name, email_confirmed_at, created_at, updated_at) VALUES ('u1', 'old@example.com', 'Old', ?, ?, ?)",
      ).bind(now, now, now),
      env.DB.prepare(
        'INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (\'u1\', \'{"personal_info":{"name":"Old"}}\', 3, ?, ?)',
      ).bind(now, now),
      env.DB.prepare(
        "INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES ('r1', 'u1', 'a.pdf', 'Role', 'k', ?)",
      ).bind(now),
      env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES ('u1', 'lifetime', NULL, ?)").bind(now),
    ]);
    await applyD1Migrations(env.DB, migrations);
    expect(await env.DB.prepare("SELECT email, full_name FROM users WHERE id = 'u1'").first()).toEqual({
      email: "old@example.com",
      full_name: "Old",
    });
    expect(await env.DB.prepare("SELECT version FROM resumeUploaded WHERE id = 'u1'").first()).toEqual({ version: 3 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = 'u1'").first()).toEqual({ n: 1 });
    expect(await env.DB.prepare("SELECT plan FROM subscriptions WHERE user_id = 'u1'").first()).toEqual({ plan: "lifetime" });
    // And the schema check above holds for the forward-migrated database too.
    for (const table of tables) expect(await fromDatabase(getTableConfig(table).name)).toEqual(fromSchema(table));
  });
});
