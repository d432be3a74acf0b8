package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type newsRow struct {
	bun.BaseModel `bun:"table:news,alias:n"`

	ID          int64 `bun:",pk,autoincrement"`
	LoftID      int64
	Title       string
	Body        string
	Draft       bool
	PublishedAt time.Time
	CreatedAt   time.Time
	UpdatedAt   *time.Time
	NotifiedAt  *time.Time // announced to the loft's followers; nil until then
	LoftName    string     `bun:",scanonly"`
}

type fileRow struct {
	bun.BaseModel `bun:"table:files"`

	ID           int64 `bun:",pk,autoincrement"`
	FileableType string
	FileableID   int64
	FileType     string
	FileCategory string
	Name         string
	Path         string
	MimeType     string
	Size         int64
	CreatedAt    time.Time
}

func (r *fileRow) core() *core.File {
	return &core.File{ID: r.ID, FileableType: r.FileableType, FileableID: r.FileableID, FileType: r.FileType,
		FileCategory: r.FileCategory, Name: r.Name, Path: r.Path, MimeType: r.MimeType, Size: r.Size, CreatedAt: r.CreatedAt}
}

// FindNewsByID returns an article with attachments.
func (db *DB) FindNewsByID(ctx context.Context, id int64) (*core.News, error) {
	ns, _, err := db.FindNews(ctx, core.NewsFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(ns) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "News not found.")
	}
	return ns[0], nil
}

// FindNews returns one page of articles, newest publication first, and the total.
func (db *DB) FindNews(ctx context.Context, f core.NewsFilter) ([]*core.News, int, error) {
	var rows []newsRow
	q := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("n.*").
		ColumnExpr("(SELECT l.name FROM lofts l WHERE l.id = n.loft_id) AS loft_name").Order("published_at DESC", "id DESC")
	if f.ID != nil {
		q.Where("id = ?", *f.ID)
	}
	if f.LoftID != nil {
		q.Where("loft_id = ?", *f.LoftID)
	}
	if f.PublishedOnly {
		q.Where("published_at <= ? AND NOT draft", f.Now)
	}
	if f.Search != "" {
		q.Where("lower(title) LIKE ?", "%"+strings.ToLower(f.Search)+"%")
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return nil, n, err
	}
	out := make([]*core.News, len(rows))
	byID := map[int64]*core.News{}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = &core.News{ID: r.ID, LoftID: r.LoftID, Title: r.Title, Body: r.Body, Draft: r.Draft, PublishedAt: r.PublishedAt.UTC(),
			CreatedAt: r.CreatedAt, UpdatedAt: utcPtr(r.UpdatedAt), LoftName: r.LoftName}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	var files []fileRow
	if err := db.conn(ctx).NewSelect().Model(&files).Where("fileable_type = 'news' AND fileable_id IN (?)", bun.List(ids)).
		Order("id").Scan(ctx); err != nil {
		return nil, 0, err
	}
	for i := range files {
		n := byID[files[i].FileableID]
		n.Attachments = append(n.Attachments, files[i].core())
	}
	return out, n, nil
}

// CreateNews inserts an article.
func (db *DB) CreateNews(ctx context.Context, n *core.News) error {
	n.CreatedAt = db.now()
	row := &newsRow{LoftID: n.LoftID, Title: n.Title, Body: n.Body, Draft: n.Draft, PublishedAt: n.PublishedAt.UTC(), CreatedAt: n.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	n.ID = row.ID
	return nil
}

// UpdateNews stores an article's title, body, draft flag and publication time.
func (db *DB) UpdateNews(ctx context.Context, n *core.News) error {
	now := db.now()
	res, err := db.conn(ctx).NewUpdate().Model((*newsRow)(nil)).Set("title = ?", n.Title).Set("body = ?", n.Body).
		Set("draft = ?", n.Draft).Set("published_at = ?", n.PublishedAt.UTC()).Set("updated_at = ?", now).Where("id = ?", n.ID).Exec(ctx)
	if err != nil {
		return err
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return core.Errorf(core.ENOTFOUND, "News not found.")
	}
	n.UpdatedAt = &now
	return nil
}

// DeleteNews removes an article and its attachments' records.
func (db *DB) DeleteNews(ctx context.Context, id int64) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		if _, err := db.conn(ctx).NewDelete().Model((*fileRow)(nil)).Where("fileable_type = 'news' AND fileable_id = ?", id).Exec(ctx); err != nil {
			return err
		}
		res, err := db.conn(ctx).NewDelete().Model((*newsRow)(nil)).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return core.Errorf(core.ENOTFOUND, "News not found.")
		}
		return nil
	})
}

// CreateFile records an uploaded file.
func (db *DB) CreateFile(ctx context.Context, f *core.File) error {
	f.CreatedAt = db.now()
	row := &fileRow{FileableType: f.FileableType, FileableID: f.FileableID, FileType: f.FileType, FileCategory: f.FileCategory,
		Name: f.Name, Path: f.Path, MimeType: f.MimeType, Size: f.Size, CreatedAt: f.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "file")
	}
	f.ID = row.ID
	return nil
}

// DeleteFile removes a file's record if it belongs to the entity.
func (db *DB) DeleteFile(ctx context.Context, id int64, fileableType string, fileableID int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*fileRow)(nil)).Where("id = ? AND fileable_type = ? AND fileable_id = ?", id, fileableType, fileableID).Exec(ctx)
	if err != nil {
		return err
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return core.Errorf(core.ENOTFOUND, "File not found.")
	}
	return nil
}

// ClaimNewsToAnnounce marks the published articles not yet announced to
// their lofts' followers as announced and returns them. The update claims
// each article once, however many instances run the job.
func (db *DB) ClaimNewsToAnnounce(ctx context.Context, now time.Time) ([]*core.News, error) {
	var rows []newsRow
	err := db.conn(ctx).NewUpdate().Model(&rows).Set("notified_at = ?", now).
		Where("notified_at IS NULL AND NOT draft AND published_at <= ?", now).Returning("id, loft_id, title").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*core.News, len(rows))
	for i, r := range rows {
		out[i] = &core.News{ID: r.ID, LoftID: r.LoftID, Title: r.Title}
	}
	return out, nil
}
