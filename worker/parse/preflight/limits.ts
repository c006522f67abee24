// The caps the preflight enforces before pdf.js sees a file. Each bounds one way a small file can make the reader
// spin or allocate; together they bound the work of a whole parse (see docs/decisions/0011-bounded-pdf-parsing.md
// for how they were chosen and measured). Real resumes use a small fraction of each.

const MiB = 1024 * 1024;

export const LIMITS = {
  /**
   * Decoded bytes of any one stream the reader decodes (page content, form, pattern, glyph procedure, font, CMap,
   * object stream). Two fonts of 8 MB each took workerd +78 MB on a first parse; the most a real resume decodes in
   * one stream is 1.9 MB (docs/decisions/0011-bounded-pdf-parsing.md).
   */
  streamBytes: 4 * MiB,
  /** Decoded bytes of all those streams together (the most a real resume decodes: 2.4 MB). */
  fileBytes: 8 * MiB,
  /**
   * Content operators one page makes the reader run, a form or pattern counted each time it is drawn. A string
   * counts as an operator (it becomes glyphs) and any other operand as a quarter of one (content.ts). A page of
   * path operators at this cap took workerd +63 to +68 MB on a first parse (at 270,000: +67 MB, no gain beyond
   * the noise), and the most a real resume has is 250,891, which itself took +64 MB.
   */
  pageOps: 300_000,
  /**
   * The same, summed over the pages the reader parses: no more than one page at the cap (500,000 over two pages
   * took workerd +111 MB on a first parse, 300,000 over two pages +61 MB).
   */
  fileOps: 300_000,
  /** Operators charged for each form, pattern or glyph procedure drawn, on top of its own (pdf.js saves, restores and sets up each). */
  drawOps: 8,
  /**
   * Forms, patterns, soft masks and glyph procedures one page draws, each counted every time it is drawn: pdf.js
   * keeps about 1.5 KB per draw (16,382 draws of tiny forms took workerd +67 MB on a first parse); the most a real
   * resume draws on a page is 6,868.
   */
  pageDraws: 8_192,
  /** Content bytes one page makes the reader lex, with the same multiplicity. */
  pageContentBytes: 8 * MiB,
  /** String bytes one page shows (each may become a glyph pdf.js lays out and keeps), with the same multiplicity. */
  pageTextBytes: 256 * 1024,
  /** The same, summed over the pages the reader parses. */
  fileTextBytes: 1 * MiB,
  /** Graphics-state saves (q) open at once, forms included. */
  saveDepth: 256,
  /** Forms, patterns and glyph procedures drawn inside one another. */
  drawDepth: 16,
  /** Arrays and dictionaries inside one another, in objects and in content operands. */
  nesting: 64,
  /** Samples a sampled function may declare (pdf.js allocates them up front). */
  functionSamples: 1 << 20,
  /** Codes all CMap ranges of the file map together (pdf.js expands ranges into tables). */
  cmapCodes: 1 << 20,
  /** Glyph ids all CID width ranges (/W, /W2) of the file cover together. */
  widthRangeCodes: 1 << 20,
  /** Vertices pdf.js builds for mesh shadings (types 4–7), a patch counted as the 21 × 21 grid it may become. */
  meshVertices: 1_000_000,
  /** Pixels of the soft mask or mask of a one-pixel image (pdf.js decodes those; larger images it skips). */
  maskPixels: 1 << 20,
  /** Decoded bytes of one row of a predictor (pdf.js allocates a row before reading it). */
  predictorRowBytes: 1 * MiB,
  /** Object headers ("n g obj") in the file, including those packed in object streams (each costs the preflight memory). */
  objects: 20_000,
  /** Charstring steps (bytes interpreted, subroutine calls followed) pdf.js takes converting the file's Type 1 fonts. */
  fontSteps: 2_000_000,
  /** The preflight's own work allowance (work.ts): a fixed part, plus this much per byte of the file and per byte decoded. */
  workBase: 2_000_000,
  workPerByte: 16,
  workPerDecodedByte: 2,
} as const;

export type LimitName = keyof typeof LIMITS;
