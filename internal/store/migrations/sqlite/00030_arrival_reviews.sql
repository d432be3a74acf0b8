-- +goose Up
-- Staff's decisions on arrivals held for review (implausibly fast), as
-- history: one row per decision, never updated. A decision names the
-- arrival by its pigeon and instant; an earlier read that moves the arrival
-- is a new arrival, held anew. One decision per arrival, so two staff
-- deciding at once record one.
CREATE TABLE arrival_reviews (
    id INTEGER PRIMARY KEY,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    pigeon_id INTEGER NOT NULL REFERENCES pigeons (id),
    arrived_ms INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('accepted', 'rejected')),
    speed INTEGER NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (flight_id, pigeon_id, arrived_ms)
);

-- +goose Down
DROP TABLE arrival_reviews;
