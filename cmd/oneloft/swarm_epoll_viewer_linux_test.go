//go:build linux

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"hash/maphash"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/wsframe"
)

// eviewer is one viewer of the epoll swarm: what the web app's client
// keeps of a live race (the stream position, the birds it holds) and its
// socket's state, about 200 bytes while it holds no unfinished frame.
type eviewer struct {
	fd         int32 // -1 while not connected
	idx        int32 // in its loop's viewers
	state      uint8
	addr       uint8 // of the swarm's addrs
	subscribed bool  // once, for READY
	reloading  bool  // the result pages are being read for it
	again      bool  // and are to be read again after that
	count      int32 // birds held
	checkFor   int32 // birds a message said were home, checked at checkAt
	owed       int32 // the most birds later messages said, while a check waited
	offset     uint64
	epoch      string
	due        int64      // Unix ns: dial at (idle), give up the handshake at
	checkAt    int64      // Unix ns: a catch-up check, 0 for none
	seen       seenWindow // birds held, however they came
	live       seenWindow // birds the live stream brought: twice is doubled
	in         []byte     // an unfinished frame, between reads
	frag       []byte     // a fragmented message so far
	out        []byte     // bytes the socket did not take yet
}

var errClosed = errors.New("websocket: closed by the server")

// consume handles the whole frames at the start of data (after the upgrade
// answer, while upgrading) and returns the rest.
func (l *swarmLoop) consume(v *eviewer, data []byte, now int64) ([]byte, error) {
	if v.state == stateUpgrading {
		n, err := parseUpgrade(data)
		if err != nil || n == 0 {
			return data, err
		}
		data = data[n:]
		v.state = stateOpen
		l.dialing--
		l.subscribe(v, `{"id":1,"connect":{}}`+"\n")
	}
	for len(data) > 0 && v.fd >= 0 {
		f, n, err := wsframe.Parse(data, false, maxServerFrame)
		if err != nil || n == 0 {
			return data, err
		}
		data = data[n:]
		switch {
		case f.Op == wsframe.OpPing:
			l.out = wsframe.AppendMasked(l.out[:0], wsframe.OpPong, f.Payload, wsMask)
			l.send(v, l.out)
		case f.Op == wsframe.OpPong:
		case f.Op == wsframe.OpClose:
			return nil, errClosed
		case f.Op == wsframe.OpContinuation:
			if v.frag == nil {
				return nil, wsframe.ErrFrame
			}
			if v.frag = append(v.frag, f.Payload...); f.Fin {
				msg := v.frag
				v.frag = nil
				l.message(v, msg, now)
			}
		case v.frag != nil:
			return nil, wsframe.ErrFrame
		case !f.Fin:
			if f.Compressed { // the hub never splits a message
				return nil, wsframe.ErrFrame
			}
			v.frag = append(make([]byte, 0, 2*len(f.Payload)), f.Payload...)
		case f.Compressed:
			msg, err := l.inflated.get(f.Payload)
			if err != nil {
				return nil, err
			}
			l.message(v, msg, now)
		default:
			l.message(v, f.Payload, now)
		}
	}
	return nil, nil
}

// subscribe sends the subscription to the flight's channel (after first,
// the connect command), recovering from the position held once there is one.
func (l *swarmLoop) subscribe(v *eviewer, first string) {
	ch := core.FlightChannel(l.s.cfg.Flight)
	sub := `{"channel":"` + ch + `"}`
	if v.epoch != "" {
		sub = `{"channel":"` + ch + `","recover":true,"offset":` + strconv.FormatUint(v.offset, 10) + `,"epoch":` + strconv.Quote(v.epoch) + `}`
	}
	l.out = wsframe.AppendMasked(l.out[:0], wsframe.OpText, []byte(first+`{"id":2,"subscribe":`+sub+`}`), wsMask)
	l.send(v, l.out)
}

var (
	pingLine        = []byte("{}")
	connectReply    = []byte(`{"id":1,`)
	subscribeReply  = []byte(`{"id":2,`)
	unsubscribePush = []byte(`"unsubscribe":{`)
	pubKey          = []byte(`"pub":{`)
	offsetKey       = []byte(`"offset":`)
	arrivedKey      = []byte(`"arrived":`)
	moreTrue        = []byte(`"more":true`)
)

// message handles a websocket message: centrifuge's replies and pushes,
// a line each.
func (l *swarmLoop) message(v *eviewer, msg []byte, now int64) {
	l.largest = max(l.largest, int64(len(msg)))
	for len(msg) > 0 && v.fd >= 0 {
		line, rest, _ := bytes.Cut(msg, []byte("\n"))
		msg = rest
		switch {
		case bytes.Equal(line, pingLine): // the server's ping: answer, as browsers do, or be dropped
			l.out = wsframe.AppendMasked(l.out[:0], wsframe.OpText, line, wsMask)
			l.send(v, l.out)
		case bytes.HasPrefix(line, connectReply):
			if bytes.Contains(line, []byte(`"error":`)) {
				l.logf("connect refused: %s", line)
				l.drop(v, now)
			}
		case bytes.HasPrefix(line, subscribeReply):
			l.subscribed(v, line, now)
		case !bytes.Contains(line[:min(len(line), 160)], pubKey) && bytes.Contains(line, unsubscribePush):
			// the server lost the stream's position (insufficient state): the
			// client subscribes again, recovering (a publication says "pub"
			// near its start, which spares scanning the whole of it)
			l.resubscribes++
			l.subscribe(v, "")
		default:
			l.publication(v, line, now)
		}
	}
}

// publication takes a push: a publication after the position held brings
// its birds (as the client libraries do, one at or before it is not
// applied again).
func (l *swarmLoop) publication(v *eviewer, line []byte, now int64) {
	i := bytes.LastIndex(line, offsetKey)
	if i < 0 {
		var p parsedPub
		p.parse(line, l.s.cfg)
		l.mark(v, p.birds, true, now)
		l.catchUp(v, p.arrived, p.more)
		return
	}
	n := number(line[i+len(offsetKey):])
	if n <= v.offset {
		return
	}
	v.offset = n
	p := l.pubs.get(n, line, l.s.cfg)
	l.mark(v, p.birds, true, now)
	l.catchUp(v, p.arrived, p.more)
}

// subscribed takes a subscribe reply: the stream position, the recovered
// publications after the one held, and, when recovery failed (more missed
// than the hub recovers, or Redis's history gone), the result pages, as the
// web app reloads them.
func (l *swarmLoop) subscribed(v *eviewer, line []byte, now int64) {
	var r subscribeAnswer
	if err := json.Unmarshal(line, &r); err != nil || r.Error != nil {
		l.logf("subscribe refused: %v %s", err, r.Error)
		l.drop(v, now)
		return
	}
	if !v.subscribed {
		v.subscribed = true
		l.s.ready.Add(1)
	}
	epoch, ok := l.epochs[r.Subscribe.Epoch]
	if !ok {
		epoch = r.Subscribe.Epoch
		l.epochs[epoch] = epoch
	}
	held := v.offset
	v.epoch, v.offset = epoch, max(held, r.Subscribe.Offset)
	var last parsedPub
	for _, p := range r.Subscribe.Publications {
		if p.Offset > held {
			last.parse(p.Data, l.s.cfg)
			l.mark(v, last.birds, true, now)
		}
	}
	if r.Subscribe.WasRecovering && !r.Subscribe.Recovered {
		l.reload(v)
	} else if len(r.Subscribe.Publications) > 0 {
		l.catchUp(v, last.arrived, last.more)
	}
}

// mark records birds held by v; live, a bird the live stream brought
// before counts as doubled (one the result pages brought first does not:
// the server sent it once), and each new one's delivery is timed (from its
// clock's batch leaving).
func (l *swarmLoop) mark(v *eviewer, birds []int32, live bool, now int64) {
	var added int32
	for _, b := range birds {
		if live && !v.live.mark(int(b), l.s.cfg.Birds) {
			l.doubled++
			continue
		}
		if !v.seen.mark(int(b), l.s.cfg.Birds) {
			continue
		}
		added++
		if live {
			ms := (now - atomic.LoadInt64(&l.s.sent[b])) / int64(time.Millisecond)
			l.delivery[min(max(ms, 0), int64(len(l.delivery)-1))]++
		}
	}
	v.count += added
	l.seen.Add(int64(added))
}

// catchUp starts a check when a message says more birds are home than v
// holds: if it still holds fewer catchUpAfter later, it reloads the result
// pages, as the web app refetches two seconds after a message. It missed a
// message that no recovery brought (an instance or Redis lost it on the
// way); the wait lets the other instance's messages come first.
func (l *swarmLoop) catchUp(v *eviewer, arrived int64, more bool) {
	if more || arrived <= int64(v.count) {
		return
	}
	if v.checkAt != 0 { // one wait at a time: this count is checked after it
		v.owed = max(v.owed, int32(arrived))
		return
	}
	v.checkAt, v.checkFor = time.Now().UnixNano()+int64(catchUpAfter), int32(arrived)
}

// check runs v's catch-up check, then waits for what later messages said.
func (l *swarmLoop) check(v *eviewer, now int64) {
	if v.checkFor > v.count {
		l.reload(v)
	}
	next := v.owed
	v.owed, v.checkAt = 0, 0
	if next > v.count {
		v.checkAt, v.checkFor = now+int64(catchUpAfter), next
	}
}

// reloaded is the result pages read for a viewer.
type reloaded struct {
	v   *eviewer
	ids []int64
}

// reload reads every result page for v, beside the loop (a few at a time
// over the swarm); the loop takes the birds when they are read.
func (l *swarmLoop) reload(v *eviewer) {
	if v.reloading {
		v.again = true
		return
	}
	v.reloading = true
	l.reloads++
	pages, flight := l.s.addrs[v.addr].pages, l.s.cfg.Flight
	go func() {
		l.s.reloads <- struct{}{}
		ids := resultIDs(pages, flight)
		<-l.s.reloads
		l.reloaded <- reloaded{v, ids}
	}()
}

func (l *swarmLoop) fromPages(r reloaded, now int64) {
	birds := make([]int32, 0, len(r.ids))
	for _, id := range r.ids {
		if b := id - l.s.cfg.FirstBird; b >= 0 && b < int64(l.s.cfg.Birds) {
			birds = append(birds, int32(b))
		}
	}
	l.mark(r.v, birds, false, now)
	r.v.reloading = false
	if r.v.again {
		r.v.again = false
		l.reload(r.v)
	}
}

// parsedPub is what a publication tells a viewer: its birds (by index in
// the race), how many are home in all, and whether more messages follow.
type parsedPub struct {
	offset  uint64
	line    []byte // the push as received, to compare the next viewer's with
	birds   []int32
	arrived int64
	more    bool
}

// parse finds the pigeon ids of a message without decoding it.
func (p *parsedPub) parse(data []byte, cfg *swarmConfig) {
	p.birds, p.arrived, p.more = p.birds[:0], 0, bytes.Contains(data, moreTrue)
	if i := bytes.Index(data, arrivedKey); i >= 0 {
		p.arrived = int64(number(data[i+len(arrivedKey):]))
	}
	for rest := data; ; {
		i := bytes.Index(rest, pigeonKey)
		if i < 0 {
			return
		}
		rest = rest[i+len(pigeonKey):]
		if b := int64(number(rest)) - cfg.FirstBird; b >= 0 && b < int64(cfg.Birds) {
			p.birds = append(p.birds, int32(b))
		}
	}
}

// pubCache holds the publications a loop parsed lately, by offset.
type pubCache struct {
	slots        [256]parsedPub
	hits, misses int64
}

// get is the publication at offset that line holds: the one parsed before
// when a viewer received the very same bytes, else line parsed now.
func (c *pubCache) get(offset uint64, line []byte, cfg *swarmConfig) *parsedPub {
	p := &c.slots[offset%uint64(len(c.slots))]
	if p.line != nil && p.offset == offset && bytes.Equal(p.line, line) {
		c.hits++
		return p
	}
	c.misses++
	p.offset, p.line = offset, append(p.line[:0], line...)
	p.parse(line, cfg)
	return p
}

// inflateCache holds the messages a loop inflated lately: the hub deflates
// a message once and sends the same bytes to all its viewers, so a loop
// inflates it once, as it parses it once (pubCache).
type inflateCache struct {
	seed  maphash.Seed
	slots [64]struct{ deflated, msg []byte }
}

// get is payload inflated; the message is the cache's until the next get.
func (c *inflateCache) get(payload []byte) ([]byte, error) {
	s := &c.slots[maphash.Bytes(c.seed, payload)%uint64(len(c.slots))]
	if s.deflated != nil && bytes.Equal(s.deflated, payload) {
		return s.msg, nil
	}
	msg, err := wsframe.Inflate(s.msg[:0], payload, maxServerFrame)
	if err != nil {
		return nil, err
	}
	s.deflated, s.msg = append(s.deflated[:0], payload...), msg
	return msg, nil
}
