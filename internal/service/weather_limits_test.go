package service_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
	"github.com/oneloft/oneloft/internal/weather"
)

// windyPoints is a local server that answers as Windy's point forecast API
// and keeps the points it was asked for: each one a paid call.
type windyPoints struct {
	mu     sync.Mutex
	points [][2]float64
}

func startWindy(t *testing.T, at time.Time) (*windyPoints, string) {
	w := &windyPoints{}
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		var req struct{ Lat, Lon float64 }
		json.NewDecoder(r.Body).Decode(&req)
		w.mu.Lock()
		w.points = append(w.points, [2]float64{req.Lat, req.Lon})
		w.mu.Unlock()
		json.NewEncoder(rw).Encode(map[string]any{"ts": []int64{at.UnixMilli()}, "temp-surface": []float64{293.15},
			"wind_u-surface": []float64{-3}, "wind_v-surface": []float64{-4}, "ptype-surface": []float64{0}})
	}))
	t.Cleanup(srv.Close)
	return w, srv.URL
}

func (w *windyPoints) calls() [][2]float64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([][2]float64(nil), w.points...)
}

// TestWeatherLookUpsLimited: points are rounded to the 0.1° grid before the
// cache and the paid call, and a client may ask for only so many cells that
// nobody asked for lately; cells asked for before still answer.
func TestWeatherLookUpsLimited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		clock := fixedNow
		now := func() time.Time { return clock }
		windy, url := startWindy(t, fixedNow)
		svc := service.New(service.Deps{Store: db, Clock: now, Forecaster: &weather.Windy{Key: "k", Endpoint: url, Now: now}})
		ctx := core.SystemContext(context.Background())
		flight := &core.Flight{SeasonID: w.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, State: core.FlightComingSoon, ReleaseTime: fixedNow, Distance: 250000}
		must(t, db.CreateFlight(ctx, flight))
		const viewer, other = "203.0.113.9", "198.51.100.7"
		at := func(lat, lon float64, client string) (*service.FlightWeather, error) {
			return svc.Flights.FindFlightWeather(ctx, flight.ID, &lat, &lon, client)
		}

		t.Run("Grid", func(t *testing.T) {
			for _, p := range [][2]float64{{48.5412, 12.1499}, {48.4501, 12.0501}, {48.5, 12.1}} {
				got, err := at(p[0], p[1], viewer)
				must(t, err)
				if !got.Available || got.Latitude != 48.5 || got.Longitude != 12.1 {
					t.Fatalf("at %v: %+v, want the cell 48.5, 12.1", p, got)
				}
			}
			if got := windy.calls(); len(got) != 1 || got[0] != [2]float64{48.5, 12.1} {
				t.Fatalf("calls: %v, want one at the cell", got)
			}
		})
		t.Run("ErrTooManyNewCells", func(t *testing.T) {
			for i := range core.WeatherNewCells.Max - 1 { // the grid's cell was the first
				_, err := at(40+float64(i)/10, 10, viewer)
				must(t, err)
			}
			_, err := at(30, 10, viewer)
			wantErr(t, err, core.ETOOMANY, core.MsgTooManyWeatherLookups)
			if n := len(windy.calls()); n != core.WeatherNewCells.Max {
				t.Fatalf("%d calls, want %d", n, core.WeatherNewCells.Max)
			}
			// cells asked for before still answer, for this client too
			if got, err := at(40.04, 10.03, viewer); err != nil || !got.Available {
				t.Fatalf("a cell asked for before: %v %+v", err, got)
			}
			// another client may ask for the cell; then it is known to all
			must(t, func() error { _, err := at(30, 10, other); return err }())
			must(t, func() error { _, err := at(30, 10, viewer); return err }())
			if n := len(windy.calls()); n != core.WeatherNewCells.Max+1 {
				t.Fatalf("%d calls, want %d", n, core.WeatherNewCells.Max+1)
			}
		})
		t.Run("NewWindow", func(t *testing.T) {
			clock = clock.Add(core.WeatherNewCells.Window)
			must(t, func() error { _, err := at(31, 10, viewer); return err }())
		})
	})
}
