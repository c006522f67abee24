// The preflight reads what pdf.js reads: for each rule where a reader could take a different object than pdf.js
// (an untyped page node, /F before /Filter, /DP before /DecodeParms, /W before /Width, an object stream's indirect
// /N and /First, /Kids defined twice, a header only the cross-reference table finds), a document exercises the rule
// and the preflight's view must hold pdf.js's: every page pdf.js opens, every operator it runs, every image it decodes.
// The same documents carrying a bomb instead are refused.
import { describe, expect, it } from "vitest";
import { extractPages, openDocument, pdfOps } from "../../../worker/parse/extract.ts";
import { PdfTooComplex, preflightPdf } from "../../../worker/parse/preflight/index.ts";
import {
  filterUnderF,
  headerWithComment,
  HIDDEN,
  kidsTwice,
  packedPage,
  payload,
  pixelUnderW,
  predictorUnderDP,
  untypedPage,
} from "../../worker/hostile-shapes.ts";

/** What pdf.js opens: its pages, the operators of their operator lists, the images it paints. */
async function pdfjsView(bytes: Uint8Array) {
  const OPS = (await pdfOps()) as unknown as Record<string, number>;
  const doc = await openDocument(bytes);
  let ops = 0;
  let images = 0;
  for (let p = 1; p <= doc.numPages; p++) {
    const list = await (await doc.getPage(p)).getOperatorList({ annotationMode: 0 } as never);
    ops += list.fnArray.length;
    images += list.fnArray.filter((f: number) => f === OPS.paintImageXObject || f === OPS.paintInlineImageXObject).length;
  }
  // The parse itself still works on these files (none is refused by pdf.js).
  await extractPages(doc, () => false);
  return { pages: doc.numPages, ops, images };
}

const RULES: [string, (content: string) => Uint8Array][] = [
  ["a page-tree node typed /Pages without /Kids is a page", untypedPage],
  ["/F is taken before /Filter", filterUnderF],
  ["/DP is taken before /DecodeParms (a predictor on content)", predictorUnderDP],
  ["an object stream's indirect /N and /First are resolved", packedPage],
  ["every definition of an indirect /Kids is walked", kidsTwice],
  ["a header only the cross-reference table finds is read", headerWithComment],
];

describe("the preflight's view holds what pdf.js opens", () => {
  for (const [rule, build] of RULES) {
    it(rule, async () => {
      // 1,500 save/restore pairs: 3,000 operators pdf.js runs only if it reads the object behind the rule.
      const bytes = build(payload({ pairs: 1500 }));
      const seen = await pdfjsView(bytes);
      expect(seen.ops).toBeGreaterThan(3000);
      const report = await preflightPdf(bytes);
      expect(report.pages).toBeGreaterThanOrEqual(seen.pages);
      expect(report.ops).toBeGreaterThanOrEqual(seen.ops);
      // The same document, not a different read of it: the preflight's figure stays close to pdf.js's.
      expect(report.ops).toBeLessThan(seen.ops * 2 + 100);
    });
  }

  it("an image one pixel by /W and /H (whatever /Width says) is decoded with its soft mask", async () => {
    const bytes = pixelUnderW(300);
    const seen = await pdfjsView(bytes);
    expect(seen.images).toBe(1);
    const report = await preflightPdf(bytes);
    expect(report.decodedBytes).toBeGreaterThanOrEqual(300 * 300);
  });
});

describe("the same documents carrying a bomb are refused", () => {
  for (const h of HIDDEN) {
    it(`${h.name}: ${h.what}`, async () => {
      const err = await preflightPdf(h.build()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PdfTooComplex);
    });
  }
});
