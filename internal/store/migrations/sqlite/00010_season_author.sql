-- +goose Up
-- Who created a season (a merchant, a season admin, an admin; NULL for the
-- system and for seasons made before this): its first state-history row
-- names the same author, so that the history reads "draft, by …".
ALTER TABLE seasons ADD COLUMN created_by INTEGER REFERENCES users (id);

-- +goose Down
ALTER TABLE seasons DROP COLUMN created_by;
