// Renders a blind held-out set with the real tools people's resumes come from (Chromium print-to-PDF,
// LibreOffice Writer, pdflatex): each source goes to scripts/<set>/src/, each PDF + hand-written ground truth
// to test/fixtures/resumes-<set>/. Shared by the builders of held-out sets 2 and 3.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";

export interface BlindResume {
  id: string;
  tool: "chromium" | "soffice" | "pdflatex";
  ext: "html" | "tex";
  source: string;
  truth: StoredRecord;
}

/** `set` is the folder name, e.g. "holdout2"; `only` limits the run to ids containing it. */
export function renderBlindSet(set: string, resumes: readonly BlindResume[], only?: string): void {
  const root = resolve(import.meta.dirname, "../../..");
  const srcDir = join(root, `scripts/${set}/src`);
  const outDir = join(root, `test/fixtures/resumes-${set}`);
  mkdirSync(srcDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), `${set}-`));

  for (const r of resumes) {
    if (only && !r.id.includes(only)) continue;
    const src = join(srcDir, `${r.id}.${r.ext}`);
    writeFileSync(src, r.source);
    const pdf = join(work, `${r.id}.pdf`);
    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "pipe", timeout: 120_000, cwd: work });
    if (r.tool === "chromium")
      run("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${pdf}`, `file://${src}`]);
    else if (r.tool === "soffice")
      run("soffice", [
        `-env:UserInstallation=file://${join(tmpdir(), `${set}-lo-profile`)}`,
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
    const pages = execFileSync("pdfinfo", [pdf])
      .toString()
      .match(/Pages:\s+(\d+)/)?.[1];
    console.log(`${r.id}: ${r.tool}, ${pages} page(s)`);
  }
}
