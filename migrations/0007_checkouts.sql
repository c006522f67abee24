-- Stripe Checkout Sessions the server opened, by user: deleting an account expires the ones still open, so
-- nothing can be paid for an account that no longer exists. A row goes with the account; the scheduled job
-- prunes rows older than Stripe's longest session life (24 hours). Times are epoch milliseconds.
CREATE TABLE checkout_sessions (
  session_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX checkout_sessions_user ON checkout_sessions(user_id);
