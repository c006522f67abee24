// ICC profiles: pdf.js, as the parse opens documents (openDocument, no wasmUrl, so no colour management), reads an
// /ICCBased profile's dictionary (/N, /Alternate) and never its data, so the preflight leaves the data undecoded.
// A stream that is a profile on one path and read on another (here a font program) is still decoded and capped.
import { describe, expect, it } from "vitest";
import { openDocument } from "../../../worker/parse/extract.ts";
import { LIMITS, PdfTooComplex, preflightPdf } from "../../../worker/parse/preflight/index.ts";
import { deflateRepeat, writePdf } from "../../worker/hostile-pdfs.ts";

// A TrueType signature, then spaces: pdf.js takes it for a TrueType program and reads all of it.
const PATTERN = "\u0000\u0001\u0000\u0000";

/**
 * One page that fills a square in the colour space /CS0 = [/ICCBased <bomb>] and shows a line of text, with the
 * font's program either a small unrelated stream or (`fontIsBomb`) the same bomb stream.
 */
function iccPage(bombBytes: number, fontIsBomb: boolean): Uint8Array {
  const enc = new TextEncoder();
  const bomb = deflateRepeat(PATTERN, bombBytes);
  const small = enc.encode("not a font program");
  return writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /ColorSpace << /CS0 [/ICCBased 5 0 R] >> /Font << /F1 6 0 R >> >> /Contents 4 0 R >>",
    },
    {
      dict: "<< >>",
      stream: enc.encode("/CS0 cs 0.2 0.4 0.6 sc 72 600 40 40 re f BT /F1 11 Tf 72 720 Td (Jordan Example, Analyst) Tj ET\n"),
    },
    { dict: "<< /N 3 /Alternate /DeviceRGB /Filter /FlateDecode >>", stream: bomb },
    { dict: "<< /Type /Font /Subtype /TrueType /BaseFont /InventedSans /FontDescriptor 7 0 R >>" },
    {
      dict: `<< /Type /FontDescriptor /FontName /InventedSans /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${fontIsBomb ? 5 : 8} 0 R >>`,
    },
    { dict: "<< >>", stream: small },
  ]);
}

/** CPU ms pdf.js takes to open the document and build page 1's operator list and text (the parse's reads). */
async function pdfjsMs(bytes: Uint8Array): Promise<number> {
  const start = process.cpuUsage();
  const doc = await openDocument(bytes);
  const page = await doc.getPage(1);
  await page.getOperatorList({ annotationMode: 0 } as never);
  await page.getTextContent();
  await doc.cleanup();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("ICC profiles", { timeout: 60_000 }, () => {
  it("pdf.js never inflates a profile's data: a 32 MiB profile costs it nothing, the same bytes as a font do", async () => {
    const asProfile = iccPage(32 * 1024 * 1024, false);
    const asFont = iccPage(32 * 1024 * 1024, true);
    await pdfjsMs(iccPage(1024, false)); // pdf.js loaded and warm
    const profile = Math.min(await pdfjsMs(asProfile), await pdfjsMs(asProfile));
    const font = await pdfjsMs(asFont);
    // Inflating 32 MiB takes pdf.js hundreds of ms; the document without it, a few.
    console.log(`pdf.js CPU: profile ${profile.toFixed(0)} ms, font ${font.toFixed(0)} ms`);
    expect(font).toBeGreaterThan(4 * profile);
  });

  it("the preflight accepts a profile whose data would pass the stream cap, and does not count it", async () => {
    const report = await preflightPdf(iccPage(LIMITS.streamBytes + 1024 * 1024, false));
    expect(report.decodedBytes).toBeLessThan(64 * 1024);
  });

  it("the same stream reached as a font program is decoded and refused", async () => {
    const err = await preflightPdf(iccPage(LIMITS.streamBytes + 1024 * 1024, true)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PdfTooComplex);
    expect((err as PdfTooComplex).limit).toBe("streamBytes");
  });
});
