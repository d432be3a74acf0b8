package service

import (
	"context"
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
)

// headRows bounds the pages answered from the head of a race's results:
// past it a page needs about as much of the race as the whole ranking.
const headRows = 1000

// headResults returns the head of a flight's ranked results, rows enough
// for page p (see FindFirstArrivals), and the count of all its arrivals,
// when nothing of the flight is cached: a 50,000-bird race's first page
// then needs a few hundred rows, not the whole ranking, which loads into
// the cache behind it. The head ranks its rows as the whole results do:
// a row's place and speed depend on the rows before it only.
//
// It returns nil (load the whole results) for a page past headRows, and
// for a race whose prizes stand: a prize is only known once every arrival
// is ranked (none may wait for review).
func (s *Results) headResults(ctx context.Context, flightID int64, p core.Page) (*FlightResults, int, error) {
	n := p.Offset() + p.PerPage
	if n > headRows || s.cache.latest(flightID) != nil {
		return nil, 0, nil
	}
	type head struct {
		res   *FlightResults
		total int
	}
	v, err, _ := s.loading.Do(fmt.Sprintf("head:%d:%d", flightID, n), func() (any, error) {
		res, total, err := s.loadHead(context.WithoutCancel(ctx), flightID, n)
		return head{res, total}, err
	})
	if err != nil {
		return nil, 0, err
	}
	h := v.(head)
	if h.res != nil {
		// the whole results fill the cache for the pages and events after
		// this one; a failure shows on the next request, which loads again
		go s.FindFlightResults(context.WithoutCancel(ctx), flightID)
	}
	return h.res, h.total, nil
}

// loadHead reads and ranks the first n rows of a flight's results (see
// headResults); nil when the race's prizes stand.
func (s *Results) loadHead(ctx context.Context, flightID int64, n int) (*FlightResults, int, error) {
	rev, err := s.store.FlightRevision(ctx, flightID)
	if err != nil {
		return nil, 0, err
	}
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, 0, err
	}
	if f.Prizes != nil && f.State.IsOver() {
		return nil, 0, nil
	}
	loft, err := s.store.FindLoftByID(ctx, f.Season.LoftID)
	if err != nil {
		return nil, 0, err
	}
	basketed, err := s.store.CountBasketings(ctx, flightID)
	if err != nil {
		return nil, 0, err
	}
	as, total, err := s.store.FindFirstArrivals(ctx, flightID, n)
	if err != nil {
		return nil, 0, err
	}
	prizes, err := s.racePrizes(ctx, f, basketed)
	if err != nil {
		return nil, 0, err
	}
	res, err := s.ranked(ctx, f, loft, basketed, rev, as, prizes)
	return res, total, err
}
