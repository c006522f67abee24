// Chosen resume → PDF bytes. Pure (plain data in, bytes out; no bindings), runs in workerd and Node.
// pdf-lib and fontkit are imported only when a PDF is rendered, to keep Worker start-up light.
import type { StoredRecord } from "../shapes/resume";
import type { FontLibrary } from "./fonts/catalog";
import type { PageSize } from "./theme";

export { resolveChosen } from "./resolve";
export { resumeFilename, asciiFilename } from "./filename";
export { readBackProblems } from "./readback";
export { SECTION_TITLES } from "./layout";
export type { FontCatalog, FontFaceId, FontLibrary } from "./fonts/catalog";

export interface RenderOptions {
  /** Default A4. */
  pageSize?: PageSize;
  /**
   * Where fonts come from: the catalogue of font files and a loader for one file's bytes. Only the files
   * holding characters the resume uses are loaded (worker/fonts serves them from static assets).
   */
  fonts: FontLibrary;
  /** Document title; default '<name> – Resume'. */
  title?: string;
  /** Document author; default the resume's name. */
  author?: string;
  /** Creator/producer metadata; default 'TailorCV'. */
  productName?: string;
}

export async function renderResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  const { drawResumePdf } = await import("./pdf");
  return drawResumePdf(record, opts);
}
