-- +goose Up
-- A race's prize table (core.PrizeTable) as one JSON document; '' is none.
ALTER TABLE flights ADD COLUMN prize_table TEXT NOT NULL DEFAULT '';
-- Payouts of a season's prize money to each fancier, as history: the
-- newest row per season and fancier is the payout's state; "paid" rows
-- record the amount paid then.
CREATE TABLE payout_statuses (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    status TEXT NOT NULL CHECK (status IN ('paid', 'unpaid')),
    amount INTEGER NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX payout_statuses_season ON payout_statuses (season_id, user_id, id);

-- +goose Down
DROP TABLE payout_statuses;
ALTER TABLE flights DROP COLUMN prize_table;
