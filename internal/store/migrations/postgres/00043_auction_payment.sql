-- +goose Up
-- The winner of an auction lot pays through the store (issue 30): closing a
-- sold lot places a store order with one line for the lot, and the lot keeps
-- the order. A line is now a product or a lot, never both and never neither;
-- a lot is sold by one line at most.
ALTER TABLE store_order_lines ALTER COLUMN product_id DROP NOT NULL;
ALTER TABLE store_order_lines ADD COLUMN auction_lot_id BIGINT REFERENCES auction_lots (id);
ALTER TABLE store_order_lines ADD CONSTRAINT store_order_lines_product_or_lot
    CHECK ((product_id IS NULL) <> (auction_lot_id IS NULL));
CREATE UNIQUE INDEX store_order_lines_auction_lot ON store_order_lines (auction_lot_id);
ALTER TABLE auction_lots ADD COLUMN store_order_id BIGINT REFERENCES store_orders (id);

-- +goose Down
-- Fails while lot lines exist: their product_id cannot become NOT NULL.
ALTER TABLE auction_lots DROP COLUMN store_order_id;
DROP INDEX store_order_lines_auction_lot;
ALTER TABLE store_order_lines DROP CONSTRAINT store_order_lines_product_or_lot;
ALTER TABLE store_order_lines DROP COLUMN auction_lot_id;
ALTER TABLE store_order_lines ALTER COLUMN product_id SET NOT NULL;
