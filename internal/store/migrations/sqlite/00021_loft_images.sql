-- +goose Up
-- A loft's logo and cover image: keys of their full-size variants in the
-- upload bucket; '' when none.
ALTER TABLE lofts ADD COLUMN logo_path TEXT NOT NULL DEFAULT '';
ALTER TABLE lofts ADD COLUMN cover_path TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE lofts DROP COLUMN cover_path;
ALTER TABLE lofts DROP COLUMN logo_path;
