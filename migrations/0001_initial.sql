-- TailorCV initial schema. Times are Unix epoch milliseconds unless named *_s.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name TEXT,
  password_hash TEXT,
  email_confirmed_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Social identities (Google) linked to a user.
CREATE TABLE accounts (
  provider TEXT NOT NULL,
  provider_account_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, provider_account_id)
);
CREATE INDEX accounts_user ON accounts(user_id);

-- Refresh tokens are stored only as hashes; a family shares one lineage of rotations.
CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  replaced_by TEXT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

-- One-time codes and links (signup confirmation, magic link, recovery, e-mail code).
CREATE TABLE auth_codes (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  redirect_to TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX auth_codes_email ON auth_codes(email, purpose);

-- Fixed-window counters for abuse limits (shared across isolates, so kept in D1).
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Every e-mail is written here before it is sent; failed sends stay queued for the scheduled retry.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX mail_outbox_status ON mail_outbox(status, created_at);
CREATE INDEX mail_outbox_to ON mail_outbox(to_addr, created_at);

-- The stored resume record (SPEC: table resumeUploaded, id = user id, one field experiences).
CREATE TABLE resumeUploaded (
  id TEXT PRIMARY KEY,
  experiences TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  source_key TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Generated resumes (PDF in R2 under r2_key).
CREATE TABLE resumes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  filename TEXT NOT NULL,
  role_applied TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX resumes_user ON resumes(user_id, created_at DESC);

-- One row per Checkout Session that granted access: the key makes every grant happen exactly once.
CREATE TABLE payments (
  session_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  plan TEXT NOT NULL,
  amount_total INTEGER NOT NULL,
  currency TEXT NOT NULL,
  customer_email TEXT,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX payments_user ON payments(user_id);

CREATE TABLE subscriptions (
  user_id TEXT PRIMARY KEY,
  plan TEXT NOT NULL,
  expires_at INTEGER,
  updated_at INTEGER NOT NULL
);

-- Local test checkout sessions (development only).
CREATE TABLE dev_checkout_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  plan TEXT NOT NULL,
  amount_total INTEGER NOT NULL,
  customer_email TEXT,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open',
  created_at INTEGER NOT NULL
);

CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  user_email TEXT,
  user_name TEXT NOT NULL,
  message TEXT NOT NULL,
  mail_id TEXT,
  created_at INTEGER NOT NULL
);
