package simulate

import (
	"context"
	"math/rand/v2"
	"net/http"
	"time"
)

type heartbeatBody struct {
	Settings    map[string]any `json:"settings"`
	Signal      int            `json:"signal"`
	Voltage     float64        `json:"voltage"`
	Temperature float64        `json:"temperature"`
	Firmware    string         `json:"firmware"`
}

// Firmware is what the simulated clock reports as its firmware.
const Firmware = "oneloft-simulator/1"

// heartbeats sends the clock's telemetry at its interval, as a real clock
// does beside its batches: signal, supply voltage and temperature drift a
// little from report to report.
type heartbeats struct {
	cfg  Config
	next time.Duration
	rnd  *rand.Rand
	body heartbeatBody
}

func newHeartbeats(cfg Config, plan []Read) *heartbeats {
	antennas := map[string]bool{}
	for _, r := range plan {
		antennas[r.AntennaID] = true
	}
	return &heartbeats{cfg: cfg, rnd: rand.New(rand.NewPCG(cfg.Seed, 7)), body: heartbeatBody{
		Settings: map[string]any{"antennas": len(antennas), "batch_interval_ms": cfg.Every.Milliseconds(), "flight_id": cfg.FlightID},
		Signal:   -62, Voltage: 12.6, Temperature: 21, Firmware: Firmware}}
}

// send reports when the interval is due at elapsed. A failed report is
// logged and not repeated: telemetry is best effort, the race goes on.
func (h *heartbeats) send(ctx context.Context, st *Stats, elapsed time.Duration) {
	if h.cfg.Heartbeat < 0 || elapsed < h.next {
		return
	}
	h.next = elapsed + h.cfg.Heartbeat
	h.body.Signal += h.rnd.IntN(5) - 2
	h.body.Voltage = float64(int((h.body.Voltage+(h.rnd.Float64()-0.5)*0.1)*100)) / 100
	h.body.Temperature = float64(int((h.body.Temperature+(h.rnd.Float64()-0.5)*0.4)*10)) / 10
	if err := call(ctx, h.cfg, http.MethodPost, "/api/device/v1/heartbeats", &h.body, nil); err != nil {
		h.cfg.Log.Warn("simulate: heartbeat failed", "err", err)
		return
	}
	st.Heartbeats++
}
