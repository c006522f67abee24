// A page of text between many unpainted paths and line styles, read with pdf.js's operator list cut at either
// place extract.ts cuts it (shared by test/node/parse/extract-opcut.test.ts and test/worker/pdf-opcut.test.ts, so
// the cut is checked in Node and in workerd).
import { handOverOps, keepOnlyReadOps, openDocument, pdfOps, readPage } from "../../worker/parse/extract.ts";
import { writePdf } from "./hostile-pdfs.ts";

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
// Text between clipping paths ("re W n"), unpainted paths ("n"), line styles, graphics states with and without a
// font, a filled bullet and a stroked rule.
const CONTENT = [
  "q 0 0 612 792 re W n",
  "BT /F1 11 Tf 72 720 Td (Jordan Example) Tj ET",
  ...Array.from({ length: 3000 }, (_, i) => `${i % 500} ${i % 700} m ${i % 300} 5 l n 2 w 1 J${i % 10 ? "" : " /G1 gs"}`),
  "0 0 0 rg 72 690 4 4 re f",
  "72 680 m 400 680 l S",
  "/G2 gs BT /F1 10 Tf 80 690 Td (Analyst at Acme, 2019 - 2023) Tj ET Q",
].join("\n");

export function opcutPdf(): Uint8Array {
  return writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /ExtGState << /G1 << /CA 0.5 /LW 2 >> /G2 << /Font [5 0 R 10] /CA 1 >> >> >> /Contents 4 0 R >>",
    },
    { dict: "<< >>", stream: new TextEncoder().encode(CONTENT) },
    { dict: FONT },
  ]);
}

/** Reads the page with the chunks cut where they arrive ("page"), before they are posted ("port"), or not at all;
 * counts the operator-list chunks that were deep-copied on the way (structuredClone). */
export async function operatorList(cut: "none" | "page" | "port") {
  const OPS = await pdfOps();
  const doc = await openDocument(opcutPdf());
  const scope = globalThis as { structuredClone: (value: unknown, options?: unknown) => unknown };
  const copy = scope.structuredClone;
  let copiedChunks = 0;
  scope.structuredClone = (value, options) => {
    if ((value as { chunk?: { fnArray?: unknown } } | null)?.chunk?.fnArray) copiedChunks++;
    return copy(value, options as never);
  };
  const page = await doc.getPage(1);
  if (cut === "page") keepOnlyReadOps(page, OPS);
  if (cut === "port") handOverOps(doc, OPS);
  const ops = await page.getOperatorList({ annotationMode: 0 } as never).finally(() => {
    scope.structuredClone = copy;
  });
  const fonts = (name: string) => (page.commonObjs.has(name) ? (page.commonObjs.get(name) as never) : undefined);
  const read = readPage(0, ops.fnArray as number[], ops.argsArray as unknown[][], OPS, fonts, page.view as number[]);
  const paths = (ops.fnArray as number[]).flatMap((fn, i) => (fn === OPS.constructPath ? [ops.argsArray[i] as unknown[]] : []));
  const unpainted = paths.filter((args) => args[0] === (OPS as unknown as { endPath: number }).endPath).length;
  const withPoints = paths.filter((args) => args[1] != null).length;
  // Graphics states as the list has them: how many entries each carries.
  const gstates = (ops.fnArray as number[]).flatMap((fn, i) =>
    fn === OPS.setGState ? [((ops.argsArray[i] as unknown[])[0] as unknown[]).length] : [],
  );
  await doc.loadingTask.destroy();
  return { length: ops.fnArray.length, unpainted, withPoints, gstates, copiedChunks, read };
}
