// A one-page PDF written row by row with pdf-lib's standard fonts: the small hand-laid resumes of the samples
// (ambiguous-resume.ts, injection-resume.ts) are built with it.
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";

export interface RowOptions {
  size?: number;
  font?: "regular" | "bold" | "italic";
  x?: number;
  /** Extra space above the row, in points. */
  gap?: number;
  /** Text set flush right on the same row (dates). */
  right?: string;
}
export type Row = (text: string, opts?: RowOptions) => void;

/** A4 page, rows top-down; `heading` is a bold 12-point row with space above it. */
export async function rowsPdf(write: (row: Row, heading: (text: string) => void) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Record<NonNullable<RowOptions["font"]>, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const page = doc.addPage([595, 842]);
  let y = 790;
  const row: Row = (text, opts = {}) => {
    const size = opts.size ?? 10;
    y -= (opts.gap ?? 0) + Math.max(14, size * 1.3);
    page.drawText(text, { x: opts.x ?? 50, y, size, font: fonts[opts.font ?? "regular"] });
    if (opts.right) page.drawText(opts.right, { x: 545 - fonts.regular.widthOfTextAtSize(opts.right, size), y, size, font: fonts.regular });
  };
  write(row, (text) => row(text, { size: 12, font: "bold", gap: 10 }));
  return doc.save();
}
