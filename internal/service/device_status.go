package service

import (
	"context"
	"slices"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// DeviceMonitor is a loft's devices with their last contact, as of a time.
type DeviceMonitor struct {
	At      time.Time
	Devices []*core.DeviceStatus
}

// FindDeviceStatuses lists a loft's devices (its staff) with the last
// heartbeat and the last arrival batch of each; DeviceStatus.Online(At)
// tells which are online.
func (s *Devices) FindDeviceStatuses(ctx context.Context, loftID int64) (*DeviceMonitor, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	ds, err := s.store.FindDeviceStatuses(ctx, loftID)
	if err != nil {
		return nil, err
	}
	return &DeviceMonitor{At: s.now(), Devices: ds}, nil
}

// Telemetry is a device's history for its charts over a span ending now.
type Telemetry struct {
	Span   core.TelemetrySpan
	Bucket time.Duration
	Points []core.TelemetryPoint
}

// DeviceTelemetry charts a device of a loft (its staff): signal, voltage,
// temperature and batches per minute over the last hour, day or week.
func (s *Devices) DeviceTelemetry(ctx context.Context, loftID, deviceID int64, span core.TelemetrySpan) (*Telemetry, error) {
	length, bucket, ok := span.Window()
	if !ok {
		return nil, core.Invalid("range", "The range must be 1h, 24h or 7d.")
	}
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	devices, err := s.store.FindDevices(ctx, loftID)
	if err != nil {
		return nil, err
	}
	if !slices.ContainsFunc(devices, func(d *core.Device) bool { return d.ID == deviceID }) {
		return nil, core.Errorf(core.ENOTFOUND, "Device not found.")
	}
	to := s.now()
	from := to.Add(-length)
	beats, err := s.store.FindHeartbeatsBetween(ctx, deviceID, from.Truncate(bucket), to)
	if err != nil {
		return nil, err
	}
	batches, err := s.store.FindBatchTimesBetween(ctx, deviceID, from.Truncate(bucket), to)
	if err != nil {
		return nil, err
	}
	return &Telemetry{Span: span, Bucket: bucket, Points: core.BucketTelemetry(from, to, bucket, beats, batches)}, nil
}
