package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// closeIfDue closes a released flight whose season's closing rule is met:
// as of the arrival that brought the share home, or of the set time once it
// has passed. Birds home later keep their reads but no place. Closing is a
// state change in the flight's history (by nobody: the rule); live viewers
// reload. Two batches that both see the rule met close it once.
func (s *Results) closeIfDue(ctx context.Context, res *FlightResults) (bool, error) {
	f := res.Flight
	if f.State != core.FlightReleased || f.Season == nil || f.Season.Rules == nil || !f.Season.Rules.Closing.Set() {
		return false, nil
	}
	at, due := f.Season.Rules.Closing.ClosesAt(f.ReleaseTime, res.Location(), res.Basketed, res.HomeTimes(), s.now())
	if !due {
		return false, nil
	}
	closed, err := s.store.CloseFlight(ctx, f.ID, at)
	if err != nil || !closed {
		return false, err
	}
	next := *f
	next.State, next.ClosedAt = core.FlightClosed, &at
	if next.Revision, err = s.store.FlightRevision(ctx, f.ID); err != nil {
		return true, err
	}
	s.flightChanged(ctx, &next, core.FlightClosed)
	return true, nil
}

// CloseDueFlights closes every released flight whose closing rule is met
// (the periodic job for closing times; a share home closes a race with the
// batch that brings it). It returns how many it closed.
func (s *Results) CloseDueFlights(ctx context.Context) (int, error) {
	released := core.FlightReleased
	fs, _, err := s.store.FindFlights(ctx, core.FlightFilter{State: &released})
	if err != nil {
		return 0, err
	}
	n := 0
	rules := map[int64]bool{} // season → has a closing rule
	for _, f := range fs {
		has, seen := rules[f.SeasonID]
		if !seen {
			season, err := s.store.FindSeasonByID(ctx, f.SeasonID)
			if err != nil {
				return n, err
			}
			has = season.Rules != nil && season.Rules.Closing.Set()
			rules[f.SeasonID] = has
		}
		if !has { // no need to load the flight's results
			continue
		}
		res, err := s.FindFlightResults(ctx, f.ID)
		if err != nil {
			return n, err
		}
		closed, err := s.closeIfDue(ctx, res)
		if err != nil {
			return n, err
		}
		if closed {
			n++
		}
	}
	return n, nil
}
