// Package live is the live hub of oneloft: a centrifuge node with one
// channel per flight and one per auction lot. Visitors connect anonymously
// over a websocket and may subscribe to those channels only; every channel keeps a history so that a
// viewer who reconnects recovers what it missed. The in-memory broker is the
// default; a Redis broker comes with the scale-out work.
package live

import (
	"context"
	"log/slog"
	"math"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/rueidis"

	"github.com/oneloft/oneloft/internal/core"
)

// Defaults of the hub.
const (
	// MinInterval spaces the messages of one channel: at most 4 a second.
	MinInterval = 250 * time.Millisecond
	// HistorySize and HistoryTTL bound what a reconnecting viewer can recover.
	HistorySize = 1000
	HistoryTTL  = 30 * time.Minute
	// MaxMessageBytes bounds one message: a burst goes out as several, so
	// that a phone on a slow link is never handed one huge frame.
	MaxMessageBytes = 64 << 10
	// SlotMessages is how many messages a channel sends in one slot at the
	// most (1 MB a second): a bigger burst is spread over the next slots,
	// so that it does not fill a viewer's send queue (1 MB) at once.
	SlotMessages = 4
	// RecoveryLimit is how many missed messages a reconnecting viewer
	// recovers at the most (about 4 seconds of a busy race); after a longer
	// absence it reloads the result pages.
	RecoveryLimit = 16
)

// Options tune a Hub; zero values take the defaults.
type Options struct {
	Logger      *slog.Logger
	MinInterval time.Duration
	HistorySize int
	HistoryTTL  time.Duration
	// RedisURL (redis://host:6379/0) shares channels, history and presence
	// with every instance on the same Redis; "" keeps them in this process.
	RedisURL string
	// RedisPrefix names this service's keys and channels in Redis
	// ("oneloft" when empty); tests use one each.
	RedisPrefix string
	// Metrics, when set, gets the hub's figures (see register).
	Metrics prometheus.Registerer
}

// Hub publishes flight events to live viewers; it implements core.Publisher.
type Hub struct {
	node    *centrifuge.Node
	log     *slog.Logger
	opt     Options
	redis   rueidis.Client // nil: the in-memory broker
	relay   *relay         // with Redis: one instance publishes each flight
	id      string         // this instance, in cache messages
	metrics *metrics       // nil: not measured

	mu      sync.Mutex
	pending map[string]*pending // events waiting for their channel's next slot
	last    map[string]time.Time
	closed  bool
}

// pending is an event merged from several batches, and its flush timer.
type pending struct {
	ev    core.FlightEvent
	idx   map[int64]int // ev.Arrivals by pigeon, once a merge needs it
	timer *time.Timer
	since time.Time // when its first event reached the hub
}

var _ core.Publisher = (*Hub)(nil)

// New starts a hub on the in-memory broker.
func New(opt Options) (*Hub, error) {
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.MinInterval == 0 {
		opt.MinInterval = MinInterval
	}
	if opt.HistorySize == 0 {
		opt.HistorySize = HistorySize
	}
	if opt.HistoryTTL == 0 {
		opt.HistoryTTL = HistoryTTL
	}
	node, err := centrifuge.New(centrifuge.Config{
		LogLevel: centrifuge.LogLevelWarn,
		LogHandler: func(e centrifuge.LogEntry) {
			opt.Logger.Warn("live: "+e.Message, "fields", e.Fields)
		},
		HistoryMetaTTL: 24 * time.Hour,
		// A viewer back after missing more than this many messages reloads
		// the result pages instead (recovered false): one reply holding a
		// burst's worth of messages would be the huge frame bounded messages
		// avoid.
		RecoveryMaxPublicationLimit: RecoveryLimit,
	})
	if err != nil {
		return nil, err
	}
	h := &Hub{node: node, log: opt.Logger, opt: opt, pending: map[string]*pending{}, last: map[string]time.Time{}}
	if opt.Metrics != nil {
		h.register(opt.Metrics)
	}
	if opt.RedisURL != "" {
		if h.opt.RedisPrefix == "" {
			h.opt.RedisPrefix = "oneloft"
		}
		h.id = newInstanceID()
		if h.redis, err = useRedis(node, opt.RedisURL, h.opt.RedisPrefix); err != nil {
			return nil, err
		}
	}
	node.OnConnecting(func(ctx context.Context, e centrifuge.ConnectEvent) (centrifuge.ConnectReply, error) {
		// every viewer is anonymous: flight channels are public
		// One message a frame: a viewer that fell behind gets its queue as
		// bounded messages, not batched into one frame.
		return centrifuge.ConnectReply{Credentials: &centrifuge.Credentials{UserID: ""}, MaxMessagesInFrame: 1}, nil
	})
	node.OnConnect(func(c *centrifuge.Client) {
		c.OnSubscribe(func(e centrifuge.SubscribeEvent, cb centrifuge.SubscribeCallback) {
			if !IsFlightChannel(e.Channel) && !IsAuctionChannel(e.Channel) {
				cb(centrifuge.SubscribeReply{}, centrifuge.ErrorPermissionDenied)
				return
			}
			cb(centrifuge.SubscribeReply{Options: centrifuge.SubscribeOptions{EnableRecovery: true}}, nil)
		})
		c.OnPublish(func(e centrifuge.PublishEvent, cb centrifuge.PublishCallback) {
			cb(centrifuge.PublishReply{}, centrifuge.ErrorPermissionDenied) // viewers only listen
		})
	})
	if err := node.Run(); err != nil {
		return nil, err
	}
	if h.redis != nil {
		h.relay = newRelay(h)
	}
	return h, nil
}

// IsFlightChannel reports whether ch is "flight:<id>".
func IsFlightChannel(ch string) bool { return isChannel(ch, "flight:") }

// IsAuctionChannel reports whether ch is "auction:<id>", a lot's channel.
func IsAuctionChannel(ch string) bool { return isChannel(ch, "auction:") }

// isChannel reports whether ch is prefix and a decimal id.
func isChannel(ch, prefix string) bool {
	id, ok := strings.CutPrefix(ch, prefix)
	if !ok || id == "" || len(id) > 19 {
		return false
	}
	for _, r := range id {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Handler is the websocket endpoint; the wiring mounts it at /connection/websocket.
func (h *Hub) Handler() http.Handler {
	return centrifuge.NewWebsocketHandler(h.node, centrifuge.WebsocketConfig{
		CheckOrigin: func(*http.Request) bool { return true }, // public, read-only channels
		// A viewer only listens: its few commands fit a small read buffer, and
		// a write buffer is borrowed from a pool for each write instead of
		// being held by every connection (about a quarter of a viewer's memory).
		ReadBufferSize:     1024,
		UseWriteBufferPool: true,
	})
}

// Status reports the broker for the health endpoint: "memory", or "redis"
// with Redis's own clock (an error when it does not answer).
func (h *Hub) Status(ctx context.Context) (string, time.Time, error) {
	if h.redis == nil {
		return "memory", time.Now().UTC(), nil
	}
	t, err := redisTime(ctx, h.redis)
	return "redis", t, err
}

// PublishFlight sends ev to the flight's channel: at once when the channel
// has been quiet for MinInterval, otherwise merged with what else arrives
// until its next slot, so that a channel gets at most 4 slots a second.
// With Redis the event goes through the flight's relay instead, so that
// one instance sends the slots of all (see relay).
func (h *Hub) PublishFlight(ctx context.Context, ev core.FlightEvent) {
	if h.relay != nil {
		h.relay.add(ctx, ev)
		return
	}
	h.queue(ev)
}

// queue merges ev into its channel's pending event, or sends it at once
// when the channel's slot is free.
func (h *Hub) queue(ev core.FlightEvent) {
	ch := core.FlightChannel(ev.FlightID)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return
	}
	if p := h.pending[ch]; p != nil {
		p.merge(ev)
		return
	}
	p := &pending{ev: ev, since: time.Now()}
	wait := h.opt.MinInterval - time.Since(h.last[ch])
	if wait <= 0 {
		h.send(ch, p, SlotMessages)
		return
	}
	p.timer = time.AfterFunc(wait, func() { h.flush(ch) })
	h.pending[ch] = p
}

func (h *Hub) flush(ch string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	p := h.pending[ch]
	if p == nil || h.closed {
		return
	}
	delete(h.pending, ch)
	h.send(ch, p, SlotMessages)
}

// send publishes the slot's part of p: all of it, or its first slot
// messages when it is bigger, keeping the rest pending for the next slot
// (where what else arrives merges into it). It runs under h.mu so that a
// channel's messages keep their order.
func (h *Hub) send(ch string, p *pending, slot int) {
	h.last[ch] = time.Now()
	msgs, rest, err := split(p.ev, MaxMessageBytes, slot)
	if err != nil {
		h.log.Error("live: encode", "err", err)
		return
	}
	for _, data := range msgs {
		_, err := h.node.Publish(ch, data, centrifuge.WithHistory(h.opt.HistorySize, h.opt.HistoryTTL))
		if err != nil {
			h.log.Error("live: publish", "channel", ch, "err", err)
		}
		h.metrics.message(len(data), err)
	}
	if rest == nil {
		h.metrics.sent(p.since)
		return
	}
	p.ev, p.idx = *rest, nil
	p.timer = time.AfterFunc(h.opt.MinInterval, func() { h.flush(ch) })
	h.pending[ch] = p
}

// merge adds next to the pending event: the newest revision and state,
// every arrival once (a later report of a pigeon replaces the earlier one).
// The index of its arrivals by pigeon keeps a busy second's merges linear.
func (p *pending) merge(next core.FlightEvent) {
	ev := &p.ev
	ev.Revision = max(ev.Revision, next.Revision)
	ev.Arrived = max(ev.Arrived, next.Arrived)
	if next.State != "" {
		ev.State = next.State
	}
	if p.idx == nil {
		p.idx = make(map[int64]int, len(ev.Arrivals)+len(next.Arrivals))
		for i, a := range ev.Arrivals {
			p.idx[a.PigeonID] = i
		}
	}
	for _, a := range next.Arrivals {
		if i, ok := p.idx[a.PigeonID]; ok {
			ev.Arrivals[i] = a
			continue
		}
		p.idx[a.PigeonID] = len(ev.Arrivals)
		ev.Arrivals = append(ev.Arrivals, a)
	}
}

// Close publishes what is pending and stops the node.
func (h *Hub) Close(ctx context.Context) error {
	if h.relay != nil {
		h.relay.close() // no more reading: what the hub holds is all it sends
	}
	h.mu.Lock()
	for ch, p := range h.pending {
		p.timer.Stop()
		h.send(ch, p, math.MaxInt)
	}
	h.pending, h.closed = map[string]*pending{}, true
	h.mu.Unlock()
	if h.relay != nil {
		h.relay.release() // sent: another instance takes the flights over now
	}
	err := h.node.Shutdown(ctx)
	if h.redis != nil {
		h.redis.Close()
	}
	return err
}
