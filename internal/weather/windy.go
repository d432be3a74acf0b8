// Package weather reads point forecasts from the Windy API for the flight map.
package weather

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// DefaultEndpoint is Windy's point forecast API.
const DefaultEndpoint = "https://api.windy.com/api/point-forecast/v2"

// Windy is a core.Forecaster over the Windy point forecast API, model GFS,
// with answers cached per place and hour: the map asks every few seconds.
type Windy struct {
	Key      string
	Endpoint string
	Client   *http.Client
	TTL      time.Duration
	Now      core.Clock

	mu    sync.Mutex
	cache map[string]cached
}

type cached struct {
	f       *core.Forecast
	expires time.Time
}

// request is the body Windy documents.
type request struct {
	Lat        float64  `json:"lat"`
	Lon        float64  `json:"lon"`
	Model      string   `json:"model"`
	Parameters []string `json:"parameters"`
	Levels     []string `json:"levels"`
	Key        string   `json:"key"`
}

// response holds the series Windy answers: one value per timestamp.
type response struct {
	TS    []int64   `json:"ts"`
	Temp  []float64 `json:"temp-surface"`
	WindU []float64 `json:"wind_u-surface"`
	WindV []float64 `json:"wind_v-surface"`
	PType []float64 `json:"ptype-surface"`
}

// Forecast returns the forecast nearest to now at a point.
func (w *Windy) Forecast(ctx context.Context, lat, lon float64) (*core.Forecast, error) {
	now := w.now()
	// Points within about a kilometre share an answer.
	key := fmt.Sprintf("%.2f,%.2f,%s", lat, lon, now.Truncate(time.Hour).Format(time.RFC3339))
	w.mu.Lock()
	if c, ok := w.cache[key]; ok && now.Before(c.expires) {
		w.mu.Unlock()
		return c.f, nil
	}
	w.mu.Unlock()
	f, err := w.fetch(ctx, lat, lon, now)
	if err != nil {
		return nil, err
	}
	w.mu.Lock()
	if w.cache == nil || len(w.cache) > 10000 {
		w.cache = map[string]cached{}
	}
	w.cache[key] = cached{f: f, expires: now.Add(w.ttl())}
	w.mu.Unlock()
	return f, nil
}

func (w *Windy) fetch(ctx context.Context, lat, lon float64, now time.Time) (*core.Forecast, error) {
	body, _ := json.Marshal(request{Lat: lat, Lon: lon, Model: "gfs", Parameters: []string{"wind", "temp", "ptype"}, Levels: []string{"surface"}, Key: w.Key})
	endpoint := w.Endpoint
	if endpoint == "" {
		endpoint = DefaultEndpoint
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	client := w.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("weather: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("weather: windy answered %s", res.Status)
	}
	var r response
	if err := json.NewDecoder(res.Body).Decode(&r); err != nil {
		return nil, fmt.Errorf("weather: windy answer: %w", err)
	}
	n := len(r.TS)
	if n == 0 || len(r.Temp) < n || len(r.WindU) < n || len(r.WindV) < n || len(r.PType) < n {
		return nil, fmt.Errorf("weather: windy answer has no complete series")
	}
	best := 0
	for i, ts := range r.TS {
		if math.Abs(float64(ts-now.UnixMilli())) < math.Abs(float64(r.TS[best]-now.UnixMilli())) {
			best = i
		}
	}
	return &core.Forecast{At: time.UnixMilli(r.TS[best]).UTC(), TemperatureK: r.Temp[best], WindU: r.WindU[best], WindV: r.WindV[best],
		Precipitation: int(math.Round(r.PType[best]))}, nil
}

func (w *Windy) now() time.Time {
	if w.Now != nil {
		return w.Now()
	}
	return time.Now()
}

func (w *Windy) ttl() time.Duration {
	if w.TTL > 0 {
		return w.TTL
	}
	return core.WeatherCacheTTL
}
