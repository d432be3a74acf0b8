-- +goose Up
-- The digest of a batch's reads: a clock that resends a batch gets the same
-- answer, one that reuses its sequence number for other reads is refused.
-- Batches stored before have none ('') and are taken as matching.
ALTER TABLE arrival_batches ADD COLUMN digest TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE arrival_batches DROP COLUMN digest;
