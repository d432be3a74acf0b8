-- +goose Up
-- A flight's sealed clock log: every batch's raw reads, append-only, each
-- entry hashed and chained to the one before (core.ClockLogEntry).
CREATE TABLE clock_log (
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    device_id INTEGER NOT NULL,
    batch_seq INTEGER NOT NULL,
    received_ms INTEGER NOT NULL,
    reads TEXT NOT NULL,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (flight_id, seq)
);

-- +goose Down
DROP TABLE clock_log;
