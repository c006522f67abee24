// Feedback from limited users: stored in D1 first (nothing is lost), then e-mailed to the support address.
import { insertFeedback, setFeedbackMail } from "../db/feedback";
import { findUserById } from "../db/users";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { emailLayout, paragraph } from "../mail/html";
import { type MailStatus, headerText, sendMail } from "../mail/send";

export const FEEDBACK_MAX_CHARS = 5_000;
export const FEEDBACK_THANKS = "Thank you for your feedback!";
export const FEEDBACK_REQUIRED = "Feedback message is required.";
export const ANONYMOUS = "Anonymous";
const DEFAULT_SUPPORT_EMAIL = "support@tailorcv.app";

export interface FeedbackReceipt {
  id: string;
  /** What happened to the e-mail: sent, dev (kept in the dev mailbox), queued (will be retried) or failed. */
  mail_status: MailStatus | "not_sent";
}

/** Checks the message and returns it unchanged (leading/trailing space trimmed). */
export function checkFeedbackMessage(message: string): string {
  const text = message.trim();
  if (!text) throw new ApiError("validation_failed", FEEDBACK_REQUIRED, { field: "message" });
  if (text.length > FEEDBACK_MAX_CHARS) {
    throw new ApiError(
      "validation_failed",
      `Feedback is too long (${text.length.toLocaleString("en-US")} characters); the limit is ${FEEDBACK_MAX_CHARS.toLocaleString("en-US")}.`,
      { field: "message", extra: { limit: FEEDBACK_MAX_CHARS } },
    );
  }
  return text;
}

/** One line, no control or bidi characters: the name goes into a subject. */
const oneLine = headerText;

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
  const row = await findUserById(env, user.id);
  const email = row?.email || user.email || null;
  const name = oneLine(row?.fullName ?? "") || ANONYMOUS;
  const id = crypto.randomUUID();
  await insertFeedback(env, { id, userId: user.id, userEmail: email, userName: name, message, createdAt: Date.now() });

  // The feedback is safe in D1 now; an e-mail problem is logged and retried, never lost or shown as failure.
  try {
    const mail = await sendMail(env, {
      to: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
      ...feedbackMail({ name, email, userId: user.id, message, id }),
    });
    await setFeedbackMail(env, id, mail.id);
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
