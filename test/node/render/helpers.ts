// Shared by the render tests: the resume fonts read from node_modules (the files the build serves as static
// assets), and text extraction with pdf.js (unpdf), the same library our parser reads PDFs with.
import { getDocumentProxy } from "unpdf";
import { nodeFontLibrary } from "../../../scripts/lib/fonts";

export const fonts = nodeFontLibrary();

export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  fontName: string;
  /** The embedded font's name: TCVAAA+NotoSans-Regular, …-Bold, …-Italic. */
  font: string;
}

export interface PageText {
  width: number;
  height: number;
  items: TextItem[];
  /** The targets of the page's link annotations. */
  links: string[];
  /** Items joined into lines (same baseline), top to bottom. */
  lines: string[];
}

/** Text of every page as pdf.js reads it. */
export async function readPdf(bytes: Uint8Array): Promise<PageText[]> {
  const doc = await getDocumentProxy(bytes.slice());
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as number[];
    // The operator list loads the page's fonts, so their names can be looked up below.
    await page.getOperatorList();
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    const fontOf = (id: string) => String((page.commonObjs.get(id) as { name?: string } | undefined)?.name ?? "");
    for (const it of content.items as Array<{ str?: string; transform: number[]; width: number; fontName: string }>) {
      if (!it.str?.trim()) continue;
      const [, , c, d, x, y] = it.transform as [number, number, number, number, number, number];
      items.push({ str: it.str, x, y, width: it.width, size: Math.hypot(c, d), fontName: it.fontName, font: fontOf(it.fontName) });
    }
    const links = ((await page.getAnnotations()) as Array<{ subtype?: string; url?: string; unsafeUrl?: string }>)
      .filter((a) => a.subtype === "Link")
      .map((a) => a.url ?? a.unsafeUrl ?? "");
    const byLine = new Map<number, TextItem[]>();
    for (const it of items) {
      const key = Math.round(it.y * 2) / 2;
      byLine.set(key, [...(byLine.get(key) ?? []), it]);
    }
    const lines = [...byLine.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, its]) =>
        its
          .sort((a, b) => a.x - b.x)
          .map((i) => i.str)
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
      );
    pages.push({ width: width!, height: height!, items, links, lines });
  }
  return pages;
}

/** All text, one line per PDF line. */
export const allText = (pages: PageText[]) => pages.flatMap((p) => p.lines).join("\n");
