// A fake Workers AI binding: records every call and answers from a script, so the AI engine's parsing,
// retry, timeout and guard paths run without a network.
import type { AiRunner } from "../../../worker/tailor";

export interface AiCall {
  model: string;
  input: { messages: Array<{ role: string; content: string }>; response_format?: unknown; max_tokens?: number };
  signal?: AbortSignal;
}

export interface RequestData {
  bullets: Array<{ id: string; text: string; tense: string }>;
  skills: string[];
  addable_skills: string[];
}

/** The candidate data the engine put in the request. */
export function requestData(call: AiCall): RequestData {
  const content = call.input.messages.find((m) => m.role === "user")!.content;
  const start = content.indexOf("{");
  const end = content.indexOf("\n\n<job_description>");
  return JSON.parse(content.slice(start, end)) as RequestData;
}

export type Step = (call: AiCall) => unknown | Promise<unknown>;

/** Runs the steps in order (the last one repeats); each returns the reply or throws. */
export function fakeAi(...steps: Step[]): AiRunner & { calls: AiCall[] } {
  const calls: AiCall[] = [];
  return {
    calls,
    async run(model: string, input: unknown, options?: { signal?: AbortSignal }) {
      const call = { model, input: input as AiCall["input"], signal: options?.signal };
      calls.push(call);
      const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
      return step(call);
    },
  };
}

/** A well-formed reply that maps every bullet through `rewrite` and proposes `skills` (default: unchanged). */
export function reply(rewrite: (text: string, id: string) => string, skills?: (current: string[]) => string[]): Step {
  return (call) => {
    const data = requestData(call);
    return {
      response: {
        bullets: data.bullets.map((b) => ({ id: b.id, text: rewrite(b.text, b.id) })),
        skills: skills ? skills(data.skills) : data.skills,
      },
    };
  };
}

export const never: Step = (call) =>
  new Promise((_, reject) => call.signal?.addEventListener("abort", () => reject(new Error("The operation was aborted"))));
