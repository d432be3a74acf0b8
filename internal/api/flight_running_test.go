package api_test

import (
	"fmt"
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
					wantBody: []string{fmt.Sprintf(`"id":%d,`, w.flight), `"name":"Hot spot 1"`, `"state":"released"`, `"distance":240,`,
						fmt.Sprintf(`"loft":{"id":%d,"name":"Sunrise Valley","unit":"km"}`, w.loft), `"basketed":3,"arrived":0`},
					wantNot: []string{`"name":"Final"`}}, // coming soon is not running
			})
		})
	})
}
