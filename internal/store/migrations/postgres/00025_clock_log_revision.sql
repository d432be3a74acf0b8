-- +goose Up
-- The flight revision each clock log entry's batch made, so that an
-- instance whose cached results miss revisions another instance wrote reads
-- just those batches' arrivals, not the whole flight again.
ALTER TABLE clock_log ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;
CREATE INDEX clock_log_revision ON clock_log (flight_id, revision);

-- +goose Down
DROP INDEX clock_log_revision;
ALTER TABLE clock_log DROP COLUMN revision;
