package service

import (
	"context"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// MaxRunningFlights bounds the home page's list of running races.
const MaxRunningFlights = 24

// RunningFlightsTTL is how long the list of running races is served from
// memory: every visitor of the home page asks for it again and again, and
// arrivals counted a moment late do no harm there (the flight page is live).
const RunningFlightsTTL = 2 * time.Second

// runningCache keeps the last list of running races.
type runningCache struct {
	mu   sync.Mutex
	at   time.Time
	list []*core.RunningFlight
}

// FindRunningFlights lists the races of every loft that are basketing or in
// the air, released ones first, with their lofts and counts.
func (s *Flights) FindRunningFlights(ctx context.Context) ([]*core.RunningFlight, error) {
	c := &s.running
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.list != nil && time.Since(c.at) < RunningFlightsTTL {
		return c.list, nil
	}
	list, err := s.store.FindRunningFlights(ctx, core.RunningStates, MaxRunningFlights)
	if err != nil {
		return nil, err
	}
	if list == nil {
		list = []*core.RunningFlight{}
	}
	c.list, c.at = list, time.Now()
	return list, nil
}

// reset drops the list, so that a state change on this instance shows at once.
func (c *runningCache) reset() {
	c.mu.Lock()
	c.list = nil
	c.mu.Unlock()
}
