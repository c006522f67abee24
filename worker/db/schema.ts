// The database schema: the source of truth for D1. migrations/ applies it step by step, and
// test/worker/schema.test.ts proves that the migrated database has exactly these tables, columns,
// keys and indexes. Times are Unix epoch milliseconds.
import { desc } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Stored lower-case; the column also compares case-insensitively (COLLATE NOCASE in the migration). */
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  passwordHash: text("password_hash"),
  emailConfirmedAt: integer("email_confirmed_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  /** Access tokens issued before this time are refused (password change, reset, sign out everywhere). */
  tokensValidAfter: integer("tokens_valid_after"),
  /** The resume design chosen last (worker/render/theme.ts DESIGN_IDS); null: never chosen. */
  resumeDesign: text("resume_design"),
});

/** Social identities (Google) linked to a user. */
export const accounts = sqliteTable(
  "accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user").on(t.userId)],
);

/** Refresh tokens, stored only as hashes; a family shares one lineage of rotations. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    replacedBy: text("replaced_by"),
    /** When the sign-in that started this family happened (kept through rotations); null: unknown, never recent. */
    signedInAt: integer("signed_in_at"),
  },
  (t) => [
    index("refresh_tokens_family").on(t.familyId),
    index("refresh_tokens_user").on(t.userId),
    index("refresh_tokens_expiry").on(t.expiresAt),
  ],
);

/** One-time links and 6-digit codes (sign-up confirmation, magic link, recovery). */
export const authCodes = sqliteTable(
  "auth_codes",
  {
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
    /** JSON: what confirming the code applies (a sign-up's pending password hash and name). */
    payload: text("payload"),
  },
  (t) => [index("auth_codes_email").on(t.email, t.purpose), index("auth_codes_expiry").on(t.expiresAt)],
);

/** Fixed-window counters for abuse limits (shared across isolates, so kept in D1). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Every e-mail is written here before it is sent; failed sends stay queued for the scheduled retry. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
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
    /** The user the message is about (erased with their account even when addressed to someone else). */
    aboutUserId: text("about_user_id"),
    /** When the row may be erased once it is not waiting to be sent; null = 30 days after created_at. */
    eraseAfter: integer("erase_after"),
  },
  (t) => [
    index("mail_outbox_status").on(t.status, t.createdAt),
    index("mail_outbox_to").on(t.toAddr, t.createdAt),
    index("mail_outbox_about").on(t.aboutUserId),
  ],
);

/** The stored resume record: one row per user, id = the user's id, the record as JSON in `experiences`. */
export const resumeUploaded = sqliteTable("resumeUploaded", {
  id: text("id").primaryKey(),
  experiences: text("experiences").notNull(),
  version: integer("version").notNull().default(1),
  /** R2 key of the uploaded original behind the current record. */
  sourceKey: text("source_key"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Generated resumes; the PDF is in R2 under r2_key. */
export const resumes = sqliteTable(
  "resumes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    filename: text("filename").notNull(),
    roleApplied: text("role_applied").notNull(),
    r2Key: text("r2_key").notNull(),
    createdAt: integer("created_at").notNull(),
    /** The hiring company, read from the job description ('' when it names none). */
    company: text("company").notNull().default(""),
    /** JSON: the editor choices that made the PDF (worker/shapes/choices.ts); null for rows made before they were kept. */
    choices: text("choices"),
    /** Set when the user deleted it: the PDF and the content are gone, the row stays so the free limit counts it. */
    deletedAt: integer("deleted_at"),
  },
  (t) => [index("resumes_user").on(t.userId, desc(t.createdAt))],
);

/** One row per Checkout Session that granted access: the key makes every grant happen exactly once. */
export const payments = sqliteTable(
  "payments",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id").notNull(),
    plan: text("plan").notNull(),
    amountTotal: integer("amount_total").notNull(),
    currency: text("currency").notNull(),
    customerEmail: text("customer_email"),
    source: text("source").notNull(),
    createdAt: integer("created_at").notNull(),
    /** The Stripe PaymentIntent of the session: refunds and disputes name it. */
    paymentIntent: text("payment_intent"),
    /** When the access this payment granted was taken back (refund or dispute); set once. */
    revokedAt: integer("revoked_at"),
    revokedReason: text("revoked_reason"),
    /** When the paying account was deleted: the row stays for accounting, with no user id or e-mail. */
    detachedAt: integer("detached_at"),
  },
  (t) => [index("payments_user").on(t.userId), uniqueIndex("payments_payment_intent").on(t.paymentIntent)],
);

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id").primaryKey(),
  plan: text("plan").notNull(),
  /** null for lifetime */
  expiresAt: integer("expires_at"),
  updatedAt: integer("updated_at").notNull(),
});

/** Sessions of the development test checkout (used only without Stripe keys, in development). */
export const devCheckoutSessions = sqliteTable(
  "dev_checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    plan: text("plan").notNull(),
    amountTotal: integer("amount_total").notNull(),
    customerEmail: text("customer_email"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("dev_checkout_sessions_user").on(t.userId)],
);

/** Stripe Checkout Sessions the server opened (deleting the account expires the open ones). */
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("checkout_sessions_user").on(t.userId)],
);

export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email"),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    mailId: text("mail_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("feedback_user").on(t.userId)],
);

/**
 * Account deletions not finished yet. The user row is gone once a row is here (the account cannot be used);
 * the scheduled job finishes the rest. The e-mail is kept only for the confirmation and is emptied with it;
 * the row then waits for one last sweep of the user's files and rows, and leaves after it.
 */
export const accountDeletions = sqliteTable(
  "account_deletions",
  {
    userId: text("user_id").primaryKey(),
    email: text("email").notNull(),
    requestedAt: integer("requested_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    /** When the confirmation was written (the e-mail is emptied then); the row waits for the last sweep. */
    finishedAt: integer("finished_at"),
  },
  (t) => [index("account_deletions_due").on(t.nextAttemptAt)],
);
