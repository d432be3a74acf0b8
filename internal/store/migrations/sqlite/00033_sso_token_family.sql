-- +goose Up
-- The first refresh token of a sign-in names the family of every token
-- rotated from it, so that a rotated refresh token used again (a stolen
-- copy, or the thief's use noticed by the owner's) revokes the whole chain.
ALTER TABLE sso_tokens ADD COLUMN family_id TEXT;
CREATE INDEX sso_tokens_family ON sso_tokens (family_id);

-- +goose Down
DROP INDEX sso_tokens_family;
ALTER TABLE sso_tokens DROP COLUMN family_id;
