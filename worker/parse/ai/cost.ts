// What a reading costs. Workers AI bills in neurons; its pricing page gives each text model's rate in neurons per
// million input and output tokens, and the model's page its context window. The figures below are copied from those
// pages (docs/parser.md, "Cost", names the pages); a model not listed still runs, with its neurons logged as unknown.

export interface ModelRate {
  /** Neurons per million input (prompt) tokens. */
  input: number;
  /** Neurons per million output (completion) tokens. */
  output: number;
  /** Context window in tokens, where the model's page gives one. */
  context?: number;
}

export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export const MODEL_RATES: Readonly<Record<string, ModelRate>> = {
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast": { input: 26668, output: 204805, context: 24000 },
  "@cf/meta/llama-3.1-8b-instruct": { input: 25608, output: 75147 },
  "@cf/meta/llama-3.1-8b-instruct-fp8": { input: 13778, output: 26128 },
  "@cf/meta/llama-3.1-8b-instruct-fp8-fast": { input: 4119, output: 34868 },
  "@cf/meta/llama-3.2-11b-vision-instruct": { input: 4410, output: 61493 },
  "@cf/deepseek-ai/deepseek-r1-distill-qwen-32b": { input: 45170, output: 443756 },
};

/** The free allocation of every account, per day (the pricing page). */
export const FREE_NEURONS_PER_DAY = 10_000;
/** US dollars per 1,000 neurons beyond the free allocation (the pricing page). */
export const USD_PER_1000_NEURONS = 0.011;

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** The neurons a call used, from the token counts the answer reports; null for a model without a known rate. */
export function neuronsFor(model: string, usage: TokenUsage | undefined): number | null {
  const rate = MODEL_RATES[model];
  if (!rate || !usage) return null;
  return Math.round(((usage.inputTokens * rate.input + usage.outputTokens * rate.output) / 1e6) * 10) / 10;
}

/** The token counts of an answer (`usage.prompt_tokens` / `completion_tokens`), when it reports them. */
export function usageOf(raw: unknown): TokenUsage | undefined {
  const usage = raw && typeof raw === "object" ? (raw as { usage?: unknown }).usage : undefined;
  if (!usage || typeof usage !== "object") return undefined;
  const { prompt_tokens, completion_tokens } = usage as { prompt_tokens?: unknown; completion_tokens?: unknown };
  if (typeof prompt_tokens !== "number" || typeof completion_tokens !== "number") return undefined;
  return { inputTokens: prompt_tokens, outputTokens: completion_tokens };
}
