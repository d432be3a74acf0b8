package service

import (
	"context"
	"io"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Basketing: staff of the loft put birds into a flight's basket before its
// release (core/basketing.go), by pigeon, by scanned chip, from the clock's
// file or every active bird at once; each change tells the flight's live
// viewers to reload, so a basketing list fills as they watch.

// BasketPigeon puts a pigeon of the flight's season into the basket. A zero
// at is now. ECONFLICT when it is in the basket already.
func (s *Flights) BasketPigeon(ctx context.Context, flightID, pigeonID int64, at time.Time) (*core.Basketing, error) {
	f := core.FieldErrors{}
	if core.CheckTime(f, "basketed_at", at); f.Err() != nil {
		return nil, f.Err()
	}
	var b *core.Basketing
	err := s.inBasket(ctx, flightID, func(ctx context.Context, f *core.Flight) error {
		p, err := s.store.FindPigeonByID(ctx, pigeonID)
		if err != nil {
			return err
		}
		if p.SeasonID != f.SeasonID {
			return core.Invalid("pigeon_id", core.MsgBasketOtherSeas)
		}
		rule, err := s.basketRule(ctx, f, []*core.Pigeon{p})
		if err != nil {
			return err
		}
		if r := rule.Refusal(p); r != "" {
			return core.Invalid("pigeon_id", r)
		}
		b, err = s.basket(ctx, f, p, at)
		return err
	})
	return b, err
}

// BasketChip puts the season's bird carrying the scanned chip into the
// basket; a chip that cannot go in is refused with its reason.
func (s *Flights) BasketChip(ctx context.Context, flightID int64, chip string) (*core.Basketing, error) {
	var b *core.Basketing
	err := s.inBasket(ctx, flightID, func(ctx context.Context, f *core.Flight) error {
		plan, err := s.planChips(ctx, f, []string{chip}, nil)
		if err != nil {
			return err
		}
		switch r := plan[0]; r.Outcome {
		case core.BasketInvalid:
			return core.Invalid("chip_ring", core.MsgChipInvalid)
		case core.BasketUnknownChip:
			return core.Invalid("chip_ring", core.MsgChipUnknown)
		case core.BasketAlready:
			return core.Errorf(core.ECONFLICT, "%s is in the basket already.", r.Pigeon.Ring)
		case core.BasketRefused:
			return core.Invalid("chip_ring", r.Pigeon.Ring+": "+r.Reason)
		}
		b, err = s.basket(ctx, f, plan[0].Pigeon, time.Time{})
		return err
	})
	return b, err
}

// ImportBasket reads a clock's basketing file and plans every chip; unless
// dry, it then baskets them all, or none when any row cannot go in.
func (s *Flights) ImportBasket(ctx context.Context, flightID int64, file io.Reader, dry bool) ([]core.BasketResult, error) {
	chips, lines, err := core.ParseChipFile(file)
	if err != nil {
		return nil, err
	}
	var plan []core.BasketResult
	err = s.inBasket(ctx, flightID, func(ctx context.Context, f *core.Flight) error {
		if plan, err = s.planChips(ctx, f, chips, lines); err != nil || dry {
			return err
		}
		for _, r := range plan {
			if !r.Outcome.Writable() {
				return core.Invalid("file", core.MsgImportHasErrors)
			}
		}
		return s.basketAdded(ctx, f, plan)
	})
	return plan, err
}

// BasketActive puts every active bird of the season that is not in the
// basket yet into it; active birds without a chip are listed as refused.
func (s *Flights) BasketActive(ctx context.Context, flightID int64, dry bool) ([]core.BasketResult, error) {
	var plan []core.BasketResult
	err := s.inBasket(ctx, flightID, func(ctx context.Context, f *core.Flight) error {
		pigeons, basketed, rule, err := s.basketState(ctx, f)
		if err != nil {
			return err
		}
		active := pigeons[:0]
		for _, p := range pigeons {
			if p.IsActive() {
				active = append(active, p)
			}
		}
		if plan = core.PlanBasketingOf(active, basketed, rule); dry {
			return nil
		}
		return s.basketAdded(ctx, f, plan)
	})
	return plan, err
}

// Unbasket takes a pigeon out of the basket before the release.
func (s *Flights) Unbasket(ctx context.Context, flightID, pigeonID int64) error {
	return s.inBasket(ctx, flightID, func(ctx context.Context, f *core.Flight) error {
		if err := s.store.DeleteBasketing(ctx, flightID, pigeonID); err != nil {
			return err
		}
		return s.audit(ctx, "flight", flightID, "unbasket", map[string]any{"pigeon_id": pigeonID})
	})
}

// inBasket runs fn in a transaction on the flight, for its loft's staff,
// while the basket is open; then the flight's viewers reload.
func (s *Flights) inBasket(ctx context.Context, flightID int64, fn func(context.Context, *core.Flight) error) error {
	var f *core.Flight
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if f, err = s.store.FindFlightByID(ctx, flightID); err != nil {
			return err
		}
		if err := requireStaff(ctx, f.Season.LoftID); err != nil {
			return err
		}
		if !f.BasketOpen() {
			return core.Invalid("flight_id", core.MsgBasketClosed)
		}
		return fn(ctx, f)
	})
	if err != nil {
		return err
	}
	if rev, err := s.store.FlightRevision(ctx, flightID); err == nil {
		f.Revision = rev
	}
	s.results.flightChanged(ctx, f, "")
	return nil
}

func (s *Flights) basket(ctx context.Context, f *core.Flight, p *core.Pigeon, at time.Time) (*core.Basketing, error) {
	if at.IsZero() {
		at = s.now()
	}
	b := &core.Basketing{FlightID: f.ID, PigeonID: p.ID, BasketedAt: at, Pigeon: p}
	return b, s.store.CreateBasketing(ctx, b)
}

func (s *Flights) basketAdded(ctx context.Context, f *core.Flight, plan []core.BasketResult) error {
	n := 0
	for _, r := range plan {
		if r.Outcome == core.BasketAdded {
			if _, err := s.basket(ctx, f, r.Pigeon, time.Time{}); err != nil {
				return err
			}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return s.audit(ctx, "flight", f.ID, "basket", map[string]any{"pigeons": n})
}

func (s *Flights) planChips(ctx context.Context, f *core.Flight, chips []string, lines []int) ([]core.BasketResult, error) {
	pigeons, basketed, rule, err := s.basketState(ctx, f)
	if err != nil {
		return nil, err
	}
	byChip := make(map[string]*core.Pigeon, len(pigeons))
	for _, p := range pigeons {
		if p.ChipRing != "" {
			byChip[p.ChipRing] = p
		}
	}
	return core.PlanBasketing(chips, lines, byChip, basketed, rule), nil
}

// basketState is the season's pigeons with their statuses, which of them
// are in the flight's basket and the flight's basketing rule.
func (s *Flights) basketState(ctx context.Context, f *core.Flight) ([]*core.Pigeon, map[int64]bool, core.BasketRule, error) {
	pigeons, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &f.SeasonID})
	if err != nil {
		return nil, nil, core.BasketRule{}, err
	}
	ids := make([]int64, len(pigeons))
	for i, p := range pigeons {
		ids[i] = p.ID
	}
	basketed, err := s.store.BasketedAmong(ctx, f.ID, ids)
	if err != nil {
		return nil, nil, core.BasketRule{}, err
	}
	rule, err := s.basketRule(ctx, f, pigeons)
	return pigeons, basketed, rule, err
}

// basketRule reads what the flight's basket asks of the pigeons
// (core.BasketRule): their registrations' statuses for a hot spot or the
// final, and for the final whether the season sells its activation.
func (s *Flights) basketRule(ctx context.Context, f *core.Flight, pigeons []*core.Pigeon) (core.BasketRule, error) {
	rule := core.BasketRule{Kind: f.Kind}
	if f.Kind != core.FlightHotSpot && f.Kind != core.FlightFinal {
		return rule, nil
	}
	if f.Kind == core.FlightFinal {
		cat := core.ProductFinalFlightActivation
		products, err := s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &f.SeasonID, Category: &cat})
		if err != nil {
			return rule, err
		}
		rule.FinalActivation = len(products) > 0
	}
	ids := make([]int64, len(pigeons))
	for i, p := range pigeons {
		ids[i] = p.ID
	}
	cands, err := s.store.FindAceCandidates(ctx, ids)
	if err != nil {
		return rule, err
	}
	rule.Registrations = make(map[int64]core.OrderStatus, len(cands))
	for _, c := range cands {
		rule.Registrations[c.PigeonID] = c.Registration
	}
	return rule, nil
}
