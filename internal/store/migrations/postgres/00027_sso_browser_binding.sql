-- +goose Up
-- The hash of the cookie of the browser that began each sign-in: only that
-- browser may finish it, so a link to another's sign-in cannot sign its
-- opener in for someone else (auth-request fixation).
ALTER TABLE sso_auth_requests ADD COLUMN browser_hash TEXT NOT NULL DEFAULT '';
-- When the code was issued: it may be exchanged for 10 minutes.
ALTER TABLE sso_auth_requests ADD COLUMN code_issued_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE sso_auth_requests DROP COLUMN code_issued_at;
ALTER TABLE sso_auth_requests DROP COLUMN browser_hash;
