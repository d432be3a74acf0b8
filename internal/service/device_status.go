package service

import (
	"context"
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
