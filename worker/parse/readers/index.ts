// Reading a resume with one reader or two. `readResume` runs the same stages as parseResume; with an AI client it
// also asks the AI line reader, combines both readings (combine.ts) and marks the fields the two readings fill
// differently (disputes.ts). A failed AI reading changes nothing: the local model's record comes back, with the
// failure's code in the report for the log. Pure like the rest of worker/parse: the client is handed in.
import { readWithAi, type AiFailure, type AiReaderOptions } from "../ai/reader.ts";
import { linesFromPages, localReadings, type ParseResult, readPdfPages, recordFromReadings } from "../index.ts";
import { readerLines } from "../roles/lines.ts";
import type { LineReading } from "../roles/types.ts";
import type { PageContent } from "../types.ts";
import { combineReadings, type FieldGroup, type ReaderName } from "./combine.ts";
import { disputeMarks } from "./disputes.ts";

export interface ReadOptions {
  /** pdf.js's time budget (parseResume's timeoutMs). */
  timeoutMs?: number;
  /** The AI reader's client and settings; without it the local model reads alone. */
  ai?: AiReaderOptions;
  /** Who wins each group's disagreements; the held-back table by default. */
  winners?: Record<FieldGroup, ReaderName>;
}

/** What happened while reading, for the upload's log line: codes and counts, never resume text. */
export interface ReadReport {
  readers: "local" | "local+ai";
  lines: number;
  /** The AI reader's outcome: "ok", or the code of the failure that left the local reading in place. */
  ai?: "ok" | AiFailure;
  aiDetail?: string;
  model?: string;
  aiMs?: number;
  inputTokens?: number;
  outputTokens?: number;
  neurons?: number | null;
  /** Lines the two readers read differently, and how many of those the AI reader won. */
  disputed?: number;
  aiWon?: number;
}

export interface ReadResult extends ParseResult {
  report: ReadReport;
}

/** The lines of extracted pages as the readers see them, with what the assembler needs beside them. */
export function readingStage(pages: PageContent[]) {
  const { lines, furniture } = linesFromPages(pages);
  return { lines, furniture, forReader: readerLines(lines, pages) };
}
type Stage = ReturnType<typeof readingStage>;

/** One record from two complete readings: combined line by line, the disputed fields marked. */
export function twoReaderRecord(
  stage: Stage,
  local: LineReading[],
  ai: LineReading[],
  winners?: Record<FieldGroup, ReaderName>,
): ParseResult & { disputed: number; aiWon: number } {
  const { lines, furniture } = stage;
  const combined = combineReadings(local, ai, winners);
  const result = recordFromReadings(lines, combined.readings, { furniture });
  // The record as the losing reader would have it on the disputed lines: where its fields differ, the readers disagree.
  const losers = combined.readings.map((r, n) => (!combined.disputed.includes(n) ? r : r === ai[n] ? local[n]! : ai[n]!));
  const other = combined.disputed.length ? recordFromReadings(lines, losers, { furniture }).record : result.record;
  const marks = disputeMarks(result.record, other).filter((m) => !result.review.some((r) => r.path === m.path));
  return { ...result, review: [...result.review, ...marks], disputed: combined.disputed.length, aiWon: combined.aiWon };
}

/** The reading stages on extracted pages, with the AI reader when options.ai is given. */
export async function readPages(pages: PageContent[], options: Omit<ReadOptions, "timeoutMs"> = {}): Promise<ReadResult> {
  const stage = readingStage(pages);
  const { lines, furniture, forReader } = stage;
  const local = localReadings(forReader);
  if (!options.ai) return { ...recordFromReadings(lines, local, { furniture }), report: { readers: "local", lines: lines.length } };

  const out = await readWithAi(forReader, options.ai);
  const report: ReadReport = {
    readers: "local+ai",
    lines: lines.length,
    ai: out.failure ?? "ok",
    aiDetail: out.detail,
    model: out.model,
    aiMs: out.ms,
    inputTokens: out.usage?.inputTokens,
    outputTokens: out.usage?.outputTokens,
    neurons: out.neurons,
  };
  if (!out.readings) return { ...recordFromReadings(lines, local, { furniture }), report };
  const { disputed, aiWon, ...result } = twoReaderRecord(stage, local, out.readings, options.winners);
  return { ...result, report: { ...report, disputed, aiWon } };
}

/** Reads a resume PDF with the local model, and with the AI reader too when options.ai is given. Throws
 * ResumeRefusal for a file that is not a readable resume PDF, whatever the AI reader does. */
export async function readResume(bytes: Uint8Array, options: ReadOptions = {}): Promise<ReadResult> {
  return readPages(await readPdfPages(bytes, { timeoutMs: options.timeoutMs }), options);
}
