// Rebuilds the held-out corpus: writes each source (HTML or LaTeX) to eval/parser/holdout1/src/, renders it with the
// real tool (Chromium print-to-PDF, LibreOffice Writer, pdflatex) and writes <id>.pdf + <id>.json (ground truth)
// to test/fixtures/resumes-holdout/. Usage: npx tsx eval/parser/holdout1/build.ts [id-substring]
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { holdoutResumes } from "./index.ts";
import { renderSource } from "./templates.ts";

const root = resolve(import.meta.dirname, "../../..");
const srcDir = join(root, "eval/parser/holdout1/src");
const outDir = join(root, "test/fixtures/resumes-holdout");
mkdirSync(srcDir, { recursive: true });
mkdirSync(outDir, { recursive: true });
const only = process.argv[2];
const work = mkdtempSync(join(tmpdir(), "holdout-"));

for (const r of holdoutResumes) {
  if (only && !r.id.includes(only)) continue;
  const { ext, text, tool } = renderSource(r);
  const src = join(srcDir, `${r.id}.${ext}`);
  writeFileSync(src, text);
  const pdf = join(work, `${r.id}.pdf`);
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "pipe", timeout: 120_000, cwd: work });
  if (tool === "chromium" || tool === "chromium-with-header")
    run("chromium", [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      ...(tool === "chromium" ? ["--no-pdf-header-footer"] : []),
      `--print-to-pdf=${pdf}`,
      `file://${src}`,
    ]);
  else if (tool === "soffice")
    run("soffice", [
      `-env:UserInstallation=file://${join(tmpdir(), "holdout-lo-profile")}`,
      "--headless",
      ...(ext === "html" ? ["--infilter=HTML (StarWriter)"] : []),
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
  const pages = execFileSync("pdfinfo", [pdf])
    .toString()
    .match(/Pages:\s+(\d+)/)?.[1];
  console.log(`${r.id}: ${tool}, ${pages} page(s)`);
}
