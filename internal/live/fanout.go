package live

import (
	"context"
	"slices"
	"sync"

	"github.com/centrifugal/centrifuge"
	"github.com/centrifugal/protocol"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// fanout writes every publication to the viewers on the hub's own
// transport itself: a goroutine per channel while it has publications to
// write, one system call per viewer for all that waited (see publish).
// Centrifuge would queue each for each viewer and wake the viewer's writer
// goroutine: 10,000 goroutines made runnable at once per message and
// instance, ahead of the goroutines of the clocks' batches in the
// scheduler's queues, which made every batch wait for viewers' writes.
// Centrifuge still does its bookkeeping for those viewers (their
// positions in the stream, recovery); their transport tells it not to
// write publications (PushFlagPublication).
//
// A viewer is written a publication when it is the next one of its
// position: from the position its subscribe reply gave it, which this
// fanout reads as the reply goes out, as centrifuge's client does.
type fanout struct {
	mu    sync.Mutex
	chans map[string]*fanChannel
}

// fanViewer is a viewer the fanout writes to.
type fanViewer interface {
	// push writes pubs, in one system call, without waiting for the
	// viewer; one that cannot take them soon enough is closed. bufs is
	// the caller's to reuse.
	push(pubs []*fanPub, bufs *[][]byte)
	// joined records ch as one the viewer follows, and tells whether it
	// is still connected (false: it is not to be added).
	joined(ch string) bool
	// insufficient ends the viewer's connection after it missed a
	// publication: it reconnects and recovers from where it was.
	insufficient()
}

// fanChannel is one channel's viewers and last publications.
type fanChannel struct {
	// mu is held while a batch is written, so that a viewer joining
	// meanwhile gets its publications in order.
	mu      sync.Mutex
	viewers map[fanViewer]*fanPos
	// expected counts subscribes under way: publications are kept for
	// them (recent) while they wait for their reply.
	expected int
	// recent are the last fanRecent publications, oldest first: those
	// that went out while a viewer's subscribe reply was under way.
	recent []*fanPub
	// targets is a batch's viewers, reused.
	targets []fanTarget

	// qmu guards the publications waiting for the channel's fanout
	// goroutine, which runs while writing is set.
	qmu     sync.Mutex
	queue   []*fanPub
	writing bool
}

// fanPos is where a viewer is in its channel's stream.
type fanPos struct {
	epoch  string
	offset uint64
}

// fanRecent is how many publications a channel keeps for viewers whose
// subscribe reply is under way: the reply goes out within milliseconds
// of the history it read, while a channel publishes 2 messages a second,
// or up to 64 of its largest in a burst.
const fanRecent = 64

// fanPart is the most viewers one goroutine writes a publication to:
// a publication to more goes out from several at once, many more than
// there are processors. A write to a viewer is mostly the kernel's work
// (on loopback, the reader's side too), and goroutines beyond the
// processors let one write proceed while another's thread waits in the
// kernel: at 10,000 viewers on 2 cores, 40 goroutines wrote a message to
// 99 % of them in about four fifths of the time 2 took (internal/bench's
// fan-out benchmark).
const fanPart = 256

// fanPub is one publication, framed once for all viewers.
type fanPub struct {
	epoch  string
	offset uint64
	data   []byte // the push, as centrifuge's JSON protocol encodes it
	frame  []byte // data in a text frame

	deflate      sync.Once
	deflateFrame []byte // data deflated, in a text frame
}

// deflated is p's frame for a viewer that agreed to per-message deflate.
func (p *fanPub) deflated() []byte {
	p.deflate.Do(func() {
		body := wsframe.Deflate(nil, p.data)
		p.deflateFrame = append(wsframe.AppendDeflatedHeader(make([]byte, 0, len(body)+14), wsframe.OpText, len(body)), body...)
	})
	return p.deflateFrame
}

func newFanout() *fanout { return &fanout{chans: map[string]*fanChannel{}} }

// expect makes ch kept for a subscribe under way, until join or abandon.
func (f *fanout) expect(ch string) {
	f.mu.Lock()
	c := f.chans[ch]
	if c == nil {
		c = &fanChannel{viewers: map[fanViewer]*fanPos{}}
		f.chans[ch] = c
	}
	c.mu.Lock()
	c.expected++
	c.mu.Unlock()
	f.mu.Unlock()
}

// abandon ends an expected subscribe without a viewer: it was refused, or
// the viewer left first.
func (f *fanout) abandon(ch string) {
	f.update(ch, func(c *fanChannel) { c.expected-- })
}

// join adds v to ch at the position its subscribe reply gave it and
// writes it what went out since (the reply only held what was in the
// history when it was read). A viewer past what the channel keeps is sent
// to recover.
func (f *fanout) join(ch string, v fanViewer, epoch string, offset uint64) {
	f.update(ch, func(c *fanChannel) {
		c.expected--
		if !v.joined(ch) {
			return
		}
		pos := &fanPos{epoch: epoch, offset: offset}
		var missed []*fanPub
		for _, p := range c.recent {
			if p.offset == 0 || p.offset <= pos.offset || p.epoch != epoch {
				continue // outside the stream, in the reply, or of a stream gone
			}
			if p.offset != pos.offset+1 {
				v.insufficient()
				return
			}
			missed = append(missed, p)
			pos.offset = max(pos.offset, p.offset)
		}
		if len(missed) > 0 {
			v.push(missed, new([][]byte))
		}
		c.viewers[v] = pos
	})
}

// leave removes v from ch.
func (f *fanout) leave(ch string, v fanViewer) {
	f.update(ch, func(c *fanChannel) { delete(c.viewers, v) })
}

// update runs do on ch's state, and forgets the channel when it is left
// with no viewer and no subscribe under way.
func (f *fanout) update(ch string, do func(*fanChannel)) {
	f.mu.Lock()
	c := f.chans[ch]
	f.mu.Unlock()
	if c == nil {
		return
	}
	c.mu.Lock()
	do(c)
	empty := len(c.viewers) == 0 && c.expected <= 0
	c.mu.Unlock()
	if empty {
		f.mu.Lock()
		c.mu.Lock()
		if f.chans[ch] == c && len(c.viewers) == 0 && c.expected <= 0 {
			delete(f.chans, ch)
		}
		c.mu.Unlock()
		f.mu.Unlock()
	}
}

// publish hands pub to ch's fanout: written by the channel's fanout
// goroutine, which the broker's goroutine does not wait for (centrifuge's
// bookkeeping follows at once). Publications that come while the goroutine
// writes the last ones go out together, one system call per viewer for
// all of them: the busier the hub, the fewer calls a message costs.
func (f *fanout) publish(ch string, pub *centrifuge.Publication, sp centrifuge.StreamPosition) error {
	f.mu.Lock()
	c := f.chans[ch]
	f.mu.Unlock()
	if c == nil {
		return nil // no viewer here, and none coming
	}
	data, err := protocol.DefaultJsonReplyEncoder.Encode(&protocol.Reply{Push: &protocol.Push{Channel: ch,
		Pub: &protocol.Publication{Offset: pub.Offset, Data: pub.Data, Tags: pub.Tags}}})
	if err != nil {
		return err
	}
	p := &fanPub{epoch: sp.Epoch, offset: pub.Offset, data: data,
		frame: append(wsframe.AppendHeader(make([]byte, 0, len(data)+10), wsframe.OpText, len(data)), data...)}
	c.qmu.Lock()
	defer c.qmu.Unlock()
	c.queue = append(c.queue, p)
	if !c.writing {
		c.writing = true
		go c.run()
	}
	return nil
}

// run writes the channel's queued publications until none is left.
func (c *fanChannel) run() {
	for {
		c.qmu.Lock()
		batch := c.queue
		c.queue = nil
		if len(batch) == 0 {
			c.writing = false
			c.qmu.Unlock()
			return
		}
		c.qmu.Unlock()
		c.write(batch)
	}
}

// write writes batch, publications in the order of their stream, to the
// viewers each is the next one of.
func (c *fanChannel) write(batch []*fanPub) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.expected > 0 {
		c.recent = append(c.recent, batch...)
		if len(c.recent) > fanRecent {
			c.recent = append(c.recent[:0], c.recent[len(c.recent)-fanRecent:]...)
		}
	} else {
		c.recent = nil
	}
	c.targets = c.targets[:0]
	for v, pos := range c.viewers {
		from, to, ok := pos.take(batch)
		if !ok {
			// centrifuge tells the viewer to recover (it sees the same)
			delete(c.viewers, v)
			continue
		}
		if from < to {
			c.targets = append(c.targets, fanTarget{v, from, to})
		}
	}
	pushAll(c.targets, batch)
	clear(c.targets) // no viewer is kept alive by the buffer
}

// take moves pos past batch and returns the part of it the viewer gets,
// batch[from:to]: what follows its position (what it had from its
// subscribe reply is not sent again). False: the viewer missed a
// publication, or the stream began anew.
func (pos *fanPos) take(batch []*fanPub) (from, to int, ok bool) {
	from, to = len(batch), len(batch)
	for i, p := range batch {
		switch {
		case p.offset == 0: // a publication outside the stream
		case p.epoch != pos.epoch || p.offset > pos.offset+1:
			return 0, 0, false
		case p.offset <= pos.offset:
			if from == len(batch) {
				continue
			}
			return 0, 0, false // not in order: cannot be
		}
		if from == len(batch) {
			from = i
		}
		pos.offset = max(pos.offset, p.offset)
	}
	return from, to, true
}

// fanTarget is a viewer and the part of a batch it gets.
type fanTarget struct {
	v        fanViewer
	from, to int
}

// pushAll writes to each target its part of batch: from this goroutine
// when they are few, else from one goroutine per fanPart of them.
func pushAll(targets []fanTarget, batch []*fanPub) {
	if len(targets) <= fanPart {
		pushSome(targets, batch)
		return
	}
	var wg sync.WaitGroup
	for some := range slices.Chunk(targets, fanPart) {
		wg.Go(func() { pushSome(some, batch) })
	}
	wg.Wait()
}

func pushSome(targets []fanTarget, batch []*fanPub) {
	var bufs [][]byte
	for _, t := range targets {
		t.v.push(batch[t.from:t.to], &bufs)
	}
}

// fanBroker is the node's broker with the fanout on its way in: every
// publication the broker hands the node goes to the fanout's viewers
// first, then to centrifuge's clients.
type fanBroker struct {
	centrifuge.Broker
	fan *fanout
}

func (b *fanBroker) RegisterBrokerEventHandler(h centrifuge.BrokerEventHandler) error {
	return b.Broker.RegisterBrokerEventHandler(fanHandler{h, b.fan})
}

// Close closes the broker it wraps, as the node would.
func (b *fanBroker) Close(ctx context.Context) error {
	if c, ok := b.Broker.(centrifuge.Closer); ok {
		return c.Close(ctx)
	}
	return nil
}

type fanHandler struct {
	centrifuge.BrokerEventHandler
	fan *fanout
}

func (h fanHandler) HandlePublication(ch string, pub *centrifuge.Publication, sp centrifuge.StreamPosition, delta bool, prev *centrifuge.Publication) error {
	err := h.fan.publish(ch, pub, sp)
	if err2 := h.BrokerEventHandler.HandlePublication(ch, pub, sp, delta, prev); err == nil {
		err = err2
	}
	return err
}
