package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// balancer is a TCP load balancer on loopback in front of the instances:
// each new connection goes to the first backend that takes it, as behind a
// balancer whose health check has taken a dead instance out.
type balancer struct {
	ln       net.Listener
	backends []string
}

func startBalancer(t *testing.T, backends ...string) *balancer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	b := &balancer{ln: ln, backends: backends}
	t.Cleanup(func() { ln.Close() })
	go b.serve()
	return b
}

func (b *balancer) serve() {
	for {
		c, err := b.ln.Accept()
		if err != nil {
			return
		}
		go b.pipe(c)
	}
}

func (b *balancer) pipe(c net.Conn) {
	defer c.Close()
	for _, addr := range b.backends {
		s, err := net.Dial("tcp", addr)
		if err != nil {
			continue
		}
		defer s.Close()
		go func() { io.Copy(s, c); s.Close() }()
		io.Copy(c, s)
		return
	}
}

func (b *balancer) liveURL() string { return "ws://" + b.ln.Addr().String() + "/connection/websocket" }

// resultIDs reads every pigeon home from the flight's result pages at base,
// as the web app's refetch does.
func resultIDs(base string, flightID int64) []int64 {
	var ids []int64
	for page := 1; ; page++ {
		res, err := http.Get(fmt.Sprintf("%s/api/public/flights/%d/results?page=%d&per_page=100", base, flightID, page))
		if err != nil {
			return ids
		}
		var body struct {
			Data []struct {
				PigeonID int64 `json:"pigeon_id"`
			} `json:"data"`
		}
		json.NewDecoder(res.Body).Decode(&body)
		res.Body.Close()
		for _, r := range body.Data {
			ids = append(ids, r.PigeonID)
		}
		if len(body.Data) < 100 {
			return ids
		}
	}
}

// An instance killed (SIGKILL) in the middle of a burst: the clock carries
// on against the other, sending again the batch that got no answer; every
// arrival is stored once, and every viewer, the one whose instance died
// too, ends with the full list (issue 16, part 5).
func TestInstanceKilledMidBurst(t *testing.T) {
	const birds, perBatch = 400, 10
	c := startCluster(t, birds)
	w := c.world
	lb := startBalancer(t, c.a.addr, c.b.addr)
	ch := core.FlightChannel(w.flight)
	viewers := map[string]*testutil.Viewer{"onA": testutil.NewViewer(t, lb.liveURL(), ch), "onB": testutil.NewViewer(t, c.b.liveURL(), ch)}
	for _, v := range viewers {
		v.CatchUpWith(func() []int64 { return resultIDs(c.b.url(), w.flight) })
	}

	var killed atomic.Bool
	target := c.a
	for seq := 1; seq <= birds/perBatch; seq++ {
		var reads []string
		for i := (seq - 1) * perBatch; i < seq*perBatch; i++ {
			reads = append(reads, fmt.Sprintf(`{"chip_id":"CHIP%d","antenna_id":"A1","read_ms":%d}`, i, w.release.Add(time.Hour+time.Duration(i)*time.Second).UnixMilli()))
		}
		body := fmt.Sprintf(`{"seq":%d,"reads":[%s]}`, seq, strings.Join(reads, ","))
		if seq == birds/perBatch/2 { // mid-burst: A dies while this batch is on its way
			go func() { time.Sleep(2 * time.Millisecond); c.a.kill(); killed.Store(true) }()
		}
		for {
			status, answer := postBatch(http.DefaultClient, target, w.deviceKey, body)
			if status == http.StatusOK {
				break
			}
			if target != c.a || status != 0 && !killed.Load() {
				t.Fatalf("batch %d on %s: %d %s", seq, target.name, status, answer)
			}
			target = c.b // A is gone: the clock sends the batch again to B
		}
		time.Sleep(5 * time.Millisecond) // a clock's pace, so that the hub merges some and not all
	}
	if !killed.Load() {
		t.Fatal("A was not killed")
	}

	var stored, batches int
	must(t, c.db.Bun().NewRaw("SELECT count(*) FROM arrivals WHERE flight_id = ?", w.flight).Scan(t.Context(), &stored))
	must(t, c.db.Bun().NewRaw("SELECT count(*) FROM arrival_batches WHERE flight_id = ?", w.flight).Scan(t.Context(), &batches))
	if stored != birds || batches != birds/perBatch {
		t.Errorf("stored %d arrivals in %d batches, want %d in %d", stored, batches, birds, birds/perBatch)
	}
	first, last := w.pigeons[0].ID, w.pigeons[birds-1].ID
	for name, v := range viewers {
		v.WaitWithin(t, birds, 10*time.Second)
		v.Complete(t, first, last)
		t.Logf("viewer %s: %d birds only from the result pages", name, v.Caught())
	}
}

// postBatch sends a device batch; status 0 when the instance did not answer.
func postBatch(client *http.Client, at *instance, key, body string) (int, string) {
	req, _ := http.NewRequest(http.MethodPost, at.url()+"/api/device/v1/arrivals", strings.NewReader(body))
	req.Header.Set("Authorization", "Device "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// PostgreSQL restarted under a running instance: requests answer 503 with
// a clear message meanwhile, then work again without restarting oneloft.
func TestPostgresRestart(t *testing.T) {
	pg := startPostgres(t)
	db, err := store.Open(t.Context(), pg.url(), store.Options{})
	must(t, err)
	_, err = db.Migrate(t.Context())
	must(t, err)
	svc := service.New(service.Deps{Store: db})
	must(t, svc.Lofts.CreateLoft(core.SystemContext(t.Context()), &core.Loft{Name: "Restart Loft", Unit: core.Kilometre}))
	db.Close()
	in := startInstance(t, "A", freeAddr(t), "--database-url", pg.url(), "--data-dir", t.TempDir())
	get := func(path string) (int, string) { return call(t, http.MethodGet, in.url()+path, "", "") }
	lofts := "/api/public/lofts?search=Restart"

	if status, body := get(lofts); status != http.StatusOK || !strings.Contains(body, "Restart Loft") {
		t.Fatalf("before: %d %s", status, body)
	}
	pg.stop()
	for _, path := range []string{lofts, "/api/health"} {
		status, body := get(path)
		if status != http.StatusServiceUnavailable || path == lofts && !strings.Contains(body, "The service is briefly unavailable") {
			t.Errorf("%s while PostgreSQL is down: %d %s, want 503 with a clear message", path, status, body)
		}
	}
	pg.start(t)
	back := time.Now()
	for {
		status, body := get(lofts)
		if status == http.StatusOK && strings.Contains(body, "Restart Loft") {
			break
		}
		if time.Since(back) > 10*time.Second {
			t.Fatalf("10 s after PostgreSQL came back: %d %s", status, body)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("answering again %s after PostgreSQL took connections", time.Since(back))
	if status, body := get("/api/health"); status != http.StatusOK {
		t.Errorf("health after: %d %s", status, body)
	}
	select {
	case <-in.exited:
		t.Error("the instance exited")
	default:
	}
}

// Redis restarted in the middle of a race: ingest keeps working, and the
// viewers, whose history went with Redis, reconnect and end with every
// arrival, those published while Redis was away too (issue 16, part 5).
func TestRedisRestart(t *testing.T) {
	if testutil.PostgresURL() == "" {
		t.Skip("two instances need ONELOFT_TEST_POSTGRES_URL")
	}
	const birds, perBatch = 300, 10
	redis := startRedis(t)
	t.Setenv("ONELOFT_TEST_REDIS_URL", redis.url()) // startCluster's instances use this one
	c := startCluster(t, birds)
	w := c.world
	ch := core.FlightChannel(w.flight)
	viewers := map[string]*testutil.Viewer{"onA": testutil.NewViewer(t, c.a.liveURL(), ch), "onB": testutil.NewViewer(t, c.b.liveURL(), ch)}
	for _, v := range viewers {
		v.CatchUpWith(func() []int64 { return resultIDs(c.a.url(), w.flight) })
	}
	batches := birds / perBatch
	for seq := 1; seq <= batches; seq++ {
		switch seq {
		case batches/3 + 1:
			redis.stop()
		case 2*batches/3 + 1:
			redis.start(t)
		}
		var reads []string
		for i := (seq - 1) * perBatch; i < seq*perBatch; i++ {
			reads = append(reads, fmt.Sprintf(`{"chip_id":"CHIP%d","antenna_id":"A1","read_ms":%d}`, i, w.release.Add(time.Hour+time.Duration(i)*time.Second).UnixMilli()))
		}
		at := []*instance{c.a, c.b}[seq%2] // two clocks, one on each instance
		if status, body := postBatch(http.DefaultClient, at, w.deviceKey, fmt.Sprintf(`{"seq":%d,"reads":[%s]}`, seq, strings.Join(reads, ","))); status != http.StatusOK {
			t.Fatalf("batch %d on %s (Redis down: %v): %d %s", seq, at.name, seq > batches/3 && seq <= 2*batches/3, status, body)
		}
		pause := 20 * time.Millisecond
		if seq > 2*batches/3 {
			// Redis is back: the race goes on at the clocks' pace (a batch
			// every 250 ms), so some batches come after the instances have
			// subscribed to Redis again (they retry every 250 ms). Their
			// messages, of Redis's new stream, tell the viewers that they
			// missed some.
			pause = 250 * time.Millisecond
		}
		time.Sleep(pause)
	}
	first, last := w.pigeons[0].ID, w.pigeons[birds-1].ID
	for name, v := range viewers {
		v.WaitWithin(t, birds, 15*time.Second)
		v.Complete(t, first, last)
		t.Logf("viewer %s: %d from the result pages, recovered %v", name, v.Caught(), v.Recovered())
	}
	for _, in := range []*instance{c.a, c.b} {
		if status, body := call(t, http.MethodGet, in.url()+"/api/health", "", ""); status != http.StatusOK {
			t.Errorf("health of %s after Redis came back: %d %s", in.name, status, body)
		}
	}
}
