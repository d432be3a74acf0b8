-- +goose Up
-- Campaigns (issue 28 item 5): staff of a loft, or admins for the service
-- (loft_id NULL), offer a percentage (basis points) or an amount off some
-- kinds of lines (applies_to: comma-separated core.DiscountTarget values),
-- for a time and a number of uses, once per account.
CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER REFERENCES lofts (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    percent_bp INTEGER NOT NULL DEFAULT 0 CHECK (percent_bp BETWEEN 0 AND 10000),
    amount_off BIGINT NOT NULL DEFAULT 0 CHECK (amount_off >= 0),
    currency TEXT NOT NULL DEFAULT '',
    applies_to TEXT NOT NULL,
    starts_at TIMESTAMP,
    ends_at TIMESTAMP,
    max_uses INTEGER CHECK (max_uses > 0),
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    CHECK ((percent_bp = 0) <> (amount_off = 0))
);
CREATE INDEX campaigns_loft ON campaigns (loft_id);

-- A campaign's codes: single-use coupons made in batches, and its shared
-- promotional code. Codes are stored normalised (upper case, no dashes) and
-- unique across every campaign, retired ones included, so that a code
-- always names one campaign. A replaced promotional code is retired, not
-- deleted: its redemptions keep pointing at it.
CREATE TABLE campaign_codes (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('coupon', 'promo')),
    retired_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX campaign_codes_campaign ON campaign_codes (campaign_id, kind);
CREATE UNIQUE INDEX campaign_codes_one_promo ON campaign_codes (campaign_id) WHERE kind = 'promo' AND retired_at IS NULL;

-- Each use of a campaign, on a registration order or on a store order.
-- The database keeps one use per account per campaign, and one use per
-- coupon (single_use), however many requests race; releasing the code of a
-- cancelled, unpaid order deletes its row.
-- store_order_id has no foreign key yet: store_orders comes with the store
-- (issue 28); add the reference in the migration after it.
CREATE TABLE campaign_redemptions (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    code_id INTEGER NOT NULL REFERENCES campaign_codes (id) ON DELETE CASCADE,
    single_use BOOLEAN NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
    store_order_id BIGINT,
    amount_off BIGINT NOT NULL CHECK (amount_off >= 0),
    created_at TIMESTAMP NOT NULL,
    CHECK ((order_id IS NULL) <> (store_order_id IS NULL)),
    UNIQUE (campaign_id, user_id)
);
CREATE UNIQUE INDEX campaign_redemptions_coupon ON campaign_redemptions (code_id) WHERE single_use;
CREATE INDEX campaign_redemptions_order ON campaign_redemptions (order_id);
CREATE INDEX campaign_redemptions_store_order ON campaign_redemptions (store_order_id);

-- A registration's discount: per line, and on the order with the
-- campaign's name as it was; orders.total is the lines less the discount.
ALTER TABLE order_positions ADD COLUMN discount BIGINT NOT NULL DEFAULT 0 CHECK (discount >= 0);
ALTER TABLE orders ADD COLUMN discount BIGINT NOT NULL DEFAULT 0 CHECK (discount >= 0);
ALTER TABLE orders ADD COLUMN discount_name TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE orders DROP COLUMN discount_name;
ALTER TABLE orders DROP COLUMN discount;
ALTER TABLE order_positions DROP COLUMN discount;
DROP TABLE campaign_redemptions;
DROP TABLE campaign_codes;
DROP TABLE campaigns;
