-- +goose Up
-- Each loft, and a season overriding its loft, names who fanciers pay by bank
-- transfer; the server-wide bank account is only the default. One row per
-- loft or season: none means "not set", so the default applies.
CREATE TABLE loft_payees (
    loft_id BIGINT PRIMARY KEY REFERENCES lofts (id) ON DELETE CASCADE,
    holder TEXT NOT NULL,
    iban TEXT NOT NULL,
    bic TEXT NOT NULL DEFAULT '',
    bank TEXT NOT NULL DEFAULT '',
    reference_pattern TEXT NOT NULL DEFAULT ''
);
CREATE TABLE season_payees (
    season_id BIGINT PRIMARY KEY REFERENCES seasons (id) ON DELETE CASCADE,
    holder TEXT NOT NULL,
    iban TEXT NOT NULL,
    bic TEXT NOT NULL DEFAULT '',
    bank TEXT NOT NULL DEFAULT '',
    reference_pattern TEXT NOT NULL DEFAULT ''
);

-- +goose Down
DROP TABLE season_payees;
DROP TABLE loft_payees;
