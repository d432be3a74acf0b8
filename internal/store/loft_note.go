package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type loftNoteRow struct {
	bun.BaseModel `bun:"table:loft_notes"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    int64
	Body      string
	CreatedBy *int64
	CreatedAt time.Time
}

func (r *loftNoteRow) core() *core.LoftNote {
	return &core.LoftNote{ID: r.ID, LoftID: r.LoftID, Body: r.Body, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
}

// FindLoftNotes returns a loft's notes, newest first.
func (db *DB) FindLoftNotes(ctx context.Context, loftID int64) ([]*core.LoftNote, error) {
	var rows []loftNoteRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("loft_id = ?", loftID).OrderExpr("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.LoftNote, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// FindLoftNoteByID returns one note.
func (db *DB) FindLoftNoteByID(ctx context.Context, id int64) (*core.LoftNote, error) {
	var row loftNoteRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Note")
	}
	return row.core(), nil
}

// CreateLoftNote inserts n and sets its id and creation time.
func (db *DB) CreateLoftNote(ctx context.Context, n *core.LoftNote) error {
	n.CreatedAt = db.now()
	row := &loftNoteRow{LoftID: n.LoftID, Body: n.Body, CreatedBy: n.CreatedBy, CreatedAt: n.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	n.ID = row.ID
	return nil
}

// DeleteLoftNote removes a note.
func (db *DB) DeleteLoftNote(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*loftNoteRow)(nil)).Where("id = ?", id).Exec(ctx)
	return affected(res, err, "Note not found.")
}
