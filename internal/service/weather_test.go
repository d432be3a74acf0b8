package service_test

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/testutil"
	"github.com/oneloft/oneloft/internal/weather"
)

func TestFlightWeather(t *testing.T) {
	db := testutil.MustOpenDB(t, "sqlite")
	w := newWorld(t, db)
	windy := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		json.NewEncoder(rw).Encode(map[string]any{"ts": []int64{fixedNow.UnixMilli()}, "temp-surface": []float64{293.15},
			"wind_u-surface": []float64{-3}, "wind_v-surface": []float64{-4}, "ptype-surface": []float64{5}})
	}))
	defer windy.Close()
	ctx := core.SystemContext(context.Background())
	flight := &core.Flight{SeasonID: w.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, State: core.FlightComingSoon, ReleaseTime: fixedNow, Distance: 250000}
	must(t, db.CreateFlight(ctx, flight))

	got, err := w.svc.Flights.FindFlightWeather(ctx, flight.ID, nil, nil, "203.0.113.9")
	must(t, err)
	if got.Available {
		t.Fatal("weather without a forecaster")
	}
	forecasts := w.with(service.Deps{Forecaster: &weather.Windy{Key: "k", Endpoint: windy.URL, Now: func() time.Time { return fixedNow }}})
	got, err = forecasts.Flights.FindFlightWeather(ctx, flight.ID, nil, nil, "203.0.113.9")
	must(t, err)
	if !got.Available || math.Abs(got.Temperature-20) > 0.01 || got.Fahrenheit || got.WindSpeed != 5 || got.WindDirection != "NE" || got.Kind != "snow" {
		t.Fatalf("km loft: %+v", got)
	}
	_, err = db.Bun().ExecContext(ctx, "UPDATE lofts SET unit = 'mile' WHERE id = ?", w.loft.ID)
	must(t, err)
	got, err = forecasts.Flights.FindFlightWeather(ctx, flight.ID, ptr(51.5), ptr(-0.1), "203.0.113.9")
	must(t, err)
	if math.Abs(got.Temperature-68) > 0.01 || !got.Fahrenheit || got.Latitude != 51.5 {
		t.Fatalf("mile loft: %+v", got)
	}
	unreachable := w.with(service.Deps{Forecaster: &weather.Windy{Key: "k", Endpoint: "http://127.0.0.1:1"}})
	got, err = unreachable.Flights.FindFlightWeather(ctx, flight.ID, nil, nil, "203.0.113.9")
	if err != nil || got.Available {
		t.Fatalf("a failing provider: %v %+v", err, got)
	}
	_, err = w.svc.Flights.FindFlightWeather(ctx, 999, nil, nil, "203.0.113.9")
	wantErr(t, err, core.ENOTFOUND, "")
}
