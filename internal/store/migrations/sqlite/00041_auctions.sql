-- +goose Up
-- Auctions (issue 30): a loft offers one pigeon per lot; bids are kept,
-- accepted or refused, and never changed: a lot's price and leader are a
-- replay of its bids.
CREATE TABLE auction_lots (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id),
    season_id INTEGER REFERENCES seasons (id),
    pigeon_id INTEGER NOT NULL REFERENCES pigeons (id),
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    currency TEXT NOT NULL,
    start_price BIGINT NOT NULL CHECK (start_price > 0),
    reserve_price BIGINT NOT NULL DEFAULT 0 CHECK (reserve_price >= 0),
    increment BIGINT NOT NULL CHECK (increment > 0),
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    soft_close_minutes INTEGER NOT NULL DEFAULT 0 CHECK (soft_close_minutes BETWEEN 0 AND 60),
    status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'sold', 'unsold', 'cancelled')),
    winner_id INTEGER REFERENCES users (id),
    price BIGINT NOT NULL DEFAULT 0 CHECK (price >= 0),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX auction_lots_loft ON auction_lots (loft_id);
-- The closing job reads the open lots by their end.
CREATE INDEX auction_lots_status_ends ON auction_lots (status, ends_at);
-- A pigeon is offered in one lot at a time.
CREATE UNIQUE INDEX auction_lots_pigeon_live ON auction_lots (pigeon_id) WHERE status IN ('draft', 'open');

CREATE TABLE auction_bids (
    id INTEGER PRIMARY KEY,
    lot_id INTEGER NOT NULL REFERENCES auction_lots (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    amount BIGINT NOT NULL,
    placed_at TIMESTAMP NOT NULL,
    accepted BOOLEAN NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    CHECK (amount > 0 OR NOT accepted)
);
CREATE INDEX auction_bids_lot ON auction_bids (lot_id, id);
CREATE INDEX auction_bids_user ON auction_bids (user_id);

-- +goose Down
DROP TABLE auction_bids;
DROP TABLE auction_lots;
