package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestFlightEditAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		bearer := func(tok string) map[string]string { return map[string]string{"Authorization": "Bearer " + tok} }
		url := fmt.Sprintf("/api/res/v1/flights/%d", w.flight)
		body := func(name, release string, distance string) string {
			return fmt.Sprintf(`{"name":%q,"kind":"hot_spot","release_time":%q,"release_point":"Ulm","release_latitude":48.4,"release_longitude":9.99,"distance":%s,"estimated_average_speed":1200}`,
				name, release, distance)
		}
		release := w.release.Format(time.RFC3339)
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "NothingChanged", method: "PUT", url: url, header: bearer(w.merchant), body: body("Hot spot 1", release, "120"), wantStatus: 200,
					want: obj{"name": "Hot spot 1", "changes": []any{}}},
				{name: "NameAndDistance", method: "PUT", url: url, header: bearer(w.merchant), body: body("Hot spot 1 (Ulm)", release, "240.125"), wantStatus: 200,
					want: obj{"name": "Hot spot 1 (Ulm)", "distance": 240.125, "distance_base": 240125, "state": "released", "changes.#": 2,
						"changes.0.field": "name", "changes.0.old_value": "Hot spot 1", "changes.0.new_value": "Hot spot 1 (Ulm)",
						"changes.1.field": "distance", "changes.1.old_value": "120000", "changes.1.new_value": "240125"}},
				{name: "DistanceBaseWins", method: "PUT", url: url, header: bearer(w.merchant),
					body:       `{"name":"Hot spot 1 (Ulm)","kind":"hot_spot","release_time":"` + release + `","release_point":"Ulm","release_latitude":48.4,"release_longitude":9.99,"distance":240.1,"distance_base":240125,"estimated_average_speed":1200}`,
					wantStatus: 200, want: obj{"distance_base": 240125, "changes": []any{}}},
				{name: "FlightShowsIt", url: fmt.Sprintf("/api/public/flights/%d", w.flight), wantStatus: 200, want: obj{"distance_base": 240125}},
				{name: "History", url: url + "/history", header: bearer(w.merchant), wantStatus: 200,
					want: obj{"changes.#": 2, "changes.0.id": anyNumber, "changes.0.field": "distance", "changes.1.field": "name",
						"statuses.#": 2, "statuses.0.id": anyNumber, "statuses.0.state": "released", "statuses.1.state": "coming_soon"}},
			})
		})
		t.Run("400", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrName", method: "PUT", url: url, header: bearer(w.merchant), body: body("", release, "240"), wantStatus: 400, wantField: "name"},
				{name: "ErrDistanceDecimals", method: "PUT", url: url, header: bearer(w.merchant), body: body("A", release, "240.1234"), wantStatus: 400, wantField: "distance"},
				{name: "ErrKind", method: "PUT", url: url, header: bearer(w.merchant), body: `{"name":"A","kind":"sprint","release_time":"2026-06-01T07:00:00Z","distance":1}`, wantStatus: 400},
			})
		})
		t.Run("400AfterArrival", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "Batch", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device " + w.key},
					body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", time.Hour))), wantStatus: 200},
				{name: "ErrReleaseAfterFirstArrival", method: "PUT", url: url, header: bearer(w.merchant),
					body: body("A", w.release.Add(2*time.Hour).Format(time.RFC3339), "240"), wantStatus: 400, wantField: "release_time", want: obj{"errors.release_time.0": core.MsgReleaseAfterArrival}},
				{name: "Finish", method: "POST", url: url + "/statuses", header: bearer(w.merchant), body: `{"state":"finished"}`, wantStatus: 201},
				{name: "ErrFinishedDistance", method: "PUT", url: url, header: bearer(w.merchant), body: body("A", release, "300"), wantStatus: 400,
					wantField: "distance", want: obj{"errors.distance.0": core.MsgFinishedFlightFixed}},
			})
		})
		t.Run("401", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrVisitor", method: "PUT", url: url, body: body("A", release, "240"), wantStatus: 401},
				{name: "ErrVisitorHistory", url: url + "/history", wantStatus: 401},
			})
		})
		t.Run("403", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrFancier", method: "PUT", url: url, header: bearer(w.fancier), body: body("A", release, "240"), wantStatus: 403},
				{name: "ErrFancierHistory", url: url + "/history", header: bearer(w.fancier), wantStatus: 403},
			})
		})
		t.Run("404", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrFlight", method: "PUT", url: "/api/res/v1/flights/9999", header: bearer(w.merchant), body: body("A", release, "240"), wantStatus: 404},
				{name: "ErrHistory", url: "/api/res/v1/flights/9999/history", header: bearer(w.merchant), wantStatus: 404},
			})
		})
	})
}
