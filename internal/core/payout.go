package core

import (
	"context"
	"time"
)

// PayoutState is whether a fancier's prize money for a season was paid.
type PayoutState string

// Payout states.
const (
	PayoutUnpaid PayoutState = "unpaid"
	PayoutPaid   PayoutState = "paid"
)

// PayoutStatus is one row of a payout's history: staff marked a fancier's
// prize money for a season paid (with the amount paid) or took that back.
type PayoutStatus struct {
	ID        int64
	SeasonID  int64
	UserID    int64
	Status    PayoutState
	Amount    int64 // cents paid (the statement's total then); 0 for unpaid
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// Messages of payouts.
const (
	MsgPayoutNothing   = "This fancier has no prize money to pay."
	MsgPayoutNotClosed = "Prize money is paid once a race has closed."
	MsgPayoutSame      = "The payout already has this status."
)

// PayoutStore persists prize tables, payouts and what pools are made of.
type PayoutStore interface {
	// UpdateFlightPrizes stores f.Prizes, bumps the revision and records change.
	UpdateFlightPrizes(ctx context.Context, f *Flight, change *FlightChange) error
	// SumPaidEntryFees adds up the entry fees of the season's paid orders.
	SumPaidEntryFees(ctx context.Context, seasonID int64) (int64, error)
	CreatePayoutStatus(ctx context.Context, s *PayoutStatus) error
	// FindPayoutStatuses lists a season's payout history (of one fancier
	// when userID is not 0), oldest first.
	FindPayoutStatuses(ctx context.Context, seasonID, userID int64) ([]*PayoutStatus, error)
	// HasSeasonStake reports whether a user has an order or a pigeon in the
	// season, or a team in its loft: whether the loft's staff have any
	// business with their statement.
	HasSeasonStake(ctx context.Context, seasonID, userID int64) (bool, error)
}
