package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/websocket"

	"github.com/oneloft/oneloft/internal/core"
)

// goroutineSwarm is the first swarm, kept as the baseline of the epoll one
// (swarmConfig.Kind "goroutine"): a gorilla websocket and a goroutine a
// viewer, about 0.2 of a core per 1,000 viewers.
type goroutineSwarm struct {
	vs       []*loadViewer
	delivery histogram
}

// startGoroutineSwarm connects cfg's viewers and returns once each is subscribed.
func startGoroutineSwarm(cfg *swarmConfig, sent []int64) (viewerSwarm, error) {
	s := &goroutineSwarm{vs: make([]*loadViewer, cfg.Viewers)}
	var ready sync.WaitGroup
	for i := range s.vs {
		v := &loadViewer{cfg: cfg, sent: sent, delivery: &s.delivery, url: cfg.URLs[i%len(cfg.URLs)], pages: cfg.Pages[i%len(cfg.Pages)],
			seen: make([]uint64, (cfg.Birds+63)/64)}
		s.vs[i] = v
		ready.Add(1)
		if err := v.dial(false); err != nil {
			return nil, fmt.Errorf("viewer %d: %w", i, err)
		}
		go v.read(ready.Done)
	}
	ready.Wait()
	return s, nil
}

func (s *goroutineSwarm) missing() int64 {
	var n int64
	for _, v := range s.vs {
		n += int64(v.missing())
	}
	return n
}

func (s *goroutineSwarm) stop() swarmReport {
	rep := swarmReport{Delivery: s.delivery.counts(), FirstMissing: s.vs[0].lacking(20)}
	for _, v := range s.vs {
		v.stop()
		rep.Missing += int64(v.missing())
		rep.Doubled += v.doubled.Load()
		rep.Reconnects += v.reconnects.Load()
		rep.Reloads += v.reloads.Load()
		rep.Largest = max(rep.Largest, v.largest.Load())
	}
	return rep
}

// loadViewer is a viewer of the goroutine swarm: a websocket speaking
// centrifuge's JSON protocol, finding the arrivals' pigeon ids in each frame
// without decoding it, and recovering from the channel's history after a
// reconnect, as the web app's client does.
type loadViewer struct {
	cfg      *swarmConfig
	sent     []int64
	delivery *histogram
	url      string
	pages    string   // the instance whose result pages it reads after a failed recovery
	seen     []uint64 // a bit per bird, set atomically (a catch-up reloads beside the reading)

	mu       sync.Mutex
	conn     *websocket.Conn
	offset   uint64
	epoch    string
	stopped  bool
	owed     int64 // the most birds a message said were home while a catch-up waited
	checking bool  // a catch-up is waiting

	doubled, reconnects, reloads, largest, count atomic.Int64
}

func (v *loadViewer) dial(recover bool) error {
	c, _, err := (&websocket.Dialer{HandshakeTimeout: 30 * time.Second}).Dial(v.url, nil)
	if err != nil {
		return err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	sub := fmt.Sprintf(`{"channel":%q}`, core.FlightChannel(v.cfg.Flight))
	if recover {
		sub = fmt.Sprintf(`{"channel":%q,"recover":true,"offset":%d,"epoch":%q}`, core.FlightChannel(v.cfg.Flight), v.offset, v.epoch)
	}
	v.conn = c
	return c.WriteMessage(websocket.TextMessage, []byte(`{"id":1,"connect":{}}`+"\n"+`{"id":2,"subscribe":`+sub+`}`))
}

func (v *loadViewer) stop() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.stopped = true
	v.conn.Close()
}

// read takes frames until the viewer stops; subscribed is called once.
func (v *loadViewer) read(subscribed func()) {
	var once sync.Once
	for {
		v.mu.Lock()
		c := v.conn
		v.mu.Unlock()
		_, data, err := c.ReadMessage()
		if err != nil {
			v.mu.Lock()
			stopped := v.stopped
			v.mu.Unlock()
			if stopped {
				return
			}
			v.reconnects.Add(1) // dropped (a slow consumer): back, recovering from the history
			time.Sleep(time.Duration(100+rand.IntN(400)) * time.Millisecond)
			for v.dial(true) != nil {
				time.Sleep(time.Second)
			}
			continue
		}
		v.largest.Store(max(v.largest.Load(), int64(len(data))))
		for line := range bytes.SplitSeq(data, []byte("\n")) {
			if string(line) == "{}" { // the server's ping: answer, as browsers do, or be dropped
				c.WriteMessage(websocket.TextMessage, line)
				continue
			}
			if bytes.HasPrefix(line, []byte(`{"id":2,`)) {
				v.subscribed(line)
				once.Do(subscribed)
				continue
			}
			if i := bytes.LastIndex(line, []byte(`"offset":`)); i >= 0 {
				// as the client libraries do: a publication at or before the
				// position already held is not applied again
				n := number(line[i+len(`"offset":`):])
				v.mu.Lock()
				old := n <= v.offset
				v.offset = max(v.offset, n)
				v.mu.Unlock()
				if old {
					continue
				}
			}
			v.arrivals(line, true)
			v.catchUp(line)
		}
	}
}

// catchUp reloads the result pages when a message says more birds are home
// than the viewer holds, and it still holds fewer two seconds later, as the
// web app refetches two seconds after a message: it missed a message that
// no recovery brought (an instance or Redis lost it on the way). The wait
// lets the other instance's messages come first: each instance publishes
// its own batches, and a message tells how many birds are home in all.
func (v *loadViewer) catchUp(msg []byte) {
	i := bytes.Index(msg, []byte(`"arrived":`))
	if i < 0 || bytes.Contains(msg, []byte(`"more":true`)) {
		return
	}
	arrived := int64(number(msg[i+len(`"arrived":`):]))
	if arrived <= v.count.Load() {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.checking { // one wait at a time: this count is checked after it
		v.owed = max(v.owed, arrived)
		return
	}
	v.checking = true
	v.checkAfter(arrived)
}

// checkAfter reloads the pages if the viewer holds fewer than arrived birds
// after catchUpAfter, then waits for what later messages said in the
// meantime; under v.mu.
func (v *loadViewer) checkAfter(arrived int64) {
	time.AfterFunc(catchUpAfter, func() {
		v.mu.Lock()
		stopped := v.stopped
		v.mu.Unlock()
		if !stopped && arrived > v.count.Load() {
			v.reloads.Add(1)
			v.arrivalsFromPages()
		}
		v.mu.Lock()
		defer v.mu.Unlock()
		next := v.owed
		v.owed = 0
		if v.stopped || next <= v.count.Load() {
			v.checking = false
			return
		}
		v.checkAfter(next)
	})
}

// subscribed takes a subscribe reply: the stream position, the recovered
// publications after the one held, and, when recovery failed (more missed
// than the hub recovers, or Redis's history gone), the result pages, as the
// web app reloads them.
func (v *loadViewer) subscribed(line []byte) {
	var r subscribeAnswer
	if json.Unmarshal(line, &r) != nil {
		return
	}
	v.mu.Lock()
	held := v.offset
	v.epoch, v.offset = r.Subscribe.Epoch, max(held, r.Subscribe.Offset)
	v.mu.Unlock()
	for _, p := range r.Subscribe.Publications {
		if p.Offset > held {
			v.arrivals(p.Data, true)
		}
	}
	if r.Subscribe.WasRecovering && !r.Subscribe.Recovered {
		v.reloads.Add(1)
		v.arrivalsFromPages()
	} else if n := len(r.Subscribe.Publications); n > 0 {
		v.catchUp(r.Subscribe.Publications[n-1].Data)
	}
}

// arrivalsFromPages reads every result page of the flight.
func (v *loadViewer) arrivalsFromPages() {
	for _, id := range resultIDs(v.pages, v.cfg.Flight) {
		v.markAt(id, false, 0)
	}
}

// arrivals marks the pigeons of a line seen; live, a pigeon seen before
// counts as doubled, and a sample is timed.
func (v *loadViewer) arrivals(line []byte, live bool) {
	now := time.Now().UnixNano()
	for {
		i := bytes.Index(line, pigeonKey)
		if i < 0 {
			return
		}
		line = line[i+len(pigeonKey):]
		v.markAt(int64(number(line)), live, now)
	}
}

// markAt marks a pigeon seen at now (see arrivals).
func (v *loadViewer) markAt(pigeonID int64, live bool, now int64) {
	bird := int(pigeonID - v.cfg.FirstBird)
	if bird < 0 || bird >= v.cfg.Birds {
		return
	}
	bit := uint64(1) << (bird % 64)
	if atomic.OrUint64(&v.seen[bird/64], bit)&bit != 0 {
		if live {
			v.doubled.Add(1)
		}
		return
	}
	v.count.Add(1)
	if live && bird%16 == 0 { // a sample keeps the histogram's cost down with thousands of viewers
		v.delivery.add(time.Duration(now - atomic.LoadInt64(&v.sent[bird])))
	}
}

func (v *loadViewer) missing() int { return v.cfg.Birds - int(v.count.Load()) }

// lacking lists up to n birds the viewer has not seen (read after it stopped).
func (v *loadViewer) lacking(n int) []int {
	var out []int
	for bird := 0; bird < v.cfg.Birds && len(out) < n; bird++ {
		if atomic.LoadUint64(&v.seen[bird/64])&(1<<(bird%64)) == 0 {
			out = append(out, bird)
		}
	}
	return out
}

func number(b []byte) uint64 {
	var n uint64
	for _, c := range b {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + uint64(c-'0')
	}
	return n
}
