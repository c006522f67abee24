// Streams pdf.js never reads, as the parse opens documents, are not decoded by the preflight: an ICC profile (pdf.js
// reads the profile's dictionary, /N and /Alternate, and never its data: no wasmUrl, so no colour management) and a
// font descriptor's /CIDSet (a key pdf.js has no use for). A stream that is one of these on one path and read on
// another (here a font program) is still decoded and capped.
import { describe, expect, it } from "vitest";
import { openDocument } from "../../../worker/parse/extract.ts";
import { LIMITS, PdfTooComplex, preflightPdf } from "../../../worker/parse/preflight/index.ts";
import { deflateRepeat, writePdf } from "../../worker/hostile-pdfs.ts";

// A TrueType signature, then spaces: pdf.js takes it for a TrueType program and reads all of it.
const PATTERN = "\u0000\u0001\u0000\u0000";

/** Where the bomb (object 5) is referred to: as the page's ICC profile, the font's /CIDSet, its program. */
interface Uses {
  profile?: boolean;
  cidSet?: boolean;
  program?: boolean;
}

/**
 * One page that fills a square in the colour space /CS0 = [/ICCBased …] and shows a line of text in a TrueType
 * font; each reference goes to the bomb or to a small stream (object 8) as `uses` says.
 */
function page(bombBytes: number, uses: Uses): Uint8Array {
  const enc = new TextEncoder();
  const ref = (bomb?: boolean) => `${bomb ? 5 : 8} 0 R`;
  return writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /ColorSpace << /CS0 [/ICCBased ${ref(uses.profile)}] >> /Font << /F1 6 0 R >> >> /Contents 4 0 R >>`,
    },
    {
      dict: "<< >>",
      stream: enc.encode("/CS0 cs 0.2 0.4 0.6 sc 72 600 40 40 re f BT /F1 11 Tf 72 720 Td (Jordan Example, Analyst) Tj ET\n"),
    },
    { dict: "<< /N 3 /Alternate /DeviceRGB /Filter /FlateDecode >>", stream: deflateRepeat(PATTERN, bombBytes) },
    { dict: "<< /Type /Font /Subtype /TrueType /BaseFont /InventedSans /FontDescriptor 7 0 R >>" },
    {
      dict: `<< /Type /FontDescriptor /FontName /InventedSans /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /CIDSet ${ref(uses.cidSet)} /FontFile2 ${ref(uses.program)} >>`,
    },
    { dict: "<< /N 3 >>", stream: enc.encode("not a font program") },
  ]);
}

/** CPU ms pdf.js takes to open the document and build page 1's operator list and text (the parse's reads). */
async function pdfjsMs(bytes: Uint8Array): Promise<number> {
  const start = process.cpuUsage();
  const doc = await openDocument(bytes);
  const p = await doc.getPage(1);
  await p.getOperatorList({ annotationMode: 0 } as never);
  await p.getTextContent();
  await doc.cleanup();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const UNREAD: [string, Uses][] = [
  ["an ICC profile", { profile: true }],
  ["a font's /CIDSet", { cidSet: true }],
];

describe("streams pdf.js never reads", { timeout: 60_000 }, () => {
  for (const [what, uses] of UNREAD) {
    it(`pdf.js never inflates ${what}: 32 MiB there cost it a few ms, the same bytes as the font program far more`, async () => {
      const unread = page(32 * 1024 * 1024, uses);
      const read = page(32 * 1024 * 1024, { ...uses, program: true });
      await pdfjsMs(page(1024, {})); // pdf.js loaded and warm
      const unreadMs = Math.min(await pdfjsMs(unread), await pdfjsMs(unread));
      const readMs = await pdfjsMs(read);
      // Inflating 32 MiB takes pdf.js hundreds of ms; the document without it, a few.
      expect(readMs).toBeGreaterThan(4 * unreadMs);
    });

    it(`the preflight accepts ${what} whose data would pass the stream cap, and does not count it`, async () => {
      const report = await preflightPdf(page(LIMITS.streamBytes + 1024 * 1024, uses));
      expect(report.decodedBytes).toBeLessThan(64 * 1024);
    });

    it(`the same stream as ${what} and as the font program is decoded and refused`, async () => {
      const err = await preflightPdf(page(LIMITS.streamBytes + 1024 * 1024, { ...uses, program: true })).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PdfTooComplex);
      expect((err as PdfTooComplex).limit).toBe("streamBytes");
    });
  }
});
