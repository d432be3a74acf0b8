package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Flights are the use cases of a season's races: creating and editing them,
// their states, basketing, the running races of every loft, and the weather
// on a flight's map.
type Flights struct {
	*base
	store      flightsStore
	results    *Results
	running    runningCache
	public     publicFlights   // races found public, for the live hub's subscribes
	forecaster core.Forecaster // weather for the flight map; nil: unavailable
}

// FlightDetails are what staff set of a flight, new or edited, as they
// enter them: the distance in the loft's unit, or exactly in base units,
// and the estimated speed in base units per minute.
type FlightDetails struct {
	Name                  string
	Kind                  core.FlightKind
	ReleaseTime           time.Time
	ReleasePoint          string
	ReleaseLongitude      float64
	ReleaseLatitude       float64
	Distance              float64       // in the loft unit (km or mile), at most three decimals
	DistanceBase          core.Distance // metres or yards; when set it wins over Distance
	EstimatedAverageSpeed float64       // m/min or yd/min; 0 when unknown
}

// flight converts the details into a flight of a loft in unit.
func (d FlightDetails) flight(unit core.Unit) (*core.Flight, error) {
	dist := d.DistanceBase
	if dist == 0 {
		var err error
		if dist, err = core.DistanceInUnit(d.Distance, unit); err != nil {
			return nil, err
		}
	}
	return &core.Flight{Name: d.Name, Kind: d.Kind, ReleaseTime: d.ReleaseTime, ReleasePoint: d.ReleasePoint,
		ReleaseLongitude: d.ReleaseLongitude, ReleaseLatitude: d.ReleaseLatitude, Distance: dist,
		EstimatedAverageSpeed: core.SpeedOfFloat(d.EstimatedAverageSpeed), Unit: unit}, nil
}

// CreateFlightFrom adds a race to a season from details as staff enter them
// (merchants of its loft).
func (s *Flights) CreateFlightFrom(ctx context.Context, seasonID int64, d FlightDetails) (*core.Flight, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return nil, err
	}
	loft, err := s.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return nil, err
	}
	f, err := d.flight(loft.Unit)
	if err != nil {
		return nil, err
	}
	f.SeasonID = seasonID
	return f, s.CreateFlight(ctx, f)
}

// FindFlight returns a flight with its season.
func (s *Flights) FindFlight(ctx context.Context, id int64) (*core.Flight, error) {
	return s.store.FindFlightByID(ctx, id)
}

// FindFlights returns one page of a loft's flights (or a season's), newest
// first, those of draft seasons only for the loft's staff; ENOTFOUND for an
// unknown loft.
func (s *Flights) FindFlights(ctx context.Context, f core.FlightFilter, p core.Page) ([]*core.Flight, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if f.LoftID != nil {
		if _, err := s.store.FindLoftByID(ctx, *f.LoftID); err != nil {
			return nil, 0, err
		}
		// A draft season's races are its staff's until it is published.
		f.Published = !loftInsider(ctx, *f.LoftID)
	} else {
		f.Published = true
	}
	f.Offset, f.Limit = p.Offset(), p.PerPage
	return s.store.FindFlights(ctx, f)
}

// CreateFlight adds a race to a season (merchants of its loft).
func (s *Flights) CreateFlight(ctx context.Context, f *core.Flight) error {
	if err := f.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		season, err := s.store.FindSeasonByID(ctx, f.SeasonID)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, season.LoftID); err != nil {
			return err
		}
		f.Season = season
		return s.store.CreateFlight(ctx, f)
	})
}

// ChangeFlightState moves a flight to state and records it in the history;
// the same state twice is refused (merchants of the loft), so is releasing
// a flight without a release position (core.Flight.CheckRelease), and so is closing
// or finishing a race with prize money while arrivals are held for review
// (core.CheckHeldArrivals). Live viewers are told after commit.
func (s *Flights) ChangeFlightState(ctx context.Context, flightID int64, state core.FlightState) (*core.Flight, error) {
	var f *core.Flight
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockFlight(ctx, flightID); err != nil { // state changes are serial
			return err
		}
		var err error
		if f, err = s.store.FindFlightByID(ctx, flightID); err != nil {
			return err
		}
		if err := requireMerchant(ctx, f.Season.LoftID); err != nil {
			return err
		}
		if err := core.CheckFlightState(f.State, state); err != nil {
			return err
		}
		if err := f.CheckRelease(state); err != nil {
			return err
		}
		if f.Prizes != nil && state.IsOver() {
			res, err := s.results.FindFlightResults(ctx, f.ID)
			if err != nil {
				return err
			}
			if err := core.CheckHeldArrivals(state, true, res.Held); err != nil {
				return err
			}
		}
		now := s.now()
		var closedAt *time.Time
		if state == core.FlightClosed { // by hand: birds home from now on are not ranked
			closedAt = &now
		}
		if err := s.store.UpdateFlightState(ctx, &core.FlightStatus{FlightID: f.ID, State: state, CreatedBy: actorID(ctx), CreatedAt: now}, closedAt); err != nil {
			return err
		}
		f.State = state
		if state != core.FlightFinished {
			f.ClosedAt = closedAt
		}
		f.Revision, err = s.store.FlightRevision(ctx, f.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	s.running.reset()
	s.results.flightChanged(ctx, f, state)
	return f, nil
}

// FindFlightStatuses returns a flight's state history, newest first.
func (s *Flights) FindFlightStatuses(ctx context.Context, flightID int64) ([]*core.FlightStatus, error) {
	return s.store.FindFlightStatuses(ctx, flightID)
}

// FindBasketings returns one page of a flight's basketing list and the total.
func (s *Flights) FindBasketings(ctx context.Context, flightID int64, p core.Page) ([]*core.Basketing, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, 0, err
	}
	if err := hideDraft(ctx, f.Season, msgFlightNotFound); err != nil {
		return nil, 0, err
	}
	return s.store.FindBasketings(ctx, flightID, p.Offset(), p.PerPage)
}
