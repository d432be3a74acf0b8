package api

import (
	"context"
	"encoding/json"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// DeviceHeartbeat is a device's last telemetry report.
type DeviceHeartbeat struct {
	At          time.Time      `json:"at"`
	Signal      *int           `json:"signal" nullable:"true" doc:"dBm"`
	Voltage     *float64       `json:"voltage" nullable:"true" doc:"V"`
	Temperature *float64       `json:"temperature" nullable:"true" doc:"°C"`
	Firmware    string         `json:"firmware"`
	Settings    map[string]any `json:"settings" doc:"As the device reported them"`
}

// DeviceBatch is the last arrival batch a device sent.
type DeviceBatch struct {
	At        time.Time `json:"at"`
	Seq       int64     `json:"seq"`
	FlightID  int64     `json:"flight_id"`
	Reads     int       `json:"reads"`
	Arrivals  int       `json:"arrivals"`
	Unmatched int       `json:"unmatched"`
}

// DeviceStatus is a device with its last heartbeat and batch.
type DeviceStatus struct {
	Device
	Online    bool             `json:"online" doc:"Heard from (heartbeat or batch) within online_window_seconds"`
	LastSeen  *time.Time       `json:"last_seen,omitempty"`
	Heartbeat *DeviceHeartbeat `json:"heartbeat,omitempty" doc:"Absent when it never sent one"`
	Batch     *DeviceBatch     `json:"batch,omitempty" doc:"Absent when it never sent one"`
}

// DeviceStatusList is a loft's devices for monitoring.
type DeviceStatusList struct {
	Data                []DeviceStatus `json:"data"`
	At                  time.Time      `json:"at" doc:"The server time the online flags refer to"`
	OnlineWindowSeconds int            `json:"online_window_seconds"`
}

func toDeviceStatus(d *core.DeviceStatus, at time.Time) DeviceStatus {
	dev := d.Device
	out := DeviceStatus{Device: toDevice(dev), Online: d.Online(at)}
	if seen := d.LastSeen(); !seen.IsZero() {
		out.LastSeen = &seen
	}
	if h := d.Heartbeat; h != nil {
		hb := &DeviceHeartbeat{At: h.CreatedAt, Signal: h.Signal, Voltage: h.Voltage, Temperature: h.Temperature, Firmware: h.Firmware, Settings: map[string]any{}}
		_ = json.Unmarshal([]byte(h.Settings), &hb.Settings) // stored only after the same check
		out.Heartbeat = hb
	}
	if b := d.Batch; b != nil {
		out.Batch = &DeviceBatch{At: b.CreatedAt, Seq: b.Seq, FlightID: b.FlightID, Reads: b.Reads, Arrivals: b.Arrivals, Unmatched: b.Unmatched}
	}
	return out
}

// listLoftDevicesDoc describes list-loft-devices.
const listLoftDevicesDoc = "Staff of the loft: every clock, antenna and PC with its last heartbeat (signal, voltage, temperature, firmware, settings) " +
	"and its last arrival batch (time, sequence number, counts), and whether it was heard from within the online window."

func (s *Server) listLoftDevices(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[DeviceStatusList], error) {
	m, err := s.svc.Devices.FindDeviceStatuses(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toDeviceStatusList(m))
}

func toDeviceStatusList(m *service.DeviceMonitor) DeviceStatusList {
	out := DeviceStatusList{Data: make([]DeviceStatus, len(m.Devices)), At: m.At, OnlineWindowSeconds: int(core.DeviceOnlineWindow.Seconds())}
	for i, d := range m.Devices {
		out.Data[i] = toDeviceStatus(d, m.At)
	}
	return out
}

// TelemetryPoint is one point of a device's charts: means over the bucket
// starting at `at`; null where no heartbeat reported the value.
type TelemetryPoint struct {
	At               time.Time `json:"at"`
	Signal           *float64  `json:"signal" doc:"dBm"`
	Voltage          *float64  `json:"voltage" doc:"V"`
	Temperature      *float64  `json:"temperature" doc:"°C"`
	BatchesPerMinute float64   `json:"batches_per_minute"`
}

// DeviceTelemetry is a device's history over a span ending now.
type DeviceTelemetry struct {
	Range         string           `json:"range" enum:"1h,24h,7d"`
	BucketSeconds int              `json:"bucket_seconds"`
	Points        []TelemetryPoint `json:"points"`
}

// getDeviceTelemetryDoc describes get-device-telemetry.
const getDeviceTelemetryDoc = "Staff of the loft: signal, voltage and temperature (means of the heartbeats) and arrival batches per minute, " +
	"over the last hour (1-minute points), day (20-minute points) or week (2-hour points). A point without heartbeats is null: the device was silent."

func (s *Server) getDeviceTelemetry(ctx context.Context, in *struct {
	ID       int64  `path:"id" minimum:"1"`
	DeviceID int64  `path:"deviceId" minimum:"1"`
	Range    string `query:"range" enum:"1h,24h,7d" default:"1h"`
}) (*bodyOf[DeviceTelemetry], error) {
	t, err := s.svc.Devices.DeviceTelemetry(ctx, in.ID, in.DeviceID, core.TelemetrySpan(in.Range))
	if err != nil {
		return nil, err
	}
	out := DeviceTelemetry{Range: string(t.Span), BucketSeconds: int(t.Bucket.Seconds()), Points: make([]TelemetryPoint, len(t.Points))}
	for i, p := range t.Points {
		out.Points[i] = TelemetryPoint{At: p.At, Signal: p.Signal, Voltage: p.Voltage, Temperature: p.Temperature, BatchesPerMinute: p.BatchesPerMinute}
	}
	return reply(out)
}
