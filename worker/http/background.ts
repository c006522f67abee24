// Work that may finish after the answer (sending mail, checking a generated PDF, the account-dependent half of an
// auth request). With an execution context it runs under waitUntil; without one (a direct app.request in tests)
// the caller awaits it. Work started here is remembered until it settles, so the development mailbox can wait
// for mail still being written before it answers (tests and a newcomer read it right after a request).
import type { Context } from "hono";
import type { AppEnv } from "../env";

export type WaitUntil = (p: Promise<unknown>) => void;

const pending = new Set<Promise<unknown>>();

function track(p: Promise<unknown>): Promise<unknown> {
  const settled = p.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
  return p;
}

/** The request's waitUntil (which also tracks the work), or undefined when there is no execution context. */
export function waitUntilOf(c: Context<AppEnv>): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(track(p));
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

/** Resolves once every piece of background work started in this isolate so far has settled. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
