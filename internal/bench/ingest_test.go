// Package bench holds the benchmarks of `make bench`; each figure is
// measured against a baseline in the same run.
package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

const (
	birds       = 10000
	birdsPerReq = 100 // each read by two antennas: 200 reads a batch
	clients     = 4
)

// race is released flights with every bird basketed in each.
type race struct {
	flight  *core.Flight // the first of flights
	flights []*core.Flight
	chips   []string
	pigeon  []int64
	key     string
}

// setup makes a loft with n released flights of the same birds.
func setup(b *testing.B, db *store.DB, svc *service.Service, n int) *race {
	b.Helper()
	ctx := core.SystemContext(context.Background())
	loft := &core.Loft{Name: "Bench", Unit: core.Kilometre}
	must(b, svc.Lofts.CreateLoft(ctx, loft))
	u := &core.User{Email: "b@example.org", FirstName: "B", LastName: "B"}
	must(b, svc.Users.CreateUser(ctx, u))
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
	must(b, svc.Seasons.CreateSeason(ctx, season))
	// published, as a season whose races visitors follow: a draft's pages
	// answer 404 to them
	_, err := svc.Seasons.ChangeSeasonState(ctx, season.ID, core.SeasonInProgress, false)
	must(b, err)
	team := &core.Team{LoftID: loft.ID, UserID: u.ID, Name: "T", Country: "DE"}
	must(b, svc.Fanciers.CreateTeam(ctx, team))
	r := &race{}
	must(b, db.InTx(ctx, func(ctx context.Context) error { // setup straight through the store: it is not what is measured
		for i := range n {
			f := &core.Flight{SeasonID: season.ID, Name: fmt.Sprint("Hot spot ", i+1), Kind: core.FlightHotSpot, ReleaseTime: time.Now().Add(-8 * time.Hour), Distance: 500000, State: core.FlightReleased}
			if err := db.CreateFlight(ctx, f); err != nil {
				return err
			}
			r.flights = append(r.flights, f)
		}
		for i := range birds {
			p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: fmt.Sprintf("DE-0001-26-%05d", i), Sex: core.Hen, ChipRing: fmt.Sprintf("%010X", i)}
			if err := db.CreatePigeon(ctx, p); err != nil {
				return err
			}
			for _, f := range r.flights {
				if err := db.CreateBasketing(ctx, &core.Basketing{FlightID: f.ID, PigeonID: p.ID}); err != nil {
					return err
				}
			}
			r.chips, r.pigeon = append(r.chips, p.ChipRing), append(r.pigeon, p.ID)
		}
		return nil
	}))
	r.flight = r.flights[0]
	r.key, err = svc.Devices.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Clock"})
	must(b, err)
	return r
}

// measure runs n jobs on workers goroutines and returns the wall time and
// each job's latency.
func measure(workers, n int, job func(i int) error) (time.Duration, []time.Duration, error) {
	lat := make([]time.Duration, n)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
		next  int
	)
	start := time.Now()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				t := time.Now()
				if err := job(i); err != nil {
					mu.Lock()
					first = err
					mu.Unlock()
					return
				}
				lat[i] = time.Since(t)
			}
		}()
	}
	wg.Wait()
	return time.Since(start), lat, first
}

func p99(lat []time.Duration) time.Duration { return quantile(lat, 99) }

// quantile is the pct-th percentile of lat.
func quantile(lat []time.Duration, pct int) time.Duration {
	s := append([]time.Duration(nil), lat...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)*pct/100]
}

type arrivalRow struct {
	bun.BaseModel `bun:"table:arrivals"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	PigeonID  int64
	BatchID   int64
	ChipID    string
	AntennaID string
	ArrivedMs int64
}

// BenchmarkIngest compares the device API (HTTP, JSON, device key, batch
// idempotency, matching, first-read de-duplication, one transaction per
// batch, result cache, live publishing) with a raw batched INSERT of the
// same arrival rows through the same driver in its fastest configuration,
// on every engine. Each round is
// one 10,000-bird flight through the API, then the same rows raw; the
// figures are the medians of the rounds, so that one disturbed round on a
// busy machine does not decide them.
func BenchmarkIngest(b *testing.B) {
	defer startHog(b)()
	for _, engine := range testutil.Engines() {
		b.Run(string(engine), func(b *testing.B) {
			for range b.N {
				ingestOnce(b, engine)
			}
		})
	}
}

const ingestRounds = 5

func ingestOnce(b *testing.B, engine store.Engine) {
	db := testutil.MustOpenDB(b, engine)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	hub, err := live.New(live.Options{Logger: log})
	must(b, err)
	defer hub.Close(context.Background())
	svc := service.New(service.Deps{Store: db, Publisher: hub})
	r := setup(b, db, svc, ingestRounds+1) // the last flight for the clocks' pace
	srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log}))
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	batches := birds / birdsPerReq

	// every client's database connection is open before either side is
	// measured, as in a server that has been up for a while
	_, _, err = measure(clients, clients*4, func(int) error { return db.Ping(context.Background()) })
	must(b, err)

	send := func(body []byte) error {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/device/v1/arrivals", bytes.NewReader(body))
		req.Header.Set("Authorization", "Device "+r.key)
		req.Header.Set("Content-Type", "application/json")
		res, err := client.Do(req)
		if err != nil {
			return err
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("batch: HTTP %d", res.StatusCode)
		}
		return nil
	}

	// firstContact is a clock's first batch for flight f, before the birds
	// come (an unknown chip): the server loads the flight's basket (10,000
	// chips) and results.
	firstContact := func(f *core.Flight, seq int) {
		must(b, send(fmt.Appendf(nil, `{"seq":%d,"flight_id":%d,"reads":[{"chip_id":"UNKNOWN","antenna_id":"A1","read_ms":%d}]}`,
			1_000_000+seq, f.ID, f.ReleaseTime.UnixMilli()+3600_000)))
	}

	var apiRounds, rawRounds []ingestRound
	var firstBatches []float64 // ms
	b.ResetTimer()
	for round, f := range r.flights[:ingestRounds] {
		// what the clocks send, and the baseline's rows, are made before the
		// clock starts: neither is the server's work
		bodies, rows := raceBatches(r, f, int64(round*batches))
		// the clocks' first contact is timed on its own, not as part of the
		// race's batches
		first := time.Now()
		firstContact(f, round)
		firstBatches = append(firstBatches, float64(time.Since(first).Microseconds())/1000)
		took, lat, err := measure(clients, batches, func(i int) error { return send(bodies[i]) })
		must(b, err)
		res, err := svc.Results.FindFlightResults(context.Background(), f.ID)
		must(b, err)
		if len(res.Rows) != birds {
			b.Fatalf("got %d arrivals, want %d", len(res.Rows), birds)
		}
		apiRounds = append(apiRounds, ingestRound{birds / took.Seconds(), lat})

		// the baseline: the same rows, batched the same way, raw INSERTs in
		// one transaction per batch through the same driver, in its fastest
		// configuration of this round: one client, or clients truly
		// concurrent on PostgreSQL; on SQLite they take turns behind one
		// writer lock (the engine has one writer; clients contending for
		// its lock would make the baseline slow)
		ctx := context.Background()
		for _, rs := range rows {
			for k := range rs {
				rs[k].BatchID = res.Rows[0].Arrival.BatchID
			}
		}
		var best ingestRound
		for _, workers := range []int{1, clients} {
			_, err = db.Bun().NewDelete().Model((*arrivalRow)(nil)).Where("flight_id = ?", f.ID).Exec(ctx)
			must(b, err)
			var writer sync.Mutex
			took, lat, err = measure(workers, batches, func(i int) error {
				if engine == store.SQLite {
					writer.Lock()
					defer writer.Unlock()
				}
				return db.Bun().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
					_, err := tx.NewInsert().Model(&rows[i]).Exec(ctx)
					return err
				})
			})
			must(b, err)
			if rate := birds / took.Seconds(); rate > best.rate {
				best = ingestRound{rate, lat}
			}
		}
		rawRounds = append(rawRounds, best)
	}
	b.StopTimer()
	pf := r.flights[ingestRounds]
	firstContact(pf, ingestRounds)
	pacedLat, err := paced(r, pf, send)
	must(b, err)
	ratios := make([]float64, ingestRounds)
	for i := range ratios {
		ratios[i] = apiRounds[i].rate / rawRounds[i].rate
	}
	apiRate, apiP99 := medianRound(apiRounds)
	rawRate, rawP99 := medianRound(rawRounds)
	ratio := median(ratios)
	b.ReportMetric(apiRate, "arrivals/s")
	b.ReportMetric(float64(apiP99.Microseconds())/1000, "p99_ms")
	b.ReportMetric(rawRate, "raw_arrivals/s")
	b.ReportMetric(float64(rawP99.Microseconds())/1000, "raw_p99_ms")
	b.ReportMetric(ratio, "api/raw")
	b.ReportMetric(float64(p99(pacedLat).Microseconds())/1000, "paced_p99_ms")
	fmt.Printf("ingest %-8s device API: %8.0f arrivals/s, p99 %6.1f ms per batch of %d reads | raw insert: %8.0f arrivals/s, p99 %6.1f ms | ratio %.2f (rounds %.2f) (goal ≥ 0.7, p99 ≤ 20 ms)%s; first contact %.1f ms; at the clocks' pace (%d clocks, a batch each every %s) p50 %.1f ms, p99 %.1f ms\n",
		engine, apiRate, float64(apiP99.Microseconds())/1000, 2*birdsPerReq, rawRate, float64(rawP99.Microseconds())/1000, ratio, ratios, hogNote(), median(firstBatches),
		clients, clockEvery, float64(quantile(pacedLat, 50).Microseconds())/1000, float64(p99(pacedLat).Microseconds())/1000)
}

// raceBatches are the batches the clocks send for a flight's birds (their
// sequence numbers after seq), and the arrival rows they give, by batch.
func raceBatches(r *race, f *core.Flight, seq int64) ([][]byte, [][]arrivalRow) {
	release := f.ReleaseTime.UnixMilli()
	batches := birds / birdsPerReq
	bodies := make([][]byte, batches)
	rows := make([][]arrivalRow, batches)
	for i := range batches {
		type read struct {
			ChipID    string `json:"chip_id"`
			AntennaID string `json:"antenna_id"`
			ReadMs    int64  `json:"read_ms"`
		}
		body := struct {
			Seq      int64  `json:"seq"`
			FlightID int64  `json:"flight_id"`
			Reads    []read `json:"reads"`
		}{Seq: seq + int64(i) + 1, FlightID: f.ID}
		for k := i * birdsPerReq; k < (i+1)*birdsPerReq; k++ {
			at := release + 4*3600_000 + int64(k)*37
			body.Reads = append(body.Reads, read{r.chips[k], "A1", at}, read{r.chips[k], "A2", at + 350})
			rows[i] = append(rows[i], arrivalRow{FlightID: f.ID, PigeonID: r.pigeon[k], ChipID: r.chips[k], AntennaID: "A1", ArrivedMs: at})
		}
		bodies[i], _ = json.Marshal(body)
	}
	return bodies, rows
}

// clockEvery is how often a clock sends a batch.
const clockEvery = 250 * time.Millisecond

// paced sends a flight's batches as clocks do, not as fast as the server
// takes them: each of clients clocks sends a batch every clockEvery (16
// batches of 100 birds a second, eight times a 10,000-bird final's peak
// of 200 a second). The
// latencies tell what a batch costs when it does not queue behind the
// CPU, which the saturating rounds measure.
func paced(r *race, f *core.Flight, send func([]byte) error) ([]time.Duration, error) {
	bodies, _ := raceBatches(r, f, 2_000_000)
	lat := make([]time.Duration, len(bodies))
	errs := make(chan error, clients)
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			time.Sleep(time.Duration(c) * clockEvery / clients) // clocks are not in step
			tick := time.NewTicker(clockEvery)
			defer tick.Stop()
			for i := c; i < len(bodies); i += clients {
				<-tick.C
				start := time.Now()
				if err := send(bodies[i]); err != nil {
					errs <- err
					return
				}
				lat[i] = time.Since(start)
			}
		})
	}
	wg.Wait()
	close(errs)
	return lat, <-errs
}

// ingestRound is the rate and the batches' latencies of one round.
type ingestRound struct {
	rate float64
	lat  []time.Duration
}

// medianRound returns the median rate of rounds and the p99 of every
// batch of every round: with 100 batches a round, a round's own p99 would
// be its slowest batch.
func medianRound(rounds []ingestRound) (rate float64, p99Lat time.Duration) {
	rates := make([]float64, len(rounds))
	var all []time.Duration
	for i, r := range rounds {
		rates[i] = r.rate
		all = append(all, r.lat...)
	}
	return median(rates), p99(all)
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}
