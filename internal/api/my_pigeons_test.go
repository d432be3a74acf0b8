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
					wantBody: []string{`"ring":"NL-2026-0000001","pigeon_name":"Bird 1"`, `"team":"Team Fay","basketed":true}`, fmt.Sprintf(`"flight_id":%d`, w.flight)}},
				{name: "Batch", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device " + w.key}, body: batch, wantStatus: 200},
				{name: "ArrivedWithItsResult", url: url, header: bearer(w.fancier), wantStatus: 200,
					wantBody: []string{`"data":[{"pigeon_id":`, `"ring":"NL-2026-0000002","pigeon_name":"Bird 2","team_id":`, `"basketed":true,"result":{"rank":1,`, `"time":"01:00:00.000","speed":4000}`}},
				{name: "MerchantWithoutPigeons", url: url, header: bearer(w.merchant), wantStatus: 200, wantBody: []string{`"data":[]`}},
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
