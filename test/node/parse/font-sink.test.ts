// Fonts handed to pdf.js's document are kept nowhere, so pdf.js compiles no glyph outlines while reading a page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { openDocument } from "../../../worker/parse/extract.ts";

const bytes = new Uint8Array(readFileSync(path.resolve(import.meta.dirname, "../../fixtures/resumes/r25-latex-academic-2p.pdf")));

type Doc = Awaited<ReturnType<typeof getDocumentProxy>>;
async function outlinesBuilt(doc: Doc): Promise<number> {
  const page = await doc.getPage(1);
  await page.getOperatorList({ annotationMode: 0 } as never);
  let n = 0;
  for (const [id] of page.commonObjs as unknown as Iterable<[string, unknown]>) if (id.includes("_path_")) n++;
  await doc.loadingTask.destroy();
  return n;
}

describe("reading a page draws nothing", () => {
  it("builds no glyph outlines for a page set in embedded fonts", async () => {
    expect(await outlinesBuilt(await openDocument(bytes))).toBe(0);
  });

  it("(pdf.js without the font document builds one per glyph used)", async () => {
    const plain = await getDocumentProxy(bytes.slice(), { disableFontFace: true, isEvalSupported: false, verbosity: 0 } as never);
    expect(await outlinesBuilt(plain)).toBeGreaterThan(20);
  });
});
