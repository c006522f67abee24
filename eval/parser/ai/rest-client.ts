// Workers AI through Cloudflare's REST API (POST {base}/accounts/{account}/ai/run/{model}, bearer token), shaped like
// the Worker's AI binding so the same readers and engines run against it. The envelope's `result` is what the binding
// would return; `success: false` becomes an error carrying the API's codes and messages (a quota error reads
// "4006: …", as the binding's does). Every call's latency and token counts are kept for the report.
import type { AiClient } from "../../../worker/parse/ai/reader.ts";

export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";

export interface CallRecord {
  model: string;
  ms: number;
  ok: boolean;
  inputTokens?: number;
  outputTokens?: number;
}

export interface RestClient extends AiClient {
  calls: CallRecord[];
}

interface Envelope {
  success?: boolean;
  result?: { usage?: { prompt_tokens?: number; completion_tokens?: number } } & Record<string, unknown>;
  errors?: { code?: number; message?: string }[];
}

export function restClient(opts: { accountId: string; token: string; base?: string }): RestClient {
  const base = (opts.base || CLOUDFLARE_API).replace(/\/+$/, "");
  const calls: CallRecord[] = [];
  return {
    calls,
    async run(model, input, options) {
      const started = Date.now();
      const record: CallRecord = { model, ms: 0, ok: false };
      calls.push(record);
      try {
        const res = await fetch(`${base}/accounts/${encodeURIComponent(opts.accountId)}/ai/run/${model}`, {
          method: "POST",
          headers: { authorization: `Bearer ${opts.token}`, "content-type": "application/json" },
          body: JSON.stringify(input),
          signal: options?.signal,
        });
        const text = await res.text();
        let body: Envelope;
        try {
          body = JSON.parse(text) as Envelope;
        } catch {
          throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
        }
        if (!res.ok || body.success === false || !body.result) {
          const errors = (body.errors ?? []).map((e) => `${e.code ?? res.status}: ${e.message ?? "error"}`).join("; ");
          throw new Error(errors || `HTTP ${res.status}`);
        }
        record.ok = true;
        record.inputTokens = body.result.usage?.prompt_tokens;
        record.outputTokens = body.result.usage?.completion_tokens;
        return body.result;
      } finally {
        record.ms = Date.now() - started;
      }
    },
  };
}
