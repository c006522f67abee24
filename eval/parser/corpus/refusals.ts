// Rebuilds the refusal fixtures in test/fixtures/resumes/refusals/ from a corpus PDF (run render.ts first):
// scanned (image only), encrypted (user password), owner-password-only (must still parse), truncated,
// renamed text file, empty, larger than 5 MB, more than 10 pages. Usage: npx tsx eval/parser/corpus/refusals.ts
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

const root = path.resolve(import.meta.dirname, "../../..");
const src = path.join(root, "test/fixtures/resumes/r20-classic-short-barista.pdf");
const out = path.join(root, "test/fixtures/resumes/refusals");
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "refusals-"));
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });

// A scanned resume: the page as a grey-scale picture, no text layer.
run("pdftoppm", ["-r", "60", "-gray", "-png", "-singlefile", src, path.join(work, "scan")]);
run("img2pdf", [path.join(work, "scan.png"), "-o", path.join(out, "scanned.pdf")]);

// Password needed to open: refused. Owner password only (printing/copying limits): opens and parses.
run("qpdf", ["--encrypt", "open-sesame", "owner-secret", "256", "--", src, path.join(out, "encrypted.pdf")]);
run("qpdf", ["--encrypt", "", "owner-secret", "256", "--print=none", "--", src, path.join(out, "owner-password-only.pdf")]);

const bytes = readFileSync(src);
writeFileSync(path.join(out, "truncated.pdf"), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
writeFileSync(path.join(out, "renamed-text.pdf"), "Tomás Ó Briain\nBarista\nThis is a plain text file that someone renamed to .pdf.\n");
writeFileSync(path.join(out, "empty.pdf"), new Uint8Array(0));

// Over 5 MB: a valid PDF followed by padding in a comment and a second end marker (compresses to almost nothing in git).
const pad = Buffer.alloc(6 * 1024 * 1024, "%");
writeFileSync(path.join(out, "six-megabytes.pdf"), Buffer.concat([bytes, Buffer.from("\n"), pad, Buffer.from("\n%%EOF\n")]));

// Eleven pages of text.
const doc = await PDFDocument.create();
const font = await doc.embedFont(StandardFonts.Helvetica);
for (let i = 1; i <= 11; i++) {
  const page = doc.addPage([595, 842]);
  page.drawText(`Appendix page ${i}: publications and conference talks`, { x: 50, y: 780, size: 12, font });
}
writeFileSync(path.join(out, "eleven-pages.pdf"), await doc.save());
console.log(`refusal fixtures written to ${path.relative(root, out)}`);
