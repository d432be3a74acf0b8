package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type payoutStatusRow struct {
	bun.BaseModel `bun:"table:payout_statuses"`

	ID        int64 `bun:",pk,autoincrement"`
	SeasonID  int64
	UserID    int64
	Status    string
	Amount    int64
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// SumPaidEntryFees adds up the entry-fee positions of the season's orders
// whose latest status is paid.
func (db *DB) SumPaidEntryFees(ctx context.Context, seasonID int64) (int64, error) {
	var sum int64
	err := db.conn(ctx).NewRaw(`SELECT coalesce(sum(p.quantity * p.amount), 0) FROM order_positions p JOIN orders o ON o.id = p.order_id
  JOIN order_statuses s ON s.order_id = o.id AND s.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)
 WHERE p.product_category_id = ? AND s.status IN (?) AND o.season_id = ?`,
		int(core.ProductEntryFee), bun.List(core.PaidOrderStatuses), seasonID).Scan(ctx, &sum)
	return sum, err
}

// CreatePayoutStatus appends to a payout's history.
func (db *DB) CreatePayoutStatus(ctx context.Context, s *core.PayoutStatus) error {
	if s.CreatedAt.IsZero() {
		s.CreatedAt = db.now()
	}
	row := &payoutStatusRow{SeasonID: s.SeasonID, UserID: s.UserID, Status: string(s.Status), Amount: s.Amount, Note: s.Note,
		CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "payout")
	}
	s.ID = row.ID
	return nil
}

// FindPayoutStatuses lists a season's payout history, oldest first.
func (db *DB) FindPayoutStatuses(ctx context.Context, seasonID, userID int64) ([]*core.PayoutStatus, error) {
	var rows []payoutStatusRow
	q := db.conn(ctx).NewSelect().Model(&rows).Where("season_id = ?", seasonID).Order("id")
	if userID != 0 {
		q.Where("user_id = ?", userID)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.PayoutStatus, len(rows))
	for i, r := range rows {
		out[i] = &core.PayoutStatus{ID: r.ID, SeasonID: r.SeasonID, UserID: r.UserID, Status: core.PayoutState(r.Status), Amount: r.Amount,
			Note: r.Note, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

// HasSeasonStake reports whether the user has an order or a pigeon in the
// season, or a team in its loft.
func (db *DB) HasSeasonStake(ctx context.Context, seasonID, userID int64) (bool, error) {
	var n int
	err := db.conn(ctx).NewRaw(`SELECT
  (SELECT count(*) FROM orders WHERE season_id = ? AND user_id = ?) +
  (SELECT count(*) FROM pigeons p JOIN teams t ON t.id = p.team_id WHERE p.season_id = ? AND t.user_id = ?) +
  (SELECT count(*) FROM teams t JOIN seasons s ON s.loft_id = t.loft_id WHERE s.id = ? AND t.user_id = ?)`,
		seasonID, userID, seasonID, userID, seasonID, userID).Scan(ctx, &n)
	return n > 0, err
}
