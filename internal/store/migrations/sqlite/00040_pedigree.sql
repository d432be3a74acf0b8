-- +goose Up
-- The pedigree tool (issue 29): each account's settings and trial, its
-- breeders, pigeons and breeding pairs, apart from the race pigeons. A
-- pigeon is linked to its races by its ring, not by a key.
CREATE TABLE pedigree_settings (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    generations INTEGER NOT NULL CHECK (generations BETWEEN 3 AND 6),
    time_zone TEXT NOT NULL,
    trial_started_at TIMESTAMP NOT NULL,
    trial_notice_sent_at TIMESTAMP
);
CREATE INDEX pedigree_settings_trial ON pedigree_settings (trial_started_at) WHERE trial_notice_sent_at IS NULL;

CREATE TABLE pedigree_fanciers (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    loft_name TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX pedigree_fanciers_user ON pedigree_fanciers (user_id);

-- Breeding pairs reference pigeons and youngsters reference their pair;
-- SQLite resolves the youngsters' reference when a row is written.
CREATE TABLE pedigree_pigeons (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ring TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    sex TEXT NOT NULL CHECK (sex IN ('cock', 'hen', 'unknown')),
    color TEXT NOT NULL DEFAULT '',
    strain TEXT NOT NULL DEFAULT '',
    breeder_id INTEGER REFERENCES pedigree_fanciers (id) ON DELETE SET NULL,
    sire_id INTEGER REFERENCES pedigree_pigeons (id) ON DELETE SET NULL,
    dam_id INTEGER REFERENCES pedigree_pigeons (id) ON DELETE SET NULL,
    pair_id INTEGER REFERENCES pedigree_pairs (id) ON DELETE SET NULL,
    hatched_on TEXT,
    notes TEXT NOT NULL DEFAULT '',
    photo_path TEXT NOT NULL DEFAULT '',
    shared BOOLEAN NOT NULL DEFAULT FALSE, -- its pedigree shows on its race pigeon's public page
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, ring)
);
CREATE INDEX pedigree_pigeons_ring ON pedigree_pigeons (ring);

CREATE TABLE pedigree_pairs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    cock_id INTEGER NOT NULL REFERENCES pedigree_pigeons (id) ON DELETE CASCADE,
    hen_id INTEGER NOT NULL REFERENCES pedigree_pigeons (id) ON DELETE CASCADE,
    from_on TEXT NOT NULL,
    to_on TEXT,
    rounds INTEGER NOT NULL DEFAULT 0 CHECK (rounds BETWEEN 0 AND 20),
    notes TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX pedigree_pairs_user ON pedigree_pairs (user_id);

-- +goose Down
DROP TABLE pedigree_pairs;
DROP TABLE pedigree_pigeons;
DROP TABLE pedigree_fanciers;
DROP TABLE pedigree_settings;
