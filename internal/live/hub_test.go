package live_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestIsFlightChannel(t *testing.T) {
	for _, tt := range []struct {
		ch   string
		want bool
	}{
		{"flight:1", true}, {"flight:12345", true}, {"flight:", false}, {"flight:1a", false}, {"admin", false}, {"flights:1", false},
	} {
		if got := live.IsFlightChannel(tt.ch); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.ch, got, tt.want)
		}
	}
}

func newHub(t *testing.T, interval time.Duration) (*live.Hub, string) {
	t.Helper()
	hub, err := live.New(live.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), MinInterval: interval})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(hub.Handler())
	t.Cleanup(func() { srv.Close(); hub.Close(context.Background()) })
	return hub, "ws" + strings.TrimPrefix(srv.URL, "http") + "/connection/websocket"
}

func arrivals(flight, from, to int64) core.FlightEvent {
	ev := core.FlightEvent{FlightID: flight, Revision: to}
	for id := from; id <= to; id++ {
		ev.Arrivals = append(ev.Arrivals, core.LiveArrival{PigeonID: id, Rank: int(id)})
	}
	return ev
}

func TestLiveArrivals(t *testing.T) {
	hub, url := newHub(t, 0)
	v := testutil.NewViewer(t, url, "flight:7")
	other := testutil.NewViewer(t, url, "flight:8")
	start := time.Now()
	for i := int64(1); i <= 40; i++ { // 40 batches in about a second
		hub.PublishFlight(context.Background(), arrivals(7, i, i))
		// The pace of the scenario, a clock sending a batch every 25 ms, so
		// that the hub has to merge. The checks below hold at any pace: the
		// bound comes from the time measured, not from these sleeps.
		time.Sleep(25 * time.Millisecond)
	}
	v.WaitFor(t, 40)
	took := time.Since(start)
	v.ExactlyOnce(t, 1, 40)
	msgs, _ := v.Messages()
	// The hub sends a channel's messages MinInterval apart at the least, so
	// n messages take (n-1)·MinInterval; the first goes at once, and a
	// batch arriving while one waits makes a second message at the least.
	if limit := int(took/live.MinInterval) + 1; msgs > limit || msgs < 2 {
		t.Errorf("got %d messages in %s, want 2..%d (at most 2 a second)", msgs, took, limit)
	}
	// A marker on flight 8 comes after anything of flight 7 wrongly sent
	// there, on the same channel: once it is in, flight 8 has all it got.
	hub.PublishFlight(context.Background(), arrivals(8, 1000, 1000))
	other.WaitFor(t, 1)
	if seen, n := other.Seen(), other.Count(); len(seen) != 1 || seen[1000] != 1 || n != 1 {
		t.Errorf("viewer of flight 8: got %v, want only its marker 1000 once", seen)
	}
	if n, _ := other.Messages(); n != 1 {
		t.Errorf("viewer of flight 8: got %d messages, want 1", n)
	}
}

func TestSubscribeOnlyFlightChannels(t *testing.T) {
	_, url := newHub(t, 0)
	v := testutil.NewViewer(t, url, "admin:secrets")
	if v.SubErr() == nil || v.Sub.State() == centrifugego.SubStateSubscribed {
		t.Fatalf("got state %s err %v, want the subscription refused", v.Sub.State(), v.SubErr())
	}
}

func TestReconnectRecoversMissedArrivals(t *testing.T) {
	hub, url := newHub(t, 10*time.Millisecond)
	v := testutil.NewViewer(t, url, "flight:1")
	witness := testutil.NewViewer(t, url, "flight:1") // stays connected throughout
	ctx := context.Background()
	// publish sends arrivals one by one, 15 ms apart: longer than the hub's
	// 10 ms interval, so that each is a message of its own and the history
	// to recover holds many. No check depends on the pace: merged or not,
	// every arrival must reach the viewer exactly once.
	publish := func(from, to int64) {
		for i := from; i <= to; i++ {
			hub.PublishFlight(ctx, arrivals(1, i, i))
			time.Sleep(15 * time.Millisecond)
		}
	}
	publish(1, 10)
	v.WaitFor(t, 10)
	if err := v.Client.Disconnect(); err != nil {
		t.Fatal(err)
	}
	publish(11, 10+live.RecoveryLimit) // arrivals keep coming while the viewer is away: as many messages as it recovers
	witness.WaitFor(t, 10+live.RecoveryLimit)
	away := v.Count()
	if away != 10 {
		t.Fatalf("got %d arrivals while disconnected, want 10", away)
	}
	if err := v.Client.Connect(); err != nil {
		t.Fatal(err)
	}
	v.WaitFor(t, 10+live.RecoveryLimit)
	// A last arrival as a marker: a duplicate of anything before it would
	// come before it on the channel, so once it is in the count is final.
	hub.PublishFlight(ctx, arrivals(1, 11+live.RecoveryLimit, 11+live.RecoveryLimit))
	v.WaitFor(t, 11+live.RecoveryLimit)
	witness.WaitFor(t, 11+live.RecoveryLimit)
	v.ExactlyOnce(t, 1, 11+live.RecoveryLimit)
	witness.ExactlyOnce(t, 1, 11+live.RecoveryLimit)
	if !v.Recovered() {
		t.Errorf("got recovered=false on resubscribe, want the history recovered")
	}
}

// A burst of 50,000 arrivals reaches viewers as messages of at most
// MaxMessageBytes; a viewer too slow for it is dropped, reconnects and,
// having missed more than it may recover, reads the result pages (here: a
// list of every bird): it ends, like the fast one, with every arrival.
func TestBurstInBoundedMessages(t *testing.T) {
	hub, url := newHub(t, 20*time.Millisecond)
	fast := testutil.NewViewer(t, url, "flight:5")
	slow := testutil.NewViewer(t, url, "flight:5")
	slow.SlowDown(40 * time.Millisecond)
	const n = 50_000
	slow.CatchUpWith(func() []int64 {
		ids := make([]int64, n)
		for i := range ids {
			ids[i] = int64(i + 1)
		}
		return ids
	})
	ev := core.FlightEvent{FlightID: 5, Revision: 1}
	for id := int64(1); id <= n; id++ {
		ev.Arrivals = append(ev.Arrivals, core.LiveArrival{PigeonID: id, Ring: fmt.Sprintf("DE-0%d-26-%05d", id%9, id), Name: "Blue Bolt",
			Team: "Team Sunrise Valley", Fancier: "Maximilian Mustermann", Country: "DE", ArrivedMs: 1_780_000_000_000 + id, Time: "04:12:33", Speed: "1234.567", Rank: int(id)})
	}
	hub.PublishFlight(context.Background(), ev)
	fast.WaitWithin(t, n, 20*time.Second)
	fast.ExactlyOnce(t, 1, n)
	msgs, largest := fast.Messages()
	t.Logf("fast viewer: %d messages, the largest %d bytes", msgs, largest)
	if largest > live.MaxMessageBytes || msgs < 2 {
		t.Errorf("got %d messages, the largest %d bytes, want several of at most %d", msgs, largest, live.MaxMessageBytes)
	}
	slow.SlowDown(0)
	slow.WaitWithin(t, n, 20*time.Second)
	slow.Complete(t, 1, n)
	t.Logf("slow viewer: recovered %v, %d birds from the pages", slow.Recovered(), slow.Caught())
}
