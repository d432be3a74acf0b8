package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The rules the desk used to let slip, each through the API: a hot spot's
// and the final's basket follow the season's rules (paid registration, paid
// final activation), and a flight without a release position stays on the
// ground. CHIP0–CHIP2 are the world's birds, entered by the loft.
func TestBasketFollowsTheSeasonRules(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		var svc *service.Service
		w := newRaceServerWith(t, db, nil, func(s *service.Service, _ *api.Config) { svc = s })
		ctx := core.SystemContext(context.Background())
		first, err := db.FindPigeonByID(ctx, w.pigeons[0])
		must(t, err)
		fancierID, _ := strconv.ParseInt(w.fancier, 10, 64)
		must(t, svc.Seasons.CreateProduct(ctx, &core.Product{SeasonID: w.season, Category: core.ProductFinalFlightActivation,
			Name: "Final activation", Amount: 15000}))
		// CHIP0 paid its final activation, CHIP1 ordered it, CHIP2 did neither.
		must(t, svc.Pigeons.AddPigeonHistory(ctx, first, core.StatusActivatedFinalFlight))
		second, err := db.FindPigeonByID(ctx, w.pigeons[1])
		must(t, err)
		must(t, svc.Pigeons.AddPigeonHistory(ctx, second, core.StatusFinalFlightActivationPending))
		// CHIP3: activated for the final, but its registration is confirmed and unpaid.
		order := &core.Order{SeasonID: w.season, UserID: fancierID, TeamID: first.TeamID, City: "Utrecht", Street: "Duifstraat 1",
			Zipcode: "3511", Currency: core.EUR, Total: 40000, Reference: "OL-DESK-1"}
		must(t, db.CreateOrder(ctx, order))
		must(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: order.ID, Status: core.OrderConfirmed}))
		unpaid := &core.Pigeon{SeasonID: w.season, TeamID: first.TeamID, Ring: "NL-2026-0000004", Sex: core.Cock, ChipRing: "CHIP3", OrderID: &order.ID}
		must(t, svc.Pigeons.CreatePigeon(ctx, unpaid, core.StatusActive))
		must(t, svc.Pigeons.AddPigeonHistory(ctx, unpaid, core.StatusActivatedFinalFlight))
		// CHIP4: a reserve whose activation is ordered, not paid.
		reserve := &core.Pigeon{SeasonID: w.season, TeamID: first.TeamID, Ring: "NL-2026-0000005", Sex: core.Cock, ChipRing: "CHIP4"}
		must(t, svc.Pigeons.CreatePigeon(ctx, reserve, core.StatusReserve))
		must(t, svc.Pigeons.AddPigeonHistory(ctx, reserve, core.StatusReserveActivationPending))
		flight := func(name string, kind core.FlightKind) int64 {
			f := &core.Flight{SeasonID: w.season, Name: name, Kind: kind, ReleaseTime: now.Add(24 * time.Hour),
				ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 200000}
			must(t, svc.Flights.CreateFlight(ctx, f))
			return f.ID
		}
		hotSpot, training := flight("Hot spot 2", core.FlightHotSpot), flight("Training 1", core.FlightTraining)
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		scan := func(id int64) string { return fmt.Sprintf("/api/res/v1/flights/%d/basket/scan", id) }
		active := func(id int64) string { return fmt.Sprintf("/api/res/v1/flights/%d/basket/active?dry_run=true", id) }
		list := func(id int64) string { return fmt.Sprintf("/api/public/flights/%d/basketings", id) }
		chip := func(c string) string { return fmt.Sprintf(`{"chip_ring":%q}`, c) }
		refused := func(ring, why string) obj { return obj{"errors.chip_ring.0": ring + ": " + why} }
		run(t, w.srv, []scenario{
			// the final: only paid final activations of paid registrations
			{name: "201FinalActivated", method: http.MethodPost, url: scan(w.next), header: merchant, body: chip("CHIP0"), wantStatus: 201},
			{name: "400FinalPending", method: http.MethodPost, url: scan(w.next), header: merchant, body: chip("CHIP1"), wantStatus: 400,
				want: refused("NL-2026-0000002", core.MsgBasketFinalPending)},
			{name: "400FinalNoActivation", method: http.MethodPost, url: scan(w.next), header: merchant, body: chip("CHIP2"), wantStatus: 400,
				want: refused("NL-2026-0000003", core.MsgBasketNoFinal)},
			{name: "400FinalUnpaidRegistration", method: http.MethodPost, url: scan(w.next), header: merchant, body: chip("CHIP3"), wantStatus: 400,
				want: refused("NL-2026-0000004", core.MsgBasketUnpaid)},
			{name: "400FinalByPigeon", method: http.MethodPost, url: "/api/res/v1/basketings", header: merchant,
				body: fmt.Sprintf(`{"flight_id":%d,"pigeon_id":%d}`, w.next, w.pigeons[2]), wantStatus: 400, want: obj{"errors.pigeon_id.0": core.MsgBasketNoFinal}},
			// the basketing screen's check lists every refused bird with why
			{name: "200FinalActiveShowsWhy", method: http.MethodPost, url: active(w.next), header: merchant, wantStatus: 200,
				want: obj{"rows.#": 4, "rows.0.outcome": "already", "rows.1.reason": core.MsgBasketFinalPending,
					"rows.2.reason": core.MsgBasketNoFinal, "rows.3.reason": core.MsgBasketUnpaid}},
			{name: "200FinalOnlyOne", url: list(w.next), wantStatus: 200, want: obj{"meta.total": 1}},
			// a hot spot: paid registrations (or none), activated reserves only
			{name: "201HotSpotNoFinalNeeded", method: http.MethodPost, url: scan(hotSpot), header: merchant, body: chip("CHIP2"), wantStatus: 201},
			{name: "400HotSpotUnpaid", method: http.MethodPost, url: scan(hotSpot), header: merchant, body: chip("CHIP3"), wantStatus: 400,
				want: refused("NL-2026-0000004", core.MsgBasketUnpaid)},
			{name: "400HotSpotReservePending", method: http.MethodPost, url: scan(hotSpot), header: merchant, body: chip("CHIP4"), wantStatus: 400,
				want: refused("NL-2026-0000005", core.MsgBasketReservePending)},
			{name: "200HotSpotOnlyOne", url: list(hotSpot), wantStatus: 200, want: obj{"meta.total": 1}},
			// a training takes every active bird
			{name: "201TrainingUnpaid", method: http.MethodPost, url: scan(training), header: merchant, body: chip("CHIP3"), wantStatus: 201},
		})
	})
}

// A flight without a release position cannot be released; once it has one
// it can, and moving it between later states does not ask again.
func TestReleaseNeedsAPosition(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		states := fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.next)
		edit := fmt.Sprintf("/api/res/v1/flights/%d", w.next)
		run(t, w.srv, []scenario{
			{name: "200Basketing", method: http.MethodPost, url: states, header: merchant, body: `{"state":"basketing"}`, wantStatus: 201},
			{name: "400ReleaseAtZero", method: http.MethodPost, url: states, header: merchant, body: `{"state":"released"}`, wantStatus: 400,
				want: obj{"errors.state.0": core.MsgReleaseNoPosition}},
			{name: "200StillBasketing", url: fmt.Sprintf("/api/public/flights/%d", w.next), wantStatus: 200, want: obj{"state": "basketing"}},
			{name: "200Position", method: http.MethodPut, url: edit, header: merchant,
				body:       `{"name":"Final","kind":"final","release_time":"2026-06-04T06:00:00Z","release_point":"Orléans","release_latitude":47.9,"release_longitude":1.9,"distance":500}`,
				wantStatus: 200},
			{name: "201Release", method: http.MethodPost, url: states, header: merchant, body: `{"state":"released"}`, wantStatus: 201,
				want: obj{"state": "released"}},
		})
	})
}
