// The AI line reader: one JSON-mode call to a Workers AI text model with the numbered lines (prompt.ts), its
// answer checked line by line (answer.ts). It never throws: every way the call or the answer can fail comes back
// as a code, so the caller keeps the local model's reading and the upload goes on. The client is injected (the
// Workers AI binding in the Worker, Cloudflare's REST API in `npm run eval:live`, a fake in tests).
import type { LineReading, ReaderLine } from "../roles/types.ts";
import { AnswerError, type AnswerProblem, answerJson, readingsFromAnswer } from "./answer.ts";
import { DEFAULT_AI_MODEL, MODEL_RATES, neuronsFor, type TokenUsage, usageOf } from "./cost.ts";
import { buildAiRequest } from "./prompt.ts";

/** Runs a model: the shape of the Workers AI binding's `run`, which the REST client copies. */
export interface AiClient {
  run(model: string, input: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export const DEFAULT_AI_TIMEOUT_MS = 10_000;
/** Output tokens allowed per line and in all: enough for one range per line, the usual answer has far fewer. */
const TOKENS_PER_LINE = 24;
const BASE_TOKENS = 256;
export const MAX_OUTPUT_TOKENS = 8192;
/** More lines than this (a ten-page CV set in small type) are read by the local model alone. */
export const MAX_AI_LINES = 600;

export type AiFailure =
  | AnswerProblem
  /** More lines, or a longer prompt, than the model's budget allows. */
  | "too_long"
  /** No answer within the time budget. */
  | "timeout"
  /** The account's neuron allocation or a rate limit is used up. */
  | "quota"
  /** The model could not meet the JSON schema ("JSON Mode couldn't be met"). */
  | "json_mode"
  /** Any other error from the binding or the API. */
  | "error";

export interface AiReaderOptions {
  client: AiClient;
  model?: string;
  timeoutMs?: number;
}

export interface AiOutcome {
  readings?: LineReading[];
  /** Why the answer was not used; absent when it was. */
  failure?: AiFailure;
  detail?: string;
  model: string;
  ms: number;
  usage?: TokenUsage;
  /** Neurons this call used (null: the model's rate is unknown or the answer reported no usage). */
  neurons: number | null;
}

/** The output budget for a document: grows with its lines, capped by the model's context window. */
export function outputBudget(lines: number, promptChars: number, model: string): number {
  const wanted = Math.min(MAX_OUTPUT_TOKENS, BASE_TOKENS + TOKENS_PER_LINE * lines);
  const context = MODEL_RATES[model]?.context;
  if (!context) return wanted;
  // About three characters a token for resume text (numbers and short words); erring high keeps the sum inside.
  return Math.min(wanted, context - Math.ceil(promptChars / 3));
}

function failureOf(err: unknown): { failure: AiFailure; detail: string } {
  const detail = (err instanceof Error ? err.message : typeof err === "string" ? err : JSON.stringify(err)).slice(0, 200);
  if (/json mode couldn.?t be met/i.test(detail)) return { failure: "json_mode", detail };
  if (/\b4006\b|free allocation|neurons|quota|rate.?limit|\b429\b|too many requests|\b3036\b/i.test(detail))
    return { failure: "quota", detail };
  return { failure: "error", detail };
}

/** An error envelope in place of an answer (the REST API's `{ success: false, errors: [...] }`). */
function envelopeError(raw: unknown): string | undefined {
  if (!raw || typeof raw !== "object" || "response" in raw) return undefined;
  const { errors, error } = raw as { errors?: unknown; error?: unknown };
  if (errors === undefined && error === undefined) return undefined;
  return JSON.stringify(errors ?? error);
}

/** Reads the lines with the model. Never throws. */
export async function readWithAi(lines: readonly ReaderLine[], opts: AiReaderOptions): Promise<AiOutcome> {
  const model = opts.model || DEFAULT_AI_MODEL;
  const started = Date.now();
  const done = (o: Partial<AiOutcome>): AiOutcome => ({
    model,
    ms: Date.now() - started,
    neurons: neuronsFor(model, o.usage),
    ...o,
  });
  if (lines.length > MAX_AI_LINES) return done({ failure: "too_long", detail: `${lines.length} lines` });
  const probe = buildAiRequest(lines, 0);
  const promptChars = probe.messages.reduce((n, m) => n + m.content.length, 0);
  const maxTokens = outputBudget(lines.length, promptChars, model);
  if (maxTokens < BASE_TOKENS + 4 * lines.length) return done({ failure: "too_long", detail: `prompt of ${promptChars} characters` });
  const request = { ...probe, max_tokens: maxTokens };

  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, timeoutMs);
  });
  let raw: unknown;
  try {
    const call = opts.client.run(model, request, { signal: controller.signal });
    call.catch(() => undefined);
    raw = await Promise.race([call, deadline]);
  } catch (err) {
    return done(failureOf(err));
  } finally {
    clearTimeout(timer);
  }
  if (raw === "timeout") return done({ failure: "timeout", detail: `no answer within ${timeoutMs} ms` });
  const usage = usageOf(raw);
  const envelope = envelopeError(raw);
  if (envelope !== undefined) return done({ ...failureOf(envelope), usage });
  try {
    return done({ readings: readingsFromAnswer(answerJson(raw, maxTokens), lines.length), usage });
  } catch (err) {
    if (err instanceof AnswerError) return done({ failure: err.code, detail: err.message, usage });
    return done({ ...failureOf(err), usage });
  }
}
