-- +goose Up
-- News can be drafts, and remember when they were last edited.
ALTER TABLE news ADD COLUMN draft BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE news ADD COLUMN updated_at TIMESTAMP;

-- +goose Down
ALTER TABLE news DROP COLUMN updated_at;
ALTER TABLE news DROP COLUMN draft;
