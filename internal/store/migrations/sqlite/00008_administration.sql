-- +goose Up
-- Roles admins grant besides is_admin: the extended season permission
-- (administer every loft's seasons) and blocking (a blocked user's tokens
-- stop working).
ALTER TABLE users ADD COLUMN season_admin BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN blocked_at TIMESTAMP;

-- A season's capacity, apart from the limits per fancier (max_pigeons,
-- max_active, max_reserve), and its rules as text. max_pigeons used to cap
-- one order and the whole season at once; it keeps capping a fancier.
ALTER TABLE seasons ADD COLUMN total_spots INTEGER;
ALTER TABLE seasons ADD COLUMN rules_text TEXT NOT NULL DEFAULT '';
UPDATE seasons SET total_spots = max_pigeons;

-- Who changed what and when, for writes that are not status changes (those
-- keep their own histories): one row per change, its fields as JSON.
CREATE TABLE audit_entries (
    id INTEGER PRIMARY KEY,
    entity TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '{}',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX audit_entries_entity ON audit_entries (entity, entity_id, id);

-- +goose Down
DROP TABLE audit_entries;
ALTER TABLE seasons DROP COLUMN rules_text;
ALTER TABLE seasons DROP COLUMN total_spots;
ALTER TABLE users DROP COLUMN blocked_at;
ALTER TABLE users DROP COLUMN season_admin;
