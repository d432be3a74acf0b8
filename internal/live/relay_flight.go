package live

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/redis/rueidis"

	"github.com/oneloft/oneloft/internal/core"
)

// claimScript renews the lease when this instance holds it (1) or takes it
// when no one does (2), and then saves the cursor if one is given; 0 when
// another instance holds it. One script, so that a publisher that lost its
// lease never moves the cursor of the one that took over.
var claimScript = rueidis.NewLuaScript(`
local held = redis.call('GET', KEYS[1])
local got = 0
if held == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2]); got = 1
elseif not held then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]); got = 2
end
if got > 0 and ARGV[3] ~= '' then redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4]) end
return got`)

// releaseScript deletes the lease only when this instance holds it.
var releaseScript = rueidis.NewLuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

// relayFlight is one flight's relay on one instance: the publisher while
// it holds the lease, a standby otherwise.
type relayFlight struct {
	r                     *relay
	id                    int64
	stream, lease, cursor string
	started               time.Time
	ctx                   context.Context
	stop                  context.CancelFunc
}

func newRelayFlight(r *relay, id int64) *relayFlight {
	n := strconv.FormatInt(id, 10)
	ctx, stop := context.WithCancel(r.ctx)
	return &relayFlight{r: r, id: id, stream: r.key("flight", n), lease: r.key("lease", n), cursor: r.key("cursor", n),
		started: time.Now(), ctx: ctx, stop: stop}
}

// run publishes the flight's stream while this instance holds the lease,
// and tries to take the lease every third of its life otherwise. What a
// read brings is published only after the next claim finds the lease still
// this instance's: a blocked read can outlive the lease (a stalled process,
// or Redis restarted and the client sent the read again on a new
// connection), and by then another instance publishes the same events.
// That claim saves the cursor past them, so the cursor is never behind
// what this instance published.
func (f *relayFlight) run() {
	var (
		at      string                     // the last stream id read; "" standing by
		skip    map[int64]core.LiveArrival // after a takeover: what the channel's history shows published
		upTo    string                     // ... up to this id, the old publisher's cursor
		entries []rueidis.XRangeEntry      // read, to publish once the lease is renewed
	)
	for f.ctx.Err() == nil {
		done := ""
		if len(entries) > 0 {
			done = at
		}
		got, err := claimScript.Exec(f.ctx, f.r.c, []string{f.lease, f.cursor},
			[]string{f.r.h.id, ms(relayLease), done, ms(relayKeep)}).AsInt64()
		if err != nil || got == 0 {
			at, entries = "", nil
			f.wait(relayLease / 3)
			continue
		}
		if got == 2 || at == "" { // taken over, or first to publish: start where the last one left
			at, upTo, skip = f.takeOver()
			entries = nil // read under a lease that lapsed since
		}
		for _, e := range entries {
			if ev, ok := f.decode(e, upTo, skip); ok {
				f.r.h.queue(ev)
			}
		}
		entries, err = f.read(at)
		if err != nil {
			entries = nil
			f.wait(relayBlock)
			continue
		}
		if len(entries) > 0 {
			at = entries[len(entries)-1].ID
		}
	}
	// Ended: a flight gone quiet has nothing left in the hub, so its lease
	// goes now; when the hub closes, release comes after it sent what it holds.
	if f.r.ctx.Err() == nil {
		f.release()
	}
}

// wait sleeps d or until the relay stops.
func (f *relayFlight) wait(d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-f.ctx.Done():
	case <-t.C:
	}
}

// read returns the stream's events after id, waiting up to relayBlock.
func (f *relayFlight) read(id string) ([]rueidis.XRangeEntry, error) {
	res, err := f.r.c.Do(f.ctx, f.r.c.B().Xread().Count(1000).Block(relayBlock.Milliseconds()).Streams().Key(f.stream).Id(id).Build()).AsXRead()
	if rueidis.IsRedisNil(err) {
		return nil, nil
	}
	return res[f.stream], err
}

// takeOver is where a new publisher starts: relayReplay before the
// cursor the old one saved (what it read but may not have sent), or the
// stream's start when none was saved (a first publisher, one that died
// before saving, Redis restarted). It returns up to where the old one may
// have sent ("+": anywhere) and the arrivals the channel's recent history
// holds, to skip what was sent already.
func (f *relayFlight) takeOver() (from, upTo string, skip map[int64]core.LiveArrival) {
	from, upTo = "0-0", "+"
	cur, err := f.r.c.Do(f.ctx, f.r.c.B().Get().Key(f.cursor).Build()).ToString()
	msec, _, ok := strings.Cut(cur, "-")
	if t, perr := strconv.ParseInt(msec, 10, 64); err == nil && ok && perr == nil {
		from, upTo = strconv.FormatInt(max(t-relayReplay.Milliseconds(), 0), 10)+"-0", cur
	}
	skip = map[int64]core.LiveArrival{}
	hist, err := f.r.h.node.History(core.FlightChannel(f.id), centrifuge.WithLimit(relaySkipped), centrifuge.WithReverse(true))
	if err != nil {
		return from, upTo, skip
	}
	for _, p := range hist.Publications {
		var ev core.FlightEvent
		if json.Unmarshal(p.Data, &ev) != nil {
			continue
		}
		for _, a := range ev.Arrivals {
			if _, newer := skip[a.PigeonID]; !newer { // newest first
				skip[a.PigeonID] = a
			}
		}
	}
	return from, upTo, skip
}

// decode reads a stream entry's event, leaving out the arrivals the old
// publisher sent already, as they were (a later change of one is sent) (entries up to its cursor only: later ones it
// never read); false when nothing is left to send.
func (f *relayFlight) decode(e rueidis.XRangeEntry, upTo string, skip map[int64]core.LiveArrival) (core.FlightEvent, bool) {
	var ev core.FlightEvent
	if err := json.Unmarshal([]byte(e.FieldValues["e"]), &ev); err != nil {
		f.r.h.log.Error("live: relay decode", "flight", f.id, "err", err)
		return ev, false
	}
	if len(skip) == 0 || !streamIDAtMost(e.ID, upTo) {
		return ev, true
	}
	kept := ev.Arrivals[:0]
	for _, a := range ev.Arrivals {
		if sent, ok := skip[a.PigeonID]; !ok || sent != a {
			kept = append(kept, a)
		}
	}
	ev.Arrivals = kept
	return ev, len(kept) > 0 || ev.State != ""
}

// release gives the lease up if this instance holds it.
func (f *relayFlight) release() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	releaseScript.Exec(ctx, f.r.c, []string{f.lease}, []string{f.r.h.id})
}

// streamIDAtMost reports whether stream id a ("ms-seq") is at most b
// ("+": any id).
func streamIDAtMost(a, b string) bool {
	if b == "+" {
		return true
	}
	am, as, _ := strings.Cut(a, "-")
	bm, bs, _ := strings.Cut(b, "-")
	x, _ := strconv.ParseUint(am, 10, 64)
	y, _ := strconv.ParseUint(bm, 10, 64)
	if x != y {
		return x < y
	}
	s, _ := strconv.ParseUint(as, 10, 64)
	u, _ := strconv.ParseUint(bs, 10, 64)
	return s <= u
}

func ms(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
