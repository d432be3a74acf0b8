package api

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

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
	out := DeviceStatus{Device: Device{ID: dev.ID, LoftID: dev.LoftID, Kind: string(dev.Kind), Name: dev.Name, CreatedAt: dev.CreatedAt}, Online: d.Online(at)}
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

func (s *Server) deviceStatusRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-devices", Method: http.MethodGet, Path: "/api/custom/v1/staff/lofts/{id}/devices", Tags: []string{"devices"},
		Summary: "Monitor a loft's devices",
		Description: "Staff of the loft: every clock, antenna and PC with its last heartbeat (signal, voltage, temperature, firmware, settings) " +
			"and its last arrival batch (time, sequence number, counts), and whether it was heard from within the online window.",
		Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body DeviceStatusList }, error) {
		m, err := s.svc.FindDeviceStatuses(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body DeviceStatusList }{Body: toDeviceStatusList(m)}, nil
	})
}

func toDeviceStatusList(m *service.DeviceMonitor) DeviceStatusList {
	out := DeviceStatusList{Data: make([]DeviceStatus, len(m.Devices)), At: m.At, OnlineWindowSeconds: int(core.DeviceOnlineWindow.Seconds())}
	for i, d := range m.Devices {
		out.Data[i] = toDeviceStatus(d, m.At)
	}
	return out
}
