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

// TestPigeonRacesMatchResults: a bird flies three races (first, second, and
// lost in the third); its page's races say what each flight's results say.
func TestPigeonRacesMatchResults(t *testing.T) {
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
		rival := &core.Pigeon{SeasonID: id.season, TeamID: id.team, Ring: "NL-2026-7654321", ChipRing: "RIVAL001"}
		must(t, svc.Pigeons.CreatePigeon(ctx, rival, core.StatusUnassigned))
		_, err = svc.Pigeons.AddPigeonStatus(ctx, rival.ID, core.StatusActive, "")
		must(t, err)
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: id.loft, Kind: core.DeviceClock, Name: "Clock"})
		must(t, err)
		// minutes home after the release: the bird, the rival; 0 never home
		races := [][2]int{{60, 62}, {95, 90}, {0, 120}}
		for i, r := range races {
			release := now.Add(-time.Duration(10-i) * 24 * time.Hour)
			fl := &core.Flight{SeasonID: id.season, Name: fmt.Sprintf("Hot spot %d", i+1), Kind: core.FlightHotSpot, ReleaseTime: release,
				Distance: core.Distance(100000 + 50000*i), ReleaseLatitude: 48.4, ReleaseLongitude: 11.9}
			must(t, svc.Flights.CreateFlight(ctx, fl))
			var reads []core.ChipRead
			for j, p := range []*core.Pigeon{bird, rival} {
				must(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}))
				if r[j] > 0 {
					reads = append(reads, core.ChipRead{ChipID: p.ChipRing, AntennaID: "A1", ReadMs: release.Add(time.Duration(r[j]) * time.Minute).UnixMilli()})
				}
			}
			_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
			must(t, err)
			_, err = svc.Devices.IngestArrivals(ctx, key, service.BatchInput{Seq: int64(i + 1), FlightID: fl.ID, Reads: reads})
			must(t, err)
			_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightFinished)
			must(t, err)
		}

		page := getJSON(t, fmt.Sprintf("%s/api/public/pigeons/%d", srv.URL, id.pigeon))
		got, _ := page["races"].([]any)
		if len(got) != 3 {
			t.Fatalf("races: %v", page["races"])
		}
		for _, r := range got {
			race := r.(map[string]any)
			res := getJSON(t, fmt.Sprintf("%s/api/public/flights/%v/results", srv.URL, race["flight_id"]))
			place, speed, flown, outcome := 0.0, "", "", "not_home"
			for _, row := range res["data"].([]any) {
				if row := row.(map[string]any); row["pigeon_id"] == float64(id.pigeon) {
					place, speed, flown, outcome = row["rank"].(float64), fmt.Sprintf("%.2f", row["speed"]), row["time"].(string), "placed"
				}
			}
			if gotTime, _ := race["time"].(string); gotTime != flown || race["outcome"] != outcome {
				t.Errorf("%v: page says %v in %q; results say %s in %q", race["flight"], race["outcome"], gotTime, outcome, flown)
			}
			wantSpeed := speed
			if place == 0 {
				wantSpeed = ""
			}
			gotSpeed, _ := race["speed"].(string)
			if race["place"] != place || race["basketed"] != res["basketed"] || gotSpeed != wantSpeed {
				t.Errorf("%v: page says place %v of %v at %v; results say %v of %v at %s", race["flight"], race["place"], race["basketed"], race["speed"], place, res["basketed"], speed)
			}
		}
		// Its ace places are the season's ace lists': not in the total time
		// (it missed a race), in those that count places.
		aces, _ := page["aces"].([]any)
		onPage := map[string]map[string]any{}
		for _, a := range aces {
			onPage[a.(map[string]any)["scheme"].(string)] = a.(map[string]any)
		}
		if _, ok := onPage["total_time"]; ok || len(onPage) == 0 {
			t.Fatalf("aces %v", aces)
		}
		for _, scheme := range []string{"total_time", "coefficient", "most_prizes", "rank_points", "average_speed"} {
			list := getJSON(t, fmt.Sprintf("%s/api/public/seasons/%d/aces?scheme=%s", srv.URL, id.season, scheme))
			var want map[string]any
			for _, row := range list["data"].([]any) {
				if row := row.(map[string]any); row["pigeon_id"] == float64(id.pigeon) {
					want = row
				}
			}
			ace, ok := onPage[scheme]
			if !ok {
				continue // a scheme the season's rules do not keep, or one the bird is not in
			}
			if want == nil || ace["rank"] != want["rank"] || ace["of"] != list["meta"].(map[string]any)["total"] || ace["score"] != want["score"] {
				t.Errorf("%s: page says %v; ace list says %v of %v", scheme, ace, want, list["meta"])
			}
		}
		// Newest first, with the places the arrivals make.
		if got[0].(map[string]any)["flight"] != "Hot spot 3" || got[0].(map[string]any)["place"] != 0.0 ||
			got[1].(map[string]any)["place"] != 2.0 || got[2].(map[string]any)["place"] != 1.0 {
			t.Fatalf("races: %v", got)
		}
	})
}
