package testutil

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
)

// Viewer is a websocket client, as the web app's live pages are, subscribed
// to one channel and counting every arrival it receives by pigeon.
type Viewer struct {
	Client *centrifugego.Client
	Sub    *centrifugego.Subscription
	got    chan struct{} // a publication arrived (buffered: one wake-up pending at most)

	mu        sync.Mutex
	seen      map[int64]int
	messages  int
	largest   int // bytes of the largest publication
	recovered bool
	subErr    error
	delay     time.Duration  // how long the viewer takes over each message (a slow phone)
	catchUp   func() []int64 // the pigeons home, from the result pages
	caught    map[int64]bool // pigeons that catchUp brought
}

// NewViewer connects to the live endpoint (ws://…/connection/websocket)
// and subscribes to channel, waiting up to 5 s for the subscription to be
// answered: accepted or refused (see SubErr).
func NewViewer(tb testing.TB, url, channel string) *Viewer {
	tb.Helper()
	return NewSignedInViewer(tb, url, channel, "")
}

// NewSignedInViewer is NewViewer sending an access token with the
// connection, as the web app does for someone signed in. A token the hub
// refuses is not sent again: the viewer goes on as a visitor, as in the
// web app (live-channel.ts).
func NewSignedInViewer(tb testing.TB, url, channel, token string) *Viewer {
	tb.Helper()
	return NewRenewingViewer(tb, url, channel, token, "")
}

// NewRenewingViewer is NewSignedInViewer whose app has renewed the token
// meanwhile: a refused token is replaced by renewed.
func NewRenewingViewer(tb testing.TB, url, channel, token, renewed string) *Viewer {
	tb.Helper()
	v := &Viewer{seen: map[int64]int{}, got: make(chan struct{}, 1)}
	v.Client = centrifugego.NewJsonClient(url, centrifugego.Config{Token: token,
		GetToken: func(centrifugego.ConnectionTokenEvent) (string, error) { return renewed, nil }})
	tb.Cleanup(v.Client.Close)
	sub, err := v.Client.NewSubscription(channel)
	if err != nil {
		tb.Fatal(err)
	}
	v.Sub = sub
	answered := make(chan struct{}, 10)
	sub.OnSubscribed(func(e centrifugego.SubscribedEvent) {
		v.mu.Lock()
		if e.WasRecovering {
			v.recovered = e.Recovered
		}
		catchUp := v.catchUp
		v.mu.Unlock()
		if e.WasRecovering && !e.Recovered && catchUp != nil { // the history is gone: as the web app, read the pages
			v.addCaught(catchUp())
		}
		select {
		case answered <- struct{}{}:
		default: // a resubscription nobody waits for
		}
	})
	sub.OnError(func(e centrifugego.SubscriptionErrorEvent) {
		v.mu.Lock()
		v.subErr = e.Error
		v.mu.Unlock()
	})
	sub.OnUnsubscribed(func(e centrifugego.UnsubscribedEvent) {
		v.mu.Lock()
		v.subErr = errors.New(e.Reason)
		v.mu.Unlock()
		select {
		case answered <- struct{}{}:
		default:
		}
	})
	sub.OnPublication(func(e centrifugego.PublicationEvent) {
		var ev core.FlightEvent
		if err := json.Unmarshal(e.Data, &ev); err != nil {
			tb.Error(err)
		}
		v.mu.Lock()
		v.messages++
		v.largest = max(v.largest, len(e.Data))
		for _, a := range ev.Arrivals {
			v.seen[a.PigeonID]++
		}
		delay, catchUp, behind := v.delay, v.catchUp, !ev.More && ev.Arrived > v.countLocked()
		v.mu.Unlock()
		if catchUp != nil && behind { // as the web app refetches the result pages
			v.addCaught(catchUp())
		}
		time.Sleep(delay)
		select {
		case v.got <- struct{}{}:
		default: // a wake-up is pending already
		}
	})
	if err := sub.Subscribe(); err != nil {
		tb.Fatal(err)
	}
	if err := v.Client.Connect(); err != nil {
		tb.Fatal(err)
	}
	select {
	case <-answered:
	case <-time.After(5 * time.Second):
		tb.Fatal("not subscribed within 5 s")
	}
	return v
}

// WaitFor waits until the viewer has n distinct pigeons, checking again at
// every publication it receives, or fails after 5 s.
func (v *Viewer) WaitFor(tb testing.TB, n int) { tb.Helper(); v.WaitWithin(tb, n, 5*time.Second) }

// WaitWithin is WaitFor with another limit.
func (v *Viewer) WaitWithin(tb testing.TB, n int, limit time.Duration) {
	tb.Helper()
	deadline := time.After(limit)
	for {
		if got := v.Count(); got >= n {
			return
		}
		select {
		case <-v.got:
		case <-deadline:
			tb.Fatalf("got %d arrivals within %s, want %d", v.Count(), limit, n)
		}
	}
}

// ExactlyOnce checks that the viewer got pigeons from..to, each once, and
// no other.
func (v *Viewer) ExactlyOnce(tb testing.TB, from, to int64) {
	tb.Helper()
	v.mu.Lock()
	defer v.mu.Unlock()
	for id := from; id <= to; id++ {
		if v.seen[id] != 1 {
			tb.Errorf("pigeon %d: got %d times, want exactly once", id, v.seen[id])
		}
	}
	if len(v.seen) != int(to-from+1) {
		tb.Errorf("got %d pigeons, want %d", len(v.seen), to-from+1)
	}
}

// SlowDown makes the viewer take d over each message from now on, as a
// phone on a slow link does: the client reads nothing meanwhile.
func (v *Viewer) SlowDown(d time.Duration) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.delay = d
}

// CatchUpWith makes the viewer, as the web app does, fetch the pigeons home
// from the result pages (fetch) when a message says more are home than it
// holds: a message was lost on the way.
func (v *Viewer) CatchUpWith(fetch func() []int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.catchUp, v.caught = fetch, map[int64]bool{}
}

func (v *Viewer) addCaught(ids []int64) {
	v.mu.Lock()
	for _, id := range ids {
		v.caught[id] = true
	}
	v.mu.Unlock()
	select {
	case v.got <- struct{}{}: // WaitFor counts again
	default:
	}
}

// Count is how many distinct pigeons the viewer has, live or caught up.
func (v *Viewer) Count() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.countLocked()
}

func (v *Viewer) countLocked() int {
	n := len(v.seen)
	for id := range v.caught {
		if v.seen[id] == 0 {
			n++
		}
	}
	return n
}

// Complete checks that the viewer holds pigeons from..to, live or caught
// up, and no other, and that no message brought one twice.
func (v *Viewer) Complete(tb testing.TB, from, to int64) {
	tb.Helper()
	v.mu.Lock()
	defer v.mu.Unlock()
	for id := from; id <= to; id++ {
		if v.seen[id] == 0 && !v.caught[id] {
			tb.Errorf("pigeon %d: missing", id)
		}
		if v.seen[id] > 1 {
			tb.Errorf("pigeon %d: got %d times live, want once", id, v.seen[id])
		}
	}
	if n := v.countLocked(); n != int(to-from+1) {
		tb.Errorf("got %d pigeons, want %d", n, to-from+1)
	}
}

// Caught is how many pigeons only the catch-up brought.
func (v *Viewer) Caught() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.countLocked() - len(v.seen)
}

// Seen is how often each pigeon came (a copy).
func (v *Viewer) Seen() map[int64]int {
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make(map[int64]int, len(v.seen))
	for id, n := range v.seen {
		out[id] = n
	}
	return out
}

// Messages is how many publications came, and the largest one's size.
func (v *Viewer) Messages() (n, largest int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.messages, v.largest
}

// Recovered tells whether the last resubscription recovered the history.
func (v *Viewer) Recovered() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.recovered
}

// SubErr is why the subscription was refused or ended, if it was.
func (v *Viewer) SubErr() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.subErr
}
