// Parser benchmark in Node: `npx tsx bench/node/parse.bench.ts` (or `npm run bench -- parse`).
// Budgets (issue 4): 1–2 page resume ≤ 30 ms median warm, 3 pages ≤ 60 ms.
import { readFileSync } from "node:fs";
import path from "node:path";
import { measure } from "../lib";
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
