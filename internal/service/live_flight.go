package service

import (
	"context"
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// liveFlight is a released flight that a loft's clocks feed, with its basket
// by chip id (to match reads and fill the rows of new arrivals), as loaded at
// one time.
type liveFlight struct {
	flight   *core.Flight
	byChip   map[string]*core.Pigeon
	loadedAt time.Time
}

// liveKey is a loft and the flight its device asked for (0: the latest
// released one).
type liveKey struct{ loftID, flightID int64 }

// LiveFlightTTL is how long a loaded live flight is used. Basketing ends
// with the release, and a state change or an edit drops it on this instance;
// the limit bounds how long a chip ring corrected during a race, or an edit
// on another instance, goes unseen. Whether the flight is still released is
// checked in every batch's transaction, not here.
const LiveFlightTTL = 10 * time.Second

// liveFlight returns the released flight a batch of a loft's device goes to
// (flightID, or the loft's latest released flight) with its basket; ENOTFOUND
// when there is none. One load serves every batch that needs it meanwhile:
// at a hot spot the first batches come at once.
func (s *Results) liveFlight(ctx context.Context, loftID, flightID int64) (*liveFlight, error) {
	key := liveKey{loftID, flightID}
	s.mu.Lock()
	lf := s.live[key]
	s.mu.Unlock()
	if lf != nil && time.Since(lf.loadedAt) < LiveFlightTTL {
		return lf, nil
	}
	v, err, _ := s.loading.Do(fmt.Sprintf("live:%d:%d", loftID, flightID), func() (any, error) {
		ctx := context.WithoutCancel(ctx) // the load serves every batch that joins it
		loadedAt := time.Now()
		f, err := s.store.FindLiveFlight(ctx, loftID, flightID)
		if err != nil {
			return nil, err
		}
		ps, err := s.store.FindBasketPigeons(ctx, f.ID)
		if err != nil {
			return nil, err
		}
		lf := &liveFlight{flight: f, byChip: make(map[string]*core.Pigeon, len(ps)), loadedAt: loadedAt}
		for _, p := range ps {
			if p.ChipRing != "" {
				lf.byChip[p.ChipRing] = p
			}
		}
		s.mu.Lock()
		if s.live == nil {
			s.live = map[liveKey]*liveFlight{}
		}
		s.live[key] = lf
		s.mu.Unlock()
		return lf, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*liveFlight), nil
}
