// Chosen resume → PDF bytes. Pure (plain data in, bytes out; no bindings), runs in workerd and Node.
// pdf-lib and fontkit are imported only when a PDF is rendered, to keep Worker start-up light.
import type { StoredRecord } from "../shapes/resume";
import type { PageSize } from "./theme";

export { resolveChosen } from "./resolve";
export { resumeFilename } from "./filename";
export { readBackProblems } from "./readback";
export { SECTION_TITLES } from "./layout";

export interface RenderOptions {
  /** Default A4. */
  pageSize?: PageSize;
  /** TrueType fonts (bytes): the bundled Noto Sans faces, see worker/render/fonts. Italic falls back to regular. */
  fonts: { regular: Uint8Array; bold: Uint8Array; italic?: Uint8Array };
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
