package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// UpdateFlight edits a flight's details (merchants of its loft, as they
// create flights): name, kind, release time and point, distance and
// estimated speed, under core.CheckFlightEdit's rules. Each changed field
// is recorded with its old and new value, author and time. The revision
// grows, the cached results are dropped (speeds and flight times follow the
// distance and release time) and live viewers are told to reload. It
// returns the flight and the changes (none when nothing changed).
func (s *Flights) UpdateFlight(ctx context.Context, id int64, next *core.Flight) (*core.Flight, []*core.FlightChange, error) {
	var (
		f       *core.Flight
		changes []*core.FlightChange
	)
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindFlightByID(ctx, id)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, cur.Season.LoftID); err != nil {
			return err
		}
		first, err := s.store.FirstArrivalMs(ctx, id)
		if err != nil {
			return err
		}
		next.ID = cur.ID
		if changes, err = core.CheckFlightEdit(cur, next, first); err != nil {
			return err
		}
		if len(changes) == 0 {
			f = cur
			return nil
		}
		for _, c := range changes {
			c.CreatedBy, c.CreatedAt = actorID(ctx), s.now()
		}
		next.Season, next.CreatedAt, next.Unit = cur.Season, cur.CreatedAt, cur.Unit
		f = next
		if err := s.store.UpdateFlight(ctx, next, changes); err != nil {
			return err
		}
		if next.ReleaseTime.Before(cur.ReleaseTime) {
			return s.reconsiderEarlyReads(ctx, next)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if len(changes) > 0 {
		s.running.reset()
		s.results.flightChanged(ctx, f, "")
	}
	return f, changes, nil
}

// reconsiderEarlyReads turns the reads refused as "before release" into
// arrivals when the release moved earlier than them (the earliest read of
// a bird still wins).
func (s *Flights) reconsiderEarlyReads(ctx context.Context, f *core.Flight) error {
	reads, err := s.store.FindUnmatchedReads(ctx, f.ID)
	if err != nil {
		return err
	}
	pigeons, err := s.store.FindBasketPigeons(ctx, f.ID)
	if err != nil {
		return err
	}
	basket := make(map[string]*core.Pigeon, len(pigeons))
	for _, p := range pigeons {
		basket[p.ChipRing] = p
	}
	arrivals, ids := core.EarlyReadsNowArrivals(reads, basket, f.ReleaseTime.UnixMilli())
	if len(arrivals) == 0 {
		return nil
	}
	if _, err := s.store.SaveArrivals(ctx, arrivals); err != nil {
		return err
	}
	return s.store.DeleteUnmatchedReads(ctx, ids)
}

// UpdateFlightFrom edits a flight from details as staff enter them, in its
// loft's unit; see UpdateFlight.
func (s *Flights) UpdateFlightFrom(ctx context.Context, id int64, d FlightDetails) (*core.Flight, []*core.FlightChange, error) {
	cur, err := s.store.FindFlightByID(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	next, err := d.flight(cur.Unit)
	if err != nil {
		return nil, nil, err
	}
	return s.UpdateFlight(ctx, id, next)
}

// FlightHistory is what happened to a flight: edits of its details and its
// state changes, each newest first.
type FlightHistory struct {
	Changes  []*core.FlightChange
	Statuses []*core.FlightStatus
}

// FindFlightHistory returns a flight's edits and state changes (staff of its loft).
func (s *Flights) FindFlightHistory(ctx context.Context, id int64) (*FlightHistory, error) {
	f, err := s.store.FindFlightByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := requireStaff(ctx, f.Season.LoftID); err != nil {
		return nil, err
	}
	h := &FlightHistory{}
	if h.Changes, err = s.store.FindFlightChanges(ctx, id); err != nil {
		return nil, err
	}
	if h.Statuses, err = s.store.FindFlightStatuses(ctx, id); err != nil {
		return nil, err
	}
	return h, nil
}
