package core

import (
	"context"
	"time"
)

// TelemetrySpan is how far back a device's telemetry chart reaches.
type TelemetrySpan string

// Telemetry spans (1 h, 24 h, 7 d), each drawn in about 60–84 points.
const (
	SpanHour TelemetrySpan = "1h"
	SpanDay  TelemetrySpan = "24h"
	SpanWeek TelemetrySpan = "7d"
)

// Window is the span's length and the width of one point on its chart.
func (s TelemetrySpan) Window() (length, bucket time.Duration, ok bool) {
	switch s {
	case SpanHour:
		return time.Hour, time.Minute, true
	case SpanDay:
		return 24 * time.Hour, 20 * time.Minute, true
	case SpanWeek:
		return 7 * 24 * time.Hour, 2 * time.Hour, true
	}
	return 0, 0, false
}

// TelemetryPoint is one bucket of a device's history: the means of the
// heartbeats in it (nil where none reported the value) and its arrival
// batches per minute.
type TelemetryPoint struct {
	At               time.Time // the bucket's start
	Signal           *float64  // dBm
	Voltage          *float64  // V
	Temperature      *float64  // °C
	BatchesPerMinute float64
}

// BucketTelemetry sorts heartbeats and batch times into buckets of width
// from the bucket holding from to the one holding to; a bucket with no
// heartbeat has nil values, so a chart shows the gap of a silent device.
func BucketTelemetry(from, to time.Time, width time.Duration, beats []*Heartbeat, batches []time.Time) []TelemetryPoint {
	start := from.Truncate(width)
	n := int(to.Sub(start)/width) + 1
	if n <= 0 {
		return nil
	}
	type sums struct {
		signal, voltage, temp    float64
		nSignal, nVoltage, nTemp int
		batches                  int
	}
	acc := make([]sums, n)
	index := func(t time.Time) int {
		if t.Before(start) {
			return -1
		}
		i := int(t.Sub(start) / width)
		if i >= n {
			return -1
		}
		return i
	}
	for _, h := range beats {
		i := index(h.CreatedAt)
		if i < 0 {
			continue
		}
		if h.Signal != nil {
			acc[i].signal += float64(*h.Signal)
			acc[i].nSignal++
		}
		if h.Voltage != nil {
			acc[i].voltage += *h.Voltage
			acc[i].nVoltage++
		}
		if h.Temperature != nil {
			acc[i].temp += *h.Temperature
			acc[i].nTemp++
		}
	}
	for _, t := range batches {
		if i := index(t); i >= 0 {
			acc[i].batches++
		}
	}
	mean := func(sum float64, k int) *float64 {
		if k == 0 {
			return nil
		}
		v := sum / float64(k)
		return &v
	}
	out := make([]TelemetryPoint, n)
	for i, a := range acc {
		out[i] = TelemetryPoint{At: start.Add(time.Duration(i) * width), Signal: mean(a.signal, a.nSignal), Voltage: mean(a.voltage, a.nVoltage),
			Temperature: mean(a.temp, a.nTemp), BatchesPerMinute: float64(a.batches) / width.Minutes()}
	}
	return out
}

// TelemetryStore reads a device's history for its charts.
type TelemetryStore interface {
	// FindHeartbeatsBetween returns a device's heartbeats from from (inclusive) to to, oldest first.
	FindHeartbeatsBetween(ctx context.Context, deviceID int64, from, to time.Time) ([]*Heartbeat, error)
	// FindBatchTimesBetween returns when a device's arrival batches came, from from to to.
	FindBatchTimesBetween(ctx context.Context, deviceID int64, from, to time.Time) ([]time.Time, error)
}
