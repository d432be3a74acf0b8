package core

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// DeviceKind is what a device at a loft is (SPEC §1 monitoring: antennas, clocks, PCs).
type DeviceKind string

// Device kinds.
const (
	DeviceClock   DeviceKind = "clock"
	DeviceAntenna DeviceKind = "antenna"
	DevicePC      DeviceKind = "pc"
)

// Device is a clock, antenna or PC of a loft that talks to the device API
// with its own key; only the key's hash is stored.
type Device struct {
	ID        int64
	LoftID    int64
	Kind      DeviceKind
	Name      string
	KeyHash   string
	CreatedAt time.Time
}

// Validate checks a device's fields.
func (d *Device) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", d.Name) {
		Line(f, "name", d.Name, 128)
	}
	OneOf(f, "kind", d.Kind, DeviceClock, DeviceAntenna, DevicePC)
	if d.LoftID == 0 {
		f.Add("loft_id", msgRequired("loft_id"))
	}
	return f.Err()
}

// HashDeviceKey is the stored form of a device key. Keys are long random
// strings, so one SHA-256 is enough and lets the store look a key up.
func HashDeviceKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// Heartbeat is a device's telemetry report (SPEC §1 monitoring).
type Heartbeat struct {
	ID          int64
	DeviceID    int64
	Settings    string   // JSON object as sent
	Signal      *int     // dBm
	Voltage     *float64 // V
	Temperature *float64 // °C
	Firmware    string
	CreatedAt   time.Time
}

// Validate checks what a device reports of itself: its firmware is shown on
// the monitoring page and must be one clean line.
func (h *Heartbeat) Validate() error {
	f := FieldErrors{}
	Line(f, "firmware", h.Firmware, 64)
	return f.Err()
}

// DeviceStore persists devices and their heartbeats.
type DeviceStore interface {
	CreateDevice(ctx context.Context, d *Device) error
	// FindDeviceByKeyHash returns ENOTFOUND for an unknown key.
	FindDeviceByKeyHash(ctx context.Context, hash string) (*Device, error)
	FindDevices(ctx context.Context, loftID int64) ([]*Device, error)
	CreateHeartbeat(ctx context.Context, h *Heartbeat) error
	// FindHeartbeats returns a device's newest heartbeats first.
	FindHeartbeats(ctx context.Context, deviceID int64, limit int) ([]*Heartbeat, error)
	// FindDeviceStatuses lists a loft's devices by id with their latest
	// heartbeat and arrival batch, for monitoring.
	FindDeviceStatuses(ctx context.Context, loftID int64) ([]*DeviceStatus, error)
}
