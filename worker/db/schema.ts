// Drizzle schema; mirrors migrations/ (the SQL files are the source of truth for D1).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  passwordHash: text("password_hash"),
  emailConfirmedAt: integer("email_confirmed_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const accounts = sqliteTable(
  "accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user").on(t.userId)],
);

export const refreshTokens = sqliteTable("refresh_tokens", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  familyId: text("family_id").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  revokedAt: integer("revoked_at"),
  replacedBy: text("replaced_by"),
});

export const authCodes = sqliteTable("auth_codes", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  purpose: text("purpose").notNull(),
  codeHash: text("code_hash").notNull(),
  linkHash: text("link_hash").notNull().unique(),
  redirectTo: text("redirect_to"),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: integer("created_at").notNull(),
  /** JSON: the sign-up's pending password hash and name (migrations/0002_auth.sql). */
  payload: text("payload"),
});

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const mailOutbox = sqliteTable("mail_outbox", {
  id: text("id").primaryKey(),
  toAddr: text("to_addr").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  status: text("status").notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  createdAt: integer("created_at").notNull(),
  sentAt: integer("sent_at"),
});

export const resumeUploaded = sqliteTable("resumeUploaded", {
  id: text("id").primaryKey(),
  experiences: text("experiences").notNull(),
  version: integer("version").notNull().default(1),
  sourceKey: text("source_key"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const resumes = sqliteTable("resumes", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  filename: text("filename").notNull(),
  roleApplied: text("role_applied").notNull(),
  r2Key: text("r2_key").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const payments = sqliteTable("payments", {
  sessionId: text("session_id").primaryKey(),
  userId: text("user_id").notNull(),
  plan: text("plan").notNull(),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull(),
  customerEmail: text("customer_email"),
  source: text("source").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id").primaryKey(),
  plan: text("plan").notNull(),
  expiresAt: integer("expires_at"),
  updatedAt: integer("updated_at").notNull(),
});

export const devCheckoutSessions = sqliteTable("dev_checkout_sessions", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  plan: text("plan").notNull(),
  amountTotal: integer("amount_total").notNull(),
  customerEmail: text("customer_email"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status").notNull().default("open"),
  createdAt: integer("created_at").notNull(),
});

export const feedback = sqliteTable("feedback", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  userEmail: text("user_email"),
  userName: text("user_name").notNull(),
  message: text("message").notNull(),
  mailId: text("mail_id"),
  createdAt: integer("created_at").notNull(),
});
