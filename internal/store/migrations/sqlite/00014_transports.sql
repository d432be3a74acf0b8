-- +goose Up
-- Transport requests (SPEC §1, §4): a fancier asks an agent of the loft to
-- carry an order's pigeons; the history keeps every answer.
CREATE TABLE transports (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    agent_id INTEGER NOT NULL REFERENCES users (id),
    address TEXT NOT NULL,
    pickup_date TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX transports_order ON transports (order_id);
CREATE TABLE transport_statuses (
    id INTEGER PRIMARY KEY,
    transport_id INTEGER NOT NULL REFERENCES transports (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX transport_statuses_latest ON transport_statuses (transport_id, id);

-- +goose Down
DROP TABLE transport_statuses;
DROP TABLE transports;
