-- +goose Up
ALTER TABLE users ADD COLUMN phone_verified_at TIMESTAMP;
CREATE UNIQUE INDEX users_phone ON users (phone) WHERE phone <> '';

CREATE TABLE user_identities (
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (issuer, subject)
);

CREATE TABLE sso_signing_keys (
    id TEXT PRIMARY KEY,
    algorithm TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    retired_at TIMESTAMP
);

CREATE TABLE sso_auth_requests (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    scopes TEXT NOT NULL,
    state TEXT NOT NULL,
    nonce TEXT NOT NULL,
    response_type TEXT NOT NULL,
    response_mode TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    code_challenge_method TEXT NOT NULL,
    ui_locales TEXT NOT NULL,
    user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    auth_time TIMESTAMP,
    code TEXT UNIQUE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE sso_tokens (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    audience TEXT NOT NULL,
    auth_time TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    refresh_token_id TEXT,
    token_hash TEXT UNIQUE,
    revoked_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sso_tokens_user ON sso_tokens (user_id, client_id);

CREATE TABLE user_tokens (
    hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, at);

CREATE TABLE favorites (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('loft', 'team', 'pigeon')),
    target_id INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, kind, target_id)
);

CREATE TABLE sso_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE sso_secrets;
DROP TABLE favorites;
DROP TABLE login_failures;
DROP TABLE user_tokens;
DROP TABLE sso_tokens;
DROP TABLE sso_auth_requests;
DROP TABLE sso_signing_keys;
DROP TABLE user_identities;
DROP INDEX users_phone;
ALTER TABLE users DROP COLUMN phone_verified_at;
