// The real resumes of ../shared are used in place and never copied in (eval/parser/lib/realworld-dir.ts). This
// check reads their truth and looks for its people, addresses, phone numbers, employers, schools and runs of
// eight words of its bullets in the repository's own text files; comments and docs are meant to use invented
// examples. Public bodies that invented sets name too are listed as allowed.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ABSENT_NOTE, REALWORLD_DIR } from "../../../eval/parser/lib/realworld-dir.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SETS = [REALWORLD_DIR, path.resolve(REALWORLD_DIR, "../realworld2")].map((d) => path.join(d, "truth"));
// Well-known names that the invented corpora and the skills dictionary use on their own account.
const ALLOWED = new Set([
  "University of Washington",
  "San Francisco State University",
  "Universidad Complutense de Madrid",
  "Wrocław University of Science and Technology",
  "New Relic",
]);
const TEXT_FILE = /\.(ts|tsx|md|txt|json|html|css|sh|tsv|mjs)$/;

interface Needles {
  exact: Set<string>;
  phones: Set<string>;
  shingles: Set<string>;
}

function needles(): Needles {
  const out: Needles = { exact: new Set(), phones: new Set(), shingles: new Set() };
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) for (const v of value) visit(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
    else if (typeof value === "string") take(value.trim(), key);
  };
  const take = (v: string, key: string) => {
    const words = v.split(/\s+/);
    if (key === "email" && v.includes("@")) out.exact.add(v);
    if (key === "phone" && v.replace(/\D/g, "").length >= 9) out.phones.add(v.replace(/\D/g, "").slice(-9));
    if ((key === "name" || key === "company" || key === "school") && words.length >= 2 && !ALLOWED.has(v)) out.exact.add(v);
    if (key === "responsibilities")
      for (let i = 0; i + 8 <= words.length; i++) {
        const run = words.slice(i, i + 8).map(bare);
        // Runs of real words only: date ranges and tool lists are common to many resumes.
        if (run.filter((w) => /^\p{L}{3,}$/u.test(w)).length >= 6) out.shingles.add(run.join(" "));
      }
  };
  for (const dir of SETS)
    if (existsSync(dir))
      for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) visit(JSON.parse(readFileSync(path.join(dir, f), "utf8")), "");
  return out;
}

/** A word without the quotes and punctuation around it, in lower case. */
const bare = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").toLowerCase();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("no text of the real resumes in the repository", () => {
  if (!existsSync(SETS[0]!)) {
    it.skip(ABSENT_NOTE, () => {});
    return;
  }
  it("names no person, address, phone number, employer or school of theirs and quotes no run of their bullets", () => {
    const { exact, phones, shingles } = needles();
    expect(exact.size).toBeGreaterThan(100);
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => TEXT_FILE.test(f) && existsSync(path.join(ROOT, f)));
    const found: string[] = [];
    for (const f of files) {
      const text = readFileSync(path.join(ROOT, f), "utf8");
      for (const v of exact)
        if (text.includes(v) && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, "u").test(text))
          found.push(`${f}: a name, address or body`);
      for (const m of text.matchAll(/[+(]?\d[\d ()./-]{8,}\d/g))
        if (phones.has(m[0].replace(/\D/g, "").slice(-9))) found.push(`${f}: a phone number`);
      const words = text.split(/\s+/).map(bare);
      for (let i = 0; i + 8 <= words.length; i++) if (shingles.has(words.slice(i, i + 8).join(" "))) found.push(`${f}: a run of a bullet`);
    }
    // The file and kind only: the report must not print the real text either.
    expect(found).toEqual([]);
  });
});
