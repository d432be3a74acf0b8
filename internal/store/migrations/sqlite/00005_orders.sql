-- +goose Up
CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    team_id INTEGER NOT NULL REFERENCES teams (id),
    city TEXT NOT NULL,
    street TEXT NOT NULL,
    zipcode TEXT NOT NULL,
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD')),
    total BIGINT NOT NULL CHECK (total >= 0),
    reference TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX orders_season ON orders (season_id);
CREATE INDEX orders_user ON orders (user_id);

CREATE TABLE order_positions (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products (id),
    product_category_id INTEGER NOT NULL REFERENCES product_categories (id),
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    amount BIGINT NOT NULL CHECK (amount >= 0),
    pigeons_active INTEGER NOT NULL,
    pigeons_reserve INTEGER NOT NULL,
    pigeon_id INTEGER REFERENCES pigeons (id)
);
CREATE INDEX order_positions_order ON order_positions (order_id);
CREATE INDEX order_positions_product ON order_positions (product_id);

CREATE TABLE order_statuses (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    method TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX order_statuses_latest ON order_statuses (order_id, id);

ALTER TABLE pigeons ADD COLUMN order_id INTEGER REFERENCES orders (id);

-- +goose Down
ALTER TABLE pigeons DROP COLUMN order_id;
DROP TABLE order_statuses;
DROP TABLE order_positions;
DROP TABLE orders;
