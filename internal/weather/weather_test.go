package weather_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/weather"
)

// windyServer answers as Windy's point forecast API documents.
func windyServer(t *testing.T, calls *atomic.Int32) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		var req map[string]any
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || r.Method != http.MethodPost {
			http.Error(w, `{"message":"bad request"}`, http.StatusBadRequest)
			return
		}
		if req["key"] != "windy-key" || req["model"] != "gfs" {
			http.Error(w, `{"message":"Invalid API key"}`, http.StatusBadRequest)
			return
		}
		base := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
		json.NewEncoder(w).Encode(map[string]any{
			"ts":             []int64{base, base + 3*3600e3, base + 6*3600e3},
			"units":          map[string]any{"temp-surface": "K", "wind_u-surface": "m*s-1", "wind_v-surface": "m*s-1", "ptype-surface": nil},
			"temp-surface":   []float64{285.15, 290.15, 295.15},
			"wind_u-surface": []float64{0, -3, 1},
			"wind_v-surface": []float64{-2, -4, 1},
			"ptype-surface":  []float64{0, 1, 5},
			"warning":        "The trial API version is for development purposes only.",
		})
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestWindy(t *testing.T) {
	var calls atomic.Int32
	srv := windyServer(t, &calls)
	now := time.Date(2026, 6, 1, 2, 0, 0, 0, time.UTC) // nearest is the 03:00 value
	w := &weather.Windy{Key: "windy-key", Endpoint: srv.URL, Now: func() time.Time { return now }}
	f, err := w.Forecast(context.Background(), 48.54, 12.15)
	if err != nil {
		t.Fatal(err)
	}
	if f.TemperatureK != 290.15 || f.WindU != -3 || f.WindV != -4 || f.Precipitation != 1 || f.At.Hour() != 3 {
		t.Fatalf("got %+v", f)
	}
	if _, err := w.Forecast(context.Background(), 48.541, 12.149); err != nil || calls.Load() != 1 {
		t.Fatalf("a nearby point within the hour should come from the cache: %d calls", calls.Load())
	}
	bad := &weather.Windy{Key: "wrong", Endpoint: srv.URL}
	if _, err := bad.Forecast(context.Background(), 1, 1); err == nil {
		t.Fatal("a refused key gave a forecast")
	}
}
