-- +goose Up
-- Signing out everywhere (a password reset or change, or the account page's
-- button): tokens and provider sessions begun before this time stop working,
-- even one a concurrent refresh or sign-in was still writing.
ALTER TABLE users ADD COLUMN signed_out_at TIMESTAMP;

-- The embedded provider's sign-in sessions (its cookie names one by a
-- random secret; only the secret's hash is kept), so that logging out ends
-- a session on the server, not only in the browser.
CREATE TABLE sso_sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    revoked_at TIMESTAMP
);
CREATE INDEX sso_sessions_user ON sso_sessions (user_id);

-- +goose Down
DROP TABLE sso_sessions;
ALTER TABLE users DROP COLUMN signed_out_at;
