package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Prizes are the use cases of prize money: a race's prize table, the
// payout statement of each fancier once races close, the merchant's
// summary, and payouts marked paid with their history.
type Prizes struct {
	*base
	store   prizesStore
	results *Results
}

// SetPrizeTable writes a race's prize table (nil removes it), for the
// loft's merchants. Only hot spots and the final carry prize money. The
// change is kept in the flight's edit history and the results re-rank
// with it at once.
func (s *Prizes) SetPrizeTable(ctx context.Context, flightID int64, t *core.PrizeTable) (*core.Flight, error) {
	var (
		f       *core.Flight
		changed bool
	)
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if f, err = s.store.FindFlightByID(ctx, flightID); err != nil {
			return err
		}
		if err := requireMerchant(ctx, f.Season.LoftID); err != nil {
			return err
		}
		if t != nil {
			if f.Kind != core.FlightHotSpot && f.Kind != core.FlightFinal {
				return core.Invalid("kind", core.MsgPrizeNotRace)
			}
			if err := t.Validate(); err != nil {
				return err
			}
		}
		old := f.Prizes.JSON()
		if old == t.JSON() {
			return nil
		}
		f.Prizes, changed = t, true
		return s.store.UpdateFlightPrizes(ctx, f, &core.FlightChange{Field: "prize_table", OldValue: old, NewValue: t.JSON(),
			CreatedBy: actorID(ctx), CreatedAt: s.now()})
	})
	if err != nil {
		return nil, err
	}
	if changed {
		s.results.flightChanged(ctx, f, "")
	}
	return f, nil
}
