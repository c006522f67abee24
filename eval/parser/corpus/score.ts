// npm run parse:score -- corpus [--verbose] [<id-substring>]
// Parses every corpus PDF in test/fixtures/resumes with the real parser and compares it with the ground truth
// JSON beside it. Field-level F1 per group: a unit is one field (name, a job's title, ...) or one bullet/item;
// units count as matched only when the strings are equal after whitespace/quote normalisation, entries are
// paired one-to-one, bullets and items are matched one-to-one. Extra parsed units count against precision.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { parseResume } from "../../../worker/parse/index.ts";

export const norm = (s: string) => s.normalize("NFC").replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();

interface Tally {
  matched: number;
  expected: number;
  parsed: number;
}
const tally = (): Tally => ({ matched: 0, expected: 0, parsed: 0 });
const addTo = (a: Tally, b: Tally) => {
  a.matched += b.matched;
  a.expected += b.expected;
  a.parsed += b.parsed;
};
export const f1 = (t: Tally) => (t.expected + t.parsed === 0 ? 1 : (2 * t.matched) / (t.expected + t.parsed));

/** One-to-one matches between two string lists (multiset intersection after normalisation). */
function listMatches(exp: string[], got: string[]): number {
  const pool = new Map<string, number>();
  for (const g of got) pool.set(norm(g), (pool.get(norm(g)) ?? 0) + 1);
  let m = 0;
  for (const e of exp) {
    const k = norm(e);
    const n = pool.get(k) ?? 0;
    if (n > 0) {
      m++;
      pool.set(k, n - 1);
    }
  }
  return m;
}

/** Entries compared field by field plus their list; entries are paired greedily by best agreement. */
function entryTally<T>(exp: T[], got: T[], fields: (keyof T)[], list: keyof T): Tally {
  const units = (x: T) => fields.length + (x[list] as string[]).length;
  const agree = (a: T, b: T) =>
    fields.filter((f) => norm(String(a[f])) === norm(String(b[f]))).length + listMatches(a[list] as string[], b[list] as string[]);
  const t: Tally = { matched: 0, expected: exp.reduce((s, x) => s + units(x), 0), parsed: got.reduce((s, x) => s + units(x), 0) };
  const pairs: { i: number; j: number; a: number }[] = [];
  for (const [i, e] of exp.entries()) for (const [j, g] of got.entries()) pairs.push({ i, j, a: agree(e, g) });
  pairs.sort((x, y) => y.a - x.a || Math.abs(x.i - x.j) - Math.abs(y.i - y.j));
  const usedE = new Set<number>();
  const usedG = new Set<number>();
  for (const p of pairs) {
    if (usedE.has(p.i) || usedG.has(p.j) || p.a === 0) continue;
    usedE.add(p.i);
    usedG.add(p.j);
    t.matched += p.a;
  }
  return t;
}

export function scoreRecord(exp: StoredRecord, got: StoredRecord) {
  const contact: Tally = { matched: 0, expected: 3, parsed: 3 };
  for (const k of ["name", "email", "phone"] as const) if (norm(exp.personal_info[k]) === norm(got.personal_info[k])) contact.matched++;
  const work = entryTally(
    exp.experiences.work_experiences,
    got.experiences.work_experiences,
    ["company", "title", "dates"],
    "responsibilities",
  );
  const projects = entryTally(exp.experiences.projects, got.experiences.projects, ["title"], "responsibilities");
  const education = entryTally(exp.education, got.education, ["degree", "institution", "dates"], "details");
  const flat = (r: StoredRecord) =>
    Object.entries(r.additional_information).flatMap(([k, items]) => items.map((i) => `${k.toLowerCase()}\u0000${i}`));
  const e = flat(exp);
  const g = flat(got);
  const skills: Tally = { matched: listMatches(e, g), expected: e.length, parsed: g.length };
  return { contact, work, projects, education, skills };
}

async function main() {
  const dir = path.resolve(import.meta.dirname, "../../../test/fixtures/resumes");
  const verbose = process.argv.includes("--verbose");
  const filter = process.argv.slice(2).find((a) => !a.startsWith("--"));
  const files = readdirSync(dir).filter((f) => f.endsWith(".pdf") && readdirSync(dir).includes(f.replace(/\.pdf$/, ".json")));
  const groups = ["contact", "work", "projects", "education", "skills"] as const;
  const totals = Object.fromEntries(groups.map((g) => [g, tally()])) as Record<(typeof groups)[number], Tally>;
  console.log(`${"resume".padEnd(42)} ${groups.map((g) => g.padStart(9)).join(" ")}`);
  for (const f of files.sort()) {
    if (filter && !f.includes(filter)) continue;
    const exp = JSON.parse(readFileSync(path.join(dir, f.replace(/\.pdf$/, ".json")), "utf8")) as StoredRecord;
    const { record } = await parseResume(new Uint8Array(readFileSync(path.join(dir, f))));
    const s = scoreRecord(exp, record);
    for (const g of groups) addTo(totals[g], s[g]);
    console.log(
      `${f.replace(/\.pdf$/, "").padEnd(42)} ${groups.map((g) => (s[g].expected + s[g].parsed ? f1(s[g]).toFixed(2) : "-").padStart(9)).join(" ")}`,
    );
    if (verbose) {
      console.log("  expected:", JSON.stringify(exp));
      console.log("  parsed:  ", JSON.stringify(record));
    }
  }
  const scores = groups.map((g) => f1(totals[g]));
  const overall = scores.reduce((a, b) => a + b, 0) / scores.length;
  console.log("");
  console.log("field-level accuracy (F1 over fields, bullets and items)");
  for (const [i, g] of groups.entries())
    console.log(
      `  ${g.padEnd(10)} ${scores[i]!.toFixed(3)}  (${totals[g].matched} matched, ${totals[g].expected} expected, ${totals[g].parsed} parsed)`,
    );
  console.log(`  ${"overall".padEnd(10)} ${overall.toFixed(3)}  (mean of the five groups)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
