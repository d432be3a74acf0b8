package service

import (
	"context"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// msgFlightNotFound is what those outside a loft read of a race of its
// draft season, as of a race that does not exist.
const msgFlightNotFound = "Flight not found."

// hideDraft answers a draft season (and its races, its aces) as unknown,
// with notFound, to those outside its loft: until the season is published
// it is its staff's.
func hideDraft(ctx context.Context, season *core.Season, notFound string) error {
	if season != nil && season.State == core.SeasonDraft && !seasonInsider(ctx, season) {
		return core.Errorf(core.ENOTFOUND, "%s", notFound)
	}
	return nil
}

// FindPublicResults returns a flight's ranked results for whoever reads them:
// FindFlightResults, a draft season's race only for its loft's staff.
// Cached results keep the season as it was when they were ranked: a draft
// is read again, so that publishing the season shows its races at once.
func (s *Results) FindPublicResults(ctx context.Context, flightID int64) (*FlightResults, error) {
	res, err := s.FindFlightResults(ctx, flightID)
	if err != nil {
		return nil, err
	}
	if err := s.hideDraftResults(ctx, res); err != nil {
		return nil, err
	}
	return res, nil
}

// hideDraftResults answers results of a draft season's race as unknown to
// those outside its loft (see FindPublicResults).
func (s *Results) hideDraftResults(ctx context.Context, res *FlightResults) error {
	if hideDraft(ctx, res.Flight.Season, msgFlightNotFound) == nil {
		return nil
	}
	season, err := s.store.FindSeasonByID(ctx, res.Flight.SeasonID)
	if err != nil {
		return err
	}
	return hideDraft(ctx, season, msgFlightNotFound)
}

// Followable reports whether the actor may follow a race live: one that
// exists, of a published season or of the actor's loft. The live hub asks
// before each subscription, since flight channels are numbered.
func (s *Flights) Followable(ctx context.Context, flightID int64) bool {
	if s.public.has(flightID) {
		return true
	}
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return false
	}
	if f.Season != nil && f.Season.State != core.SeasonDraft {
		s.public.put(flightID)
	}
	return hideDraft(ctx, f.Season, msgFlightNotFound) == nil
}

// PublicFlightTTL is how long an instance takes a race of a published
// season for public without reading it again. Every viewer of a race
// subscribes to its channel, and an instance restarted during a final
// takes thousands of subscribes at once: each was a query. A season set
// back to draft is followed by new viewers for at most this long (those
// following it already go on anyway); a draft's race is read every time,
// so that publishing its season opens it at once.
const PublicFlightTTL = 10 * time.Second

// publicFlights are the races this instance found public recently.
type publicFlights struct {
	mu sync.Mutex
	at map[int64]time.Time // flight → when it was found public
}

func (p *publicFlights) has(flightID int64) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	at, ok := p.at[flightID]
	return ok && time.Since(at) < PublicFlightTTL
}

func (p *publicFlights) put(flightID int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.at) >= 1024 { // races come and go: forget them now and then
		clear(p.at)
	}
	if p.at == nil {
		p.at = map[int64]time.Time{}
	}
	p.at[flightID] = time.Now()
}
