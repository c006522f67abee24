// Structured JSON logs: one object per line, picked up by Workers Logs / wrangler tail.
export type LogLevel = "debug" | "info" | "warn" | "error";

export function log(level: LogLevel, msg: string, data: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...data });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
