package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// flightListingRow is a flight with its loft and season, read in one query.
type flightListingRow struct {
	flightRow `bun:",extend"`

	LoftID     int64
	LoftName   string
	LoftTZ     string
	SeasonName string
}

// FindFlightListings lists flights of seasons that are not drafts, of lofts
// that are not archived, by release time.
func (db *DB) FindFlightListings(ctx context.Context, f core.FlightListingFilter) ([]*core.FlightListing, error) {
	var rows []flightListingRow
	q := db.conn(ctx).NewSelect().Model(&rows).
		ColumnExpr("f.*").
		ColumnExpr("l.id AS loft_id, l.name AS loft_name, l.time_zone AS loft_tz, l.unit AS unit, s.name AS season_name").
		Join("JOIN seasons AS s ON s.id = f.season_id").
		Join("JOIN lofts AS l ON l.id = s.loft_id").
		Where("s.state <> ?", string(core.SeasonDraft)).
		Where("l.archived_at IS NULL")
	if f.LoftID != nil {
		q.Where("l.id = ?", *f.LoftID)
	}
	if len(f.States) > 0 {
		in := make([]string, len(f.States))
		for i, s := range f.States {
			in[i] = string(s)
		}
		q.Where("f.state IN (?)", bun.List(in))
	}
	if !f.From.IsZero() {
		q.Where("f.release_time >= ?", f.From.UTC())
	}
	if !f.Until.IsZero() {
		q.Where("f.release_time < ?", f.Until.UTC())
	}
	if f.Soonest {
		q.OrderExpr("f.release_time ASC, f.id ASC")
	} else {
		q.OrderExpr("f.release_time DESC, f.id DESC")
	}
	if err := page(q, 0, f.Limit).Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.FlightListing, len(rows))
	for i := range rows {
		r := &rows[i]
		out[i] = &core.FlightListing{Flight: r.flightRow.core(), LoftID: r.LoftID, LoftName: r.LoftName,
			LoftTimeZone: (&core.Loft{TimeZone: r.LoftTZ}).Location().String(), SeasonName: r.SeasonName}
	}
	return out, nil
}
