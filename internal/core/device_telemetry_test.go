package core

import (
	"testing"
	"time"
)

func TestBucketTelemetry(t *testing.T) {
	at := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	sig := func(v int) *int { return &v }
	f := func(v float64) *float64 { return &v }
	beats := []*Heartbeat{
		{Signal: sig(-60), Voltage: f(12.0), CreatedAt: at.Add(10 * time.Second)},
		{Signal: sig(-70), Voltage: f(12.4), Temperature: f(20), CreatedAt: at.Add(40 * time.Second)},
		{Signal: sig(-90), CreatedAt: at.Add(-time.Hour)},                  // before the window: left out
		{Signal: sig(-50), CreatedAt: at.Add(3*time.Minute + time.Second)}, // the last bucket
	}
	batches := []time.Time{at.Add(5 * time.Second), at.Add(6 * time.Second), at.Add(2 * time.Minute)}
	got := BucketTelemetry(at.Add(15*time.Second), at.Add(3*time.Minute+30*time.Second), time.Minute, beats, batches)
	if len(got) != 4 {
		t.Fatalf("%d points, want 4 (12:00 to 12:03)", len(got))
	}
	for _, tt := range []struct {
		name             string
		p                TelemetryPoint
		at               time.Time
		signal, voltage  *float64
		temp             *float64
		batchesPerMinute float64
	}{
		{"MeansOfTwo", got[0], at, f(-65), f(12.2), f(20), 2},
		{"SilentMinute", got[1], at.Add(time.Minute), nil, nil, nil, 0},
		{"BatchesOnly", got[2], at.Add(2 * time.Minute), nil, nil, nil, 1},
		{"Last", got[3], at.Add(3 * time.Minute), f(-50), nil, nil, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			eq := func(a, b *float64) bool {
				return (a == nil) == (b == nil) && (a == nil || *a-*b < 1e-9 && *b-*a < 1e-9)
			}
			if !tt.p.At.Equal(tt.at) || !eq(tt.p.Signal, tt.signal) || !eq(tt.p.Voltage, tt.voltage) || !eq(tt.p.Temperature, tt.temp) || tt.p.BatchesPerMinute != tt.batchesPerMinute {
				t.Errorf("got %+v", tt.p)
			}
		})
	}
	if _, _, ok := TelemetrySpan("2h").Window(); ok {
		t.Error("2h accepted")
	}
	if l, b, _ := SpanWeek.Window(); int(l/b) != 84 {
		t.Errorf("a week in %d points", l/b)
	}
}
