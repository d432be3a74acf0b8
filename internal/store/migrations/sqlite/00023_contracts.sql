-- +goose Up
-- Seasons' contracts, versioned (core.Contract): a change is a new row.
CREATE TABLE season_contracts (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    terms TEXT NOT NULL DEFAULT '',
    file_path TEXT NOT NULL DEFAULT '',
    file_name TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (season_id, version)
);
-- The version a registration accepted, and when.
ALTER TABLE orders ADD COLUMN contract_version INTEGER;
ALTER TABLE orders ADD COLUMN contract_accepted_at TIMESTAMP;

-- +goose Down
ALTER TABLE orders DROP COLUMN contract_accepted_at;
ALTER TABLE orders DROP COLUMN contract_version;
DROP TABLE season_contracts;
