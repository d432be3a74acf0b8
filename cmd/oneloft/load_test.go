package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// TestLoad is `make load`: instances A and B on PostgreSQL and Redis under
// a final twice as busy as a 10,000-bird one's peak (ONELOFT_LOAD_RATE
// arrivals a second, from four clocks, two on each instance), watched by
// ONELOFT_LOAD_VIEWERS websocket viewers spread over both, while visitors
// ask ONELOFT_LOAD_PAGES result pages a second, for ONELOFT_LOAD_SECONDS.
// It fails on any 5xx, on any arrival lost or doubled, in the database or
// at a viewer, on a delivery p99 over loadDeliveryP99, and when the clocks
// could not keep loadMinPace of the rate asked; it reports latencies,
// memory and CPU, the instances' and the viewer swarm's. The viewers are
// the epoll swarm (ONELOFT_LOAD_SWARM=goroutine runs the one it replaced);
// ONELOFT_TEST_CPUPROFILE=<dir> has every instance and swarm write its CPU
// profile there.
func TestLoad(t *testing.T) {
	if os.Getenv("ONELOFT_LOAD") == "" {
		t.Skip("make load runs this")
	}
	cfg := loadConfig{viewers: envInt("ONELOFT_LOAD_VIEWERS", 20_000), rate: envInt("ONELOFT_LOAD_RATE", 400),
		pages: envInt("ONELOFT_LOAD_PAGES", 500), seconds: envInt("ONELOFT_LOAD_SECONDS", 120)}
	files := raiseFileLimit() // before the instances start: they inherit it
	c := startCluster(t, 0)
	l := seedLoad(t, c, cfg)
	t.Logf("load: %d birds at %d a second, %d viewers, %d pages a second, %d s", len(l.chips), cfg.rate, cfg.viewers, cfg.pages, cfg.seconds)

	memBefore := rss(c.a) + rss(c.b)
	var swarms []*swarm
	for _, n := range swarmSizes(cfg.viewers, files) {
		swarms = append(swarms, startSwarm(t, swarmConfig{URLs: []string{c.a.liveURL(), c.b.liveURL()}, Pages: []string{c.a.url(), c.b.url()}, Viewers: n,
			Flight: l.flight, FirstBird: l.firstBird, Birds: len(l.chips), SentAt: l.sentPath, Kind: os.Getenv("ONELOFT_LOAD_SWARM")}))
	}
	time.Sleep(time.Second)
	memPerViewer := float64(rss(c.a)+rss(c.b)-memBefore) / float64(cfg.viewers)
	swarmCPU := func() (d time.Duration) {
		for _, s := range swarms {
			d += procCPU(s.cmd.Process.Pid)
		}
		return d
	}
	cpuBefore, swarmBefore, start := cpuTime(c.a)+cpuTime(c.b), swarmCPU(), time.Now()

	ctx, stop := context.WithCancel(t.Context())
	pages := &pageLoad{}
	pagesDone := make(chan struct{})
	go func() { pages.run(ctx, l, cfg.pages); close(pagesDone) }()
	sent := l.fly(cfg.rate, start.Add(time.Duration(cfg.seconds)*time.Second*3/2))
	raceTime := time.Since(start)
	cpu := (cpuTime(c.a) + cpuTime(c.b) - cpuBefore).Seconds() / raceTime.Seconds()
	swarmCores := (swarmCPU() - swarmBefore).Seconds() / raceTime.Seconds()
	var swarmMem int64
	for _, s := range swarms {
		swarmMem += procRSS(s.cmd.Process.Pid)
	}

	unsent := int64(len(l.chips)-sent) * int64(cfg.viewers) // birds the clocks did not send, at every viewer
	missing := func() (n int64) {
		for _, s := range swarms {
			n += s.missing.Load()
		}
		return n - unsent
	}
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline) && missing() > 0; { // the last slots, and the viewers that were dropped
		time.Sleep(200 * time.Millisecond)
	}
	caughtUp := time.Since(start)
	stop()
	<-pagesDone
	var total swarmReport
	var delivery histogram
	for _, s := range swarms {
		s.in.Close()
		rep := <-s.report
		total.Missing += rep.Missing // of every bird: the unsent are taken off below
		total.Doubled += rep.Doubled
		total.Reconnects += rep.Reconnects
		total.Reloads += rep.Reloads
		total.Resubscribes += rep.Resubscribes
		total.SeenBytes += rep.SeenBytes
		total.Largest = max(total.Largest, rep.Largest)
		delivery.merge(rep.Delivery)
		if rep.Missing > unsent/int64(len(swarms)) && len(rep.FirstMissing) > 0 {
			t.Logf("a viewer lacks birds %v (of %d sent)", rep.FirstMissing, sent)
		}
	}

	total.Missing -= unsent
	var stored int
	must(t, c.db.Bun().NewRaw("SELECT count(DISTINCT pigeon_id) FROM arrivals WHERE flight_id = ?", l.flight).Scan(t.Context(), &stored))
	t.Logf("birds sent %d of %d in %s (%.0f a second); arrivals stored %d; viewers had what was sent after %s; batches refused %d",
		sent, len(l.chips), raceTime.Round(time.Millisecond), float64(sent)/raceTime.Seconds(), stored, caughtUp.Round(time.Millisecond), l.refused.Load())
	t.Logf("viewers: %d arrivals missing, %d doubled over all viewers; %d reconnects (dropped as slow); %d reloads of the result pages (a recovery failed, or a message told of birds not held); largest frame %d bytes",
		total.Missing, total.Doubled, total.Reconnects, total.Reloads, total.Largest)
	t.Logf("resubscribes (the server lost the stream's position) %d", total.Resubscribes)
	t.Logf("delivery (clock's batch sent → viewer has it, %d deliveries): p50 %s, p99 %s, max %s", delivery.n, delivery.quantile(0.5), delivery.quantile(0.99), delivery.quantile(1))
	t.Logf("batches: p99 %s; pages: %d requests, %d 5xx, %d other errors, p50 %s, p99 %s, %d not sent (all 100 workers busy)",
		l.batches.quantile(0.99), pages.requests.Load(), pages.serverErrors.Load(), pages.otherErrors.Load(), pages.lat.quantile(0.5), pages.lat.quantile(0.99), pages.dropped.Load())
	t.Logf("instances: %.0f KB of memory per viewer; %.2f cores while racing, %.3f cores per 1,000 viewers (of everything they did)", memPerViewer/1024, cpu, cpu/float64(cfg.viewers)*1000)
	t.Logf("swarm (%d processes): %.1f KB of memory per viewer at the end (%d bytes of it the birds held); %.2f cores while racing, %.3f cores per 1,000 viewers",
		len(swarms), float64(swarmMem)/1024/float64(cfg.viewers), total.SeenBytes/int64(cfg.viewers), swarmCores, swarmCores/float64(cfg.viewers)*1000)
	if stored != sent || total.Missing > 0 || total.Doubled > 0 || pages.serverErrors.Load() > 0 || l.serverErrors.Load() > 0 {
		t.Errorf("want every arrival sent stored and at every viewer once, and no 5xx (batches: %d)", l.serverErrors.Load())
	}
	if sent < len(l.chips) {
		t.Errorf("the clocks sent %d of %d birds in %s: the instances did not keep up with %d arrivals a second", sent, len(l.chips), raceTime.Round(time.Second), cfg.rate)
	} else if pace := float64(sent) / raceTime.Seconds(); pace < loadMinPace*float64(cfg.rate) {
		t.Errorf("the clocks sent %.0f birds a second, under %.0f%% of the %d asked: batches were answered too slowly for their pace", pace, loadMinPace*100, cfg.rate)
	}
	if p99 := delivery.quantile(0.99); p99 > loadDeliveryP99 {
		t.Errorf("delivery p99 %s, over %s", p99, loadDeliveryP99)
	}
}

// What `make load` asks beside losing nothing (issue 32, goal 5): an
// arrival at 99 of 100 viewers within a second of its clock's batch, and
// clocks that keep their pace, as a clock whose batch waits falls behind.
const (
	loadDeliveryP99 = time.Second
	loadMinPace     = 0.95
)

type loadConfig struct{ viewers, rate, pages, seconds int }

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// load is the race of the load test.
type load struct {
	c         *cluster
	flight    int64
	firstBird int64 // pigeon id of chips[0]; the birds' ids follow on
	chips     []string
	keys      []string // four clocks
	release   time.Time
	sentAt    []int64 // per bird, when its batch left the clock (Unix ns), shared with the swarms
	sentPath  string
	batches   histogram

	refused, serverErrors atomic.Int64
}

// seedLoad adds a released final with rate×seconds birds in its basket,
// straight through SQL (the service's way takes minutes for 48,000 birds,
// and setting up is not what is measured), and four clocks.
func seedLoad(t *testing.T, c *cluster, cfg loadConfig) *load {
	n := cfg.rate * cfg.seconds
	ctx := core.SystemContext(t.Context())
	l := &load{c: c, release: time.Now().Add(-time.Hour), sentPath: filepath.Join(t.TempDir(), "sent")}
	var err error
	l.sentAt, err = sentTimes(l.sentPath, n, true)
	must(t, err)
	db := c.db.Bun()
	var team int64
	must(t, db.NewRaw("SELECT id FROM teams ORDER BY id LIMIT 1").Scan(ctx, &team))
	fl := &core.Flight{SeasonID: c.world.season, Name: "Final", Kind: core.FlightFinal, ReleaseTime: l.release, Distance: 500000, State: core.FlightReleased}
	must(t, c.db.CreateFlight(ctx, fl))
	l.flight = fl.ID
	_, err = db.NewRaw(`INSERT INTO pigeons (season_id, team_id, ring, chip_ring, name, sex, created_at)
		SELECT ?, ?, 'LD-2026-' || lpad(g::text, 7, '0'), 'LCHIP' || g, 'Bird ' || g, 'hen', now() FROM generate_series(1, ?) g`,
		c.world.season, team, n).Exec(ctx)
	must(t, err)
	must(t, db.NewRaw("SELECT min(id) FROM pigeons WHERE ring LIKE 'LD-%'").Scan(ctx, &l.firstBird))
	_, err = db.NewRaw("INSERT INTO basketings (flight_id, pigeon_id, basketed_at) SELECT ?, id, now() FROM pigeons WHERE ring LIKE 'LD-%'", l.flight).Exec(ctx)
	must(t, err)
	var ids []int64
	must(t, db.NewRaw("SELECT id FROM pigeons WHERE ring LIKE 'LD-%' ORDER BY id").Scan(ctx, &ids))
	for i, id := range ids {
		if id != l.firstBird+int64(i) {
			t.Fatalf("the birds' ids are not consecutive at %d", i)
		}
		l.chips = append(l.chips, "LCHIP"+strconv.Itoa(i+1))
	}
	svc := service.New(service.Deps{Store: c.db})
	for i := range 4 {
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: c.world.loft, Kind: core.DeviceClock, Name: fmt.Sprint("Clock ", i+1)})
		must(t, err)
		l.keys = append(l.keys, key)
	}
	return l
}

// fly sends every bird home at rate a second: four clocks, two on each
// instance, each sending a batch every 250 ms (every bird read by two
// antennas); a batch that gets no answer is sent again. Clocks that fall
// behind stop at the deadline; it returns how many birds were sent.
func (l *load) fly(rate int, deadline time.Time) int {
	var next, sent atomic.Int64
	perBatch := max(1, rate/16)
	var wg sync.WaitGroup
	for clock, key := range l.keys {
		at := []*instance{l.c.a, l.c.b}[clock%2]
		wg.Go(func() {
			tick := time.NewTicker(250 * time.Millisecond)
			defer tick.Stop()
			client := &http.Client{Timeout: 30 * time.Second}
			for seq := 1; ; seq++ {
				from := int(next.Add(int64(perBatch))) - perBatch
				if from >= len(l.chips) || time.Now().After(deadline) {
					return
				}
				to := min(from+perBatch, len(l.chips))
				var reads []string
				now := time.Now()
				for i := from; i < to; i++ {
					// read at the pace they are sent, an hour after the release: a
					// read timed after the server's clock is not an arrival
					ms := l.release.Add(time.Hour).UnixMilli() + int64(i)*1000/int64(rate)
					reads = append(reads, fmt.Sprintf(`{"chip_id":%q,"antenna_id":"A1","read_ms":%d},{"chip_id":%q,"antenna_id":"A2","read_ms":%d}`, l.chips[i], ms, l.chips[i], ms+300))
					atomic.StoreInt64(&l.sentAt[i], now.UnixNano())
				}
				body := fmt.Sprintf(`{"seq":%d,"flight_id":%d,"reads":[%s]}`, seq, l.flight, strings.Join(reads, ","))
				for {
					posted := time.Now()
					status, _ := postBatch(client, at, key, body)
					l.batches.add(time.Since(posted))
					if status == http.StatusOK {
						sent.Add(int64(to - from))
						break
					}
					if status >= 500 {
						l.serverErrors.Add(1)
					}
					if status >= 400 && status < 500 {
						l.refused.Add(1)
						break
					}
					time.Sleep(100 * time.Millisecond)
				}
				<-tick.C
			}
		})
	}
	wg.Wait()
	return int(sent.Load())
}

// pageLoad asks result pages at a rate, from a pool of workers.
type pageLoad struct {
	requests, serverErrors, otherErrors, dropped atomic.Int64
	lat                                          histogram
}

func (p *pageLoad) run(ctx context.Context, l *load, perSecond int) {
	work := make(chan string)
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 100}}
	var wg sync.WaitGroup
	for range 100 {
		wg.Go(func() {
			for url := range work {
				start := time.Now()
				res, err := client.Get(url)
				p.requests.Add(1)
				if err != nil {
					p.otherErrors.Add(1)
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				p.lat.add(time.Since(start))
				if res.StatusCode >= 500 {
					p.serverErrors.Add(1)
				}
			}
		})
	}
	tick := time.NewTicker(time.Second / time.Duration(perSecond))
	defer tick.Stop()
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			close(work)
			wg.Wait()
			return
		case <-tick.C:
		}
		at := []*instance{l.c.a, l.c.b}[i%2]
		url := fmt.Sprintf("%s/api/public/flights/%d/results?page=%d&per_page=50", at.url(), l.flight, 1+i%20)
		if i%5 == 0 {
			url = fmt.Sprintf("%s/api/public/flights/%d", at.url(), l.flight)
		}
		select {
		case work <- url:
		default:
			p.dropped.Add(1)
		}
	}
}

// histogram keeps durations in 1 ms buckets up to a minute.
type histogram struct {
	mu      sync.Mutex
	buckets [60_001]int64
	n       int64
}

func (h *histogram) add(d time.Duration) {
	ms := min(max(d.Milliseconds(), 0), 60_000)
	h.mu.Lock()
	h.buckets[ms]++
	h.n++
	h.mu.Unlock()
}

// counts are the non-empty buckets, by ms.
func (h *histogram) counts() map[int64]int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := map[int64]int64{}
	for ms, c := range h.buckets {
		if c > 0 {
			out[int64(ms)] = c
		}
	}
	return out
}

// merge adds counts by ms.
func (h *histogram) merge(counts map[int64]int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ms, c := range counts {
		h.buckets[min(max(ms, 0), 60_000)] += c
		h.n += c
	}
}

// quantile is the duration below which q of the values lie (to the ms).
func (h *histogram) quantile(q float64) time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	want := int64(q * float64(h.n))
	var sum int64
	for ms, c := range h.buckets {
		sum += c
		if c > 0 && sum >= want {
			return time.Duration(ms) * time.Millisecond
		}
	}
	return 0
}

// rss is an instance's resident memory in bytes.
func rss(in *instance) int64 { return procRSS(in.cmd.Process.Pid) }

// procRSS is a process's resident memory in bytes.
func procRSS(pid int) int64 {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for line := range strings.SplitSeq(string(b), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}

// cpuTime is the CPU time an instance has used, user and system.
func cpuTime(in *instance) time.Duration { return procCPU(in.cmd.Process.Pid) }

// procCPU is the CPU time a process has used, user and system.
func procCPU(pid int) time.Duration {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+2:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // clock ticks
}
