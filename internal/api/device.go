package api

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// deviceAuthDoc explains device authentication in every device operation.
const deviceAuthDoc = "Devices authenticate with their own key, created by a merchant: header `Authorization: Device <key>`. "

// DeviceInput registers a device of a loft.
type DeviceInput struct {
	LoftID int64  `json:"loft_id" minimum:"1"`
	Kind   string `json:"kind" enum:"clock,antenna,pc"`
	Name   string `json:"name" maxLength:"128"`
}

// Device is a clock, antenna or PC of a loft.
type Device struct {
	ID        int64     `json:"id"`
	LoftID    int64     `json:"loft_id"`
	Kind      string    `json:"kind" enum:"clock,antenna,pc"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

// NewDevice is a device with its key, shown once.
type NewDevice struct {
	Device
	Key string `json:"key" doc:"The device key; only its hash is stored, so keep it now"`
}

// ChipReadInput is one read of a chip by an antenna.
type ChipReadInput struct {
	ChipID    string `json:"chip_id" minLength:"1" maxLength:"64"`
	AntennaID string `json:"antenna_id,omitempty" maxLength:"64"`
	ReadMs    int64  `json:"read_ms" minimum:"1" doc:"Read time, Unix time in milliseconds"`
}

// ArrivalBatchInput is one batch of reads (device API v1).
type ArrivalBatchInput struct {
	Seq      int64           `json:"seq" minimum:"1" doc:"The device's sequence number of the batch; resending a number changes nothing and answers the same"`
	FlightID int64           `json:"flight_id,omitempty" minimum:"0" doc:"Default: the loft's released flight"`
	Reads    []ChipReadInput `json:"reads" maxItems:"5000"`
}

// ArrivalBatchResult is what a batch gave.
type ArrivalBatchResult struct {
	BatchID   int64 `json:"batch_id"`
	Seq       int64 `json:"seq"`
	FlightID  int64 `json:"flight_id"`
	Reads     int   `json:"reads"`
	Arrivals  int   `json:"arrivals" doc:"New arrivals, or arrivals moved to an earlier read"`
	Unmatched int   `json:"unmatched" doc:"Reads kept as unmatched: chips not basketed, or read before the release"`
}

// HeartbeatInput is a device's telemetry (device API v1).
type HeartbeatInput struct {
	Settings    map[string]any `json:"settings,omitempty" doc:"The device's settings, as it reports them"`
	Signal      *int           `json:"signal,omitempty" minimum:"-200" maximum:"100" doc:"Signal strength, dBm"`
	Voltage     *float64       `json:"voltage,omitempty" minimum:"0" maximum:"1000"`
	Temperature *float64       `json:"temperature,omitempty" minimum:"-100" maximum:"200" doc:"°C"`
	Firmware    string         `json:"firmware,omitempty" maxLength:"64"`
}

// DeviceBasket is what a clock needs to know of a released flight.
type DeviceBasket struct {
	FlightID    int64     `json:"flight_id"`
	ReleaseTime time.Time `json:"release_time"`
	Chips       []string  `json:"chips" doc:"Chip ids of the basketed pigeons"`
}

// deviceKey takes the key out of "Authorization: Device <key>".
func deviceKey(h string) string {
	scheme, key, _ := strings.Cut(strings.TrimSpace(h), " ")
	if !strings.EqualFold(scheme, "Device") {
		return ""
	}
	return strings.TrimSpace(key)
}

const postArrivalsDoc = deviceAuthDoc + "The first read of a basketed pigeon is its arrival, however many antennas read it; " +
	"across batches the earliest read wins. Reads of chips not in the basket, before the release, or more than 5 minutes ahead of " +
	"the server's clock are kept as unmatched. A batch is stored in one transaction. Batches are idempotent by (device, seq): resend " +
	"a batch whose answer was lost with the same seq and reads and it changes nothing and answers the same; a seq sent before with " +
	"other reads answers 409."

// skipBodyValidation leaves a body's checks to the service: the device API
// checks every batch field with its own messages, and huma's generic pass
// would decode each batch twice.
func skipBodyValidation(op *huma.Operation) { op.SkipValidateBody = true }

func (s *Server) createDevice(ctx context.Context, in *struct{ Body DeviceInput }) (*bodyOf[NewDevice], error) {
	d := &core.Device{LoftID: in.Body.LoftID, Kind: core.DeviceKind(in.Body.Kind), Name: in.Body.Name}
	key, err := s.svc.Devices.CreateDevice(ctx, d)
	if err != nil {
		return nil, err
	}
	return reply(NewDevice{Device: toDevice(d), Key: key})
}

func toDevice(d *core.Device) Device {
	return Device{ID: d.ID, LoftID: d.LoftID, Kind: string(d.Kind), Name: d.Name, CreatedAt: d.CreatedAt}
}

func (s *Server) postArrivals(ctx context.Context, in *struct {
	Authorization string `header:"Authorization" doc:"Device <key>"`
	Body          ArrivalBatchInput
}) (*bodyOf[ArrivalBatchResult], error) {
	bi := service.BatchInput{Seq: in.Body.Seq, FlightID: in.Body.FlightID, Reads: make([]core.ChipRead, len(in.Body.Reads))}
	for i, r := range in.Body.Reads {
		bi.Reads[i] = core.ChipRead{ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs}
	}
	start := time.Now()
	b, err := s.svc.Devices.IngestArrivals(ctx, deviceKey(in.Authorization), bi)
	// a batch stored before this request came is a resend, answered as before
	s.metrics.batch(time.Since(start), b, err == nil && b.CreatedAt.Before(start.Truncate(time.Microsecond)), err)
	if err != nil {
		return nil, err
	}
	return reply(ArrivalBatchResult{BatchID: b.ID, Seq: b.Seq, FlightID: b.FlightID, Reads: b.Reads, Arrivals: b.Arrivals, Unmatched: b.Unmatched})
}

// deviceGetBasketDoc describes device-get-basket.
const deviceGetBasketDoc = deviceAuthDoc + "The chip ids of the basketed pigeons of a released flight of the device's loft."

func (s *Server) getDeviceBasket(ctx context.Context, in *struct {
	Authorization string `header:"Authorization" doc:"Device <key>"`
	FlightID      int64  `query:"flight_id" minimum:"0" doc:"Default: the loft's released flight"`
}) (*bodyOf[DeviceBasket], error) {
	f, chips, err := s.svc.Devices.DeviceBasket(ctx, deviceKey(in.Authorization), in.FlightID)
	if err != nil {
		return nil, err
	}
	return reply(DeviceBasket{FlightID: f.ID, ReleaseTime: f.ReleaseTime, Chips: chips})
}

// devicePostHeartbeatDoc describes device-post-heartbeat.
const devicePostHeartbeatDoc = deviceAuthDoc + "Settings, signal, voltage, temperature and firmware; every field is optional."

func (s *Server) postHeartbeat(ctx context.Context, in *struct {
	Authorization string `header:"Authorization" doc:"Device <key>"`
	Body          HeartbeatInput
}) (*struct{}, error) {
	h := &core.Heartbeat{Signal: in.Body.Signal, Voltage: in.Body.Voltage, Temperature: in.Body.Temperature, Firmware: in.Body.Firmware}
	if in.Body.Settings != nil {
		b, _ := json.Marshal(in.Body.Settings)
		h.Settings = string(b)
	}
	return nil, s.svc.Devices.RecordHeartbeat(ctx, deviceKey(in.Authorization), h)
}
