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
	"sync"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/rueidis"

	"github.com/oneloft/oneloft/internal/core"
)

// Defaults of the hub.
const (
	// MinInterval spaces the messages of one channel: at most 2 a second.
	// Each message is a system call per viewer whatever its size, and
	// writing to viewers is most of an instance's work while a race is on.
	MinInterval = 500 * time.Millisecond
	// HistorySize and HistoryTTL bound what a reconnecting viewer can recover.
	HistorySize = 1000
	HistoryTTL  = 30 * time.Minute
	// MaxFrameBytes bounds one websocket frame, so that a phone on a slow
	// link is never handed one huge frame: a live message, and a
	// reconnecting viewer's recovery reply too.
	MaxFrameBytes = 64 << 10
	// RecoveryLimit is how many missed messages a reconnecting viewer
	// recovers at the most; after a longer absence it reloads the result
	// pages. Centrifuge puts every recovered message in the one subscribe
	// reply, so the limit and the size of a message share MaxFrameBytes:
	// one message holds a slot of a race twice as busy as a 10,000-bird
	// final's peak (200 arrivals, 43 KB), where two would cut it in two.
	RecoveryLimit = 1
	// MaxMessageBytes bounds one message: a burst goes out as several.
	// RecoveryLimit of them and the reply's envelope fit in MaxFrameBytes.
	MaxMessageBytes = (MaxFrameBytes - 1<<10) / RecoveryLimit
	// BurstRate is how many bytes a second a channel sends at the most (a
	// slot's share of it at every slot): a bigger burst is spread over the
	// next slots. At 1 MB a second a 50,000-read burst took 13 times its
	// storage time to reach viewers; a viewer that cannot take 4 MB a
	// second is dropped as slow (ClientQueueBytes) and reloads the result
	// pages, as it would after missing more than RecoveryLimit messages.
	BurstRate = 4 << 20
	// ClientQueueBytes is how much may wait for one viewer: two slots (one
	// of BurstRate at MinInterval is 2 MB), so that a viewer keeping pace
	// is never dropped by a slot's peak: in centrifuge's queue, for a
	// viewer on its handler, and in the backlog of the hub's transport.
	ClientQueueBytes = BurstRate + MaxFrameBytes
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
	poll    *poller        // the epoll websocket transport; nil: centrifuge's handler serves all
	fan     *fanout        // writes publications to the transport's viewers
	id      string         // this instance, in cache messages
	metrics *metrics       // nil: not measured
	guard   guard          // who follows which channel
	// slotBytes is a slot's share of BurstRate.
	slotBytes int

	mu       sync.Mutex // guards channels and closed; held only to find a channel
	channels map[string]*channel
	closed   bool
}

// channel is one flight channel's live state.
type channel struct {
	name string
	// mu guards what ingest touches, briefly: the events that came in
	// since the last slot, and the next slot's timer.
	mu    sync.Mutex
	inbox []core.FlightEvent
	timer *time.Timer // the next slot's, when it waits for its time
	// scheduled is set from an event's arrival until the slot that
	// sends it: events meanwhile join that slot.
	scheduled bool
	last      time.Time // when the last slot went out
	closed    bool
	// send is held by the slot being sent; the backlog is the slot's.
	send    sync.Mutex
	backlog backlog
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
		ClientQueueMaxSize:          ClientQueueBytes,
	})
	if err != nil {
		return nil, err
	}
	h := &Hub{slotBytes: max(int(BurstRate*opt.MinInterval/time.Second), MaxMessageBytes), node: node, log: opt.Logger, opt: opt,
		channels: map[string]*channel{}, fan: newFanout()}
	if opt.Metrics != nil {
		h.register(opt.Metrics)
	}
	if opt.RedisURL != "" {
		if h.opt.RedisPrefix == "" {
			h.opt.RedisPrefix = "oneloft"
		}
		h.id = newInstanceID()
		if h.redis, err = useRedis(node, opt.RedisURL, h.opt.RedisPrefix, h.fan); err != nil {
			return nil, err
		}
	} else {
		broker, err := centrifuge.NewMemoryBroker(node, centrifuge.MemoryBrokerConfig{})
		if err != nil {
			return nil, err
		}
		node.SetBroker(&fanBroker{Broker: broker, fan: h.fan})
	}
	node.OnConnecting(func(ctx context.Context, e centrifuge.ConnectEvent) (centrifuge.ConnectReply, error) {
		// Viewers are anonymous to the hub; a signed-in one's token puts
		// the user into the connection's context for the guard.
		// One message a frame: a viewer that fell behind gets its queue as
		// bounded messages, not batched into one frame.
		signed, err := h.guard.connectContext(ctx, e.Token)
		if err != nil {
			return centrifuge.ConnectReply{}, err
		}
		return centrifuge.ConnectReply{Context: signed,
			Credentials: &centrifuge.Credentials{UserID: ""}, MaxMessagesInFrame: 1}, nil
	})
	node.OnConnect(func(c *centrifuge.Client) {
		c.OnSubscribe(func(e centrifuge.SubscribeEvent, cb centrifuge.SubscribeCallback) {
			if !IsFlightChannel(e.Channel) && !IsAuctionChannel(e.Channel) || !h.guard.allows(c.Context(), e.Channel) {
				cb(centrifuge.SubscribeReply{}, centrifuge.ErrorPermissionDenied)
				return
			}
			cb(centrifuge.SubscribeReply{Options: centrifuge.SubscribeOptions{EnableRecovery: true}}, nil)
		})
		c.OnUnsubscribe(func(e centrifuge.UnsubscribeEvent) {
			if v, ok := c.Transport().(interface{ left(ch string) }); ok {
				v.left(e.Channel) // a viewer of the hub's fanout
			}
		})
		c.OnPublish(func(e centrifuge.PublishEvent, cb centrifuge.PublishCallback) {
			cb(centrifuge.PublishReply{}, centrifuge.ErrorPermissionDenied) // viewers only listen
		})
	})
	if err := node.Run(); err != nil {
		return nil, err
	}
	if h.poll, err = newPoller(node, h.fan, opt.Logger); err != nil {
		h.log.Info("live: websockets without epoll", "err", err)
		h.poll = nil
	}
	if h.redis != nil {
		h.relay = newRelay(h)
	}
	return h, nil
}

// Handler is the websocket endpoint; the wiring mounts it at
// /connection/websocket. The hub's own transport (ws_conn_linux.go) serves the
// viewers: centrifuge's handler keeps two goroutines on every connection,
// which were three quarters of a viewer's memory. Centrifuge's serves
// what the transport leaves (see wantsCentrifugeWebsocket, and systems
// other than Linux).
func (h *Hub) Handler() http.Handler {
	fallback := h.centrifugeHandler()
	if h.poll == nil {
		return fallback
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !h.poll.serve(w, r) {
			fallback.ServeHTTP(w, r)
		}
	})
}

func (h *Hub) centrifugeHandler() http.Handler {
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
// until its next slot, so that a channel gets at most 2 slots a second.
// With Redis the event goes through the flight's relay instead, so that
// one instance sends the slots of all (see relay).
func (h *Hub) PublishFlight(ctx context.Context, ev core.FlightEvent) {
	if h.relay != nil {
		h.relay.add(ctx, ev)
		return
	}
	h.queue(ev)
}

// queue hands ev to its channel's next slot, scheduling one when none is.
// It is the one way in for flight events, from this instance or another,
// and it is cheap: the caller (a device batch) only appends to the
// channel's inbox under that channel's own lock; merging and encoding
// happen in the slot, under no lock that ingest takes.
func (h *Hub) queue(ev core.FlightEvent) {
	c := h.channel(core.FlightChannel(ev.FlightID))
	c.mu.Lock()
	if c.closed || c.scheduled {
		if !c.closed {
			c.inbox = append(c.inbox, ev)
		}
		c.mu.Unlock()
		return
	}
	c.inbox, c.scheduled = append(c.inbox, ev), true
	if wait := h.opt.MinInterval - time.Since(c.last); wait > 0 {
		c.timer = time.AfterFunc(wait, func() { h.slot(c) })
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	// The slot is free: send now, in the caller's goroutine, as the
	// channel's quiet-time message always went (no goroutine hop on the
	// way to viewers); batches coming meanwhile only append to the inbox.
	h.slot(c)
}

// channel is the state of ch, made on first use.
func (h *Hub) channel(ch string) *channel {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := h.channels[ch]
	if c == nil {
		c = &channel{name: ch, closed: h.closed}
		h.channels[ch] = c
	}
	return c
}

// slot merges what came in since the last slot into the backlog and sends
// the slot's part of it: all of it, or the slot's share of BurstRate when it is bigger, the
// rest waiting for the next slot (where what else arrives merges into it).
// One slot of a channel runs at a time (scheduled is set until it ends), so
// its messages keep their order.
func (h *Hub) slot(c *channel) {
	c.send.Lock()
	defer c.send.Unlock()
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	in := c.inbox
	c.inbox = nil
	c.last = time.Now()
	c.mu.Unlock()

	h.publish(c, in, h.slotBytes)

	c.mu.Lock()
	defer c.mu.Unlock()
	c.timer, c.scheduled = nil, false
	if !c.closed && (c.backlog.due || len(c.inbox) > 0) {
		c.scheduled = true
		// MinInterval from this slot's start, not its end: a slot that
		// took long to publish does not push the next one back.
		c.timer = time.AfterFunc(max(h.opt.MinInterval-time.Since(c.last), 0), func() { h.slot(c) })
	}
}

// publish adds in to c's backlog and publishes up to budget bytes of it.
// The caller holds c.send.
func (h *Hub) publish(c *channel, in []core.FlightEvent, budget int) {
	now := time.Now()
	for _, ev := range in {
		c.backlog.add(ev, now)
	}
	since := c.backlog.since
	msgs, err := c.backlog.take(MaxMessageBytes, budget)
	if err != nil {
		h.log.Error("live: encode", "err", err)
		return
	}
	for _, data := range msgs {
		_, err := h.node.Publish(c.name, data, centrifuge.WithHistory(h.opt.HistorySize, h.opt.HistoryTTL))
		if err != nil {
			h.log.Error("live: publish", "channel", c.name, "err", err)
		}
		h.metrics.message(len(data), err)
	}
	if len(msgs) > 0 && !c.backlog.due {
		h.metrics.sent(since)
	}
}

// Close publishes what is pending and stops the node.
func (h *Hub) Close(ctx context.Context) error {
	if h.relay != nil {
		h.relay.close() // no more reading: what the hub holds is all it sends
	}
	h.mu.Lock()
	h.closed = true
	chans := make([]*channel, 0, len(h.channels))
	for _, c := range h.channels {
		chans = append(chans, c)
	}
	h.mu.Unlock()
	for _, c := range chans {
		c.mu.Lock()
		c.closed = true
		if c.timer != nil {
			c.timer.Stop()
		}
		in := c.inbox
		c.inbox = nil
		c.mu.Unlock()
		c.send.Lock() // after a slot under way
		h.publish(c, in, math.MaxInt)
		c.send.Unlock()
	}
	if h.relay != nil {
		h.relay.release() // sent: another instance takes the flights over now
	}
	err := h.node.Shutdown(ctx)
	if h.poll != nil {
		h.poll.close()
	}
	if h.redis != nil {
		h.redis.Close()
	}
	return err
}
