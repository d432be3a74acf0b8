package live

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/centrifugal/centrifuge"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/testutil"
)

// instance starts a hub on the test's Redis under prefix, as one of
// several instances; skipped without ONELOFT_TEST_REDIS_URL. Closing it is
// the caller's (see crash).
func instance(t *testing.T, prefix string) (*Hub, string, func()) {
	t.Helper()
	url := os.Getenv("ONELOFT_TEST_REDIS_URL")
	if url == "" {
		t.Skip("ONELOFT_TEST_REDIS_URL is not set")
	}
	hub, err := New(Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RedisURL: url, RedisPrefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(hub.Handler())
	t.Cleanup(srv.Close)
	return hub, "ws" + strings.TrimPrefix(srv.URL, "http") + "/connection/websocket", func() { hub.Close(context.Background()) }
}

// withoutRelay makes h publish by itself, as every instance did before
// the relay: the baseline of the messages a second.
func withoutRelay(h *Hub) {
	h.relay.close()
	h.relay.release()
	h.relay = nil
}

// crash stops h as a killed process would: it reads no more, sends nothing
// it holds, and keeps its leases until they expire.
func crash(h *Hub) {
	h.relay.close()
	h.mu.Lock()
	h.closed = true
	h.mu.Unlock()
	h.node.Shutdown(context.Background())
	h.redis.Close()
}

func event(flight, pigeon int64) core.FlightEvent {
	return core.FlightEvent{FlightID: flight, Revision: pigeon, Arrivals: []core.LiveArrival{{PigeonID: pigeon, Rank: int(pigeon)}}}
}

// feed publishes pigeons from..to of flight 1, one batch each, taking
// turns on the hubs, a batch every 10 ms as busy clocks send them.
func feed(hubs []*Hub, from, to int64) {
	for i := from; i <= to; i++ {
		hubs[int(i)%len(hubs)].PublishFlight(context.Background(), event(1, i))
		time.Sleep(10 * time.Millisecond) // the clocks' pace; the checks hold at any pace
	}
}

// Two instances ingesting one flight: with the relay a viewer gets one
// instance's slots (at most 4 messages a second), every arrival once;
// without it (the baseline, measured in the same run) about twice as many.
func TestRelayOnePublisher(t *testing.T) {
	for _, tt := range []struct {
		name  string
		relay bool
	}{{"Baseline", false}, {"Relay", true}} {
		t.Run(tt.name, func(t *testing.T) {
			prefix := fmt.Sprintf("oneloft-test-%d", time.Now().UnixNano())
			a, _, closeA := instance(t, prefix)
			b, urlB, closeB := instance(t, prefix)
			defer closeA()
			defer closeB()
			if !tt.relay {
				withoutRelay(a)
				withoutRelay(b)
			}
			v := testutil.NewViewer(t, urlB, "flight:1")
			start := time.Now()
			feed([]*Hub{a, b}, 1, 200)
			v.WaitFor(t, 200)
			took := time.Since(start)
			v.ExactlyOnce(t, 1, 200)
			msgs, _ := v.Messages()
			perSec := float64(msgs) / took.Seconds()
			t.Logf("%d messages in %s: %.2f a second", msgs, took.Round(time.Millisecond), perSec)
			// One publisher sends MinInterval apart at the least: n messages
			// take (n-1)·MinInterval, whatever the pace of this machine.
			if limit := int(took/MinInterval) + 1; tt.relay && msgs > limit {
				t.Errorf("got %d messages in %s, want at most %d (2 a second)", msgs, took, limit)
			}
		})
	}
}

// The publishing instance dies mid-stream, with events handed to Redis
// that it had not sent: the other takes the flight over within a few
// seconds and a viewer on it gets every arrival once.
func TestRelayTakeover(t *testing.T) {
	prefix := fmt.Sprintf("oneloft-test-%d", time.Now().UnixNano())
	a, urlA, closeA := instance(t, prefix)
	b, urlB, closeB := instance(t, prefix)
	a.PublishFlight(context.Background(), event(1, 1))
	owner, other, url, closeOther := a, b, urlB, closeB
	if leaseHolder(t, a) == b.id {
		owner, other, url, closeOther = b, a, urlA, closeA
	} else {
		defer closeB()
	}
	if owner == b {
		defer closeA()
	}
	awaitFirstPublished(t, a)
	v := testutil.NewViewer(t, url, "flight:1")
	feed([]*Hub{a, b}, 2, 40)
	v.WaitFor(t, 39)
	feed([]*Hub{owner}, 41, 60) // handed to Redis; some of it still in the owner's hub
	crash(owner)
	died := time.Now()
	feed([]*Hub{other}, 61, 80)
	v.WaitWithin(t, 79, 3*relayLease)
	t.Logf("all in %s after the publisher died", time.Since(died).Round(time.Millisecond))
	v.ExactlyOnce(t, 2, 80)
	closeOther()
}

// awaitFirstPublished waits until flight 1 has a publication, so that a
// viewer who comes next misses it for certain.
func awaitFirstPublished(t *testing.T, h *Hub) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; {
		if hist, err := h.node.History("flight:1", centrifuge.WithLimit(1)); err == nil && len(hist.Publications) == 1 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("pigeon 1 not published within 5 s")
		}
		time.Sleep(10 * time.Millisecond) // polling for an outcome
	}
}

// leaseHolder waits for flight 1's lease to be taken and names the holder.
func leaseHolder(t *testing.T, h *Hub) string {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		id, err := h.redis.Do(context.Background(), h.redis.B().Get().Key(h.relay.key("lease", "1")).Build()).ToString()
		if err == nil {
			return id
		}
		time.Sleep(10 * time.Millisecond) // polling Redis for an outcome, not waiting a fixed time
	}
	t.Fatal("no instance took the lease within 5 s")
	return ""
}

// The publisher's lease passes to the other instance while its read of the
// stream waits, as when its process stalled past the lease or Redis
// restarted and the client sent the read again: what that read brings is
// the new publisher's to send, and a viewer gets it once.
func TestRelayLeaseLostDuringRead(t *testing.T) {
	prefix := fmt.Sprintf("oneloft-test-%d", time.Now().UnixNano())
	a, _, closeA := instance(t, prefix)
	b, urlB, closeB := instance(t, prefix)
	defer closeA()
	defer closeB()
	a.PublishFlight(context.Background(), event(1, 1))
	owner, other := a, b
	if leaseHolder(t, a) == b.id {
		owner, other = b, a
	}
	awaitFirstPublished(t, a)
	v := testutil.NewViewer(t, urlB, "flight:1")
	feed([]*Hub{a, b}, 2, 20)
	v.WaitFor(t, 19)
	// The owner waits on the stream (an empty one answers after relayBlock);
	// the other takes the lease over as if the owner's had lapsed.
	lease := owner.relay.key("lease", "1")
	if err := owner.redis.Do(context.Background(), owner.redis.B().Set().Key(lease).Value(other.id).PxMilliseconds(relayLease.Milliseconds()).Build()).Error(); err != nil {
		t.Fatal(err)
	}
	feed([]*Hub{a, b}, 21, 40)
	v.WaitWithin(t, 39, 3*relayLease)
	v.ExactlyOnce(t, 2, 40)
}
