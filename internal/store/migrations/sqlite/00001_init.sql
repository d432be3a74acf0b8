-- +goose Up
CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    image_src TEXT NOT NULL DEFAULT '',
    ipfn TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    street TEXT NOT NULL DEFAULT '',
    zipcode TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT 'en',
    phone TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL DEFAULT '',
    is_admin INTEGER NOT NULL DEFAULT 0,
    email_verified_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE lofts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    unit TEXT NOT NULL CHECK (unit IN ('km', 'mile')),
    description TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX lofts_name ON lofts (name);

CREATE TABLE permissions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    is_merchant BOOLEAN NOT NULL DEFAULT FALSE,
    is_agent BOOLEAN NOT NULL DEFAULT FALSE,
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    UNIQUE (user_id, loft_id)
);
CREATE INDEX permissions_loft ON permissions (loft_id);

CREATE TABLE loft_addresses (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    city TEXT NOT NULL,
    street TEXT NOT NULL,
    zipcode TEXT NOT NULL,
    country TEXT NOT NULL DEFAULT '',
    longitude REAL NOT NULL DEFAULT 0,
    latitude REAL NOT NULL DEFAULT 0
);
CREATE INDEX loft_addresses_loft ON loft_addresses (loft_id);

CREATE TABLE loft_types (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    package TEXT NOT NULL CHECK (package IN ('legacy', 'basic', 'premium')),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX loft_types_loft ON loft_types (loft_id, id);

CREATE TABLE loft_tags (
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    tag_name TEXT NOT NULL,
    PRIMARY KEY (loft_id, tag_name)
);

CREATE TABLE loft_display_fields (
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    area TEXT NOT NULL,
    field TEXT NOT NULL,
    visible BOOLEAN NOT NULL,
    PRIMARY KEY (loft_id, area, field)
);

CREATE TABLE seasons (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id),
    name TEXT NOT NULL,
    currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD')),
    state TEXT NOT NULL CHECK (state IN ('draft', 'in_progress', 'over')),
    registration_open BOOLEAN NOT NULL DEFAULT FALSE,
    max_pigeons INTEGER,
    max_active INTEGER,
    max_reserve INTEGER,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX seasons_loft ON seasons (loft_id);

CREATE TABLE season_statuses (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    registration_open BOOLEAN NOT NULL,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX season_statuses_season ON season_statuses (season_id, id);

CREATE TABLE due_dates (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    due_date_category_id INTEGER NOT NULL CHECK (due_date_category_id BETWEEN 1 AND 6),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    max_duration INTEGER,
    UNIQUE (season_id, due_date_category_id)
);

CREATE TABLE product_categories (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE
);
INSERT INTO product_categories (id, code) VALUES
    (1, 'entry_fee'), (2, 'final_flight_activation'), (3, 'reserve_activation'), (4, 'sale');

CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id),
    product_category_id INTEGER NOT NULL REFERENCES product_categories (id),
    name TEXT NOT NULL,
    pigeons_active INTEGER NOT NULL DEFAULT 0,
    pigeons_reserve INTEGER NOT NULL DEFAULT 0,
    amount BIGINT NOT NULL CHECK (amount >= 0),
    max_quantity INTEGER,
    period_starts_at TEXT,
    period_ends_at TEXT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX products_season ON products (season_id);

CREATE TABLE teams (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (loft_id, name)
);
CREATE INDEX teams_user ON teams (user_id);

CREATE TABLE pigeons (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id),
    team_id INTEGER NOT NULL REFERENCES teams (id),
    ring TEXT NOT NULL,
    chip_ring TEXT,
    name TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    sex TEXT NOT NULL DEFAULT 'unknown' CHECK (sex IN ('cock', 'hen', 'unknown')),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (season_id, ring),
    UNIQUE (season_id, chip_ring)
);
CREATE INDEX pigeons_team ON pigeons (team_id);

CREATE TABLE pigeon_status_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('health', 'progressive'))
);
INSERT INTO pigeon_status_types (id, code, kind) VALUES
    (1, 'active', 'health'), (2, 'reserve', 'health'), (3, 'activated_reserve', 'health'),
    (4, 'died', 'health'), (5, 'lost', 'health'), (6, 'injured', 'health'),
    (7, 'for_sale', 'health'), (8, 'unassigned', 'health'), (9, 'assigned', 'health'),
    (10, 'reserve_activation_pending', 'progressive'),
    (11, 'final_flight_activation_pending', 'progressive'),
    (12, 'activated_final_flight', 'progressive');

CREATE TABLE pigeon_statuses (
    id INTEGER PRIMARY KEY,
    pigeon_id INTEGER NOT NULL REFERENCES pigeons (id) ON DELETE CASCADE,
    pigeon_status_type_id INTEGER NOT NULL REFERENCES pigeon_status_types (id),
    kind TEXT NOT NULL CHECK (kind IN ('health', 'progressive')),
    note TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX pigeon_statuses_latest ON pigeon_statuses (pigeon_id, kind, id);

CREATE TABLE news (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX news_loft ON news (loft_id, published_at);

CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    fileable_type TEXT NOT NULL,
    fileable_id INTEGER NOT NULL,
    file_type TEXT NOT NULL,
    file_category TEXT NOT NULL,
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX files_fileable ON files (fileable_type, fileable_id);

-- +goose Down
DROP TABLE files;
DROP TABLE news;
DROP TABLE pigeon_statuses;
DROP TABLE pigeon_status_types;
DROP TABLE pigeons;
DROP TABLE teams;
DROP TABLE products;
DROP TABLE product_categories;
DROP TABLE due_dates;
DROP TABLE season_statuses;
DROP TABLE seasons;
DROP TABLE loft_display_fields;
DROP TABLE loft_tags;
DROP TABLE loft_types;
DROP TABLE loft_addresses;
DROP TABLE permissions;
DROP TABLE lofts;
DROP TABLE users;
