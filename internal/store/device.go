package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type deviceRow struct {
	bun.BaseModel `bun:"table:devices"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    int64
	Kind      string
	Name      string
	KeyHash   string
	CreatedAt time.Time
}

func (r *deviceRow) core() *core.Device {
	return &core.Device{ID: r.ID, LoftID: r.LoftID, Kind: core.DeviceKind(r.Kind), Name: r.Name, KeyHash: r.KeyHash, CreatedAt: r.CreatedAt}
}

type heartbeatRow struct {
	bun.BaseModel `bun:"table:device_heartbeats"`

	ID          int64 `bun:",pk,autoincrement"`
	DeviceID    int64
	Settings    string
	Signal      *int
	Voltage     *float64
	Temperature *float64
	Firmware    string
	CreatedAt   time.Time
}

// CreateDevice inserts a device; ECONFLICT when the key hash is taken.
func (db *DB) CreateDevice(ctx context.Context, d *core.Device) error {
	d.CreatedAt = db.now()
	row := &deviceRow{LoftID: d.LoftID, Kind: string(d.Kind), Name: d.Name, KeyHash: d.KeyHash, CreatedAt: d.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	d.ID = row.ID
	return nil
}

// FindDeviceByKeyHash returns the device with the key hash.
func (db *DB) FindDeviceByKeyHash(ctx context.Context, hash string) (*core.Device, error) {
	var row deviceRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("key_hash = ?", hash).Scan(ctx); err != nil {
		return nil, mapErr(err, "Device")
	}
	return row.core(), nil
}

// FindDevices lists a loft's devices.
func (db *DB) FindDevices(ctx context.Context, loftID int64) ([]*core.Device, error) {
	var rows []deviceRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("loft_id = ?", loftID).Order("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Device, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// CreateHeartbeat appends a telemetry report.
func (db *DB) CreateHeartbeat(ctx context.Context, h *core.Heartbeat) error {
	if h.CreatedAt.IsZero() {
		h.CreatedAt = db.now()
	}
	if h.Settings == "" {
		h.Settings = "{}"
	}
	row := &heartbeatRow{DeviceID: h.DeviceID, Settings: h.Settings, Signal: h.Signal, Voltage: h.Voltage,
		Temperature: h.Temperature, Firmware: h.Firmware, CreatedAt: h.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "device")
	}
	h.ID = row.ID
	return nil
}

// FindHeartbeats returns a device's newest heartbeats first.
func (db *DB) FindHeartbeats(ctx context.Context, deviceID int64, limit int) ([]*core.Heartbeat, error) {
	var rows []heartbeatRow
	q := db.conn(ctx).NewSelect().Model(&rows).Where("device_id = ?", deviceID).Order("id DESC")
	if err := page(q, 0, limit).Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Heartbeat, len(rows))
	for i, r := range rows {
		out[i] = &core.Heartbeat{ID: r.ID, DeviceID: r.DeviceID, Settings: r.Settings, Signal: r.Signal, Voltage: r.Voltage,
			Temperature: r.Temperature, Firmware: r.Firmware, CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// FindHeartbeatsBetween implements core.TelemetryStore.
func (db *DB) FindHeartbeatsBetween(ctx context.Context, deviceID int64, from, to time.Time) ([]*core.Heartbeat, error) {
	var rows []heartbeatRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Column("id", "device_id", "signal", "voltage", "temperature", "created_at").
		Where("device_id = ? AND created_at >= ? AND created_at <= ?", deviceID, from.UTC(), to.UTC()).OrderExpr("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Heartbeat, len(rows))
	for i, r := range rows {
		out[i] = &core.Heartbeat{ID: r.ID, DeviceID: r.DeviceID, Signal: r.Signal, Voltage: r.Voltage, Temperature: r.Temperature, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

// FindBatchTimesBetween implements core.TelemetryStore.
func (db *DB) FindBatchTimesBetween(ctx context.Context, deviceID int64, from, to time.Time) ([]time.Time, error) {
	var times []time.Time
	err := db.conn(ctx).NewSelect().Table("arrival_batches").Column("created_at").
		Where("device_id = ? AND created_at >= ? AND created_at <= ?", deviceID, from.UTC(), to.UTC()).Scan(ctx, &times)
	return times, err
}
