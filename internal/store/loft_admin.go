package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// FindLoftCounts counts the seasons, flights and active merchants of lofts.
func (db *DB) FindLoftCounts(ctx context.Context, ids []int64) (map[int64]core.LoftCounts, error) {
	out := map[int64]core.LoftCounts{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		LoftID int64
		N      int
	}
	for _, c := range []struct {
		query string
		set   func(*core.LoftCounts, int)
	}{
		{"SELECT loft_id, count(*) AS n FROM seasons WHERE loft_id IN (?) GROUP BY loft_id",
			func(c *core.LoftCounts, n int) { c.Seasons = n }},
		{"SELECT s.loft_id, count(*) AS n FROM flights f JOIN seasons s ON s.id = f.season_id WHERE s.loft_id IN (?) GROUP BY s.loft_id",
			func(c *core.LoftCounts, n int) { c.Flights = n }},
		{"SELECT loft_id, count(*) AS n FROM permissions WHERE loft_id IN (?) AND is_merchant AND is_active GROUP BY loft_id",
			func(c *core.LoftCounts, n int) { c.ActiveMerchants = n }},
	} {
		rows = rows[:0]
		if err := db.conn(ctx).NewRaw(c.query, bun.List(ids)).Scan(ctx, &rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			v := out[r.LoftID]
			c.set(&v, r.N)
			out[r.LoftID] = v
		}
	}
	return out, nil
}

// UpdateLoft stores the loft's own fields.
func (db *DB) UpdateLoft(ctx context.Context, l *core.Loft) error {
	res, err := db.conn(ctx).NewUpdate().Model(newLoftRow(l)).
		Column("name", "unit", "currency", "time_zone", "description", "country", "email", "phone", "website").WherePK().Exec(ctx)
	return affected(res, mapErr(err, "loft"), "Loft not found.")
}

// SetLoftImage stores the key of a loft's logo or cover (” removes it).
func (db *DB) SetLoftImage(ctx context.Context, loftID int64, kind core.LoftImage, path string) error {
	col := "logo_path"
	if kind == core.LoftCover {
		col = "cover_path"
	}
	res, err := db.conn(ctx).NewUpdate().Model((*loftRow)(nil)).Set("? = ?", bun.Ident(col), path).Where("id = ?", loftID).Exec(ctx)
	return affected(res, err, "Loft not found.")
}

// SetLoftArchived sets or clears the archive time.
func (db *DB) SetLoftArchived(ctx context.Context, loftID int64, at *time.Time) error {
	res, err := db.conn(ctx).NewUpdate().Model((*loftRow)(nil)).Set("archived_at = ?", at).Where("id = ?", loftID).Exec(ctx)
	return affected(res, err, "Loft not found.")
}

// DeleteLoft removes a loft, its teams (which hold no pigeons without
// seasons) and, by cascade, its addresses, package history, tags, display
// fields, permissions, devices, news, subscriptions and notes.
func (db *DB) DeleteLoft(ctx context.Context, loftID int64) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		if _, err := db.conn(ctx).NewDelete().TableExpr("teams").Where("loft_id = ?", loftID).Exec(ctx); err != nil {
			return mapErr(err, "loft")
		}
		if _, err := db.conn(ctx).NewDelete().TableExpr("favorites").Where("kind = 'loft' AND target_id = ?", loftID).Exec(ctx); err != nil {
			return err
		}
		res, err := db.conn(ctx).NewDelete().Model((*loftRow)(nil)).Where("id = ?", loftID).Exec(ctx)
		return affected(res, mapErr(err, "loft"), "Loft not found.")
	})
}

// UpdateLoftAddress stores every field of a, within its loft.
func (db *DB) UpdateLoftAddress(ctx context.Context, a *core.LoftAddress) error {
	row := &loftAddressRow{ID: a.ID, LoftID: a.LoftID, City: a.City, Street: a.Street, Zipcode: a.Zipcode,
		Country: a.Country, Longitude: a.Longitude, Latitude: a.Latitude}
	res, err := db.conn(ctx).NewUpdate().Model(row).ExcludeColumn("id", "loft_id").
		Where("id = ? AND loft_id = ?", a.ID, a.LoftID).Exec(ctx)
	return affected(res, mapErr(err, "address"), "Address not found.")
}

// DeleteLoftAddress removes an address of a loft.
func (db *DB) DeleteLoftAddress(ctx context.Context, loftID, addressID int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*loftAddressRow)(nil)).Where("id = ? AND loft_id = ?", addressID, loftID).Exec(ctx)
	return affected(res, err, "Address not found.")
}

// FindLoftTypes returns the package history, newest first.
func (db *DB) FindLoftTypes(ctx context.Context, loftID int64) ([]*core.LoftType, error) {
	var rows []loftTypeRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("loft_id = ?", loftID).OrderExpr("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.LoftType, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// DeletePermission removes a user's permission on a loft.
func (db *DB) DeletePermission(ctx context.Context, loftID, userID int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*permissionRow)(nil)).Where("loft_id = ? AND user_id = ?", loftID, userID).Exec(ctx)
	return affected(res, err, "Permission not found.")
}

// affected turns an update or delete that matched no row into ENOTFOUND
// with msg; err, when set, wins.
func affected(res sql.Result, err error, msg string) error {
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "%s", msg)
	}
	return nil
}
