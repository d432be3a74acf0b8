package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// FindDeviceStatuses lists a loft's devices by id with their newest
// heartbeat and newest arrival batch: three queries however many devices.
func (db *DB) FindDeviceStatuses(ctx context.Context, loftID int64) ([]*core.DeviceStatus, error) {
	devices, err := db.FindDevices(ctx, loftID)
	if err != nil || len(devices) == 0 {
		return []*core.DeviceStatus{}, err
	}
	ids := make([]int64, len(devices))
	out := make([]*core.DeviceStatus, len(devices))
	byID := make(map[int64]*core.DeviceStatus, len(devices))
	for i, d := range devices {
		ids[i], out[i] = d.ID, &core.DeviceStatus{Device: d}
		byID[d.ID] = out[i]
	}
	var beats []heartbeatRow
	if err := db.conn(ctx).NewSelect().Model(&beats).
		Where("id IN (SELECT max(id) FROM device_heartbeats WHERE device_id IN (?) GROUP BY device_id)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, err
	}
	for _, r := range beats {
		byID[r.DeviceID].Heartbeat = &core.Heartbeat{ID: r.ID, DeviceID: r.DeviceID, Settings: r.Settings, Signal: r.Signal, Voltage: r.Voltage,
			Temperature: r.Temperature, Firmware: r.Firmware, CreatedAt: r.CreatedAt}
	}
	var batches []arrivalBatchRow
	if err := db.conn(ctx).NewSelect().Model(&batches).
		Where("id IN (SELECT max(id) FROM arrival_batches WHERE device_id IN (?) GROUP BY device_id)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, err
	}
	for i := range batches {
		r := &batches[i]
		byID[r.DeviceID].Batch = r.core()
	}
	return out, nil
}
