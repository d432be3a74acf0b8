-- +goose Up
-- Edits of a flight's details by staff, one row per changed field; states
-- keep their own history in flight_statuses.
CREATE TABLE flight_changes (
    id INTEGER PRIMARY KEY,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    old_value TEXT NOT NULL,
    new_value TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX flight_changes_flight ON flight_changes (flight_id, id);

-- +goose Down
DROP TABLE flight_changes;
