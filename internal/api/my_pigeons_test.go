package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestMyFlightPigeonsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		bearer := func(tok string) map[string]string { return map[string]string{"Authorization": "Bearer " + tok} }
		url := fmt.Sprintf("/api/custom/v1/user/flights/%d/pigeons", w.flight)
		batch := fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP1", "A1", time.Hour)))
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "OnTheWay", url: url, header: bearer(w.fancier), wantStatus: 200,
					want:       obj{"flight_id": w.flight, "data.#": 3, "data.0.ring": "NL-2026-0000001", "data.0.pigeon_name": "Bird 1", "data.0.team": "Team Fay", "data.0.basketed": true},
					wantAbsent: []string{"data.*.result"}},
				{name: "Batch", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device " + w.key}, body: batch, wantStatus: 200},
				{name: "ArrivedWithItsResult", url: url, header: bearer(w.fancier), wantStatus: 200,
					want: obj{"data.#": 3, "data.0.pigeon_id": anyNumber, "data.0.ring": "NL-2026-0000002", "data.0.pigeon_name": "Bird 2", "data.0.team_id": anyNumber,
						"data.0.basketed": true, "data.0.result.rank": 1, "data.0.result.time": "01:00:00.000", "data.0.result.speed": 2000},
					wantAbsent: []string{"data.1.result", "data.2.result"}},
				{name: "MerchantWithoutPigeons", url: url, header: bearer(w.merchant), wantStatus: 200, want: obj{"data": []any{}}},
			})
		})
		t.Run("401", func(t *testing.T) {
			run(t, w.srv, []scenario{{name: "ErrVisitor", url: url, wantStatus: 401}})
		})
		t.Run("404", func(t *testing.T) {
			run(t, w.srv, []scenario{{name: "ErrFlight", url: "/api/custom/v1/user/flights/9999/pigeons", header: bearer(w.fancier), wantStatus: 404}})
		})
	})
}
