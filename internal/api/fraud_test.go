package api_test

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

// Staff see the arrivals that look like fraud: a bird home faster than any
// pigeon flies, and a chip another loft's clock read around the race.
func TestFraudFlags(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		// another loft racing the same days, whose clock reads CHIP1
		other := &core.Loft{Name: "Harbour Loft", Unit: core.Kilometre, Country: "NL"}
		must(t, svc.Lofts.CreateLoft(ctx, other))
		season := &core.Season{LoftID: other.ID, Name: "Harbour 2026", Currency: core.EUR}
		must(t, svc.Seasons.CreateSeason(ctx, season))
		race := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: "Harbour hot spot", Kind: core.FlightHotSpot, ReleaseTime: w.release.Add(time.Hour), Distance: 100000}
		must(t, svc.Flights.CreateFlight(ctx, race))
		for _, st := range []core.FlightState{core.FlightBasketing, core.FlightReleased} {
			_, err := svc.Flights.ChangeFlightState(ctx, race.ID, st)
			must(t, err)
		}
		otherKey, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: other.ID, Kind: core.DeviceClock, Name: "Harbour clock"})
		must(t, err)

		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		flags := fmt.Sprintf("/api/res/v1/flights/%d/flags", w.flight)
		readAt := w.release.Add(3 * time.Hour).UTC()
		run(t, w.srv, []scenario{
			{name: "NoneYet", url: flags, header: merchant, wantStatus: 200, want: obj{"data.#": 0}},
			// 120 km in 90 s is 80,000 m/min; 2 h is 1,000 m/min, a real race
			{name: "Arrivals", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", 90*time.Second), w.rd("CHIP1", "A1", 2*time.Hour))), wantStatus: 200},
			{name: "OtherLoftReadsCHIP1", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device " + otherKey},
				body: fmt.Sprintf(`{"seq":1,"reads":[{"chip_id":"CHIP1","antenna_id":"B1","read_ms":%d}]}`, readAt.UnixMilli()), wantStatus: 200,
				want: obj{"flight_id": race.ID, "unmatched": 1}},
			{name: "Flags", url: flags, header: merchant, wantStatus: 200,
				want: obj{"data.#": 2, "data.0.kind": "implausible_speed", "data.0.ring": "NL-2026-0000001", "data.0.speed": 80000,
					"data.1.kind": "chip_elsewhere", "data.1.chip_id": "CHIP1", "data.1.other_loft": "Harbour Loft", "data.1.other_loft_id": other.ID,
					"data.1.other_read_at": readAt.Format(time.RFC3339)}},
			{name: "403Fancier", url: flags, header: fancier, wantStatus: 403},
			{name: "401Visitor", url: flags, wantStatus: 401},
		})
	})
}
