package simulate

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"
)

// Config says which flight to feed, through which server, as which device.
type Config struct {
	URL       string // server base URL, e.g. http://127.0.0.1:8080
	DeviceKey string
	FlightID  int64         // 0: the loft's released flight
	Duration  time.Duration // wall time over which birds come home; default 10 min
	Every     time.Duration // batch interval; default 500 ms
	// Heartbeat is the interval of telemetry reports, the first at the
	// start; default 30 s, negative for none.
	Heartbeat time.Duration
	Seed      uint64
	Client    *http.Client
	Log       *slog.Logger
}

// Stats counts what a run sent and what the server made of it.
type Stats struct {
	Birds, Batches, Resent, Reads, Arrivals, Unmatched, Heartbeats int
}

type readBody struct {
	ChipID    string `json:"chip_id"`
	AntennaID string `json:"antenna_id"`
	ReadMs    int64  `json:"read_ms"`
}

type batchBody struct {
	Seq      int64      `json:"seq"`
	FlightID int64      `json:"flight_id,omitempty"`
	Reads    []readBody `json:"reads"`
}

type batchAnswer struct {
	BatchID   int64 `json:"batch_id"`
	FlightID  int64 `json:"flight_id"`
	Reads     int   `json:"reads"`
	Arrivals  int   `json:"arrivals"`
	Unmatched int   `json:"unmatched"`
}

// Run fetches the flight's basket through the device API, plans the race and
// sends its reads in real time, one batch per interval, each read stamped
// with the wall clock of its planned moment. A batch whose answer fails is
// sent again with the same sequence number until it succeeds; once, a batch
// is resent on purpose and its answer must be the same.
func Run(ctx context.Context, cfg Config) (Stats, error) {
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.Every <= 0 {
		cfg.Every = 500 * time.Millisecond
	}
	if cfg.Heartbeat == 0 {
		cfg.Heartbeat = 30 * time.Second
	}
	cfg.URL = strings.TrimSuffix(cfg.URL, "/")
	var basket struct {
		FlightID int64    `json:"flight_id"`
		Chips    []string `json:"chips"`
	}
	path := "/api/device/v1/basket"
	if cfg.FlightID > 0 {
		path += fmt.Sprintf("?flight_id=%d", cfg.FlightID)
	}
	if err := call(ctx, cfg, http.MethodGet, path, nil, &basket); err != nil {
		return Stats{}, fmt.Errorf("simulate: basket: %w", err)
	}
	cfg.FlightID = basket.FlightID
	plan := Plan(basket.Chips, cfg.Duration, rand.New(rand.NewPCG(cfg.Seed, uint64(basket.FlightID))))
	st := Stats{Birds: len(basket.Chips)}
	cfg.Log.Info("simulate: race starts", "flight", cfg.FlightID, "birds", len(basket.Chips), "reads", len(plan))
	start := time.Now()
	beats := newHeartbeats(cfg, plan)
	beats.send(ctx, &st, 0)
	// the seq must be new for the device: a clock counts on from where it was
	seq := start.UnixMilli()
	resendAt := len(plan) / 3
	var last *batchBody
	var lastAnswer batchAnswer
	tick := time.NewTicker(cfg.Every)
	defer tick.Stop()
	for next := 0; next < len(plan); {
		select {
		case <-ctx.Done():
			return st, ctx.Err()
		case <-tick.C:
		}
		elapsed := time.Since(start)
		beats.send(ctx, &st, elapsed)
		b := &batchBody{Seq: seq, FlightID: cfg.FlightID}
		for next < len(plan) && plan[next].At <= elapsed {
			r := plan[next]
			b.Reads = append(b.Reads, readBody{ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: start.Add(r.At).UnixMilli()})
			next++
		}
		if len(b.Reads) == 0 {
			continue
		}
		seq++
		ans, err := sendBatch(ctx, cfg, b)
		if err != nil {
			return st, err
		}
		st.Batches++
		st.Reads += len(b.Reads)
		st.Arrivals += ans.Arrivals
		st.Unmatched += ans.Unmatched
		if last != nil && st.Resent == 0 && next >= resendAt {
			again, err := sendBatch(ctx, cfg, last) // the answer got lost: send it again
			if err != nil {
				return st, err
			}
			if again != lastAnswer {
				return st, fmt.Errorf("simulate: resent batch %d answered %+v, first %+v", last.Seq, again, lastAnswer)
			}
			st.Resent++
		}
		last, lastAnswer = b, ans
	}
	cfg.Log.Info("simulate: race done", "flight", cfg.FlightID, "batches", st.Batches, "reads", st.Reads, "arrivals", st.Arrivals, "unmatched", st.Unmatched)
	return st, nil
}

// sendBatch posts b, retrying with the same seq while the server or the
// network fails; a 4xx answer is final.
func sendBatch(ctx context.Context, cfg Config, b *batchBody) (batchAnswer, error) {
	var ans batchAnswer
	delay := 200 * time.Millisecond
	for attempt := 1; ; attempt++ {
		err := call(ctx, cfg, http.MethodPost, "/api/device/v1/arrivals", b, &ans)
		var he *httpError
		if err == nil || errors.As(err, &he) && he.status < 500 || attempt == 8 || ctx.Err() != nil {
			return ans, err
		}
		cfg.Log.Warn("simulate: batch failed, sending it again", "seq", b.Seq, "err", err)
		time.Sleep(delay)
		delay *= 2
	}
}

type httpError struct {
	status int
	body   string
}

func (e *httpError) Error() string { return fmt.Sprintf("HTTP %d: %s", e.status, e.body) }

func call(ctx context.Context, cfg Config, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, cfg.URL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Device "+cfg.DeviceKey)
	req.Header.Set("Content-Type", "application/json")
	res, err := cfg.Client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode >= 300 {
		return &httpError{status: res.StatusCode, body: strings.TrimSpace(string(b))}
	}
	if out == nil { // e.g. 204 No Content
		return nil
	}
	return json.Unmarshal(b, out)
}
