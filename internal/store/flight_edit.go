package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type flightChangeRow struct {
	bun.BaseModel `bun:"table:flight_changes"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	Field     string
	OldValue  string
	NewValue  string
	CreatedBy *int64
	CreatedAt time.Time
}

// UpdateFlight stores the editable fields of f, bumps the revision and
// appends the changes to the history.
func (db *DB) UpdateFlight(ctx context.Context, f *core.Flight, changes []*core.FlightChange) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		var rev int64
		err := db.conn(ctx).NewUpdate().Model((*flightRow)(nil)).
			Set("name = ?", f.Name).Set("kind = ?", string(f.Kind)).Set("release_time = ?", f.ReleaseTime.UTC()).
			Set("release_point = ?", f.ReleasePoint).Set("release_longitude = ?", f.ReleaseLongitude).
			Set("release_latitude = ?", f.ReleaseLatitude).Set("distance = ?", int64(f.Distance)).
			Set("estimated_average_speed = ?", int64(f.EstimatedAverageSpeed)).Set("revision = revision + 1").
			Where("id = ?", f.ID).Returning("revision").Scan(ctx, &rev)
		if err != nil {
			return mapErr(err, "Flight")
		}
		f.Revision = rev
		return db.createFlightChanges(ctx, f.ID, changes)
	})
}

// UpdateFlightPrizes stores a race's prize table (nil: none), bumps the
// revision and records the change.
func (db *DB) UpdateFlightPrizes(ctx context.Context, f *core.Flight, change *core.FlightChange) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		var rev int64
		err := db.conn(ctx).NewUpdate().Model((*flightRow)(nil)).Set("prize_table = ?", f.Prizes.JSON()).
			Set("revision = revision + 1").Where("id = ?", f.ID).Returning("revision").Scan(ctx, &rev)
		if err != nil {
			return mapErr(err, "Flight")
		}
		f.Revision = rev
		return db.createFlightChanges(ctx, f.ID, []*core.FlightChange{change})
	})
}

func (db *DB) createFlightChanges(ctx context.Context, flightID int64, changes []*core.FlightChange) error {
	now := db.now()
	for _, c := range changes {
		c.FlightID = flightID
		if c.CreatedAt.IsZero() {
			c.CreatedAt = now
		}
		row := &flightChangeRow{FlightID: flightID, Field: c.Field, OldValue: c.OldValue, NewValue: c.NewValue, CreatedBy: c.CreatedBy, CreatedAt: c.CreatedAt}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "flight")
		}
		c.ID = row.ID
	}
	return nil
}

// FindFlightChanges returns a flight's edit history, newest first.
func (db *DB) FindFlightChanges(ctx context.Context, flightID int64) ([]*core.FlightChange, error) {
	var rows []flightChangeRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("flight_id = ?", flightID).Order("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.FlightChange, len(rows))
	for i, r := range rows {
		out[i] = &core.FlightChange{ID: r.ID, FlightID: r.FlightID, Field: r.Field, OldValue: r.OldValue, NewValue: r.NewValue,
			CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// FirstArrivalMs is the earliest arrival of a flight, 0 when none.
func (db *DB) FirstArrivalMs(ctx context.Context, flightID int64) (int64, error) {
	var ms *int64
	err := db.conn(ctx).NewRaw("SELECT min(arrived_ms) FROM arrivals WHERE flight_id = ?", flightID).Scan(ctx, &ms)
	if err != nil || ms == nil {
		return 0, err
	}
	return *ms, nil
}
