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

// TestSeasonSummaryAPI: the fixture's season, published, flies one hot
// spot with its bird and a rival whose name is markup; the bird wins, the
// rival never comes home. A draft season of the same loft stays hidden.
func TestSeasonSummaryAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		_, err := svc.Seasons.ChangeSeasonState(ctx, id.season, core.SeasonInProgress, true)
		must(t, err)
		bird, err := db.FindPigeonByID(ctx, id.pigeon)
		must(t, err)
		bird.ChipRing = "BOLT0001"
		must(t, db.UpdatePigeon(ctx, bird))
		rival := &core.Pigeon{SeasonID: id.season, TeamID: id.team, Ring: "NL-2026-7654321", ChipRing: "RIVAL001", Name: `<img src=x onerror=alert(1)>`}
		must(t, svc.Pigeons.CreatePigeon(ctx, rival, core.StatusActive))
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: id.loft, Kind: core.DeviceClock, Name: "Clock"})
		must(t, err)
		release := now.Add(-24 * time.Hour)
		fl := &core.Flight{SeasonID: id.season, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 150000,
			ReleaseLatitude: 48.4, ReleaseLongitude: 11.9}
		must(t, svc.Flights.CreateFlight(ctx, fl))
		for _, p := range []*core.Pigeon{bird, rival} {
			must(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}))
		}
		_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
		must(t, err)
		_, err = svc.Devices.IngestArrivals(ctx, key, service.BatchInput{Seq: 1, FlightID: fl.ID,
			Reads: []core.ChipRead{{ChipID: "BOLT0001", AntennaID: "A1", ReadMs: release.Add(2 * time.Hour).UnixMilli()}}})
		must(t, err)
		_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightFinished)
		must(t, err)
		draft := &core.Season{LoftID: id.loft, Name: "2027", Currency: core.EUR, State: core.SeasonDraft}
		must(t, db.CreateSeason(ctx, draft))

		f := fmt.Sprintf
		run(t, srv, []scenario{
			{name: "200", url: f("/api/public/seasons/%d/summary", id.season), wantStatus: 200, want: obj{
				"id": id.season, "name": "2026", "state": "in_progress", "currency": "EUR", "unit": "km",
				"loft":              obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "time_zone": "UTC"},
				"funnel.registered": 2, "funnel.delivered": 2, "funnel.gone_after": 0, "funnel.lost_in_races": 1, "funnel.lost_outside": 0,
				"funnel.remaining": 1,
				"funnel.stages": []any{obj{"flight_id": fl.ID, "name": "Hot spot 1", "kind": "hot_spot", "gone_before": 0, "alive": 2,
					"basketed": 2, "home": 1, "late": 0, "lost": 1, "awaited": 0}},
				"races.#": 1, "races.0.flight_id": fl.ID, "races.0.state": "finished", "races.0.distance": 150, "races.0.basketed": 2,
				"races.0.home": 1, "races.0.closed_by": "staff", "races.0.prizes": 0, "races.0.release_time": release.Format(time.RFC3339),
				"races.0.winner": obj{"pigeon_id": id.pigeon, "ring": "NL-2026-1234567", "pigeon_name": "Blue Bolt", "team": "Berg Loft",
					"fancier": "Anna Berg", "country": "NL"},
				"prizes":            obj{"awarded": 0, "paid": 0, "per_bird": 0, "top": []any{}},
				"rules.prize_ratio": 5, "rules.coefficient_factor": 1000, "rules.unfilled_prizes": "shared", "rules.closing.home_percent": 0,
				"rules_text": ""},
				wantAbsent: []string{"**.email", "**.chip_ring"}},
			{name: "200DraftForItsMerchant", url: f("/api/public/seasons/%d/summary", draft.ID), header: token(id.merchant), wantStatus: 200,
				want: obj{"id": draft.ID, "state": "draft", "races": []any{}, "funnel.stages": []any{}, "funnel.registered": 0}},
			{name: "400ID", url: "/api/public/seasons/0/summary", wantStatus: 400, wantField: "id"},
			{name: "400IDNotNumber", url: "/api/public/seasons/1%20OR%201=1/summary", wantStatus: 400, wantField: "id"},
			{name: "404Unknown", url: "/api/public/seasons/9999/summary", wantStatus: 404, want: obj{"message": "Season not found."}},
			{name: "404DraftForVisitor", url: f("/api/public/seasons/%d/summary", draft.ID), wantStatus: 404, want: obj{"message": "Season not found."}},
			{name: "404DraftForFancier", url: f("/api/public/seasons/%d/summary", draft.ID), header: token(id.fancier), wantStatus: 404},
		})
	})
}
