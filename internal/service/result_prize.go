package service

import (
	"context"
	"sort"
	"sync"

	"github.com/oneloft/oneloft/internal/core"
)

// racePrizes is a race's prize money as its results need it: the prize of
// each place, worked out from the table and the pool when the results load.
type racePrizes struct {
	Places []int64 // cents, first place first
	Prized int     // places that can win, by the season's prize ratio
	Kind   core.PoolKind
	Rule   core.UnfilledPrizes
}

// awardMemo keeps one revision's award, worked out once.
type awardMemo struct {
	once  sync.Once
	award core.PrizeAward
}

// racePrizes works out the prizes of f's places; nil when it has none. A
// pool of entry fees is the season's paid entry fees when the results load
// (the basket closed at release, so they no longer change in a race).
func (s *Results) racePrizes(ctx context.Context, f *core.Flight, basketed int) (*racePrizes, error) {
	t := f.Prizes
	if t == nil {
		return nil, nil
	}
	var fees int64
	if t.Pool.Kind == core.PoolEntryFees {
		var err error
		if fees, err = s.store.SumPaidEntryFees(ctx, f.SeasonID); err != nil {
			return nil, err
		}
	}
	rules := f.Season.RulesOrDefault()
	return &racePrizes{Places: t.PlacePrizes(t.PoolOf(fees)), Prized: core.PrizePlaces(basketed, rules.PrizeRatio),
		Kind: t.Pool.Kind, Rule: rules.UnfilledPrizes}, nil
}

// PrizePlaces returns the prize of each place (cents, first place first)
// and how many places can win; nil when the race has no prize money.
func (r *FlightResults) PrizePlaces() ([]int64, int) {
	if r.prizes == nil {
		return nil, 0
	}
	return r.prizes.Places, r.prizes.Prized
}

// RefundsBasket reports whether prizes of places nobody took go back to the
// basketed birds (a pool of entry fees refunded), so that the award needs
// the basket (see awardTo).
func (r *FlightResults) RefundsBasket() bool {
	return r.prizes != nil && r.prizes.Rule == core.UnfilledRefunded && r.prizes.Kind == core.PoolEntryFees
}

// Awarded reports whether the race's prizes are final: it has prize money
// and has closed (or finished), so later birds no longer change them, and
// no arrival waits for staff's decision, which would change the places.
func (r *FlightResults) Awarded() bool {
	return r.prizes != nil && r.Flight.State.IsOver() && r.Held == 0
}

// Prize is the prize a bird won in this race, once it is Awarded.
func (r *FlightResults) Prize(pigeonID int64) int64 {
	if !r.Awarded() {
		return 0
	}
	r.award.once.Do(func() { r.award.award = r.awardTo(nil) })
	return r.award.award.Prizes[pigeonID]
}

// awardTo shares out the race's prizes among its ranked birds; unfilled
// prizes refunded go to the basketed birds given.
func (r *FlightResults) awardTo(basketed []int64) core.PrizeAward {
	p := r.prizes
	placed := r.Placed()
	// places never decrease: the prized ones come first
	placed = placed[:sort.Search(len(placed), func(i int) bool { return placed[i].Place > len(p.Places) })]
	return core.AwardPrizes(p.Places, placed, p.Prized, p.Rule, p.Kind, basketed)
}
