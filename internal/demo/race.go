package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Live demo race: a hot spot of the first demo loft, flown from Frankfurt to
// Landshut (300 km) at about 1300 m/min, released so that the first birds
// come home shortly after it starts.
const (
	liveDistance = core.Distance(300000)
	liveSpeed    = core.Speed(130000)
	maxLiveBirds = 600
)

// LiveRace is a demo race in the air: the flight and the clock that feeds it.
type LiveRace struct {
	FlightID  int64
	DeviceKey string
	Birds     int
}

// StartLiveRace finishes any demo race still in the air and releases a new
// one with the active pigeons of the demo loft's season in progress, timed
// so the first birds arrive about lead after now. It reuses the clock of
// key, or registers one when key is empty. ENOTFOUND when the database has
// no demo loft.
func StartLiveRace(ctx context.Context, svc *service.Service, now time.Time, lead time.Duration, key string) (*LiveRace, error) {
	ctx = core.SystemContext(ctx)
	ls, _, err := svc.Lofts.FindLofts(ctx, lofts[0].name, "en", core.Page{})
	if err != nil {
		return nil, err
	}
	var loft *core.Loft
	for _, l := range ls {
		if l.Name == lofts[0].name {
			loft = l
		}
	}
	if loft == nil {
		return nil, core.Errorf(core.ENOTFOUND, "No demo loft.")
	}
	released := core.FlightReleased
	old, _, err := svc.Flights.FindFlights(ctx, core.FlightFilter{LoftID: &loft.ID, State: &released}, core.Page{PerPage: 100})
	if err != nil {
		return nil, err
	}
	for _, f := range old {
		if _, err := svc.Flights.ChangeFlightState(ctx, f.ID, core.FlightFinished); err != nil {
			return nil, err
		}
	}
	season, birds, err := liveBirds(ctx, svc, loft.ID)
	if err != nil {
		return nil, err
	}
	flightMs := int64(liveDistance) * 60000 / (int64(liveSpeed) / 100)
	f := &core.Flight{SeasonID: season.ID, Name: "Live hot spot " + now.In(loft.Location()).Format("2 Jan 15:04"), Kind: core.FlightHotSpot,
		ReleaseTime: now.Add(lead - time.Duration(flightMs)*time.Millisecond).Truncate(time.Second), ReleasePoint: "Frankfurt am Main",
		ReleaseLatitude: 50.1109, ReleaseLongitude: 8.6821, Distance: liveDistance, EstimatedAverageSpeed: liveSpeed}
	if err := svc.Flights.CreateFlight(ctx, f); err != nil {
		return nil, err
	}
	if _, err := svc.Flights.ChangeFlightState(ctx, f.ID, core.FlightBasketing); err != nil {
		return nil, err
	}
	for _, p := range birds {
		if _, err := svc.Flights.BasketPigeon(ctx, f.ID, p.ID, f.ReleaseTime.Add(-10*time.Hour)); err != nil {
			return nil, err
		}
	}
	if _, err := svc.Flights.ChangeFlightState(ctx, f.ID, core.FlightReleased); err != nil {
		return nil, err
	}
	if key == "" {
		if key, err = svc.Devices.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Demo clock"}); err != nil {
			return nil, err
		}
	}
	return &LiveRace{FlightID: f.ID, DeviceKey: key, Birds: len(birds)}, nil
}

// liveBirds picks the active, chip-ringed pigeons of the loft's newest
// season in progress that has any.
func liveBirds(ctx context.Context, svc *service.Service, loftID int64) (*core.Season, []*core.Pigeon, error) {
	seasons, err := svc.Seasons.FindSeasons(ctx, loftID)
	if err != nil {
		return nil, nil, err
	}
	for _, s := range seasons {
		if s.State != core.SeasonInProgress {
			continue
		}
		var birds []*core.Pigeon
		for page := 1; len(birds) < maxLiveBirds; page++ {
			ps, total, err := svc.Pigeons.FindSeasonPigeons(ctx, s.ID, "", core.Page{Page: page, PerPage: 100})
			if err != nil {
				return nil, nil, err
			}
			for _, p := range ps {
				if p.ChipRing != "" && p.IsActive() && len(birds) < maxLiveBirds {
					birds = append(birds, p)
				}
			}
			if page*100 >= total {
				break
			}
		}
		if len(birds) > 0 {
			return s, birds, nil
		}
	}
	return nil, nil, core.Errorf(core.ENOTFOUND, "No season in progress with chip-ringed pigeons.")
}

// FinishLiveRace closes a demo race.
func FinishLiveRace(ctx context.Context, svc *service.Service, flightID int64) error {
	_, err := svc.Flights.ChangeFlightState(core.SystemContext(ctx), flightID, core.FlightFinished)
	if err != nil {
		return fmt.Errorf("demo: finish race %d: %w", flightID, err)
	}
	return nil
}
