package live

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"time"

	"github.com/redis/rueidis"

	"github.com/oneloft/oneloft/internal/core"
)

// Relay timings. The lease bounds how long a flight goes unpublished when
// its publishing instance dies without a word; it is renewed every read.
const (
	relayLease = 3 * time.Second
	// relayBlock is how long the publisher waits on the stream for new
	// events, and so how often it renews its lease at the least.
	relayBlock = time.Second
	// relayIdle ends a flight's relay (and lets its keys expire) after no
	// instance handed it an event for this long.
	relayIdle = 2 * time.Minute
	// relayKeep is how long a flight's stream and cursor outlive its last
	// event: long past relayIdle, so a late publisher still finds them.
	relayKeep = time.Hour
	// relayMaxLen trims a flight's stream (approximately): far more batches
	// than a publisher lags behind by.
	relayMaxLen = 10000
	// relayReplay is how far back of the last read event a new publisher
	// starts: what the old one had read but may still have held in its hub
	// when it died. What the channel's history shows published is skipped.
	relayReplay = 5 * time.Second
	// relaySkipped is how many of the channel's latest publications a new
	// publisher reads to skip what the old one sent: relayReplay's slots,
	// twice over for slots that a burst made two messages.
	relaySkipped = 2 * int(relayReplay/MinInterval)
)

// relay makes one instance publish each flight's live messages when
// several share a Redis: every instance appends its flight events to the
// flight's Redis stream, and the instance holding the flight's lease reads
// the stream and publishes through its hub's slots. Without it each
// instance would run its own 2 slots a second and a viewer would get 2 per
// instance.
type relay struct {
	h     *Hub
	c     rueidis.Client
	ctx   context.Context
	stop  context.CancelFunc
	wg    sync.WaitGroup
	mu    sync.Mutex
	alive map[int64]*relayFlight // flights this instance relays (owner or standby)
}

func newRelay(h *Hub) *relay {
	ctx, stop := context.WithCancel(context.Background())
	r := &relay{h: h, c: h.redis, ctx: ctx, stop: stop, alive: map[int64]*relayFlight{}}
	r.wg.Add(1)
	go r.scan()
	return r
}

func (r *relay) key(parts ...string) string {
	k := r.h.opt.RedisPrefix + ".relay"
	for _, p := range parts {
		k += "." + p
	}
	return k
}

// flightsKey is a sorted set of flights by the time of their last event:
// every instance watches it, so a flight whose publisher died is taken
// over even by an instance that has no event of its own for it.
func (r *relay) flightsKey() string { return r.key("flights") }

// add hands ev to the flight's stream; when Redis does not take it, the
// hub publishes it itself (more messages a second, nothing lost).
func (r *relay) add(ctx context.Context, ev core.FlightEvent) {
	data, err := json.Marshal(ev)
	if err != nil {
		r.h.log.Error("live: relay encode", "err", err)
		return
	}
	f := r.flight(ev.FlightID)
	now := time.Now()
	cmds := rueidis.Commands{
		r.c.B().Xadd().Key(f.stream).Maxlen().Almost().Threshold(strconv.Itoa(relayMaxLen)).Id("*").FieldValue().FieldValue("e", string(data)).Build(),
		r.c.B().Pexpire().Key(f.stream).Milliseconds(relayKeep.Milliseconds()).Build(),
		r.c.B().Zadd().Key(r.flightsKey()).ScoreMember().ScoreMember(float64(now.UnixMilli()), strconv.FormatInt(ev.FlightID, 10)).Build(),
		r.c.B().Pexpire().Key(r.flightsKey()).Milliseconds(relayKeep.Milliseconds()).Build(),
	}
	if err := r.c.DoMulti(context.WithoutCancel(ctx), cmds...)[0].Error(); err != nil {
		r.h.log.Warn("live: relay append failed; publishing from this instance", "flight", ev.FlightID, "err", err)
		r.h.queue(ev)
	}
}

// flight returns the flight's relay on this instance, starting it.
func (r *relay) flight(id int64) *relayFlight {
	r.mu.Lock()
	defer r.mu.Unlock()
	f := r.alive[id]
	if f == nil && r.ctx.Err() == nil {
		f = newRelayFlight(r, id)
		r.alive[id] = f
		r.wg.Add(1)
		go func() { defer r.wg.Done(); f.run() }()
	}
	if f == nil { // closing: a stand-in that only knows its keys
		f = &relayFlight{r: r, id: id, stream: r.key("flight", strconv.FormatInt(id, 10))}
	}
	return f
}

// scan starts the relay of every flight some instance handed events to
// lately, and ends those no one did, until the hub closes.
func (r *relay) scan() {
	defer r.wg.Done()
	t := time.NewTicker(relayLease / 3)
	defer t.Stop()
	for {
		r.scanOnce()
		select {
		case <-r.ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (r *relay) scanOnce() {
	since := time.Now().Add(-relayIdle).UnixMilli()
	ids, err := r.c.Do(r.ctx, r.c.B().Zrangebyscore().Key(r.flightsKey()).Min(strconv.FormatInt(since, 10)).Max("+inf").Build()).AsStrSlice()
	if err != nil {
		return // Redis away: the flights keep what they have
	}
	recent := map[int64]bool{}
	for _, s := range ids {
		if id, err := strconv.ParseInt(s, 10, 64); err == nil {
			recent[id] = true
			r.flight(id)
		}
	}
	r.mu.Lock()
	for id, f := range r.alive {
		if !recent[id] && time.Since(f.started) > relayIdle {
			f.stop()
			delete(r.alive, id)
		}
	}
	r.mu.Unlock()
	r.c.Do(r.ctx, r.c.B().Zremrangebyscore().Key(r.flightsKey()).Min("-inf").Max("("+strconv.FormatInt(since, 10)).Build())
}

// close stops reading the streams; the hub then publishes what it holds
// and release hands the leases on at once.
func (r *relay) close() {
	r.stop()
	r.wg.Wait()
}

// release gives up the leases this instance holds, so that another
// instance takes the flights over without waiting for them to expire.
func (r *relay) release() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, f := range r.alive {
		f.release()
	}
}
