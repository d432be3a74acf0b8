-- +goose Up
-- An instance catching up on other instances' batches reads their arrivals
-- by batch; without this index every catch-up read every arrival stored.
CREATE INDEX arrivals_batch ON arrivals (batch_id);

-- +goose Down
DROP INDEX arrivals_batch;
