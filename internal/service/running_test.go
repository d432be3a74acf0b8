package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestFindRunningFlights(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db) // a released hot spot of "Sunrise", three birds basketed
		sys := core.SystemContext(context.Background())
		other := &core.Loft{Name: "Desert Wings", Unit: core.Mile, Country: "US"}
		must(t, r.svc.Lofts.CreateLoft(sys, other))
		season := &core.Season{LoftID: other.ID, Name: "2026", Currency: core.USD}
		must(t, r.svc.Seasons.CreateSeason(sys, season))
		flight := func(name string, state core.FlightState, release time.Time) *core.Flight {
			f := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: name, Kind: core.FlightTraining, ReleaseTime: release, Distance: 176000}
			must(t, r.svc.Flights.CreateFlight(sys, f))
			if state != core.FlightComingSoon {
				_, err := r.svc.Flights.ChangeFlightState(sys, f.ID, state)
				must(t, err)
			}
			return f
		}
		basketing := flight("Toss 3", core.FlightBasketing, fixedNow.Add(24*time.Hour))
		flight("Toss 4", core.FlightComingSoon, fixedNow.Add(48*time.Hour))
		flight("Toss 1", core.FlightFinished, fixedNow.Add(-48*time.Hour))
		later := flight("Toss 2", core.FlightReleased, fixedNow.Add(-time.Hour))
		_, err := r.svc.Devices.IngestArrivals(context.Background(), r.key, service.BatchInput{Seq: 1, FlightID: r.flight.ID,
			Reads: []core.ChipRead{read("CHIP0", "A1", time.Hour), read("CHIP0", "A2", time.Hour+time.Second), read("CHIP1", "A1", 2*time.Hour)}})
		must(t, err)

		list, err := r.svc.Flights.FindRunningFlights(context.Background())
		must(t, err)
		got := ""
		for _, f := range list {
			got += fmt.Sprintf("%s/%s/%s/%s %d of %d|", f.LoftName, f.Flight.Unit, f.Flight.Name, f.Flight.State, f.Arrived, f.Basketed)
		}
		// released first, newest release first; then basketing; coming soon and finished are not running
		want := "Desert Wings/mile/Toss 2/released 0 of 0|Sunrise/km/Hot spot 1/released 2 of 3|Desert Wings/mile/Toss 3/basketing 0 of 0|"
		if got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
		if list[1].LoftID != r.loft.ID || list[1].Flight.Distance != 120000 || list[2].Flight.ID != basketing.ID {
			t.Fatalf("got %+v", list[1])
		}

		// a state change on this instance shows at once, despite the short cache
		_, err = r.svc.Flights.ChangeFlightState(sys, later.ID, core.FlightFinished)
		must(t, err)
		list, err = r.svc.Flights.FindRunningFlights(context.Background())
		must(t, err)
		if len(list) != 2 || list[0].Flight.ID != r.flight.ID {
			t.Fatalf("after finishing: got %d flights", len(list))
		}
	})
}
