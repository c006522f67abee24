// Feedback from limited users: stored in D1 first (nothing is lost), then e-mailed to the support address.
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { type Limit, parseLimit, rateLimit } from "../http/rate-limit";
import { emailLayout, paragraph } from "../mail/html";
import { type MailStatus, sendMail } from "../mail/send";

export const FEEDBACK_MAX_CHARS = 5_000;
export const FEEDBACK_THANKS = "Thank you for your feedback!";
export const FEEDBACK_REQUIRED = "Feedback message is required.";
export const ANONYMOUS = "Anonymous";
/** A person writes a handful of notes an hour; more is a script. Override with RATE_LIMIT_FEEDBACK="count/seconds". */
export const DEFAULT_FEEDBACK_LIMIT: Limit = { limit: 5, windowSeconds: 3600 };
const DEFAULT_SUPPORT_EMAIL = "support@tailorcv.app";

export interface FeedbackReceipt {
  id: string;
  /** What happened to the e-mail: sent, dev (kept in the dev mailbox), queued (will be retried) or failed. */
  mail_status: MailStatus | "not_sent";
}

/** Checks the message and returns it unchanged (leading/trailing space trimmed). */
export function checkFeedbackMessage(message: string): string {
  const text = message.trim();
  if (!text) throw new ApiError(400, FEEDBACK_REQUIRED, { field: "message" });
  if (text.length > FEEDBACK_MAX_CHARS) {
    throw new ApiError(
      400,
      `Feedback is too long (${text.length.toLocaleString("en-US")} characters); the limit is ${FEEDBACK_MAX_CHARS.toLocaleString("en-US")}.`,
      { field: "message", limit: FEEDBACK_MAX_CHARS },
    );
  }
  return text;
}

/** One line, no control characters: the name goes into a subject. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export function feedbackMail(f: { name: string; email: string | null; userId: string; message: string; id: string }) {
  const from = `${f.name}${f.email ? ` <${f.email}>` : ""}`;
  return {
    subject: `Feedback from ${oneLine(f.name).slice(0, 80)}`,
    text: `From: ${from}\nUser id: ${f.userId}\nFeedback id: ${f.id}\n\n${f.message}\n`,
    html: emailLayout({
      title: "New feedback",
      body: paragraph(`From: ${from}`) + paragraph(`User id: ${f.userId}`) + paragraph(f.message),
      footer: "Sent from the feedback form of the generator screen.",
    }),
  };
}

export async function submitFeedback(
  env: Env,
  user: { id: string; email?: string },
  rawMessage: string,
  requestId?: string,
): Promise<FeedbackReceipt> {
  const message = checkFeedbackMessage(rawMessage);
  await rateLimit(env, `feedback:${user.id}`, parseLimit(env.RATE_LIMIT_FEEDBACK, DEFAULT_FEEDBACK_LIMIT));

  const row = await env.DB.prepare("SELECT email, full_name FROM users WHERE id = ?")
    .bind(user.id)
    .first<{ email: string | null; full_name: string | null }>();
  const email = row?.email || user.email || null;
  const name = oneLine(row?.full_name ?? "") || ANONYMOUS;
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO feedback (id, user_id, user_email, user_name, message, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, user.id, email, name, message, Date.now())
    .run();

  // The feedback is safe in D1 now; an e-mail problem is logged and retried, never lost or shown as failure.
  try {
    const mail = await sendMail(env, {
      to: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
      ...feedbackMail({ name, email, userId: user.id, message, id }),
    });
    await env.DB.prepare("UPDATE feedback SET mail_id = ? WHERE id = ?").bind(mail.id, id).run();
    if (mail.status === "queued" || mail.status === "failed")
      log("warn", "feedback_mail_pending", { request_id: requestId, feedback_id: id, mail_id: mail.id });
    return { id, mail_status: mail.status };
  } catch (err) {
    log("error", "feedback_mail_error", {
      request_id: requestId,
      feedback_id: id,
      error: err instanceof Error ? err.message : String(err),
    });
    return { id, mail_status: "not_sent" };
  }
}
