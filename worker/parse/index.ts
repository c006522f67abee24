// Resume PDF → stored record. Pure: bytes in, data out; runs in workerd and in Node.
// Stages: extract (pdf.js runs) → chunks (baseline runs, page furniture dropped) → layout (columns, lines,
// bullets) → sections (headings) → entries / lists → fields. Each stage lives in its own module.
import { emptyRecord, LIMITS, type ReviewMark, type StoredRecord } from "../shapes/resume.ts";
import { dropPageFurniture, pageChunks, plainWhenAllBold } from "./chunks.ts";
import { isNameLike } from "./contact.ts";
import { MAX_PDF_PAGES, extractPages, loadPdfjs, openDocument } from "./extract.ts";
import { labelledName } from "./labelled.ts";
import { pageLines, setPitch, shareRightMargin } from "./layout.ts";
import { preflightPdf } from "./preflight/index.ts";
import { ResumeRefusal, type RefusalCode } from "./refusal.ts";
import { type ParseNotes, reviewMarks } from "./review.ts";
import { fillContact, fillSections, readSections } from "./roles/assemble.ts";
import { readerLines } from "./roles/lines.ts";
import { type ModelWeights, modelReader } from "./roles/model.ts";
import { type LineReading, orderReadings, type ReaderLine } from "./roles/types.ts";
import WEIGHTS_JSON from "./roles/weights.json";
import { forgetTextMemos } from "./text.ts";
import type { Line, PageContent } from "./types.ts";

const WEIGHTS = WEIGHTS_JSON as unknown as ModelWeights;

export { MAX_PDF_PAGES, ResumeRefusal, type PageContent, type RefusalCode, type ReviewMark };

/** What the parser returns: the record, notes for the log, and the fields a person should check first. */
export interface ParseResult {
  record: StoredRecord;
  warnings: string[];
  review: ReviewMark[];
}
export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;

const latin1 = (bytes: Uint8Array, from: number, to: number) => {
  let s = "";
  for (let i = Math.max(0, from); i < Math.min(bytes.length, to); i++) s += String.fromCharCode(bytes[i]!);
  return s;
};

/** Cheap checks before any parsing: empty, too large, not a PDF, cut short. Throws ResumeRefusal. */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new ResumeRefusal("empty");
  if (bytes.length > MAX_PDF_BYTES) throw new ResumeRefusal("too_large");
  // The header may follow a little junk (some mailers prepend bytes); pdf.js accepts it within the first 1 KB.
  if (!latin1(bytes, 0, 1024).includes("%PDF-")) throw new ResumeRefusal("not_pdf");
  // A complete file ends with %%EOF (allowing trailing whitespace or padding); a truncated upload does not.
  if (!latin1(bytes, bytes.length - 2048, bytes.length).includes("%%EOF")) throw new ResumeRefusal("damaged");
}

/** The reading stages after pdf.js: chunks (page furniture dropped), then each page's lines in reading order. */
export function linesFromPages(pages: PageContent[]): { lines: Line[]; furniture: string[] } {
  forgetTextMemos();
  const furniture: string[] = [];
  const chunksByPage = dropPageFurniture(pages, pages.map(pageChunks), furniture);
  const allChunks = chunksByPage.flat();
  plainWhenAllBold(allChunks);
  const lines: Line[] = [];
  for (const [i, p] of pages.entries()) lines.push(...pageLines(chunksByPage[i] ?? [], p.shapes, p.rules));
  shareRightMargin(lines);
  setPitch(lines);
  return { lines, furniture };
}

/** Parses the already-extracted pages: everything after pdf.js, synchronous and deterministic. `weights` swaps in
 * another trained line model (cross-validation). */
export function recordFromPages(pages: PageContent[], weights: ModelWeights = WEIGHTS, unsureBelow?: number): ParseResult {
  const { lines, furniture } = linesFromPages(pages);
  return recordFromReadings(lines, localReadings(readerLines(lines, pages), weights), { furniture, unsureBelow });
}

/** The trained line model's readings, in line order (a reading that breaks the contract is a bug: it throws). */
export function localReadings(forReader: ReaderLine[], weights: ModelWeights = WEIGHTS): LineReading[] {
  const readings = orderReadings(forReader, modelReader(weights).read(forReader) as LineReading[]);
  if (typeof readings === "string") throw new Error(`line model: ${readings}`);
  return readings;
}

/** The record from the lines and a reader's answers (any reader: worker/parse/roles/types.ts). */
export function recordFromReadings(
  lines: Line[],
  readings: LineReading[],
  { furniture = [], unsureBelow }: { furniture?: string[]; unsureBelow?: number } = {},
): ParseResult {
  const warnings: string[] = [];
  const record = emptyRecord();
  const notes: ParseNotes = { work: [], nameByPosition: false, entriesByContent: [], unknownSections: [], unsure: [] };
  const sections = readSections(lines, readings);
  fillContact(record, sections, lines, readings, furniture.join("\n"), notes);
  const labelled = labelledName(lines);
  if (labelled && isNameLike(labelled)) record.personal_info.name = labelled;
  try {
    fillSections(record, sections, notes);
  } catch (err) {
    // A layout no rule foresaw must not cost the user the upload: the text is kept as printed and marked for review.
    if (err instanceof ResumeRefusal) throw err;
    const text = lines.map((l) => l.text).filter(Boolean);
    record.additional_information["Resume text"] = text.slice(0, LIMITS.itemsPerSection);
    notes.unknownSections.push("Resume text");
    warnings.push("Part of this resume could not be read into fields; its text is kept as printed.");
  }
  if (!record.personal_info.name) warnings.push("No name found.");
  if (!record.personal_info.email) warnings.push("No e-mail address found.");
  if (!sections.some((s) => s.kind === "work" || s.kind === "education")) warnings.push("No experience or education section found.");
  return { record, warnings, review: reviewMarks(record, notes, unsureBelow) };
}

/** Reads a resume PDF into the stored record. Throws ResumeRefusal (with a user-facing message) when it cannot. */
export async function parseResume(bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<ParseResult> {
  return recordFromPages(await readPdfPages(bytes, opts));
}

/** The checks, the preflight and pdf.js under the time budget: a resume's pages, ready for the reading stages
 * (parseResume, and worker/parse/readers when a second reader runs). Throws ResumeRefusal. */
export async function readPdfPages(bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<PageContent[]> {
  checkPdfBytes(bytes);
  // Bounds pdf.js's work before it starts: its loop cannot be interrupted inside a page (worker/parse/preflight).
  await preflightPdf(bytes);
  // The clock below bounds what the document costs; a cold load of pdf.js (seconds under `vite dev`, which
  // transforms the module on first use) is not part of that.
  await loadPdfjs();
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = Date.now();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(new ResumeRefusal("timeout"));
    }, timeoutMs);
  });
  const work = (async () => {
    const doc = await openDocument(bytes);
    try {
      // `>=`: a limit of 0 fails the first check. In workerd the clock only moves on I/O, so during pure CPU work
      // the timer and this check are all there is; the platform's CPU limit bounds the rest.
      const pages = await extractPages(doc, () => expired || Date.now() - started >= timeoutMs);
      // Count readable characters only: fonts without a Unicode map yield control or private-use codes.
      const chars = pages.reduce(
        (n, p) => n + p.runs.reduce((m, r) => m + (r.blank ? 0 : r.text.replace(/[\s\p{Cc}\p{Co}\uFFFD]/gu, "").length), 0),
        0,
      );
      if (chars < 20) throw new ResumeRefusal("no_text");
      return pages;
    } finally {
      void doc.loadingTask.destroy().catch(() => undefined);
    }
  })();
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
