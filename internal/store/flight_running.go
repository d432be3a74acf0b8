package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// runningFlightRow is a flight with its loft and counts, read in one query.
type runningFlightRow struct {
	flightRow `bun:",extend"`

	LoftID   int64
	LoftName string
	LoftTZ   string
	Basketed int
	Arrived  int
}

// FindRunningFlights lists flights in one of states across lofts, released
// first, then newest release first.
func (db *DB) FindRunningFlights(ctx context.Context, states []core.FlightState, limit int) ([]*core.RunningFlight, error) {
	if len(states) == 0 {
		return nil, nil
	}
	in := make([]string, len(states))
	for i, s := range states {
		in[i] = string(s)
	}
	var rows []runningFlightRow
	q := db.conn(ctx).NewSelect().Model(&rows).
		ColumnExpr("f.*").
		ColumnExpr("l.id AS loft_id, l.name AS loft_name, l.time_zone AS loft_tz, l.unit AS unit").
		ColumnExpr("(SELECT count(*) FROM basketings b WHERE b.flight_id = f.id) AS basketed").
		ColumnExpr("(SELECT count(*) FROM arrivals a WHERE a.flight_id = f.id) AS arrived").
		Join("JOIN seasons AS s ON s.id = f.season_id").
		Join("JOIN lofts AS l ON l.id = s.loft_id").
		Where("f.state IN (?)", bun.List(in)).
		OrderExpr("CASE f.state WHEN 'released' THEN 0 ELSE 1 END, f.release_time DESC, f.id DESC")
	if err := page(q, 0, limit).Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.RunningFlight, len(rows))
	for i := range rows {
		r := &rows[i]
		out[i] = &core.RunningFlight{Flight: r.flightRow.core(), LoftID: r.LoftID, LoftName: r.LoftName,
			LoftTimeZone: (&core.Loft{TimeZone: r.LoftTZ}).Location().String(),
			Basketed:     r.Basketed, Arrived: r.Arrived}
	}
	return out, nil
}
