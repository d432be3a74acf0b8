-- +goose Up
-- What a loft's administration keeps besides name, unit and addresses: its
-- default currency and time zone, contact details shown on its page, and
-- the time it was archived (a loft with seasons is archived, not deleted).
ALTER TABLE lofts ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD'));
ALTER TABLE lofts ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE lofts ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE lofts ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE lofts ADD COLUMN website TEXT NOT NULL DEFAULT '';
ALTER TABLE lofts ADD COLUMN archived_at TIMESTAMP;

-- Who changed a loft's package; older rows were made by the system.
ALTER TABLE loft_types ADD COLUMN created_by INTEGER REFERENCES users (id);

-- Package periods the loft paid for (SPEC §1: 12 or 24 months). ends_on is
-- the planned last day; ended_on is set when a period is ended early.
CREATE TABLE loft_subscriptions (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    package TEXT NOT NULL CHECK (package IN ('basic', 'premium')),
    starts_on TEXT NOT NULL,
    ends_on TEXT NOT NULL,
    ended_on TEXT,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX loft_subscriptions_loft ON loft_subscriptions (loft_id, starts_on);

-- Notes of the loft's staff and admins; never shown to the public.
CREATE TABLE loft_notes (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX loft_notes_loft ON loft_notes (loft_id, id);

-- +goose Down
DROP TABLE loft_notes;
DROP TABLE loft_subscriptions;
ALTER TABLE loft_types DROP COLUMN created_by;
ALTER TABLE lofts DROP COLUMN archived_at;
ALTER TABLE lofts DROP COLUMN website;
ALTER TABLE lofts DROP COLUMN phone;
ALTER TABLE lofts DROP COLUMN email;
ALTER TABLE lofts DROP COLUMN time_zone;
ALTER TABLE lofts DROP COLUMN currency;
