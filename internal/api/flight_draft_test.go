package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestDraftSeasonRacesAPI: put back in draft, the race world's season hides
// its races from visitors and fanciers (404, as an unknown flight) in every
// public read, and still shows them to its merchant.
func TestDraftSeasonRacesAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		must(t, db.UpdateSeasonState(context.Background(), &core.SeasonStatus{SeasonID: w.season, State: core.SeasonDraft, CreatedAt: now}))
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		flight := fmt.Sprintf("/api/public/flights/%d", w.flight)
		var tests []scenario
		for _, path := range []string{"", "/results", "/results.csv", "/results.xlsx", "/basketings", "/weather", "/clock-log/seal"} {
			tests = append(tests,
				scenario{name: "404Visitor" + path, url: flight + path, wantStatus: 404},
				scenario{name: "404Fancier" + path, url: flight + path, header: fancier, wantStatus: 404},
				scenario{name: "200Merchant" + path, url: flight + path, header: merchant, wantStatus: 200})
		}
		tests = append(tests,
			scenario{name: "404HostileID", url: "/api/public/flights/99999999/results", wantStatus: 404},
			scenario{name: "EmptyListToVisitors", url: fmt.Sprintf("/api/public/lofts/%d/flights", w.loft), wantStatus: 200,
				want: obj{"data.#": 0, "meta.total": 0}},
			scenario{name: "404AcesToVisitors", url: fmt.Sprintf("/api/public/seasons/%d/aces", w.season), wantStatus: 404},
			scenario{name: "200AcesToMerchant", url: fmt.Sprintf("/api/public/seasons/%d/aces", w.season), header: merchant, wantStatus: 200})
		run(t, w.srv, tests)
	})
}
