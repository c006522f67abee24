// The parser inside workerd (no pdf.js worker thread, no Node APIs): the same fixtures give the same records.
import { describe, expect, it } from "vitest";
import sidebarTruth from "../fixtures/resumes/r06-sidebar-data-scientist.json";
import latexTruth from "../fixtures/resumes/r26-latex-software.json";
import sidebarUrl from "../fixtures/resumes/r06-sidebar-data-scientist.pdf?inline";
import latexUrl from "../fixtures/resumes/r26-latex-software.pdf?inline";
import encryptedUrl from "../fixtures/resumes/refusals/encrypted.pdf?inline";
import scannedUrl from "../fixtures/resumes/refusals/scanned.pdf?inline";
import { ResumeRefusal, parseResume } from "../../worker/parse/index";

const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const quotes = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/[‘’]/g, "'"));

describe("parseResume in workerd", () => {
  it("reads a two-column sidebar resume exactly as its ground truth", async () => {
    const { record } = await parseResume(bytes(sidebarUrl));
    // (The truth files predate the personal-info extras: the printed summary comes on top.)
    expect(record).toEqual({
      ...sidebarTruth,
      personal_info: {
        ...sidebarTruth.personal_info,
        location: "Hà Nội, Việt Nam",
        summary: "Data scientist focused on forecasting and causal inference for retail.",
      },
    });
  });

  it("reads a LaTeX resume (unmapped TeX bullets, small-caps headings)", async () => {
    const { record } = await parseResume(bytes(latexUrl));
    expect(quotes(record)).toEqual(
      quotes({ ...latexTruth, personal_info: { ...latexTruth.personal_info, location: "New York, NY", github: "github.com/arjunm" } }),
    );
  });

  it("gives up with a timeout refusal instead of a partial record when the time limit passes", async () => {
    // workerd's clock stands still during CPU work, so a 1 ms limit may never be seen to pass; a limit of 0 always has.
    await expect(parseResume(bytes(latexUrl), { timeoutMs: 0 })).rejects.toMatchObject({ code: "timeout" });
  });

  it("refuses encrypted and scanned files with the user-facing reason", async () => {
    await expect(parseResume(bytes(encryptedUrl))).rejects.toMatchObject({ code: "encrypted", status: 400 });
    const err = await parseResume(bytes(scannedUrl)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResumeRefusal);
    expect((err as ResumeRefusal).message).toMatch(/scanned image/);
  });
});
