package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type dueDateRow struct {
	bun.BaseModel `bun:"table:due_dates"`

	ID                int64 `bun:",pk,autoincrement"`
	SeasonID          int64
	DueDateCategoryID int
	Name              string
	Description       string
	StartsAt          core.Date
	EndsAt            core.Date
	MaxDuration       *int
}

func newDueDateRow(d *core.DueDate) *dueDateRow {
	return &dueDateRow{ID: d.ID, SeasonID: d.SeasonID, DueDateCategoryID: int(d.Category), Name: d.Name,
		Description: d.Description, StartsAt: d.StartsAt, EndsAt: d.EndsAt, MaxDuration: d.MaxDuration}
}

// FindDueDates returns a season's due dates sorted by category id.
func (db *DB) FindDueDates(ctx context.Context, seasonID int64) ([]*core.DueDate, error) {
	var rows []dueDateRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("season_id = ?", seasonID).Order("due_date_category_id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.DueDate, len(rows))
	for i, r := range rows {
		out[i] = &core.DueDate{ID: r.ID, SeasonID: r.SeasonID, Category: core.DueDateCategory(r.DueDateCategoryID),
			Name: r.Name, Description: r.Description, StartsAt: r.StartsAt, EndsAt: r.EndsAt, MaxDuration: r.MaxDuration}
	}
	return out, nil
}

// CreateDueDate inserts d; ECONFLICT when the season has the category already.
func (db *DB) CreateDueDate(ctx context.Context, d *core.DueDate) error {
	row := newDueDateRow(d)
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "season")
	}
	d.ID = row.ID
	return nil
}

// UpdateDueDate stores every field of d.
func (db *DB) UpdateDueDate(ctx context.Context, d *core.DueDate) error {
	res, err := db.conn(ctx).NewUpdate().Model(newDueDateRow(d)).WherePK().Exec(ctx)
	if err != nil {
		return mapErr(err, "due date")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Due date not found.")
	}
	return nil
}

// DeleteDueDate removes a due date.
func (db *DB) DeleteDueDate(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*dueDateRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Due date not found.")
	}
	return nil
}
