// Rebuilds the parser corpus: writes each resume's source (HTML / flat ODT / LaTeX) to scripts/corpus/sources/,
// renders it with the real tool (Chromium print-to-PDF, LibreOffice, pdflatex) into test/fixtures/resumes/,
// and writes the ground truth JSON beside the PDF. Usage: npx tsx scripts/corpus/render.ts [id-substring]
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resumesA } from "./resumes-a.ts";
import { resumesB } from "./resumes-b.ts";
import { resumesC } from "./resumes-c.ts";
import { renderResumePdf } from "../../worker/render/index.ts";
import { nodeFontLibrary } from "../lib/fonts.ts";
import type { StoredRecord } from "../../worker/shapes/resume.ts";
import { groundTruth, toFodt, toHtml, toTex } from "./sources.ts";

const root = path.resolve(import.meta.dirname, "../..");
const srcDir = path.join(root, "scripts/corpus/sources");
const outDir = path.join(root, "test/fixtures/resumes");
mkdirSync(srcDir, { recursive: true });
mkdirSync(outDir, { recursive: true });

const filter = process.argv[2];
const all = [...resumesA, ...resumesB, ...resumesC].sort((a, b) => a.id.localeCompare(b.id));
const run = (cmd: string, args: string[], cwd?: string) =>
  execFileSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });

// Hand-written HTML resumes (scripts/corpus/handmade/*.html) with hand-written ground truth beside them:
// structures no template here produces, kept to check the parser against layouts it was not tuned on.
const handDir = path.join(root, "scripts/corpus/handmade");
for (const f of readdirSync(handDir).filter((f) => f.endsWith(".html") || f.endsWith(".tex"))) {
  const id = f.replace(/\.(html|tex)$/, "");
  if (filter && !id.includes(filter)) continue;
  const work = mkdtempSync(path.join(tmpdir(), "corpus-"));
  const pdf = path.join(outDir, `${id}.pdf`);
  if (f.endsWith(".tex")) {
    run("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `-output-directory=${work}`, path.join(handDir, f)], work);
    copyFileSync(path.join(work, `${id}.pdf`), pdf);
  } else
    run("chromium", [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      `--user-data-dir=${work}/profile`,
      `--print-to-pdf=${pdf}`,
      "--no-pdf-header-footer",
      `file://${path.join(handDir, f)}`,
    ]);
  copyFileSync(path.join(handDir, `${id}.json`), path.join(outDir, `${id}.json`));
  console.log(
    `${id}: ${
      run("pdfinfo", [pdf])
        .toString()
        .match(/Pages:\s+(\d+)/)?.[1]
    } page(s)`,
  );
}

for (const r of all) {
  if (filter && !r.id.includes(filter)) continue;
  const pdf = path.join(outDir, `${r.id}.pdf`);
  const work = mkdtempSync(path.join(tmpdir(), "corpus-"));
  if (r.tool === "chromium") {
    const src = path.join(srcDir, `${r.id}.html`);
    writeFileSync(src, toHtml(r));
    const flags = ["--headless", "--no-sandbox", "--disable-gpu", `--user-data-dir=${work}/profile`, `--print-to-pdf=${pdf}`];
    if (!r.printHeaders) flags.push("--no-pdf-header-footer");
    run("chromium", [...flags, `file://${src}`]);
  } else if (r.tool === "libreoffice") {
    const src = path.join(srcDir, `${r.id}.fodt`);
    writeFileSync(src, toFodt(r));
    const profile = `-env:UserInstallation=file://${work}/lo`;
    if (r.viaDocx) {
      run("soffice", [profile, "--headless", "--convert-to", "docx:MS Word 2007 XML", "--outdir", work, src]);
      run("soffice", [profile, "--headless", "--convert-to", "pdf", "--outdir", work, path.join(work, `${r.id}.docx`)]);
    } else run("soffice", [profile, "--headless", "--convert-to", "pdf", "--outdir", work, src]);
    copyFileSync(path.join(work, `${r.id}.pdf`), pdf);
  } else {
    const src = path.join(srcDir, `${r.id}.tex`);
    writeFileSync(src, toTex(r));
    run("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `-output-directory=${work}`, src], work);
    copyFileSync(path.join(work, `${r.id}.pdf`), pdf);
  }
  writeFileSync(path.join(outDir, `${r.id}.json`), `${JSON.stringify(groundTruth(r), null, 2)}\n`);
  const pages = run("pdfinfo", [pdf])
    .toString()
    .match(/Pages:\s+(\d+)/)?.[1];
  console.log(`${r.id}: ${pages} page(s)`);
}

// The product's own renderer (worker/render): people re-upload resumes we generated. Same ground truth.
const productIds = [
  "r02-classic-nurse-2p",
  "r06-sidebar-data-scientist",
  "r11-sidebar-2p-hr",
  "r16-sidebar-printheaders-sales",
  "r22-two-column-newgrad-no-jobs",
  "r28-classic-policy-longbullets-2p",
  "h01-jakes-style-swe",
];
for (const [i, id] of productIds.entries()) {
  const outId = `t${String(i + 1).padStart(2, "0")}-tailorcv-${id.replace(/^[rh]\d+-/, "")}`;
  if (filter && !outId.includes(filter)) continue;
  const record = JSON.parse(readFileSync(path.join(outDir, `${id}.json`), "utf8")) as StoredRecord;
  const pdf = await renderResumePdf(record, {
    pageSize: i % 2 ? "Letter" : "A4",
    fonts: nodeFontLibrary(),
  });
  writeFileSync(path.join(outDir, `${outId}.pdf`), pdf);
  writeFileSync(path.join(outDir, `${outId}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `${outId}: ${
      run("pdfinfo", [path.join(outDir, `${outId}.pdf`)])
        .toString()
        .match(/Pages:\s+(\d+)/)?.[1]
    } page(s)`,
  );
}
