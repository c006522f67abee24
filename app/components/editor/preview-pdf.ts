// The editor's preview is the real PDF: the product's own renderer (worker/render, pure, the code the Worker
// runs for generate_pdf) draws it in the browser with the same font files, read from the site's /fonts/, and
// pdf.js paints its first page into an image. Loaded only by the editor, on first use (pdf-lib, fontkit and
// pdf.js are large), so no other screen pays for it.
import { catalogAssetPath, fontAssetPath } from "../../../worker/fonts/families";
import type { FontCatalog, FontLibrary } from "../../../worker/render/fonts/catalog";
import type { HeadingLanguage } from "../../../worker/render/headings";
import type { DesignId, PageSize } from "../../../worker/render/theme";
import type { StoredRecord } from "../../../worker/shapes/resume";

export interface PrintChoices {
  design: DesignId;
  pageSize: PageSize;
  /** Absent: the language the resume is written in. */
  language?: HeadingLanguage;
}

export interface PagePreview {
  /** An object URL of a PNG of page 1 (the caller revokes it when it is replaced). */
  url: string;
  /** Pixel size of the image. */
  width: number;
  height: number;
  pages: number;
  /** What the image shows (a newer choice may be on its way). */
  design: DesignId;
  pageSize: PageSize;
  /** 0: the design as it is; else it was tightened (worker/render/compose.ts) to save a page. */
  fitLevel: number;
  language: HeadingLanguage;
}

let catalog: Promise<FontCatalog> | undefined;

async function fetchOk(path: string): Promise<Response> {
  const res = await fetch(path, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res;
}

/** The resume fonts from the site's static assets; the browser's HTTP cache keeps the files between visits. */
const browserFonts: FontLibrary = {
  catalog: () => {
    catalog ??= fetchOk(catalogAssetPath).then((r) => r.json() as Promise<FontCatalog>);
    catalog.catch(() => {
      catalog = undefined;
    });
    return catalog;
  },
  loadFont: async (id) => new Uint8Array(await (await fetchOk(fontAssetPath(id))).arrayBuffer()),
};

type PdfJs = typeof import("unpdf/pdfjs");
let pdfjs: Promise<PdfJs> | undefined;

/**
 * Renders the resume as the Worker would and paints page 1, `cssWidth` CSS pixels wide (sharp on high-density
 * screens).
 */
export async function renderPreview(record: StoredRecord, print: PrintChoices, cssWidth: number): Promise<PagePreview> {
  // The font catalogue first: where the fonts cannot be had, the large modules are not fetched for nothing.
  await (browserFonts.catalog as () => Promise<FontCatalog>)();
  pdfjs ??= import("unpdf/pdfjs");
  const [{ renderResume }, lib] = await Promise.all([import("../../../worker/render/index"), pdfjs]);
  const result = await renderResume(record, {
    fonts: browserFonts,
    design: print.design,
    pageSize: print.pageSize,
    ...(print.language ? { language: print.language } : {}),
  });
  // No system fonts: the PDF embeds every glyph it draws.
  const doc = await lib.getDocument({ data: result.pdf, useSystemFonts: false }).promise;
  try {
    const page = await doc.getPage(1);
    const scale = (cssWidth * Math.min(2, Math.max(1, window.devicePixelRatio || 1))) / page.view[2]!;
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!blob) throw new Error("the page could not be painted");
    return {
      url: URL.createObjectURL(blob),
      width: canvas.width,
      height: canvas.height,
      pages: result.pages,
      design: result.design,
      pageSize: result.pageSize,
      fitLevel: result.fitLevel,
      language: result.language,
    };
  } finally {
    await doc.loadingTask.destroy();
  }
}
