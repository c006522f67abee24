-- Access tokens issued before this time (epoch ms) are refused: set by a password change, a reset and
-- "sign out everywhere" (worker/auth/access-token.ts).
ALTER TABLE users ADD COLUMN tokens_valid_after INTEGER;
