-- +goose Up
-- A loft's library (core.Album, core.Video): photo albums, per season or
-- for the loft, whose photos are files of type 'album'; and links to videos.
CREATE TABLE albums (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    season_id INTEGER REFERENCES seasons (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX albums_loft ON albums (loft_id, id);
CREATE TABLE videos (
    id INTEGER PRIMARY KEY,
    loft_id INTEGER NOT NULL REFERENCES lofts (id) ON DELETE CASCADE,
    season_id INTEGER REFERENCES seasons (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    provider TEXT NOT NULL CHECK (provider IN ('youtube', 'vimeo')),
    video_id TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX videos_loft ON videos (loft_id, id);

-- +goose Down
DROP TABLE videos;
DROP TABLE albums;
