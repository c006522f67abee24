// Chosen resume → PDF bytes. Pure (plain data in, bytes out; no bindings), runs in workerd, Node and the
// browser (the editor's preview). pdf-lib and fontkit are imported only when a PDF is rendered, to keep
// Worker start-up light.
import type { StoredRecord } from "../shapes/resume";
import type { RenderOptions } from "./options";
import type { RenderedPdf } from "./pdf";

export { resolveChosen } from "./resolve";
export { resumeFilename, asciiFilename } from "./filename";
export { readBackProblems } from "./readback";
export { detectLanguage, HEADINGS, HEADING_LANGUAGES, type HeadingLanguage, isHeadingLanguage } from "./headings";
export { DEFAULT_DESIGN, DESIGN_IDS, type DesignId, defaultPageSize, isDesignId, isPageSize, PAGE_SIZE_IDS, type PageSize } from "./theme";
export type { FontCatalog, FontFaceId, FontLibrary } from "./fonts/catalog";
export type { RenderOptions } from "./options";
export type { RenderedPdf } from "./pdf";

export async function renderResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  return (await renderResume(record, opts)).pdf;
}

/** The PDF with what the renderer decided: page count, tightening step, the headings' language. */
export async function renderResume(record: StoredRecord, opts: RenderOptions): Promise<RenderedPdf> {
  const { drawResume } = await import("./pdf");
  return drawResume(record, opts);
}
