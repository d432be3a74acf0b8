-- +goose Up
-- A season's written race rules (aces, coefficient, prizes, closing,
-- darkness, lost-bird credit) as one JSON document; '' is none written.
ALTER TABLE seasons ADD COLUMN race_rules TEXT NOT NULL DEFAULT '';
-- The instant a flight closed: birds home later are kept but not ranked.
ALTER TABLE flights ADD COLUMN closed_at TIMESTAMP;

-- +goose Down
ALTER TABLE flights DROP COLUMN closed_at;
ALTER TABLE seasons DROP COLUMN race_rules;
