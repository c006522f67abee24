-- Sign-up confirmations carry the password chosen in that sign-up, so that confirming a link sets the
-- password of the person who owns the mailbox (stops pre-registration takeovers). JSON, nullable.
ALTER TABLE auth_codes ADD COLUMN payload TEXT;
-- Sign-in failures lookups and the scheduled clean-up.
CREATE INDEX refresh_tokens_expiry ON refresh_tokens(expires_at);
CREATE INDEX auth_codes_expiry ON auth_codes(expires_at);
