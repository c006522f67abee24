// A page of text between many unpainted paths and line styles (or between save…restore groups without effect), read with pdf.js's operator list cut at either
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

// Save…restore groups as a page of soft masks drawn glyph by glyph leaves them once cut: groups that only move the
// transform or set a fill colour or text mode (nested ones too, and one around a clip only), beside groups whose
// contents readPage reads (text, a filled bullet) and a restored white fill that the text after it must not keep.
const GROUPS = [
  "BT /F1 11 Tf 72 720 Td (Jordan Example) Tj ET",
  ...Array.from({ length: 1500 }, (_, i) =>
    i % 3 === 0
      ? `q 1 0 0 1 ${i % 400} 2 cm 0.${i % 9} g Q`
      : i % 3 === 1
        ? `q q 2 0 0 2 0 0 cm Q 1 1 1 rg 3 Tr 0 0 9 9 re W n Q`
        : "q /G1 gs Q",
  ),
  "q 1 0 0 1 0 -30 cm BT /F1 10 Tf 80 690 Td (Analyst at Acme, 2019 - 2023) Tj ET Q",
  "q 1 1 1 rg Q q 0 0 0 rg 72 690 4 4 re f Q",
  "BT /F1 10 Tf 80 640 Td q 0.2 g (Skills: ledgers) Tj Q ET",
].join("\n");

export function opcutPdf(content: "mixed" | "groups" = "mixed"): Uint8Array {
  return writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /ExtGState << /G1 << /CA 0.5 /LW 2 >> /G2 << /Font [5 0 R 10] /CA 1 >> >> >> /Contents 4 0 R >>",
    },
    { dict: "<< >>", stream: new TextEncoder().encode(content === "mixed" ? CONTENT : GROUPS) },
    { dict: FONT },
  ]);
}

/** Reads the page with the chunks cut where they arrive ("page"), before they are posted ("port"), or not at all;
 * counts the operator-list chunks that were deep-copied on the way (structuredClone). */
export async function operatorList(cut: "none" | "page" | "port", content: "mixed" | "groups" = "mixed") {
  const OPS = await pdfOps();
  const doc = await openDocument(opcutPdf(content));
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
  const saves = (ops.fnArray as number[]).filter((fn) => fn === OPS.save).length;
  await doc.loadingTask.destroy();
  return { length: ops.fnArray.length, unpainted, withPoints, gstates, copiedChunks, saves, read };
}
