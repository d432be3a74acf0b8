package api_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestRunningFlightsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ReleasedFlightWithLoftAndCounts", url: "/api/public/running-flights", wantStatus: 200,
					want: obj{"data.#": 1, // the final, coming soon, is not running
						"data.0.id": w.flight, "data.0.name": "Hot spot 1", "data.0.state": "released", "data.0.distance": 120,
						"data.0.loft": obj{"id": w.loft, "name": "Sunrise Valley", "unit": "km", "time_zone": "UTC"}, "data.0.basketed": 3, "data.0.arrived": 0}},
			})
		})
	})
}
