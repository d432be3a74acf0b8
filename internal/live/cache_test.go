package live_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A flight finished on instance A leaves instance B's running races at
// once: A's change reaches B through Redis, faster than B's cache expires
// (service.RunningFlightsTTL).
func TestFlightChangeReachesOtherInstances(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		prefix := fmt.Sprintf("oneloft-test-%d", time.Now().UnixNano())
		hubA, _ := redisHub(t, prefix)
		hubB, _ := redisHub(t, prefix)
		// two instances over one database
		a, b := service.New(service.Deps{Store: db, CacheBus: hubA}), service.New(service.Deps{Store: db, CacheBus: hubB})
		hubA.OnFlightChanged(a.ForgetFlight)
		hubB.OnFlightChanged(b.ForgetFlight)
		ctx := core.SystemContext(context.Background())
		loft := &core.Loft{Name: "Two", Unit: core.Kilometre}
		must(t, a.Lofts.CreateLoft(ctx, loft))
		season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
		must(t, a.Seasons.CreateSeason(ctx, season))
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: "Hot spot", Kind: core.FlightHotSpot, ReleaseTime: time.Now().Add(-time.Hour), Distance: 100000}
		must(t, a.Flights.CreateFlight(ctx, fl))
		_, err := a.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
		must(t, err)
		running := func() bool {
			list, err := b.Flights.FindRunningFlights(ctx)
			must(t, err)
			return slices.ContainsFunc(list, func(r *core.RunningFlight) bool { return r.Flight.ID == fl.ID })
		}
		if !running() { // B caches the list now
			t.Fatal("B does not list the released flight")
		}
		finished := time.Now()
		_, err = a.Flights.ChangeFlightState(ctx, fl.ID, core.FlightFinished)
		must(t, err)
		for running() {
			if time.Since(finished) > service.RunningFlightsTTL/2 {
				t.Fatalf("B still lists the flight %s after A finished it", time.Since(finished))
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Logf("B dropped the finished flight after %s", time.Since(finished))
	})
}
