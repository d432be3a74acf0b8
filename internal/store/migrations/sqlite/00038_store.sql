-- +goose Up
-- The store (SPEC §1, §8): products of the service (loft_id NULL) and of each
-- loft, carts kept on the server, store orders with the registrations'
-- lifecycle and history, invoices numbered per seller, gift cards with a
-- spend ledger, and membership periods.
CREATE TABLE store_products (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER REFERENCES lofts (id),
    kind TEXT NOT NULL CHECK (kind IN ('membership', 'gift_card', 'item')),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image_path TEXT NOT NULL DEFAULT '',
    price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD')),
    -- JSON arrays: the fixed amounts of a gift card, what a membership unlocks.
    gift_card_amounts TEXT NOT NULL DEFAULT '[]',
    gift_card_min INTEGER NOT NULL DEFAULT 0,
    gift_card_max INTEGER NOT NULL DEFAULT 0,
    -- stock is what is left to sell; NULL: unlimited. It never goes below
    -- zero: a sale takes it with a guarded UPDATE.
    stock INTEGER CHECK (stock >= 0),
    available_from TIMESTAMP,
    available_until TIMESTAMP,
    max_per_order INTEGER,
    max_lifetime INTEGER,
    membership_months INTEGER NOT NULL DEFAULT 0,
    unlocks TEXT NOT NULL DEFAULT '[]',
    archived BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX store_products_loft ON store_products (loft_id);

-- A product's name and description in another language than the one it was
-- written in.
CREATE TABLE store_product_translations (
    product_id INTEGER NOT NULL REFERENCES store_products (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (product_id, language)
);

-- A signed-in user's cart, kept on the server so that it follows them from
-- device to device. The seller of a line is its product's; the cart of one
-- seller is checked out at a time.
CREATE TABLE cart_lines (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES store_products (id) ON DELETE CASCADE,
    gift_card_amount INTEGER NOT NULL DEFAULT 0,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    added_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id, gift_card_amount)
);

CREATE TABLE store_orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    loft_id INTEGER REFERENCES lofts (id),
    reference TEXT NOT NULL UNIQUE,
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD')),
    subtotal INTEGER NOT NULL CHECK (subtotal >= 0),
    discount INTEGER NOT NULL DEFAULT 0 CHECK (discount >= 0),
    gift_card_paid INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_paid >= 0),
    -- total is what is left to pay by card, transfer or cash.
    total INTEGER NOT NULL CHECK (total >= 0),
    billing_name TEXT NOT NULL,
    billing_street TEXT NOT NULL,
    billing_zipcode TEXT NOT NULL,
    billing_city TEXT NOT NULL,
    billing_country TEXT NOT NULL,
    promo_code TEXT NOT NULL DEFAULT '',
    pay_by TIMESTAMP NOT NULL,
    invoice_number INTEGER,
    invoiced_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX store_orders_user ON store_orders (user_id);
CREATE INDEX store_orders_loft ON store_orders (loft_id);

CREATE TABLE store_order_lines (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES store_orders (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES store_products (id),
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    unit_amount INTEGER NOT NULL CHECK (unit_amount >= 0),
    discount INTEGER NOT NULL DEFAULT 0 CHECK (discount >= 0),
    membership_months INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX store_order_lines_order ON store_order_lines (order_id);
CREATE INDEX store_order_lines_product ON store_order_lines (product_id);

-- The history of a store order's status; rows are never updated.
CREATE TABLE store_order_statuses (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES store_orders (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    method TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX store_order_statuses_latest ON store_order_statuses (order_id, id);

CREATE TABLE store_payments (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES store_orders (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    session_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX store_payments_order ON store_payments (order_id);

-- The last invoice number of each seller (0: the service): numbers are
-- sequential per seller without gaps, so one row per seller is taken and
-- increased in the transaction that pays the order.
CREATE TABLE store_invoice_counters (
    seller_key INTEGER PRIMARY KEY,
    last_number INTEGER NOT NULL
);

CREATE TABLE gift_cards (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    loft_id INTEGER REFERENCES lofts (id),
    currency TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    balance INTEGER NOT NULL CHECK (balance >= 0),
    order_id INTEGER NOT NULL REFERENCES store_orders (id),
    voided BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX gift_cards_order ON gift_cards (order_id);

-- What each order took from a card (amount > 0) or gave back (< 0).
CREATE TABLE gift_card_spends (
    id INTEGER PRIMARY KEY,
    gift_card_id INTEGER NOT NULL REFERENCES gift_cards (id),
    order_id INTEGER NOT NULL REFERENCES store_orders (id),
    amount INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX gift_card_spends_card ON gift_card_spends (gift_card_id);
CREATE INDEX gift_card_spends_order ON gift_card_spends (order_id);

-- One period of a membership bought by an order. A renewal is a new period
-- starting where the account's latest one of the product ends.
CREATE TABLE memberships (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES store_products (id),
    order_id INTEGER NOT NULL REFERENCES store_orders (id),
    unlocks TEXT NOT NULL DEFAULT '[]',
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    -- the days before the end of the last reminder mailed (14, 3); 0: none
    reminded_days INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX memberships_user ON memberships (user_id, ends_at);
CREATE INDEX memberships_order ON memberships (order_id);

-- +goose Down
DROP TABLE memberships;
DROP TABLE gift_card_spends;
DROP TABLE gift_cards;
DROP TABLE store_invoice_counters;
DROP TABLE store_payments;
DROP TABLE store_order_statuses;
DROP TABLE store_order_lines;
DROP TABLE store_orders;
DROP TABLE cart_lines;
DROP TABLE store_product_translations;
DROP TABLE store_products;
