package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type albumRow struct {
	bun.BaseModel `bun:"table:albums,alias:a"`

	ID         int64 `bun:",pk,autoincrement"`
	LoftID     int64
	SeasonID   *int64
	Title      string
	CreatedAt  time.Time
	SeasonName string `bun:",scanonly"`
}

type videoRow struct {
	bun.BaseModel `bun:"table:videos,alias:v"`

	ID         int64 `bun:",pk,autoincrement"`
	LoftID     int64
	SeasonID   *int64
	Title      string
	URL        string `bun:"url"`
	Provider   string
	VideoID    string
	CreatedAt  time.Time
	SeasonName string `bun:",scanonly"`
}

// FindAlbums implements core.MediaStore: the albums, then their photos in
// one query.
func (db *DB) FindAlbums(ctx context.Context, loftID int64) ([]*core.Album, error) {
	return db.albums(ctx, "a.loft_id = ?", loftID)
}

// FindAlbumByID implements core.MediaStore.
func (db *DB) FindAlbumByID(ctx context.Context, id int64) (*core.Album, error) {
	as, err := db.albums(ctx, "a.id = ?", id)
	if err != nil {
		return nil, err
	}
	if len(as) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Album not found.")
	}
	return as[0], nil
}

func (db *DB) albums(ctx context.Context, where string, arg int64) ([]*core.Album, error) {
	var rows []albumRow
	if err := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("a.*").
		ColumnExpr("COALESCE((SELECT s.name FROM seasons s WHERE s.id = a.season_id), '') AS season_name").
		Where(where, arg).OrderExpr("a.id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	out := make([]*core.Album, len(rows))
	byID := make(map[int64]*core.Album, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = &core.Album{ID: r.ID, LoftID: r.LoftID, SeasonID: r.SeasonID, Title: r.Title, CreatedAt: r.CreatedAt.UTC(), SeasonName: r.SeasonName}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	var files []fileRow
	if err := db.conn(ctx).NewSelect().Model(&files).Where("fileable_type = 'album' AND fileable_id IN (?)", bun.List(ids)).
		OrderExpr("id").Scan(ctx); err != nil {
		return nil, err
	}
	for i := range files {
		a := byID[files[i].FileableID]
		a.Photos = append(a.Photos, files[i].core())
	}
	return out, nil
}

// CreateAlbum implements core.MediaStore.
func (db *DB) CreateAlbum(ctx context.Context, a *core.Album) error {
	a.CreatedAt = db.now()
	row := &albumRow{LoftID: a.LoftID, SeasonID: a.SeasonID, Title: a.Title, CreatedAt: a.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "Season")
	}
	a.ID = row.ID
	return nil
}

// UpdateAlbum implements core.MediaStore: its title and season.
func (db *DB) UpdateAlbum(ctx context.Context, a *core.Album) error {
	_, err := db.conn(ctx).NewUpdate().Model((*albumRow)(nil)).Set("title = ?", a.Title).Set("season_id = ?", a.SeasonID).Where("id = ?", a.ID).Exec(ctx)
	return mapErr(err, "Season")
}

// DeleteAlbum implements core.MediaStore.
func (db *DB) DeleteAlbum(ctx context.Context, id int64) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		if _, err := db.conn(ctx).NewDelete().Model((*fileRow)(nil)).Where("fileable_type = 'album' AND fileable_id = ?", id).Exec(ctx); err != nil {
			return err
		}
		_, err := db.conn(ctx).NewDelete().Model((*albumRow)(nil)).Where("id = ?", id).Exec(ctx)
		return err
	})
}

// FindVideos implements core.MediaStore.
func (db *DB) FindVideos(ctx context.Context, loftID int64) ([]*core.Video, error) {
	var rows []videoRow
	if err := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("v.*").
		ColumnExpr("COALESCE((SELECT s.name FROM seasons s WHERE s.id = v.season_id), '') AS season_name").
		Where("v.loft_id = ?", loftID).OrderExpr("v.id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Video, len(rows))
	for i, r := range rows {
		out[i] = &core.Video{ID: r.ID, LoftID: r.LoftID, SeasonID: r.SeasonID, Title: r.Title, URL: r.URL, Provider: r.Provider, VideoID: r.VideoID,
			CreatedAt: r.CreatedAt.UTC(), SeasonName: r.SeasonName}
	}
	return out, nil
}

// CreateVideo implements core.MediaStore.
func (db *DB) CreateVideo(ctx context.Context, v *core.Video) error {
	v.CreatedAt = db.now()
	row := &videoRow{LoftID: v.LoftID, SeasonID: v.SeasonID, Title: v.Title, URL: v.URL, Provider: v.Provider, VideoID: v.VideoID, CreatedAt: v.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "Season")
	}
	v.ID = row.ID
	return nil
}

// DeleteVideo implements core.MediaStore.
func (db *DB) DeleteVideo(ctx context.Context, loftID, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*videoRow)(nil)).Where("id = ? AND loft_id = ?", id, loftID).Exec(ctx)
	if err != nil {
		return err
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return core.Errorf(core.ENOTFOUND, "Video not found.")
	}
	return nil
}
