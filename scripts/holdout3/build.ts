// Rebuilds the third held-out corpus: writes each source to scripts/holdout3/src/, renders it with the real tool
// (Chromium print-to-PDF, LibreOffice Writer, pdflatex) and writes <id>.pdf + <id>.json (hand-written ground truth)
// to test/fixtures/resumes-holdout3/. Usage: npx tsx scripts/holdout3/build.ts [id-substring]
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { holdout3Resumes } from "./styles.ts";

const root = resolve(import.meta.dirname, "../..");
const srcDir = join(root, "scripts/holdout3/src");
const outDir = join(root, "test/fixtures/resumes-holdout3");
mkdirSync(srcDir, { recursive: true });
mkdirSync(outDir, { recursive: true });
const only = process.argv[2];
const work = mkdtempSync(join(tmpdir(), "holdout3-"));

for (const r of holdout3Resumes) {
  if (only && !r.id.includes(only)) continue;
  const src = join(srcDir, `${r.id}.${r.ext}`);
  writeFileSync(src, r.source);
  const pdf = join(work, `${r.id}.pdf`);
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "pipe", timeout: 120_000, cwd: work });
  if (r.tool === "chromium")
    run("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${pdf}`, `file://${src}`]);
  else if (r.tool === "soffice")
    run("soffice", [
      `-env:UserInstallation=file://${join(tmpdir(), "holdout3-lo-profile")}`,
      "--headless",
      "--infilter=HTML (StarWriter)",
      "--convert-to",
      "pdf:writer_pdf_Export",
      "--outdir",
      work,
      src,
    ]);
  else {
    copyFileSync(src, join(work, `${r.id}.tex`));
    run("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `${r.id}.tex`]);
  }
  copyFileSync(pdf, join(outDir, `${r.id}.pdf`));
  writeFileSync(join(outDir, `${r.id}.json`), `${JSON.stringify(r.truth, null, 2)}\n`);
  const pages = execFileSync("pdfinfo", [pdf]).toString().match(/Pages:\s+(\d+)/)?.[1];
  console.log(`${r.id}: ${r.tool}, ${pages} page(s)`);
}
