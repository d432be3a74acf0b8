-- +goose Up
CREATE TABLE flights (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons (id),
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('training', 'hot_spot', 'final')),
    release_time TIMESTAMP NOT NULL,
    release_point TEXT NOT NULL DEFAULT '',
    release_longitude REAL NOT NULL DEFAULT 0,
    release_latitude REAL NOT NULL DEFAULT 0,
    distance INTEGER NOT NULL CHECK (distance > 0),
    estimated_average_speed INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL CHECK (state IN ('coming_soon', 'basketing', 'released', 'finished')),
    revision INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX flights_season ON flights (season_id, release_time);

CREATE TABLE flight_statuses (
    id INTEGER PRIMARY KEY,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX flight_statuses_flight ON flight_statuses (flight_id, id);

CREATE TABLE basketings (
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    pigeon_id INTEGER NOT NULL REFERENCES pigeons (id),
    basketed_at TIMESTAMP NOT NULL,
    PRIMARY KEY (flight_id, pigeon_id)
);
CREATE INDEX basketings_pigeon ON basketings (pigeon_id);

CREATE TABLE devices (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('clock', 'antenna', 'pc')),
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX devices_loft ON devices (loft_id);

CREATE TABLE device_heartbeats (
    id INTEGER PRIMARY KEY,
    device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    settings TEXT NOT NULL DEFAULT '{}',
    signal INTEGER,
    voltage REAL,
    temperature REAL,
    firmware TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX device_heartbeats_device ON device_heartbeats (device_id, id);

CREATE TABLE arrival_batches (
    id INTEGER PRIMARY KEY,
    device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    reads INTEGER NOT NULL DEFAULT 0,
    arrivals INTEGER NOT NULL DEFAULT 0,
    unmatched INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (device_id, seq)
);
CREATE INDEX arrival_batches_flight ON arrival_batches (flight_id);

CREATE TABLE arrivals (
    id INTEGER PRIMARY KEY,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    pigeon_id INTEGER NOT NULL REFERENCES pigeons (id),
    batch_id INTEGER NOT NULL REFERENCES arrival_batches (id) ON DELETE CASCADE,
    chip_id TEXT NOT NULL,
    antenna_id TEXT NOT NULL DEFAULT '',
    arrived_ms INTEGER NOT NULL,
    UNIQUE (flight_id, pigeon_id)
);
CREATE INDEX arrivals_flight_time ON arrivals (flight_id, arrived_ms);

CREATE TABLE unmatched_reads (
    id INTEGER PRIMARY KEY,
    flight_id INTEGER NOT NULL REFERENCES flights (id) ON DELETE CASCADE,
    batch_id INTEGER NOT NULL REFERENCES arrival_batches (id) ON DELETE CASCADE,
    chip_id TEXT NOT NULL,
    antenna_id TEXT NOT NULL DEFAULT '',
    read_ms INTEGER NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX unmatched_reads_flight ON unmatched_reads (flight_id, id);

-- +goose Down
DROP TABLE unmatched_reads;
DROP TABLE arrivals;
DROP TABLE arrival_batches;
DROP TABLE device_heartbeats;
DROP TABLE devices;
DROP TABLE basketings;
DROP TABLE flight_statuses;
DROP TABLE flights;
