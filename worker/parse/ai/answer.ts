// The model's answer → one reading per line, or the reason it cannot be used. Every check here stands for a way a
// model answer goes wrong (docs/parser.md, "Fallbacks"): text that is not JSON or is cut off, a shape the schema
// does not allow, line numbers out of range or claimed twice, lines left unread, an answer with nothing in it, or
// one that reads every line as "other". Any of these leaves the local model's reading in place.
import { LINE_ROLES, type LineReading, type LineRole, SECTION_KINDS, type SectionKind } from "../roles/types.ts";

export type AnswerProblem = "not_json" | "truncated" | "schema" | "empty" | "out_of_range" | "overlap" | "incomplete" | "all_other";

export class AnswerError extends Error {
  constructor(
    readonly code: AnswerProblem,
    message: string,
  ) {
    super(message);
  }
}

/** A language model gives no calibrated probability; its readings carry this middle value (the combiner decides). */
export const AI_READING_P = 0.5;

/** The JSON the model wrote: `response` may already be an object, or a string (possibly fenced as code). */
export function answerJson(raw: unknown, maxTokens: number): unknown {
  let body: unknown = raw && typeof raw === "object" && "response" in raw ? (raw as { response: unknown }).response : raw;
  if (body && typeof body === "object" && "choices" in body) {
    body = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  }
  if (body === undefined || body === null || (typeof body === "string" && !body.trim()))
    throw new AnswerError("empty", "the answer is empty");
  if (typeof body !== "string") return body;
  const text = body
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(text);
  } catch {
    const out = raw && typeof raw === "object" ? (raw as { usage?: { completion_tokens?: unknown } }).usage?.completion_tokens : undefined;
    // An answer that stops mid-object, or that used its whole token budget, was cut off rather than malformed.
    const cut = (typeof out === "number" && out >= maxTokens) || (text.startsWith("{") && !text.endsWith("}"));
    throw new AnswerError(cut ? "truncated" : "not_json", cut ? "the answer was cut off" : "the answer is not JSON");
  }
}

interface Span<K extends string> {
  from: number;
  to: number;
  value: K;
}

function spans<K extends string>(list: unknown, key: string, allowed: readonly string[], what: string): Span<K>[] {
  if (!Array.isArray(list)) throw new AnswerError("schema", `${what} is not a list`);
  return list.map((item, i) => {
    const r = item as Record<string, unknown> | null;
    const value = r?.[key];
    if (!r || typeof r !== "object" || !Number.isInteger(r.from) || !Number.isInteger(r.to) || typeof value !== "string") {
      throw new AnswerError("schema", `${what} ${i} is not a range with ${key}`);
    }
    if (!allowed.includes(value)) throw new AnswerError("schema", `${what} ${i} names an unknown ${key}`);
    return { from: r.from as number, to: r.to as number, value: value as K };
  });
}

/** Spreads ranges over the lines, each line claimed once. */
function cover<K extends string>(list: Span<K>[], count: number, what: string): K[] {
  const out: (K | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const s of list) {
    if (s.from < 0 || s.to >= count || s.from > s.to)
      throw new AnswerError("out_of_range", `${what} ${s.from}–${s.to} is outside lines 0–${count - 1}`);
    for (let n = s.from; n <= s.to; n++) {
      if (out[n] !== undefined) throw new AnswerError("overlap", `line ${n} is in two ${what} ranges`);
      out[n] = s.value;
    }
  }
  const missing = out.indexOf(undefined);
  if (missing >= 0 || out.length < count) throw new AnswerError("incomplete", `line ${missing < 0 ? out.length : missing} has no ${what}`);
  return out as K[];
}

/** Checks an answer against `count` lines and turns it into readings. Throws AnswerError. */
export function readingsFromAnswer(payload: unknown, count: number): LineReading[] {
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw new AnswerError("schema", "the answer is not an object");
  const { sections, roles, entries } = payload as { sections?: unknown; roles?: unknown; entries?: unknown };
  const emptyList = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
  if (emptyList(sections) && emptyList(roles)) throw new AnswerError("empty", "the answer reads no line");
  const sectionOf = cover(spans<SectionKind>(sections, "kind", SECTION_KINDS, "section"), count, "section");
  const roleOf = cover(spans<LineRole>(roles, "role", LINE_ROLES, "role"), count, "role");
  if (entries !== undefined && !Array.isArray(entries)) throw new AnswerError("schema", "entries is not a list");
  const starts = new Set<number>();
  for (const n of (entries as unknown[] | undefined) ?? []) {
    if (!Number.isInteger(n)) throw new AnswerError("schema", "an entry start is not a line number");
    if ((n as number) < 0 || (n as number) >= count)
      throw new AnswerError("out_of_range", `entry start ${n} is outside lines 0–${count - 1}`);
    if (starts.has(n as number)) throw new AnswerError("overlap", `entry start ${n} is given twice`);
    starts.add(n as number);
  }
  if (roleOf.every((r) => r === "other")) throw new AnswerError("all_other", "the answer reads every line as other");
  return roleOf.map((role, n) => ({ n, role, section: sectionOf[n]!, entryStart: starts.has(n), p: AI_READING_P }));
}
