// The documents the line model learns from and is measured on: the synthetic sets in test/fixtures (corpus,
// holdouts 1–3) and the two real sets read in place from ../shared (never copied in). Each PDF is read by pdf.js
// once and its pages are cached under node_modules/.cache, keyed by the file's hash, so training runs in seconds.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { extractPages, openDocument } from "../../../worker/parse/extract.ts";
import type { PageContent } from "../../../worker/parse/types.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import families from "./families.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "../../..");
const shared = process.env.SHARED_DIR ?? path.resolve(root, "../shared");
const cacheDir = path.join(root, "node_modules/.cache/tailorcv-parse-pages");

export interface Doc {
  /** "corpus/h01-…" for a synthetic file, "realworld/07" for a real one (no file name: it may hold a surname). */
  id: string;
  set: string;
  /** Real sets only: the generator family (eval/parser/model/families.json). */
  family?: string;
  pdf: string;
  truth: StoredRecord;
}

export const SYNTHETIC_SETS: Record<string, string> = {
  corpus: "test/fixtures/resumes",
  holdout1: "test/fixtures/resumes-holdout",
  holdout2: "test/fixtures/resumes-holdout2",
  holdout3: "test/fixtures/resumes-holdout3",
};
export const REAL_SETS = ["realworld", "realworld2"] as const;

const pdfsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".pdf"))
        .sort()
    : [];

export function syntheticDocs(): Doc[] {
  return Object.entries(SYNTHETIC_SETS).flatMap(([set, rel]) => {
    const dir = path.join(root, rel);
    return pdfsIn(dir)
      .filter((f) => existsSync(path.join(dir, f.replace(/\.pdf$/, ".json"))))
      .map((f) => ({
        id: `${set}/${f.replace(/\.pdf$/, "")}`,
        set,
        pdf: path.join(dir, f),
        truth: JSON.parse(readFileSync(path.join(dir, f.replace(/\.pdf$/, ".json")), "utf8")) as StoredRecord,
      }));
  });
}

const familyOf = families.families as Record<string, string>;

/** The real sets present on this machine (an absent one is skipped). */
export function realDocs(): Doc[] {
  return REAL_SETS.flatMap((set) => {
    const dir = path.join(shared, set);
    return pdfsIn(path.join(dir, "pdfs")).map((f) => {
      const id = `${set}/${f.slice(0, 2)}`;
      const family = familyOf[id];
      if (!family) throw new Error(`no family for ${id} in eval/parser/model/families.json`);
      return {
        id,
        set,
        family,
        pdf: path.join(dir, "pdfs", f),
        truth: JSON.parse(readFileSync(path.join(dir, "truth", f.replace(/\.pdf$/, ".json")), "utf8")) as StoredRecord,
      };
    });
  });
}

/** A document's pages as the extract stage gives them (without the preflight: training reads every file). */
export async function pagesOf(doc: Doc): Promise<PageContent[]> {
  const bytes = new Uint8Array(readFileSync(doc.pdf));
  const key = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const file = path.join(cacheDir, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as PageContent[];
  const pdf = await openDocument(bytes);
  try {
    const pages = await extractPages(pdf, () => false);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify(pages));
    return pages;
  } finally {
    void pdf.loadingTask.destroy().catch(() => undefined);
  }
}
