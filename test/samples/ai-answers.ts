// A fake Workers AI client that replays recorded answers (test/fixtures/ai-reader/), shared by the Node tests of
// the AI line reader and the workers-pool upload tests (where it stands in for the AI binding). Each call is kept so
// a test can read the request the reader sent. The answers are hand-made stand-ins, not model output.
import r01 from "../fixtures/ai-reader/r01-classic-software.answers.json";

export type Recorded = { response?: unknown; usage?: unknown; throws?: string; never?: boolean };
export const R01_ANSWERS = r01.answers as Record<string, Recorded>;
export type R01Answer = keyof typeof r01.answers;

export interface Call {
  model: string;
  input: { messages: { role: string; content: string }[]; response_format?: unknown; max_tokens?: number; temperature?: number };
}

/** A client whose every call answers with `pick(prompt)`: a recorded answer, an error to throw, or no answer at all. */
export function replayClient(pick: (userPrompt: string) => Recorded) {
  const calls: Call[] = [];
  const client = {
    run(model: string, input: unknown): Promise<unknown> {
      const call = { model, input: input as Call["input"] };
      calls.push(call);
      const answer = pick(call.input.messages.find((m) => m.role === "user")?.content ?? "");
      if (answer.never) return new Promise(() => undefined);
      if (answer.throws) return Promise.reject(new Error(answer.throws));
      return Promise.resolve(structuredClone({ response: answer.response, usage: answer.usage }));
    },
  };
  return { client, calls };
}

/** Replays one of r01-classic-software.pdf's recorded answers on every call. */
export const r01Client = (name: R01Answer) => replayClient(() => R01_ANSWERS[name]!);
