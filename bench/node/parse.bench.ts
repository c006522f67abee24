// Parser benchmark in Node: `npx tsx bench/node/parse.bench.ts` (or `npm run bench -- parse`).
// Budgets (issue 4): 1–2 page resume ≤ 30 ms median warm, 3 pages ≤ 60 ms.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { type FileTiming, measure, summariseRealResumes } from "../lib";
import { ABSENT_NOTE, REALWORLD_DIR, realworldPresent } from "../../eval/parser/lib/realworld-dir";
import { openDocument } from "../../worker/parse/extract";
import { parseResume } from "../../worker/parse/index";

const dir = path.resolve(import.meta.dirname, "../../test/fixtures/resumes");
const load = (id: string) => new Uint8Array(readFileSync(path.join(dir, `${id}.pdf`)));
const cases: [string, string][] = [
  ["1-page resume", "r01-classic-software"],
  ["1-page two-column resume", "r06-sidebar-data-scientist"],
  ["1-page resume with a large photo", "h06-large-photo-nurse"],
  ["2-page resume", "r02-classic-nurse-2p"],
  ["2-page LaTeX resume", "r25-latex-academic-2p"],
  ["3-page resume", "r10-classic-engineer-3p"],
  ["3-page LibreOffice resume", "r21-odt-physician-3p"],
];

const t0 = performance.now();
await parseResume(load("r01-classic-software"));
console.log(`parse first call, cold (node): ${(performance.now() - t0).toFixed(1)} ms`);
for (const [label, id] of cases) {
  const bytes = load(id);
  await measure(`parse ${label} (node)`, () => parseResume(bytes), { warmup: 10, runs: 50 });
}

// The real resumes outside the repository (eval/parser/lib/realworld-dir.ts, 1–5 pages): each file's warm median, then the median
// over the files and the worst file, against the budget for its page count. Skipped when the set is absent.
if (!realworldPresent()) console.log(`real resumes: ${ABSENT_NOTE}`);
else {
  const pdfs = readdirSync(path.join(REALWORLD_DIR, "pdfs"))
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  const rows: FileTiming[] = [];
  for (const f of pdfs) {
    const bytes = new Uint8Array(readFileSync(path.join(REALWORLD_DIR, "pdfs", f)));
    const doc = await openDocument(bytes);
    const pages = doc.numPages;
    await doc.loadingTask.destroy();
    // (Files are numbered, not named, in the output: their names are people's names.)
    const r = await measure(`parse real resume ${f.slice(0, 2)}, ${pages} p (node)`, () => parseResume(bytes), { warmup: 3, runs: 11 });
    rows.push({ file: f.slice(0, 2), pages, median: r.median });
  }
  summariseRealResumes(rows, "node");
}
