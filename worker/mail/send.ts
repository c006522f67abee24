// The product's one way to send e-mail. Every message is written to mail_outbox first, then sent
// through a MailChannels-style JSON API; a failed send stays queued and retryQueuedMail() retries it.
// Without MAIL_API_URL in development/test, messages stay in the outbox as the dev mailbox.
import { type OutboxRow, deleteMailPastRetention, insertMail, markMailFailedAttempt, markMailSent, queuedMail } from "../db/mail-outbox";
import { type Env, PRODUCT_NAME, isDevLike } from "../env";
import type { WaitUntil } from "../http/background";
import { log } from "../http/logger";
import { withoutUnseen } from "../shapes/names";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** queued: waiting for (another) send attempt · sent: accepted by the API · dev: kept in the dev mailbox · failed: gave up */
export type MailStatus = "queued" | "sent" | "dev" | "failed";

export const MAX_MAIL_ATTEMPTS = 8;
const SEND_TIMEOUT_MS = 10_000;

/** Text fit for a mail header: one line, nothing unseen (worker/shapes/names.ts) that could hide or reorder it. */
export function headerText(s: string): string {
  return withoutUnseen(s, " ").replace(/\s+/g, " ").trim();
}

/** "TailorCV <no-reply@x>" → { name, email } */
export function parseFrom(from: string | undefined): { email: string; name: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from ?? "");
  if (m) return { name: m[1] || PRODUCT_NAME, email: m[2]! };
  return { name: PRODUCT_NAME, email: from?.trim() || "no-reply@tailorcv.app" };
}

export type Sendable = Pick<OutboxRow, "id" | "toAddr" | "subject" | "textBody" | "htmlBody" | "attempts">;

function mailPayload(env: Env, row: Sendable) {
  return {
    personalizations: [{ to: [{ email: row.toAddr }] }],
    from: parseFrom(env.MAIL_FROM),
    subject: row.subject,
    content: [
      { type: "text/plain", value: row.textBody },
      { type: "text/html", value: row.htmlBody },
    ],
  };
}

async function attempt(env: Env, row: Sendable): Promise<MailStatus> {
  const now = Date.now();
  let error: string;
  try {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (env.MAIL_API_KEY) headers["x-api-key"] = env.MAIL_API_KEY;
    const res = await fetch(env.MAIL_API_URL!, {
      method: "POST",
      headers,
      body: JSON.stringify(mailPayload(env, row)),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (res.ok) {
      await markMailSent(env, row.id, row.attempts + 1, now);
      return "sent";
    }
    // Only the status: the API's body may echo the message or its recipient.
    await res.body?.cancel();
    error = `HTTP ${res.status}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const attempts = row.attempts + 1;
  const status: MailStatus = attempts >= MAX_MAIL_ATTEMPTS ? "failed" : "queued";
  await markMailFailedAttempt(env, row.id, status, attempts, error.slice(0, 500));
  log("warn", "mail_send_failed", { mail_id: row.id, attempts, error });
  return status;
}

export interface MailOptions {
  waitUntil?: WaitUntil;
  /** The user the message is about, when it is addressed to someone else too (erased with their account). */
  aboutUserId?: string;
}

/** The outbox row for a message: status "dev" when it stays in the development mailbox, else "queued". */
export function outboxRow(env: Env, msg: MailMessage, now = Date.now()): Sendable & { status: "dev" | "queued"; createdAt: number } {
  return {
    id: crypto.randomUUID(),
    toAddr: headerText(msg.to),
    subject: headerText(msg.subject),
    textBody: msg.text,
    htmlBody: msg.html,
    attempts: 0,
    status: !env.MAIL_API_URL && isDevLike(env) ? "dev" : "queued",
    createdAt: now,
  };
}

/**
 * Sends a message already written to the outbox (see outboxRow). Never throws for a failed send: the
 * message stays queued for the scheduled retry.
 */
export async function deliverStored(
  env: Env,
  row: Sendable & { status: "dev" | "queued" },
  opts: { waitUntil?: WaitUntil } = {},
): Promise<{ id: string; status: MailStatus }> {
  if (row.status === "dev") return { id: row.id, status: "dev" };
  if (!env.MAIL_API_URL) {
    log("error", "mail_not_configured", { mail_id: row.id });
    return { id: row.id, status: "queued" };
  }
  if (opts.waitUntil) {
    opts.waitUntil(attempt(env, row));
    return { id: row.id, status: "queued" };
  }
  return { id: row.id, status: await attempt(env, row) };
}

/**
 * Stores the message, then sends it. Never throws for a failed send (the message stays queued);
 * throws only when the outbox write itself fails. With `waitUntil`, the network send runs after the response.
 */
export async function sendMail(env: Env, msg: MailMessage, opts: MailOptions = {}): Promise<{ id: string; status: MailStatus }> {
  const row = outboxRow(env, msg);
  await insertMail(env, { ...row, aboutUserId: opts.aboutUserId ?? null });
  return deliverStored(env, row, opts);
}

/**
 * Retries queued messages (oldest first). A message whose first attempt may still be running
 * (created in the last minute, never attempted) is left alone.
 */
export async function retryQueuedMail(env: Env, { batch = 25, nowMs = Date.now() } = {}): Promise<{ tried: number; sent: number }> {
  if (!env.MAIL_API_URL) return { tried: 0, sent: 0 };
  const results = await queuedMail(env, nowMs - 60_000, batch);
  let sent = 0;
  for (const row of results) if ((await attempt(env, row)) === "sent") sent += 1;
  return { tried: results.length, sent };
}

/** Erases messages past their keeping time that are not waiting to be sent (called by the scheduled handler). */
export function pruneMail(env: Env, nowMs = Date.now()): Promise<void> {
  return deleteMailPastRetention(env, nowMs);
}
