package bench

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
)

// arrivalViewer is a websocket viewer of a flight channel, as the web app's
// live page is, that counts the distinct pigeons among the arrivals it
// receives which counts accepts.
type arrivalViewer struct {
	client *centrifugego.Client
	done   chan struct{} // closed once want pigeons are in
	mu     sync.Mutex
	seen   map[int64]bool
	want   int
}

// newArrivalViewer connects to the hub served at base (http://…) and
// returns once it is subscribed to channel.
func newArrivalViewer(b *testing.B, base, channel string, want int, counts func(core.LiveArrival) bool) *arrivalViewer {
	v := &arrivalViewer{done: make(chan struct{}), seen: map[int64]bool{}, want: want}
	v.client = centrifugego.NewJsonClient("ws"+strings.TrimPrefix(base, "http")+"/connection/websocket", centrifugego.Config{})
	sub, err := v.client.NewSubscription(channel)
	must(b, err)
	subscribed := make(chan struct{})
	var once sync.Once
	sub.OnSubscribed(func(e centrifugego.SubscribedEvent) {
		if e.WasRecovering { // a reconnect in the middle would skew the figure
			fmt.Printf("viewer of %s resubscribed (recovered: %v)\n", channel, e.Recovered)
		}
		once.Do(func() { close(subscribed) })
	})
	sub.OnPublication(func(e centrifugego.PublicationEvent) {
		var ev core.FlightEvent
		json.Unmarshal(e.Data, &ev)
		v.mu.Lock()
		defer v.mu.Unlock()
		complete := len(v.seen) >= v.want
		for _, a := range ev.Arrivals {
			if counts(a) {
				v.seen[a.PigeonID] = true
			}
		}
		if !complete && len(v.seen) >= v.want {
			close(v.done)
		}
	})
	must(b, sub.Subscribe())
	must(b, v.client.Connect())
	<-subscribed
	return v
}

// await waits until the viewer holds every pigeon it wants, failing b
// after limit.
func (v *arrivalViewer) await(b *testing.B, limit time.Duration) {
	select {
	case <-v.done:
	case <-time.After(limit):
		v.mu.Lock()
		defer v.mu.Unlock()
		b.Fatalf("viewer got %d of %d arrivals", len(v.seen), v.want)
	}
}

func (v *arrivalViewer) close() { v.client.Close() }
