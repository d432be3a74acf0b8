package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type subscriptionRow struct {
	bun.BaseModel `bun:"table:loft_subscriptions"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    int64
	Package   string
	StartsOn  core.Date
	EndsOn    core.Date
	EndedOn   *core.Date
	CreatedBy *int64
	CreatedAt time.Time
}

func (r *subscriptionRow) core() *core.Subscription {
	return &core.Subscription{ID: r.ID, LoftID: r.LoftID, Package: core.Package(r.Package), StartsOn: r.StartsOn, EndsOn: r.EndsOn,
		EndedOn: r.EndedOn, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
}

// FindLoftSubscriptions returns a loft's subscriptions by start.
func (db *DB) FindLoftSubscriptions(ctx context.Context, loftID int64) ([]*core.Subscription, error) {
	var rows []subscriptionRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("loft_id = ?", loftID).OrderExpr("starts_on, id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Subscription, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// FindLoftSubscriptionByID returns one subscription.
func (db *DB) FindLoftSubscriptionByID(ctx context.Context, id int64) (*core.Subscription, error) {
	var row subscriptionRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Subscription")
	}
	return row.core(), nil
}

// CreateLoftSubscription inserts s and sets its id and creation time.
func (db *DB) CreateLoftSubscription(ctx context.Context, s *core.Subscription) error {
	s.CreatedAt = db.now()
	row := &subscriptionRow{LoftID: s.LoftID, Package: string(s.Package), StartsOn: s.StartsOn, EndsOn: s.EndsOn, EndedOn: s.EndedOn,
		CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	s.ID = row.ID
	return nil
}

// EndLoftSubscription stores the early end of s.
func (db *DB) EndLoftSubscription(ctx context.Context, s *core.Subscription) error {
	res, err := db.conn(ctx).NewUpdate().Model((*subscriptionRow)(nil)).Set("ended_on = ?", s.EndedOn).Where("id = ?", s.ID).Exec(ctx)
	return affected(res, err, "Subscription not found.")
}

// DeleteLoftSubscription removes a subscription.
func (db *DB) DeleteLoftSubscription(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*subscriptionRow)(nil)).Where("id = ?", id).Exec(ctx)
	return affected(res, err, "Subscription not found.")
}
