// Structured JSON logs: one object per line, picked up by Workers Logs / wrangler tail. Logs carry ids,
// not personal data: callers log ids and counts, and anything shaped like an e-mail address is masked here
// as a last line of defence (error messages from libraries may echo one).
export type LogLevel = "debug" | "info" | "warn" | "error";

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

function redact(value: unknown): unknown {
  if (typeof value === "string") return value.replace(EMAIL, "[email]");
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
  return value;
}

export function log(level: LogLevel, msg: string, data: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...(redact(data) as Record<string, unknown>) });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
