// Every file the parser must refuse, with the user-facing reason and the status the upload route sends.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES, ResumeRefusal, checkPdfBytes, parseResume, type RefusalCode } from "../../../worker/parse/index.ts";
import { ABSENT_NOTE, REALWORLD_DIR, realworldPresent } from "../../../eval/parser/lib/realworld-dir.ts";

const dir = path.resolve(import.meta.dirname, "../../fixtures/resumes");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(dir, name)));

async function refusal(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<ResumeRefusal> {
  try {
    await parseResume(bytes, opts);
  } catch (err) {
    if (err instanceof ResumeRefusal) return err;
    throw err;
  }
  throw new Error("expected a refusal, got a record");
}

const cases: [string, RefusalCode, number, RegExp][] = [
  ["refusals/empty.pdf", "empty", 400, /^This file is empty\.$/],
  ["refusals/renamed-text.pdf", "not_pdf", 400, /^This file is not a PDF\.$/],
  ["refusals/truncated.pdf", "damaged", 400, /damaged or incomplete/],
  ["refusals/encrypted.pdf", "encrypted", 400, /^This PDF is password-protected\. Please upload an unprotected copy\.$/],
  [
    "refusals/scanned.pdf",
    "no_text",
    422,
    /no selectable text \(it looks like a scanned image\)\. Please upload a PDF with selectable text\.$/,
  ],
  ["refusals/six-megabytes.pdf", "too_large", 413, /^This file is larger than 5MB\.$/],
  ["refusals/eleven-pages.pdf", "too_many_pages", 422, /^This PDF has more than 10 pages\.$/],
];

describe("refusals", () => {
  for (const [file, code, status, message] of cases) {
    it(`${file} → ${code}`, async () => {
      const err = await refusal(fixture(file));
      expect(err.code).toBe(code);
      expect(err.status).toBe(status);
      expect(err.message).toMatch(message);
      // One sentence or two short ones, no stack or internals.
      expect(err.message).not.toMatch(/Exception|undefined|at \w+ \(/);
    });
  }

  it("the size check runs before parsing and counts bytes exactly", () => {
    const pdf = fixture("r20-classic-short-barista.pdf");
    const atLimit = new Uint8Array(MAX_PDF_BYTES);
    atLimit.set(pdf);
    atLimit.set(new TextEncoder().encode("\n%%EOF\n"), MAX_PDF_BYTES - 7);
    expect(() => checkPdfBytes(atLimit)).not.toThrow();
    expect(() => checkPdfBytes(new Uint8Array(MAX_PDF_BYTES + 1))).toThrow(/larger than 5MB/);
  });

  it("a PDF that opens only with a password is refused, one with just an owner password parses", async () => {
    const { record } = await parseResume(fixture("refusals/owner-password-only.pdf"));
    expect(record.personal_info.name).toBe("Tomás Ó Briain");
  });

  it("a file with a PDF header but a garbage body is damaged, not a crash", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf body at all\n%%EOF\n");
    const err = await refusal(bytes);
    expect(["damaged", "no_text"]).toContain(err.code);
  });

  it("extraction past the time limit is refused with a timeout, not a partial record", async () => {
    const err = await refusal(fixture("r10-classic-engineer-3p.pdf"), { timeoutMs: 1 });
    expect(err.code).toBe("timeout");
    expect([408, 422]).toContain(err.status);
  });

  it("does not detach or change the caller's buffer", async () => {
    const bytes = fixture("r20-classic-short-barista.pdf");
    const copy = bytes.slice();
    await parseResume(bytes);
    expect(bytes.byteLength).toBe(copy.byteLength);
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(copy))).toBe(0);
  });
});

// Real image-only resumes (a browser print of a picture, an iText file holding one PNG): read from the real-resume
// set outside the repository, never copied in.
describe("image-only real resumes", () => {
  const files = ["b1-hariprasath-image-only.pdf", "b2-kokila-image-only.pdf"];
  if (!realworldPresent()) {
    it.skip(ABSENT_NOTE, () => {});
    return;
  }
  for (const file of files) {
    it(`${file} → no_text`, async () => {
      const err = await refusal(new Uint8Array(readFileSync(path.join(REALWORLD_DIR, "pdfs/bad", file))));
      expect(err.code).toBe("no_text");
      expect(err.status).toBe(422);
      expect(err.message).toMatch(/no selectable text \(it looks like a scanned image\)\. Please upload a PDF with selectable text\.$/);
    });
  }
});
