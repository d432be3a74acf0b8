package store

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// arrivalColumns are an arrival's columns with its pigeon's, in the order
// scanArrivals reads them.
const arrivalColumns = `a.id, a.flight_id, a.pigeon_id, a.batch_id, a.chip_id, a.antenna_id, a.arrived_ms,
	p.season_id, p.team_id, p.ring, p.chip_ring, p.name, p.color, p.sex, p.order_id, p.created_at`

// FindArrivals lists a flight's arrivals (of pigeonIDs, or all when nil) by
// time, then pigeon, with pigeons and teams: one query for the arrivals with
// their pigeons, scanned by hand (a 50,000-bird race's results load whole),
// and one for the teams.
func (db *DB) FindArrivals(ctx context.Context, flightID int64, pigeonIDs []int64) ([]*core.Arrival, error) {
	var where strings.Builder
	args := []any{flightID}
	where.WriteString("a.flight_id = ?")
	if pigeonIDs != nil {
		if len(pigeonIDs) == 0 {
			return nil, nil
		}
		where.WriteString(" AND a.pigeon_id IN (?)")
		args = append(args, bun.List(pigeonIDs))
	}
	return db.arrivals(ctx, where.String(), args...)
}

// FindFirstArrivals returns a flight's first arrivals in the order of
// FindArrivals, at least n of them (all when it has fewer), and every
// arrival home at the same instant as the last of them: ranking orders a
// tie by ring, so a place near the n-th needs the whole instant. It also
// counts the flight's arrivals. The first page of a race's results needs
// no more; arrivals_flight_time serves both queries from the index.
func (db *DB) FindFirstArrivals(ctx context.Context, flightID int64, n int) ([]*core.Arrival, int, error) {
	total, err := db.conn(ctx).NewSelect().TableExpr("arrivals").Where("flight_id = ?", flightID).Count(ctx)
	if err != nil || total == 0 || n <= 0 {
		return nil, total, err
	}
	where, args := "a.flight_id = ?", []any{flightID}
	if n < total {
		where += " AND a.arrived_ms <= (SELECT arrived_ms FROM arrivals WHERE flight_id = ? ORDER BY arrived_ms LIMIT 1 OFFSET ?)"
		args = append(args, flightID, n-1)
	}
	as, err := db.arrivals(ctx, where, args...)
	return as, total, err
}

// arrivals reads the arrivals that where picks, with their pigeons and
// teams, by time, then pigeon.
func (db *DB) arrivals(ctx context.Context, where string, args ...any) ([]*core.Arrival, error) {
	rows, err := db.conn(ctx).QueryContext(ctx, "SELECT "+arrivalColumns+
		" FROM arrivals AS a JOIN pigeons AS p ON p.id = a.pigeon_id WHERE "+where+" ORDER BY a.arrived_ms, a.pigeon_id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*core.Arrival
	teamIDs := map[int64]bool{}
	for rows.Next() {
		var (
			a core.Arrival
			p pigeonRow
		)
		if err := rows.Scan(&a.ID, &a.FlightID, &a.PigeonID, &a.BatchID, &a.ChipID, &a.AntennaID, &a.ArrivedMs,
			&p.SeasonID, &p.TeamID, &p.Ring, &p.ChipRing, &p.Name, &p.Color, &p.Sex, &p.OrderID, &p.CreatedAt); err != nil {
			return nil, err
		}
		p.ID = a.PigeonID
		a.Pigeon = p.core()
		out = append(out, &a)
		teamIDs[p.TeamID] = true
	}
	if err := rows.Err(); err != nil || len(out) == 0 {
		return out, err
	}
	teams, err := db.teamsByID(ctx, teamIDs, core.TeamFilter{})
	if err != nil {
		return nil, err
	}
	for _, a := range out {
		a.Pigeon.Team = teams[a.Pigeon.TeamID]
	}
	return out, nil
}
