package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
	"github.com/oneloft/oneloft/internal/weather"
)

// TestWeatherLookUpLimit: a client asking the weather of ever new points of
// the map gets 429 once it asked for core.WeatherNewCells.Max cells nobody
// asked for lately (each a paid call); points in cells asked for before
// still answer.
func TestWeatherLookUpLimit(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	var calls atomic.Int32 // the paid calls
	windy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		json.NewEncoder(w).Encode(map[string]any{"ts": []int64{now.UnixMilli()}, "temp-surface": []float64{293.15},
			"wind_u-surface": []float64{-3}, "wind_v-surface": []float64{-4}, "ptype-surface": []float64{0}})
	}))
	t.Cleanup(windy.Close)
	svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now },
		Forecaster: &weather.Windy{Key: "k", Endpoint: windy.URL, Now: func() time.Time { return now }}})
	ctx := core.SystemContext(context.Background())
	loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE",
		Addresses: []*core.LoftAddress{{City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028", Latitude: 48.5, Longitude: 12.1}}}
	must(t, svc.Lofts.CreateLoft(ctx, loft))
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR, State: core.SeasonInProgress}
	must(t, svc.Seasons.CreateSeason(ctx, season))
	flight := &core.Flight{SeasonID: season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, State: core.FlightComingSoon, ReleaseTime: now, Distance: 250000}
	must(t, db.CreateFlight(ctx, flight))

	srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		PublicURL: "https://race.example/", Auth: api.Auth{Embedded: true, Verify: testVerify}}))
	t.Cleanup(srv.Close)

	url := func(lat, lon float64) string {
		return fmt.Sprintf("/api/public/flights/%d/weather?lat=%g&lon=%g", flight.ID, lat, lon)
	}
	var tests []scenario
	for i := range core.WeatherNewCells.Max {
		tests = append(tests, scenario{name: fmt.Sprintf("200NewCell%d", i+1), url: url(40+float64(i)/10, 10.04), wantStatus: 200,
			want: obj{"available": true, "latitude": 40 + float64(i)/10, "longitude": 10.0}})
	}
	tests = append(tests,
		scenario{name: "429NewCell", url: url(30, 10), wantStatus: 429, want: obj{"message": core.MsgTooManyWeatherLookups}},
		scenario{name: "200CellAskedBefore", url: url(40.03, 9.96), wantStatus: 200, want: obj{"available": true, "latitude": 40.0, "longitude": 10.0}},
		scenario{name: "429TheLoftNewToo", url: fmt.Sprintf("/api/public/flights/%d/weather", flight.ID), wantStatus: 429},
	)
	run(t, srv, tests)
	if n := int(calls.Load()); n != core.WeatherNewCells.Max {
		t.Fatalf("%d paid calls, want %d", n, core.WeatherNewCells.Max)
	}
}
