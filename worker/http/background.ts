// Work that may finish after the answer (sending mail, checking a generated PDF). With an execution
// context it runs under waitUntil; without one (a direct app.request in tests) the caller awaits it.
import type { Context } from "hono";
import type { AppEnv } from "../env";

export type WaitUntil = (p: Promise<unknown>) => void;

/** The request's waitUntil, or undefined when there is no execution context. */
export function waitUntilOf(c: Context<AppEnv>): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}

/** Runs `p` after the answer where possible, else waits for it now. */
export async function afterResponse(c: Context<AppEnv>, p: Promise<unknown>): Promise<void> {
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(p);
  else await p;
}
