package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type arrivalReviewRow struct {
	bun.BaseModel `bun:"table:arrival_reviews"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	PigeonID  int64
	ArrivedMs int64
	Status    string
	Speed     int64
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// LockArrival reads the flight's arrival of the pigeon; on PostgreSQL it
// takes the row's lock, so that decisions on it queue behind each other
// (and behind a batch moving it earlier); SQLite's immediate transactions
// already do.
func (db *DB) LockArrival(ctx context.Context, flightID, pigeonID int64) (*core.Arrival, error) {
	var r arrivalRow
	q := db.conn(ctx).NewSelect().Model(&r).Where("a.flight_id = ? AND a.pigeon_id = ?", flightID, pigeonID)
	if db.Engine == Postgres {
		q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, mapErr(err, "Arrival")
	}
	return &core.Arrival{ID: r.ID, FlightID: r.FlightID, PigeonID: r.PigeonID, BatchID: r.BatchID, ChipID: r.ChipID,
		AntennaID: r.AntennaID, ArrivedMs: r.ArrivedMs}, nil
}

// CreateArrivalReview appends a decision on a held arrival and bumps the
// flight's revision, so that every instance's results reload with it.
func (db *DB) CreateArrivalReview(ctx context.Context, r *core.ArrivalReview) error {
	if r.CreatedAt.IsZero() {
		r.CreatedAt = db.now()
	}
	row := &arrivalReviewRow{FlightID: r.FlightID, PigeonID: r.PigeonID, ArrivedMs: r.ArrivedMs, Status: string(r.Status),
		Speed: int64(r.Speed), Note: r.Note, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
	return db.InTx(ctx, func(ctx context.Context) error {
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "arrival review")
		}
		r.ID = row.ID
		return db.TouchFlight(ctx, r.FlightID)
	})
}

// FindArrivalReviews lists a flight's decisions on held arrivals, oldest first.
func (db *DB) FindArrivalReviews(ctx context.Context, flightID int64) ([]*core.ArrivalReview, error) {
	var rows []arrivalReviewRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("flight_id = ?", flightID).Order("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.ArrivalReview, len(rows))
	for i, r := range rows {
		out[i] = &core.ArrivalReview{ID: r.ID, FlightID: r.FlightID, PigeonID: r.PigeonID, ArrivedMs: r.ArrivedMs,
			Status: core.ReviewStatus(r.Status), Speed: core.Speed(r.Speed), Note: r.Note, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}
