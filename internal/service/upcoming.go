package service

import (
	"context"
	"slices"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// UpcomingWindow is how far ahead the list of upcoming releases looks.
const UpcomingWindow = 60 * 24 * time.Hour

// MaxUpcomingFlights bounds the list of upcoming releases.
const MaxUpcomingFlights = 100

// MaxCalendarFlights bounds a loft's calendar feed: its latest flights by
// release, planned and past, which is every race of a few seasons.
const MaxCalendarFlights = 200

// FindUpcomingFlights lists the races of every loft's published seasons that
// are not yet released and planned from now to UpcomingWindow ahead, soonest
// first. A race whose planned time has passed without a release is left out:
// its time says nothing about when it will fly.
func (s *Flights) FindUpcomingFlights(ctx context.Context) ([]*core.FlightListing, error) {
	now := s.now()
	list, err := s.store.FindFlightListings(ctx, core.FlightListingFilter{States: core.UpcomingStates,
		From: now, Until: now.Add(UpcomingWindow), Soonest: true, Limit: MaxUpcomingFlights})
	if list == nil && err == nil {
		list = []*core.FlightListing{}
	}
	return list, err
}

// LoftCalendar is what a loft's calendar feed holds.
type LoftCalendar struct {
	Loft    *core.Loft
	Flights []*core.FlightListing // of its published seasons, soonest first
	Stamp   time.Time             // when the feed was made
}

// FindLoftCalendar returns a loft's flights of its published seasons, at
// most MaxCalendarFlights of the latest by release; ENOTFOUND for an unknown
// loft.
func (s *Flights) FindLoftCalendar(ctx context.Context, loftID int64) (*LoftCalendar, error) {
	loft, err := s.store.FindLoftByID(ctx, loftID)
	if err != nil {
		return nil, err
	}
	list, err := s.store.FindFlightListings(ctx, core.FlightListingFilter{LoftID: &loftID, Limit: MaxCalendarFlights})
	if err != nil {
		return nil, err
	}
	slices.Reverse(list) // the latest were picked; a feed reads better in time order
	return &LoftCalendar{Loft: loft, Flights: list, Stamp: s.now()}, nil
}
