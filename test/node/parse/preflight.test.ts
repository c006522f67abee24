// The preflight that bounds pdf.js's work: every hostile class (built in memory) is refused as too complex with
// the limit it passed, through parseResume's normal refusal; every real resume in the corpus passes untouched.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ResumeRefusal, parseResume } from "../../../worker/parse/index.ts";
import { scanContent } from "../../../worker/parse/preflight/content.ts";
import { inflate } from "../../../worker/parse/preflight/filters.ts";
import { LIMITS, PdfTooComplex, preflightPdf } from "../../../worker/parse/preflight/index.ts";
import { AT_CAP, HOSTILE, cidFontPdf, deflateRepeat, deflateRepeatSize, pagesPdf, plainPdf, writePdf } from "../../worker/hostile-pdfs.ts";

const enc = new TextEncoder();
const fixtures = path.resolve(import.meta.dirname, "../../fixtures");

async function refusalOf(bytes: Uint8Array): Promise<ResumeRefusal> {
  try {
    await parseResume(bytes);
  } catch (err) {
    if (err instanceof ResumeRefusal) return err;
    throw err;
  }
  throw new Error("expected a refusal, got a record");
}

/** Which limit (or other refusal) each hostile class meets first. */
const EXPECTED: Record<string, string> = {
  "encrypted-form-fanout": "drawDepth",
  "nested-q-32k": "saveDepth",
  "nested-q-100k": "saveDepth",
  "nested-q-flate-2m": "saveDepth",
  "form-fanout-20x2": "drawDepth",
  "form-fanout-8x8": "pageOps",
  "flate-content-1gb": "streamBytes",
  "flate-font-1gb": "streamBytes",
  "ops-flate-50m": "streamBytes",
  "ops-raw-2m": "pageOps",
  "deep-array-100k": "nesting",
  "deep-dict-50k": "nesting",
  "type3-proc-ops": "streamBytes",
  // Its 4-million-operator glyph procedure is one stream of more than LIMITS.streamBytes, which is met first.
  "type3-by-gstate": "streamBytes",
  "pixel-huge-smask": "maskPixels",
  "inline-images-flate": "streamBytes",
  "pattern-fanout-20x2": "drawDepth",
  "sampled-function-64k": "functionSamples",
  "tounicode-ranges": "cmapCodes",
  "cid-width-ranges": "widthRangeCodes",
  "predictor-row-2g": "predictorRowBytes",
  "mesh-patches-1m": "meshVertices",
  // The 7 MB string is one stream of more than LIMITS.streamBytes, met first; the text cap has its own test below.
  "text-glyphs-7m": "streamBytes",
  "ps-function-colours": "pageOps",
};

describe("CMap ranges are counted entry by entry", () => {
  // A ToUnicode CMap as TeX writes for math fonts: destinations are UTF-16 surrogate pairs (large hex numbers).
  // Pairing a destination with the next entry's low code once read this as billions of codes and refused the file.
  const cmap = (entries: string[]) =>
    `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /TeX-MI-H def 1 begincodespacerange <00> <FF> endcodespacerange ${entries.length} beginbfrange\n${entries.join("\n")}\nendbfrange endcmap end end`;

  it("passes a CMap whose range destinations are large codes, and counts its codes", async () => {
    const entries = [
      "<0B> <0E> <D835DEFC>",
      "<10> <18> <D835DF01>",
      "<19> <1A> <D835DF0B>",
      "<1B> <21> <D835DF0E>",
      "<30> <39> <0030>",
      "<41> <5A> <D835DC34>",
      "<61> <62> [<D835DC4E> <D835DC4F>]",
    ];
    const summary = await preflightPdf(cidFontPdf("[0 [500]]", cmap(entries)));
    expect(summary.pages).toBe(1);
  });

  it("still refuses ranges that really cover millions of codes, whatever their destinations", async () => {
    const entries = Array.from(
      { length: 80 },
      (_, i) => `<${(i * 0x10000).toString(16).padStart(6, "0")}> <${(i * 0x10000 + 0xffff).toString(16).padStart(6, "0")}> <D835DC34>`,
    );
    const err = await refusalOf(cidFontPdf("[0 [500]]", cmap(entries)));
    expect(err).toBeInstanceOf(PdfTooComplex);
    expect((err as PdfTooComplex).limit).toBe("cmapCodes");
  });
});

describe("hostile PDFs are refused before pdf.js runs", () => {
  for (const h of HOSTILE.filter((h) => EXPECTED[h.name])) {
    it(`${h.name}: ${h.what}`, async () => {
      const bytes = h.build();
      expect(bytes.length).toBeLessThanOrEqual(5 * 1024 * 1024);
      const err = await refusalOf(bytes);
      expect(err).toBeInstanceOf(PdfTooComplex);
      expect(err.code).toBe("too_complex");
      expect(err.status).toBe(422);
      expect(err.message).toMatch(/^This PDF is built in a way that would take too much work to read .*; please export it again/);
      expect((err as PdfTooComplex).limit).toBe(EXPECTED[h.name]);
    });
  }

  it("a file with thousands of page objects is refused as too long without walking them", async () => {
    const err = await refusalOf(HOSTILE.find((h) => h.name === "many-pages-15k")!.build());
    expect(err.code).toBe("too_many_pages");
  });

  it("page-tree loops, self-referring lengths and absurd page sizes do not hang: each gets an answer", async () => {
    for (const name of ["page-tree-loop", "xref-loop", "huge-mediabox"]) {
      const bytes = HOSTILE.find((h) => h.name === name)!.build();
      const outcome = await parseResume(bytes).then(
        () => "record",
        (e: unknown) => (e instanceof ResumeRefusal ? e.code : "crash"),
      );
      expect(outcome, name).not.toBe("crash");
    }
  });
});

describe("what the preflight counts", () => {
  it("counts operands in runs of numbers as token by token, whatever follows a number", () => {
    // Operands at a quarter each: 0 0 1 1, 12ab (a token starting with a digit), /F1, 3, -.5, 4 5, 6 (eleven);
    // operators and strings at one: re f Tf l q (x) Q (seven). A number ended by a comment, a string or letters
    // is one operand still, on every alignment of the bytes.
    const content = "0 0 1 1 re f\n12ab /F1 3 Tf\n-.5%c\n4 5 l q 6(x)Q\n";
    for (const offset of [0, 1, 2, 3]) {
      const host = new Uint8Array(content.length + 4);
      host.set(enc.encode(content), offset);
      const s = scanContent(host.subarray(offset, offset + content.length));
      expect(s.ops, `at offset ${offset}`).toBe(7 + Math.ceil(11 / 4));
      expect(s.textBytes).toBe(3);
      expect(s.saveDepth).toBe(1);
      expect([...s.fonts]).toEqual(["F1"]);
    }
  });

  it("counts a form each time it is drawn: 2^levels draws of a one-operator form", async () => {
    const forms = (levels: number) =>
      pagesPdf({
        contents: () => [{ dict: "<< >>", stream: enc.encode("/X1 Do /X1 Do") }],
        resources: (first) => `/XObject << /X1 ${first} 0 R >>`,
        extra: (first) =>
          Array.from({ length: levels }, (_, i) => ({
            dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] ${i < levels - 1 ? `/Resources << /XObject << /X${i + 2} ${first + i + 1} 0 R >> >>` : ""} >>`,
            stream: enc.encode(i < levels - 1 ? `/X${i + 2} Do /X${i + 2} Do` : "n"),
          })),
      });
    // Page: 3 (two Do and two names at a quarter each); each inner form 3, the last 1, plus the fixed charge per
    // draw; drawn 2, 4, …, 2^levels times.
    const expected = (levels: number) =>
      3 + Array.from({ length: levels }, (_, i) => 2 ** (i + 1) * ((i < levels - 1 ? 3 : 1) + LIMITS.drawOps)).reduce((a, b) => a + b, 0);
    expect((await preflightPdf(forms(5))).ops).toBe(expected(5));
    expect((await preflightPdf(forms(10))).ops).toBe(expected(10));
  });

  it("considers every definition of an object number, not only the one the cross-reference table names", async () => {
    // Object 4 is defined twice: a harmless content stream and, later, 300 nested q. Either could be the one read.
    const file = writePdf([
      { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
      { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
      { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>" },
      { dict: "<< >>", stream: enc.encode("n") },
    ]);
    const extra = enc.encode(`\n4 0 obj\n<< /Length 600 >>\nstream\n${"q ".repeat(300)}\nendstream\nendobj\n`);
    const text = new TextDecoder("latin1").decode(file);
    const at = text.indexOf("xref");
    const spliced = new Uint8Array([...file.subarray(0, at), ...extra, ...file.subarray(at)]);
    await expect(preflightPdf(spliced)).rejects.toMatchObject({ limit: "saveDepth" });
  });

  it("skips images: a large Flate photo is neither decoded nor counted", async () => {
    const photo = deflateRepeat("\x80\x40\x20", 30_000_000);
    const file = pagesPdf({
      contents: () => [{ dict: "<< >>", stream: enc.encode("q 100 0 0 100 0 0 cm /Im0 Do Q") }],
      resources: (first) => `/XObject << /Im0 ${first} 0 R >>`,
      extra: () => [
        {
          dict: "<< /Type /XObject /Subtype /Image /Width 3000 /Height 3334 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode >>",
          stream: photo,
        },
      ],
    });
    const report = await preflightPdf(file);
    expect(report.decodedBytes).toBeLessThan(1000);
  });

  it("the same Flate stream, used as a font program instead of an image, is decoded and refused", async () => {
    const err = await refusalOf(HOSTILE.find((h) => h.name === "flate-font-1gb")!.build());
    expect((err as PdfTooComplex).limit).toBe("streamBytes");
  });
});

describe("the caps that bound pdf.js's memory", () => {
  const paths = (n: number) => ({ dict: "<< >>", stream: enc.encode("n\n".repeat(n)) });

  it("the file's token cap is no more than one page's: two pages of 0.6 × the page cap each are refused", async () => {
    const n = Math.floor(LIMITS.pageOps * 0.6);
    await expect(preflightPdf(pagesPdf({ contents: () => [paths(n)] }))).resolves.toMatchObject({ ops: n });
    await expect(preflightPdf(pagesPdf({ pages: 2, contents: () => [paths(n)] }))).rejects.toMatchObject({ limit: "fileOps" });
  });

  it("counts draws apart from operators: a cheap form drawn past the draw cap is refused, under it passes", async () => {
    const flat = (draws: number) =>
      pagesPdf({
        contents: () => [{ dict: "<< >>", stream: enc.encode("/X1 Do\n".repeat(draws)) }],
        resources: (first) => `/XObject << /X1 ${first} 0 R >>`,
        extra: () => [{ dict: "<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] >>", stream: enc.encode("n") }],
      });
    // Each draw is well under the token cap (a few operators), so only the draw count can refuse it.
    expect((LIMITS.pageDraws + 1) * (2 + LIMITS.drawOps)).toBeLessThan(LIMITS.pageOps);
    await expect(preflightPdf(flat(LIMITS.pageDraws))).resolves.toMatchObject({ pages: 1 });
    await expect(preflightPdf(flat(LIMITS.pageDraws + 1))).rejects.toMatchObject({ limit: "pageDraws" });
  });

  it("a page showing more string bytes than the page's text cap is refused, though its stream is small", async () => {
    const text = (n: number) =>
      pagesPdf({ contents: () => [{ dict: "<< >>", stream: enc.encode(`BT /F1 1 Tf 0 0 Td (${"A".repeat(n)}) Tj ET`) }] });
    await expect(preflightPdf(text(LIMITS.pageTextBytes - 1000))).resolves.toMatchObject({ pages: 1 });
    await expect(preflightPdf(text(LIMITS.pageTextBytes + 1000))).rejects.toMatchObject({ limit: "pageTextBytes" });
  });

  it("every at-cap file of the hostile bench passes the preflight (so the bench measures what the caps allow)", async () => {
    for (const h of AT_CAP) await expect(preflightPdf(h.build()), h.name).resolves.toMatchObject({ encrypted: false });
  });
});

describe("the capped inflater", () => {
  it("decodes what zlib decodes, and stops at the cap", () => {
    for (const [pattern, size] of [
      ["\0", 100_000],
      ["q ", 50_000],
      ["0 0 1 1 re f\n", 300_000],
    ] as const) {
      const z = deflateRepeat(pattern, size);
      const expected = inflateSync(z);
      expect(expected.length).toBe(deflateRepeatSize(pattern, size));
      const mine = inflate(z, 10_000_000, true);
      expect(mine.over).toBe(false);
      expect(Buffer.from(mine.bytes!).equals(expected)).toBe(true);
      const capped = inflate(z, 1000, false);
      expect(capped.over).toBe(true);
      expect(capped.size).toBeLessThanOrEqual(1000);
    }
  });

  it("decodes a large stream (inflated in larger pieces) exactly, and still stops it at the cap", () => {
    // Pseudo-random bytes barely compress, so the compressed input is as large as a page of several megabytes.
    let seed = 7;
    const raw = Uint8Array.from({ length: 300_000 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed & 0xff;
    });
    const z = deflateSync(raw);
    expect(z.length).toBeGreaterThan(100_000);
    const mine = inflate(z, 10_000_000, true);
    expect(mine.over).toBe(false);
    expect(mine.size).toBe(raw.length);
    expect(Buffer.from(mine.bytes!).equals(Buffer.from(raw))).toBe(true);
    const capped = inflate(z, 200_000, true);
    expect(capped.over).toBe(true);
    expect(capped.size).toBeLessThanOrEqual(200_000);
    expect(capped.bytes).toBeUndefined();
  });

  it("holds no more memory for kept bytes than about their size, however small the stream", () => {
    // The preflight keeps every decoded stream until it ends, so a file of many small streams must not hold a
    // whole inflate chunk for each of them.
    for (const size of [10, 3_000, 40_000, 700_000]) {
      let seed = size;
      const raw = Uint8Array.from({ length: size }, (_, i) => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return i % 3 === 0 ? seed & 0xff : 0x20;
      });
      const mine = inflate(deflateSync(raw), 10_000_000, true);
      expect(Buffer.from(mine.bytes!).equals(Buffer.from(raw))).toBe(true);
      expect(mine.bytes!.buffer.byteLength, `${size} bytes decoded`).toBeLessThanOrEqual(2 * size + 64);
    }
  });

  it("keeps counting past a back-reference before the start of the output, as pdf.js does", () => {
    // Fixed-Huffman block: a copy of 258 bytes from distance 1 with no output yet, then end of block.
    // zlib rejects it ("invalid distance too far back"); pdf.js copies zeros, and so must the measure.
    const bits: number[] = [1, 1, 0]; // final, fixed Huffman
    const code = (c: number, n: number) => {
      for (let i = n - 1; i >= 0; i--) bits.push((c >> i) & 1);
    };
    code(0b11000101, 8); // length symbol 285 (258)
    code(0, 5); // distance code 0 (1)
    code(0, 7); // end of block
    const body: number[] = [];
    for (let i = 0; i < bits.length; i += 8) body.push(bits.slice(i, i + 8).reduce((a, b, j) => a | (b << j), 0));
    const z = Uint8Array.from([0x78, 0x9c, ...body]);
    expect(() => inflateSync(z)).toThrow();
    expect(inflate(z, 10_000, false).size).toBe(258);
  });
});

describe("real resumes pass", () => {
  const pdfs = ["resumes", "resumes-holdout", "resumes-holdout2", "resumes-holdout3"].flatMap((d) =>
    readdirSync(path.join(fixtures, d))
      .filter((f) => f.endsWith(".pdf"))
      .map((f) => path.join(d, f)),
  );

  it(`every corpus PDF (${pdfs.length}) passes the preflight, inside a quarter of every cap`, async () => {
    expect(pdfs.length).toBeGreaterThan(100);
    for (const f of pdfs) {
      const r = await preflightPdf(new Uint8Array(readFileSync(path.join(fixtures, f))));
      expect(r.ops, f).toBeLessThan(LIMITS.fileOps / 4);
      expect(r.decodedBytes, f).toBeLessThan(LIMITS.fileBytes / 4);
      expect(r.saveDepth, f).toBeLessThan(LIMITS.saveDepth / 4);
    }
  });

  it("an RC4-encrypted file that opens without a password is decrypted and checked, and pdf.js reads it", async () => {
    const file = plainPdf(true);
    const report = await preflightPdf(file);
    expect(report).toMatchObject({ encrypted: true, decrypted: true });
    // The page's 7 operators, 2 strings and 6 other operands (11 in all) were read (plus, at most, the end-of-line
    // before "endstream" decrypted to a stray byte).
    expect(report.ops).toBeGreaterThanOrEqual(11);
    // pdf.js decrypts it to the same text: the key derivation agrees with pdf.js's.
    const { record } = await parseResume(file);
    expect(record.personal_info.email).toBe("jordan@example.com");
  });

  it("the owner-password-only file (AES-256 encrypted streams) is decrypted, checked and still parses", async () => {
    const bytes = new Uint8Array(readFileSync(path.join(fixtures, "resumes/refusals/owner-password-only.pdf")));
    const report = await preflightPdf(bytes);
    expect(report).toMatchObject({ encrypted: true, decrypted: true });
    expect(report.ops).toBeGreaterThan(100);
    const { record } = await parseResume(bytes);
    expect(record.personal_info.name).not.toBe("");
  });

  it("a file that needs a user password is left to pdf.js, which refuses it before reading content", async () => {
    const bytes = new Uint8Array(readFileSync(path.join(fixtures, "resumes/refusals/encrypted.pdf")));
    expect(await preflightPdf(bytes)).toMatchObject({ encrypted: true, decrypted: false });
    expect((await refusalOf(bytes)).code).toBe("encrypted");
  });
});
