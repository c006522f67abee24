// Table feedback: every message a user sent, kept whatever happens to its e-mail.
import { eq } from "drizzle-orm";
import { type DbEnv, db } from "./client";
import { feedback } from "./schema";

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(env: DbEnv, row: Omit<FeedbackRow, "mailId">): Promise<void> {
  await db(env)
    .insert(feedback)
    .values({ ...row, mailId: null });
}

export async function setFeedbackMail(env: DbEnv, id: string, mailId: string): Promise<void> {
  await db(env).update(feedback).set({ mailId }).where(eq(feedback.id, id));
}
