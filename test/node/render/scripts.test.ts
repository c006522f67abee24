// Resumes in every script the product serves fonts for: each one is rendered, read back by our own parser,
// drawn as page images (test-results/render/scripts/, for a person to look at), checked for missing glyphs
// in the embedded fonts, and read by poppler's pdftotext, whose words must come in reading order.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { parseResume } from "../../../worker/parse/index";
import { PdfFace } from "../../../worker/render/pdf-font";
import { readBackProblems, renderResumePdf } from "../../../worker/render/index";
import { SCRIPT_SAMPLES, scriptSample } from "../../samples/scripts";
import { drawnGlyphs, missingGlyphs } from "./glyphs";
import { fonts } from "./helpers";

const outDir = path.join(import.meta.dirname, "../../../test-results/render/scripts");
mkdirSync(outDir, { recursive: true });

const words = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ""))
    .filter(Boolean);

describe.each(SCRIPT_SAMPLES)("a resume in $label", ({ id, record, sentence }) => {
  let pdf: Uint8Array;
  const rendered = async () => {
    pdf ??= await renderResumePdf(record, { fonts });
    return pdf;
  };

  it("reads back through our parser exactly: name, contact, titles and companies, dates, bullets and skills as typed", async () => {
    const { record: parsed } = await parseResume(await rendered());
    expect(readBackProblems(record, parsed)).toEqual([]);
    // Names outside Latin letters are read back too (the parser's first line).
    expect(parsed.personal_info.name.normalize("NFC")).toBe(record.personal_info.name);
  });

  it("draws no .notdef glyph and no empty glyph where a character should be", async () => {
    const glyphs = await drawnGlyphs(await rendered());
    expect(glyphs.length).toBeGreaterThan(100);
    expect(missingGlyphs(glyphs)).toEqual([]);
    // Nothing was replaced by '?': every character has a font.
    expect(glyphs.some((g) => g.text === "?")).toBe(false);
  });

  it("saves page images (pdftoppm) under test-results/render/scripts", async () => {
    const file = path.join(outDir, `${id}.pdf`);
    writeFileSync(file, await rendered());
    execFileSync("pdftoppm", ["-png", "-r", "70", file, path.join(outDir, id)]);
    const listing = execFileSync("ls", [outDir], { encoding: "utf8" });
    expect(listing).toMatch(new RegExp(`^${id}-1\\.png$`, "m"));
  });

  it("pdftotext reads a known sentence's words in reading order", async () => {
    const file = path.join(outDir, `${id}.pdf`);
    writeFileSync(file, await rendered());
    // Bidi embedding marks poppler adds around right-to-left runs are not words.
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\u202a-\u202e]/g, "");
    let at = -1;
    for (const word of words(sentence)) {
      const next = text.indexOf(word, at + 1);
      expect(next, `"${word}" after position ${at}`).toBeGreaterThan(at);
      at = next;
    }
  });

  it("sets the document title and author to the name as typed", async () => {
    const doc = await getDocumentProxy((await rendered()).slice());
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    expect(info.Title).toBe(`${record.personal_info.name} – Resume`);
    expect(info.Author).toBe(record.personal_info.name);
  });
});

describe("missingGlyphs (the .notdef check)", () => {
  it("finds a .notdef glyph drawn on a page", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 100]);
    const face = new PdfFace(doc, "NotoSans-Regular", "TCVAAA");
    const good = await renderResumePdf(scriptSample("ru").record, { fonts });
    // Reuse a real glyph so the font has an outline, then draw the .notdef (glyph 0) as "x".
    const [first] = await drawnGlyphs(good);
    expect(first).toBeDefined();
    const name = page.node.newFontDictionary("F", face.ref);
    const { SourceFont } = await import("../../../worker/render/fonts/truetype");
    const regular = await fonts.loadFont("noto-sans-latin-400-normal");
    const { woffToSfnt } = await import("../../../worker/render/fonts/sfnt");
    const src = new SourceFont("latin", await woffToSfnt(regular));
    const a = face.code(face.font.add(src, [{ gid: 36, x: 0, y: 0 }], src.advance(36)), "A");
    const notdef = face.code(0, "x");
    const { beginText, endText, setFontAndSize, showText, PDFHexString } = await import("pdf-lib");
    page.pushOperators(beginText(), setFontAndSize(name, 12), showText(PDFHexString.of(`${hex(a)}${hex(notdef)}`)), endText());
    await face.write();
    const missing = missingGlyphs(await drawnGlyphs(await doc.save()));
    expect(missing.map((g) => g.gid)).toEqual([0]);
  });
});

const hex = (n: number) => n.toString(16).padStart(4, "0");
