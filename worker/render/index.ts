// Chosen resume → PDF bytes. Pure (plain data in, bytes out; no bindings), runs in workerd and Node.
// pdf-lib and fontkit are imported only when a PDF is rendered, to keep Worker start-up light.
import type { StoredRecord } from "../shapes/resume";
import type { RenderOptions } from "./options";

export { resolveChosen } from "./resolve";
export { resumeFilename, asciiFilename } from "./filename";
export { readBackProblems } from "./readback";
export { SECTION_TITLES } from "./layout";
export type { FontCatalog, FontFaceId, FontLibrary } from "./fonts/catalog";
export type { RenderOptions } from "./options";

export async function renderResumePdf(record: StoredRecord, opts: RenderOptions): Promise<Uint8Array> {
  const { drawResumePdf } = await import("./pdf");
  return drawResumePdf(record, opts);
}
