-- +goose Up
-- The notification centre (core.Notification): one row per notice, its
-- text rendered from the mail template when read. dedupe_key makes a notice
-- once per user (a bird home once per race); NULL for no such rule.
CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    template TEXT NOT NULL,
    data TEXT NOT NULL DEFAULT '{}',
    link TEXT NOT NULL DEFAULT '',
    dedupe_key TEXT,
    created_at TIMESTAMP NOT NULL,
    read_at TIMESTAMP
);
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key);
-- Channels a user chose per kind; kinds without a row use the defaults.
CREATE TABLE notice_prefs (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    email BOOLEAN NOT NULL,
    push BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, kind)
);
-- Web Push subscriptions: one per browser.
CREATE TABLE push_subscriptions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh BLOB NOT NULL,
    auth BLOB NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
-- "Tell me when it is home": a pigeon, or every pigeon of the user in a season.
CREATE TABLE pigeon_alerts (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pigeon_id INTEGER REFERENCES pigeons (id) ON DELETE CASCADE,
    season_id INTEGER REFERENCES seasons (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    CHECK ((pigeon_id IS NULL) <> (season_id IS NULL))
);
CREATE UNIQUE INDEX pigeon_alerts_pigeon ON pigeon_alerts (pigeon_id, user_id) WHERE pigeon_id IS NOT NULL;
CREATE UNIQUE INDEX pigeon_alerts_season ON pigeon_alerts (season_id, user_id) WHERE season_id IS NOT NULL;
-- News is announced to the loft's followers once, when it is first visible;
-- what was published before this migration counts as announced.
ALTER TABLE news ADD COLUMN notified_at TIMESTAMP;
UPDATE news SET notified_at = created_at;

-- +goose Down
ALTER TABLE news DROP COLUMN notified_at;
DROP TABLE pigeon_alerts;
DROP TABLE push_subscriptions;
DROP TABLE notice_prefs;
DROP TABLE notifications;
