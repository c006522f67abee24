// The Workers AI engine: one JSON-mode request for the whole resume. The reply is parsed and validated;
// on "JSON Mode couldn't be met" or an invalid reply it retries once, and on anything else (timeout,
// binding error, a second failure) it gives up with undefined so the caller uses the local engine.
// The job description goes in fenced as data; the guards in assemble() hold whatever the model says.

import type { Proposal, TailoringBase } from "../guards/assemble";
import type { JobAnalysis } from "../job/analysis";
import { type BulletRef, bulletRefs, buildAiInput } from "./prompt";

export { buildAiInput, fenceJobDescription, RESPONSE_SCHEMA } from "./prompt";

export interface AiRunner {
  run(model: string, input: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export const DEFAULT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** Whole budget for the AI path, retry included; the local engine answers after it in milliseconds. */
export const DEFAULT_AI_TIMEOUT_MS = 25_000;
const MIN_RETRY_BUDGET_MS = 3_000;

export interface AiEngineOptions {
  ai: AiRunner;
  model?: string;
  timeoutMs?: number;
  log?: (event: string, data?: Record<string, unknown>) => void;
}

class AttemptError extends Error {
  constructor(
    readonly reason: "json-mode" | "invalid" | "timeout" | "error",
    message: string,
  ) {
    super(message);
  }
}

/** The model's JSON: `response` may be an object already or a string (possibly in a code fence). */
export function parseAiResponse(raw: unknown): unknown {
  let body: unknown = raw;
  // An error object instead of an answer (REST-style envelopes): JSON-mode misses are retried, others are not.
  if (body && typeof body === "object" && !("response" in body) && ("errors" in body || "error" in body)) {
    const message = JSON.stringify((body as { errors?: unknown; error?: unknown }).errors ?? (body as { error?: unknown }).error);
    throw new AttemptError(/json mode couldn.?t be met/i.test(message) ? "json-mode" : "error", message.slice(0, 200));
  }
  if (body && typeof body === "object" && "response" in body) body = (body as { response: unknown }).response;
  else if (body && typeof body === "object" && "choices" in body) {
    body = (body as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
  }
  if (typeof body === "string") {
    const text = body.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*```\s*$/, "");
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start < 0 || end < start) throw new AttemptError("invalid", "reply is not JSON");
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      throw new AttemptError("invalid", "reply is not valid JSON");
    }
  }
  return body;
}

function validate(payload: unknown, refs: BulletRef[]): Proposal {
  if (!payload || typeof payload !== "object") throw new AttemptError("invalid", "reply is not an object");
  const { bullets, skills } = payload as { bullets?: unknown; skills?: unknown };
  if (!Array.isArray(bullets) || !Array.isArray(skills)) throw new AttemptError("invalid", "bullets or skills missing");
  const byId = new Map<string, string>();
  for (const b of bullets) {
    if (!b || typeof b !== "object") continue;
    const { id, text } = b as { id?: unknown; text?: unknown };
    if (typeof id === "string" && typeof text === "string" && !byId.has(id)) byId.set(id, text);
  }
  const missing = refs.filter((r) => !byId.has(r.id));
  if (missing.length)
    throw new AttemptError(
      "invalid",
      `missing bullets: ${missing
        .slice(0, 5)
        .map((r) => r.id)
        .join(", ")}`,
    );
  if (!skills.every((s) => typeof s === "string")) throw new AttemptError("invalid", "skills must be strings");

  const proposal: Proposal = { work: [], projects: [], skills };
  for (const r of refs) {
    proposal[r.kind][r.i] ??= [];
    proposal[r.kind][r.i]![r.j] = byId.get(r.id);
  }
  return proposal;
}

async function attempt(opts: AiEngineOptions, model: string, input: unknown, refs: BulletRef[], budgetMs: number): Promise<Proposal> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AttemptError("timeout", `no answer within ${budgetMs} ms`));
    }, budgetMs);
  });
  try {
    let raw: unknown;
    try {
      raw = await Promise.race([opts.ai.run(model, input, { signal: controller.signal }), timeout]);
    } catch (err) {
      if (err instanceof AttemptError) throw err;
      const message = err instanceof Error ? err.message : String(err);
      throw new AttemptError(/json mode couldn.?t be met/i.test(message) ? "json-mode" : "error", message);
    }
    return validate(parseAiResponse(raw), refs);
  } finally {
    clearTimeout(timer);
  }
}

/** A proposal from Workers AI, or undefined when the AI path failed (never throws). */
export async function aiProposal(base: TailoringBase, job: JobAnalysis, opts: AiEngineOptions): Promise<Proposal | undefined> {
  const log = opts.log ?? (() => {});
  const model = opts.model || DEFAULT_MODEL;
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS);
  const refs = bulletRefs(base);
  let input: unknown;
  try {
    input = buildAiInput(base, job, refs);
  } catch (err) {
    log("tailor.ai.failed", { reason: "error", message: String(err) });
    return undefined;
  }
  for (let n = 1; n <= 2; n++) {
    const budget = deadline - Date.now();
    if (budget <= (n === 1 ? 0 : MIN_RETRY_BUDGET_MS)) break;
    try {
      const proposal = await attempt(opts, model, input, refs, budget);
      log("tailor.ai.ok", { attempt: n, model });
      return proposal;
    } catch (err) {
      const reason = err instanceof AttemptError ? err.reason : "error";
      const message = err instanceof Error ? err.message : String(err);
      log("tailor.ai.failed", { attempt: n, reason, message: message.slice(0, 200) });
      // Only a JSON-mode miss or an invalid reply is worth one more try; timeouts and binding errors are not.
      if (reason !== "json-mode" && reason !== "invalid") break;
    }
  }
  return undefined;
}
