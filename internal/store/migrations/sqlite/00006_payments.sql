-- +goose Up
CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    session_id TEXT NOT NULL,
    amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    order_id INTEGER,
    received_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE payment_events;
DROP TABLE payments;
