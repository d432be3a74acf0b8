-- +goose Up
-- The stock sale (issue 30): per season, the training flight that counted
-- the birds present (its arrivals are the stock, with the birds the loft
-- marked for sale) and the most birds one buyer may buy. The birds sold are
-- the sale orders' positions; nothing else is stored.
CREATE TABLE sale_settings (
    season_id INTEGER PRIMARY KEY REFERENCES seasons (id) ON DELETE CASCADE,
    inventory_flight_id INTEGER REFERENCES flights (id) ON DELETE SET NULL,
    max_sales INTEGER CHECK (max_sales >= 0),
    updated_at TIMESTAMP NOT NULL
);
-- The stock and the buyer's count read the sale positions by pigeon.
CREATE INDEX order_positions_pigeon ON order_positions (pigeon_id) WHERE pigeon_id IS NOT NULL;

-- +goose Down
DROP INDEX order_positions_pigeon;
DROP TABLE sale_settings;
