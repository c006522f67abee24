// Parser benchmark in Node: `npx tsx bench/node/parse.bench.ts` (or `npm run bench -- parse`).
// Budgets (issue 4): 1–2 page resume ≤ 30 ms median warm, 3 pages ≤ 60 ms. Issue 28: the line model ≤ 5 ms per resume
// at the median, its weights ≤ 1 MB, a whole parse ≤ 1.3× pdf.js's own text reading at the median and ≤ 2× at worst.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type FileTiming, measure, summariseRealResumes } from "../lib";
import { ABSENT_NOTE, realResumePdfs, realworldPresent } from "../../eval/parser/lib/realworld-dir";
import { extractPages, openDocument } from "../../worker/parse/extract";
import { linesFromPages, parseResume } from "../../worker/parse/index";
import { readerLines } from "../../worker/parse/roles/lines";
import { lineProbabilities, type ModelWeights } from "../../worker/parse/roles/model";
import WEIGHTS from "../../worker/parse/roles/weights.json" with { type: "json" };

const WEIGHTS_FILE = path.resolve(import.meta.dirname, "../../worker/parse/roles/weights.json");

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

// The real resumes outside the repository (../shared/realworld and ../shared/realworld2, 1–5 pages). Per file, in
// the same run and alternating: a whole parse, and what pdf.js alone takes to read the file's text (open the document,
// getTextContent of every page); the ratio of the two medians, with its median and worst over the files. The line
// model's own time (features and both networks) per file, and the weights' size. Skipped when the sets are absent.
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
async function pdfjsText(bytes: Uint8Array): Promise<void> {
  const doc = await openDocument(bytes);
  for (let p = 1; p <= doc.numPages; p++) await (await doc.getPage(p)).getTextContent();
  await doc.loadingTask.destroy();
}
if (!realworldPresent()) console.log(`real resumes: ${ABSENT_NOTE}`);
else {
  const rows: FileTiming[] = [];
  const ratios: { file: string; ratio: number }[] = [];
  const model: number[] = [];
  for (const { file, bytes } of realResumePdfs()) {
    const doc = await openDocument(bytes);
    const pages = await extractPages(doc, () => false);
    await doc.loadingTask.destroy();
    let refused = false;
    const parse = async () => {
      try {
        await parseResume(bytes);
      } catch {
        // A refusal costs what it costs (the preflight's caps have their own bench); it is left out of the ratio.
        refused = true;
      }
    };
    for (let i = 0; i < 2; i++) await Promise.all([parse(), pdfjsText(bytes)]);
    const tp: number[] = [];
    const tt: number[] = [];
    for (let i = 0; i < 9; i++) {
      let t = performance.now();
      await parse();
      tp.push(performance.now() - t);
      t = performance.now();
      await pdfjsText(bytes);
      tt.push(performance.now() - t);
    }
    const { lines } = linesFromPages(pages);
    const forReader = readerLines(lines, pages);
    const tm: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t = performance.now();
      lineProbabilities(WEIGHTS as unknown as ModelWeights, forReader);
      tm.push(performance.now() - t);
    }
    model.push(median(tm));
    rows.push({ file, pages: pages.length, median: median(tp) });
    if (!refused) ratios.push({ file, ratio: median(tp) / median(tt) });
    console.log(
      `parse real resume ${file}, ${pages.length} p (node)${refused ? " (refused)" : ""}: median ${median(tp).toFixed(2)} ms, pdf.js text alone ${median(tt).toFixed(2)} ms, ratio ${(median(tp) / median(tt)).toFixed(2)}, line model ${median(tm).toFixed(2)} ms`,
    );
  }
  summariseRealResumes(rows, "node");
  const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  console.log(
    `whole parse / pdf.js text alone (${ratios.length} real files read, node): median ${median(ratios.map((r) => r.ratio)).toFixed(2)}×, worst ${worst.ratio.toFixed(2)}× (${worst.file}); budget 1.3× median, 2× worst`,
  );
  console.log(
    `line model per resume (node): median ${median(model).toFixed(2)} ms, worst ${Math.max(...model).toFixed(2)} ms; budget 5 ms`,
  );
  console.log(`line model weights: ${(statSync(WEIGHTS_FILE).size / 1024).toFixed(0)} KB; budget 1 MB`);
}
