-- +goose Up
-- A race closes (by its rule or by hand) between released and finished.
ALTER TABLE flights DROP CONSTRAINT flights_state_check;
ALTER TABLE flights ADD CONSTRAINT flights_state_check CHECK (state IN ('coming_soon', 'basketing', 'released', 'closed', 'finished'));

-- +goose Down
ALTER TABLE flights DROP CONSTRAINT flights_state_check;
ALTER TABLE flights ADD CONSTRAINT flights_state_check CHECK (state IN ('coming_soon', 'basketing', 'released', 'finished'));
