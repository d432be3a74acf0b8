package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestDeviceStatusAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		bearer := func(tok string) map[string]string { return map[string]string{"Authorization": "Bearer " + tok} }
		dev := map[string]string{"Authorization": "Device " + w.key}
		url := fmt.Sprintf("/api/custom/v1/staff/lofts/%d/devices", w.loft)
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "NeverHeardFrom", url: url, header: bearer(w.merchant), wantStatus: 200,
					want:       obj{"data.#": 1, "data.0.name": "Clock", "data.0.kind": "clock", "data.0.online": false, "online_window_seconds": 120},
					wantAbsent: []string{"data.*.heartbeat", "data.*.batch", "data.*.last_seen", "**.key*"}},
				{name: "Heartbeat", method: "POST", url: "/api/device/v1/heartbeats", header: dev,
					body: `{"settings":{"antennas":2},"signal":-60,"voltage":12.3,"temperature":21.5,"firmware":"3.1"}`, wantStatus: 204},
				{name: "Batch", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body: fmt.Sprintf(`{"seq":7,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", time.Hour), w.rd("CHIP0", "A2", time.Hour+time.Second))), wantStatus: 200},
				{name: "WithLastHeartbeatAndBatch", url: url, header: bearer(w.merchant), wantStatus: 200,
					want: obj{"data.0.online": true, "data.0.last_seen": anyString, "data.0.batch.at": anyString,
						"data.0.heartbeat": obj{"at": "2026-03-01T12:00:00Z", "signal": -60, "voltage": 12.3, "temperature": 21.5, "firmware": "3.1", "settings": obj{"antennas": 2}},
						"data.0.batch.seq": 7, "data.0.batch.flight_id": w.flight, "data.0.batch.reads": 2, "data.0.batch.arrivals": 1, "data.0.batch.unmatched": 0},
					wantAbsent: []string{"**.key*"}},
				// the heartbeat came at the test clock's now: the last of the hour's 61 one-minute points
				{name: "TelemetryHour", url: url + fmt.Sprintf("/%d/telemetry", w.device), header: bearer(w.merchant), wantStatus: 200,
					want: obj{"range": "1h", "bucket_seconds": 60, "points.#": 61, "points.60.at": "2026-03-01T12:00:00Z", "points.60.signal": -60,
						"points.60.voltage": 12.3, "points.59.signal": nil}},
				{name: "TelemetryWeek", url: url + fmt.Sprintf("/%d/telemetry?range=7d", w.device), header: bearer(w.merchant), wantStatus: 200,
					want: obj{"bucket_seconds": 7200, "points.#": 85}},
				{name: "400Range", url: url + fmt.Sprintf("/%d/telemetry?range=2h", w.device), header: bearer(w.merchant), wantStatus: 400},
				{name: "404OtherDevice", url: url + "/999999/telemetry", header: bearer(w.merchant), wantStatus: 404},
				{name: "403TelemetryFancier", url: url + fmt.Sprintf("/%d/telemetry", w.device), header: bearer(w.fancier), wantStatus: 403},
			})
		})
		t.Run("401", func(t *testing.T) {
			run(t, w.srv, []scenario{{name: "ErrVisitor", url: url, wantStatus: 401}})
		})
		t.Run("403", func(t *testing.T) {
			run(t, w.srv, []scenario{{name: "ErrFancier", url: url, header: bearer(w.fancier), wantStatus: 403}})
		})
	})
}
