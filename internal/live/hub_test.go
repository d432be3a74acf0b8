package live_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
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

// viewer is a centrifuge-go client subscribed to one flight, counting
// every arrival it receives by pigeon.
type viewer struct {
	client *centrifugego.Client
	sub    *centrifugego.Subscription
	got    chan struct{} // a publication arrived (buffered: one wake-up pending at most)

	mu        sync.Mutex
	seen      map[int64]int
	messages  int
	recovered bool
	subErr    error
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

func newViewer(t *testing.T, url, channel string) *viewer {
	t.Helper()
	v := &viewer{seen: map[int64]int{}, got: make(chan struct{}, 1)}
	v.client = centrifugego.NewJsonClient(url, centrifugego.Config{})
	t.Cleanup(v.client.Close)
	sub, err := v.client.NewSubscription(channel)
	if err != nil {
		t.Fatal(err)
	}
	v.sub = sub
	subscribed := make(chan struct{}, 10)
	sub.OnSubscribed(func(e centrifugego.SubscribedEvent) {
		v.mu.Lock()
		if e.WasRecovering {
			v.recovered = e.Recovered
		}
		v.mu.Unlock()
		subscribed <- struct{}{}
	})
	sub.OnError(func(e centrifugego.SubscriptionErrorEvent) {
		v.mu.Lock()
		v.subErr = e.Error
		v.mu.Unlock()
	})
	sub.OnUnsubscribed(func(e centrifugego.UnsubscribedEvent) {
		v.mu.Lock()
		v.subErr = errString(e.Reason)
		v.mu.Unlock()
		subscribed <- struct{}{}
	})
	sub.OnPublication(func(e centrifugego.PublicationEvent) {
		var ev core.FlightEvent
		if err := json.Unmarshal(e.Data, &ev); err != nil {
			t.Error(err)
		}
		v.mu.Lock()
		v.messages++
		for _, a := range ev.Arrivals {
			v.seen[a.PigeonID]++
		}
		v.mu.Unlock()
		select {
		case v.got <- struct{}{}:
		default: // a wake-up is pending already
		}
	})
	if err := sub.Subscribe(); err != nil {
		t.Fatal(err)
	}
	if err := v.client.Connect(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-subscribed:
	case <-time.After(5 * time.Second):
		t.Fatal("not subscribed within 5 s")
	}
	return v
}

type errString string

func (e errString) Error() string { return string(e) }

// waitFor waits until the viewer has n distinct pigeons, checking again at
// every publication it receives, or fails after 5 s.
func (v *viewer) waitFor(t *testing.T, n int) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		v.mu.Lock()
		got := len(v.seen)
		v.mu.Unlock()
		if got >= n {
			return
		}
		select {
		case <-v.got:
		case <-deadline:
			t.Fatalf("got %d arrivals within 5 s, want %d", got, n)
		}
	}
}

func (v *viewer) exactlyOnce(t *testing.T, from, to int64) {
	t.Helper()
	v.mu.Lock()
	defer v.mu.Unlock()
	for id := from; id <= to; id++ {
		if v.seen[id] != 1 {
			t.Errorf("pigeon %d: got %d times, want exactly once", id, v.seen[id])
		}
	}
	if len(v.seen) != int(to-from+1) {
		t.Errorf("got %d pigeons, want %d", len(v.seen), to-from+1)
	}
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
	v := newViewer(t, url, "flight:7")
	other := newViewer(t, url, "flight:8")
	start := time.Now()
	for i := int64(1); i <= 40; i++ { // 40 batches in about a second
		hub.PublishFlight(context.Background(), arrivals(7, i, i))
		// The pace of the scenario, a clock sending a batch every 25 ms, so
		// that the hub has to merge. The checks below hold at any pace: the
		// bound comes from the time measured, not from these sleeps.
		time.Sleep(25 * time.Millisecond)
	}
	v.waitFor(t, 40)
	took := time.Since(start)
	v.exactlyOnce(t, 1, 40)
	v.mu.Lock()
	msgs := v.messages
	v.mu.Unlock()
	// The hub sends a channel's messages MinInterval apart at the least, so
	// n messages take (n-1)·MinInterval; the first goes at once, and a
	// batch arriving while one waits makes a second message at the least.
	if limit := int(took/live.MinInterval) + 1; msgs > limit || msgs < 2 {
		t.Errorf("got %d messages in %s, want 2..%d (at most 4 a second)", msgs, took, limit)
	}
	// A marker on flight 8 comes after anything of flight 7 wrongly sent
	// there, on the same channel: once it is in, flight 8 has all it got.
	hub.PublishFlight(context.Background(), arrivals(8, 1000, 1000))
	other.waitFor(t, 1)
	other.mu.Lock()
	defer other.mu.Unlock()
	if len(other.seen) != 1 || other.seen[1000] != 1 || other.messages != 1 {
		t.Errorf("viewer of flight 8: got %v in %d messages, want only its marker 1000 once", other.seen, other.messages)
	}
}

func TestSubscribeOnlyFlightChannels(t *testing.T) {
	_, url := newHub(t, 0)
	v := newViewer(t, url, "admin:secrets")
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.subErr == nil || v.sub.State() == centrifugego.SubStateSubscribed {
		t.Fatalf("got state %s err %v, want the subscription refused", v.sub.State(), v.subErr)
	}
}

func TestReconnectRecoversMissedArrivals(t *testing.T) {
	hub, url := newHub(t, 10*time.Millisecond)
	v := newViewer(t, url, "flight:1")
	witness := newViewer(t, url, "flight:1") // stays connected throughout
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
	v.waitFor(t, 10)
	if err := v.client.Disconnect(); err != nil {
		t.Fatal(err)
	}
	publish(11, 30) // arrivals keep coming while the viewer is away
	witness.waitFor(t, 30)
	v.mu.Lock()
	away := len(v.seen)
	v.mu.Unlock()
	if away != 10 {
		t.Fatalf("got %d arrivals while disconnected, want 10", away)
	}
	if err := v.client.Connect(); err != nil {
		t.Fatal(err)
	}
	v.waitFor(t, 30)
	hub.PublishFlight(ctx, arrivals(1, 31, 31))
	v.waitFor(t, 31)
	// A last arrival as a marker: a duplicate of anything before it would
	// come before it on the channel, so once it is in the count is final.
	hub.PublishFlight(ctx, arrivals(1, 32, 32))
	v.waitFor(t, 32)
	witness.waitFor(t, 32)
	v.exactlyOnce(t, 1, 32)
	witness.exactlyOnce(t, 1, 32)
	v.mu.Lock()
	defer v.mu.Unlock()
	if !v.recovered {
		t.Errorf("got recovered=false on resubscribe, want the history recovered")
	}
}
