// The parse keeps only the operators readPage acts on while pdf.js hands a page's operator list over chunk by chunk
// (extract.ts, keepOnlyReadOps): paths that are neither filled nor stroked must not pile up, and what readPage
// reads from the cut list must be what it reads from the whole one.
import { describe, expect, it } from "vitest";
import { keepOnlyReadOps, openDocument, pdfOps, readPage } from "../../../worker/parse/extract.ts";
import { writePdf } from "../../worker/hostile-pdfs.ts";

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
// Text between clipping paths ("re W n"), unpainted paths ("n"), line styles, a filled bullet and a stroked rule.
const CONTENT = [
  "q 0 0 612 792 re W n",
  "BT /F1 11 Tf 72 720 Td (Jordan Example) Tj ET",
  ...Array.from({ length: 3000 }, (_, i) => `${i % 500} ${i % 700} m ${i % 300} 5 l n 2 w 1 J`),
  "0 0 0 rg 72 690 4 4 re f",
  "72 680 m 400 680 l S",
  "BT /F1 10 Tf 80 690 Td (Analyst at Acme, 2019 - 2023) Tj ET Q",
].join("\n");

async function operatorList(cut: boolean) {
  const bytes = writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>" },
    { dict: "<< >>", stream: new TextEncoder().encode(CONTENT) },
    { dict: FONT },
  ]);
  const OPS = await pdfOps();
  const doc = await openDocument(bytes);
  const page = await doc.getPage(1);
  if (cut) keepOnlyReadOps(page, OPS);
  const ops = await page.getOperatorList({ annotationMode: 0 } as never);
  const fonts = (name: string) => (page.commonObjs.has(name) ? (page.commonObjs.get(name) as never) : undefined);
  const read = readPage(0, ops.fnArray as number[], ops.argsArray as unknown[][], OPS, fonts, page.view as number[]);
  const unpainted = (ops.fnArray as number[]).filter(
    (fn, i) => fn === OPS.constructPath && (ops.argsArray[i] as unknown[])[0] === (OPS as unknown as { endPath: number }).endPath,
  ).length;
  await doc.loadingTask.destroy();
  return { length: ops.fnArray.length, unpainted, read };
}

describe("a page's operator list cut to what readPage reads", () => {
  it("drops unpainted paths and line styles, and reads the same runs, bullets and rules", async () => {
    const whole = await operatorList(false);
    const cut = await operatorList(true);
    expect(whole.unpainted).toBeGreaterThan(3000);
    expect(cut.unpainted).toBe(0);
    expect(cut.length).toBeLessThan(whole.length / 10);
    expect(cut.read).toEqual(whole.read);
    expect(cut.read.runs.map((r) => r.text)).toEqual(["Jordan Example", "Analyst at Acme, 2019 - 2023"]);
    expect(cut.read.shapes.length).toBe(1);
    expect(cut.read.rules.length).toBe(1);
  });
});
