package demo

import (
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// plannedRace is a race of the current season not yet flown.
type plannedRace struct {
	name string
	kind core.FlightKind
	days int // from today, on the loft's calendar
	km   int // due north of the loft
}

var plannedRaces = []plannedRace{
	{"Training toss 1", core.FlightTraining, 3, 40},
	{"Hot spot 3", core.FlightHotSpot, 10, 210},
	{"Final", core.FlightFinal, 24, 480},
}

// upcoming plans the rest of a season that is in progress: a few races
// coming soon north of the loft (a place staff name later), released at
// 7:30 on the loft's clock, so that the home page's
// upcoming releases and the loft's calendar have something to show.
func (s *seeder) upcoming(loft *core.Loft, plan loftPlan, season *core.Season) error {
	unit := 1000 // metres per km; a mile loft counts yards
	if loft.Unit == core.Mile {
		unit = 1094
	}
	today := s.now.In(loft.Location())
	for _, r := range plannedRaces {
		day := today.AddDate(0, 0, r.days)
		release := time.Date(day.Year(), day.Month(), day.Day(), 7, 30, 0, 0, loft.Location())
		f := &core.Flight{SeasonID: season.ID, Name: r.name, Kind: r.kind, ReleaseTime: release.UTC(),
			ReleaseLatitude: plan.lat + float64(r.km)/111, ReleaseLongitude: plan.lon, Distance: core.Distance(r.km * unit)}
		if err := s.svc.Flights.CreateFlight(s.ctx, f); err != nil {
			return fmt.Errorf("demo planned flight %s: %w", r.name, err)
		}
	}
	return nil
}
