-- Export, account deletion, refunds and disputes (docs/privacy.md). Times are epoch milliseconds.

-- When the sign-in that started a refresh-token family happened, carried through every rotation, so an
-- access token issued by a refresh still knows how recent the real sign-in was (deleting an account
-- without a password needs a recent one). NULL for families from before this column: never recent.
ALTER TABLE refresh_tokens ADD COLUMN signed_in_at INTEGER;

-- The Stripe PaymentIntent behind a paid session: charge.refunded and charge.dispute.created name it.
ALTER TABLE payments ADD COLUMN payment_intent TEXT;
-- When and why (refund | dispute) the access this payment granted was taken back; set once.
ALTER TABLE payments ADD COLUMN revoked_at INTEGER;
ALTER TABLE payments ADD COLUMN revoked_reason TEXT;
-- When the account that paid was deleted: the row stays for accounting with no user id and no e-mail.
ALTER TABLE payments ADD COLUMN detached_at INTEGER;
CREATE UNIQUE INDEX payments_payment_intent ON payments(payment_intent);

-- Whom a message is about (a feedback mail goes to support but is the user's data) and when the row may
-- be erased once it is no longer waiting to be sent (NULL: 30 days after it was written).
ALTER TABLE mail_outbox ADD COLUMN about_user_id TEXT;
ALTER TABLE mail_outbox ADD COLUMN erase_after INTEGER;
CREATE INDEX mail_outbox_about ON mail_outbox(about_user_id);

-- Deleting an account and exporting it read these tables by user.
CREATE INDEX feedback_user ON feedback(user_id);
CREATE INDEX dev_checkout_sessions_user ON dev_checkout_sessions(user_id);

-- Account deletions not finished yet. The user row is already gone when a row is here (the account cannot
-- be used); the scheduled job finishes the rest. The e-mail is kept only to send the confirmation and is
-- emptied with it (finished_at set); the row then waits for one last sweep of the user's prefixes and rows
-- (a request that passed its token check before the deletion may still write), and is removed after it.
CREATE TABLE account_deletions (
  user_id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX account_deletions_due ON account_deletions(next_attempt_at);
