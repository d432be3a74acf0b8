package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type paymentRow struct {
	bun.BaseModel `bun:"table:payments"`

	ID        int64 `bun:",pk,autoincrement"`
	OrderID   int64
	Provider  string
	SessionID string
	Amount    int64
	Currency  string
	CreatedAt time.Time
}

type paymentEventRow struct {
	bun.BaseModel `bun:"table:payment_events"`

	EventID    string `bun:",pk"`
	Kind       string
	OrderID    *int64
	ReceivedAt time.Time
}

// CreatePayment records a payment attempt.
func (db *DB) CreatePayment(ctx context.Context, p *core.Payment) error {
	p.CreatedAt = db.now()
	row := &paymentRow{OrderID: p.OrderID, Provider: p.Provider, SessionID: p.SessionID, Amount: p.Amount, Currency: string(p.Currency), CreatedAt: p.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "order")
	}
	p.ID = row.ID
	return nil
}

// RecordPaymentEvent stores a provider event id; ECONFLICT when it was seen.
func (db *DB) RecordPaymentEvent(ctx context.Context, eventID, kind string, orderID int64, at time.Time) error {
	row := &paymentEventRow{EventID: eventID, Kind: kind, ReceivedAt: at}
	if orderID > 0 {
		row.OrderID = &orderID
	}
	_, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx)
	return mapErr(err, "payment event")
}
