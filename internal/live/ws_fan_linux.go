package live

import (
	"bytes"
	"encoding/json"

	"github.com/centrifugal/centrifuge"
)

// A viewer on the hub's own transport gets its publications from the
// hub's fanout, not from centrifuge (see fanout): the transport reads
// which channels it subscribes to from its commands, and where in each
// stream it starts from the subscribe replies going out.

var _ fanViewer = (*wsConn)(nil)

// maxPendingSubscribes bounds the subscribes of one viewer waiting for
// their reply that the fanout keeps publications for: as many channels as
// centrifuge lets a client follow (its ClientChannelLimit's default); a
// page follows one.
const maxPendingSubscribes = 128

// fanJoin is a subscribe reply read on its way out: the viewer joins ch's
// fanout at epoch and offset, or (refused) it does not.
type fanJoin struct {
	ch       string
	accepted bool
	epoch    string
	offset   uint64
}

// noteSubscribes tells the fanout to keep publications for the channels
// the viewer subscribes to in msg, before centrifuge reads their history.
func (c *wsConn) noteSubscribes(msg []byte) {
	if !bytes.Contains(msg, []byte(`"subscribe"`)) {
		return
	}
	for line := range bytes.SplitSeq(msg, []byte{'\n'}) {
		var cmd struct {
			ID        uint32 `json:"id"`
			Subscribe *struct {
				Channel string `json:"channel"`
			} `json:"subscribe"`
		}
		if json.Unmarshal(line, &cmd) != nil || cmd.Subscribe == nil || cmd.ID == 0 {
			continue
		}
		ch := cmd.Subscribe.Channel
		if !IsFlightChannel(ch) && !IsAuctionChannel(ch) {
			continue // refused
		}
		c.poll.fan.expect(ch) // before the reply can go out
		c.wmu.Lock()
		_, dup := c.subs[cmd.ID]
		kept := !c.gone && !dup && len(c.subs) < maxPendingSubscribes
		if kept {
			if c.subs == nil {
				c.subs = map[uint32]string{}
			}
			c.subs[cmd.ID] = ch
		}
		c.wmu.Unlock()
		if !kept {
			c.poll.fan.abandon(ch)
		}
	}
}

// replies reads the subscribe replies among msgs, text frames going out.
// The caller holds wmu and joins them once they are written.
func (c *wsConn) replies(msgs [][]byte) []fanJoin {
	var joins []fanJoin
	for _, m := range msgs {
		if !bytes.HasPrefix(m, []byte(`{"id":`)) {
			continue
		}
		var r struct {
			ID        uint32 `json:"id"`
			Subscribe *struct {
				Epoch        string `json:"epoch"`
				Offset       uint64 `json:"offset"`
				Publications []struct {
					Offset uint64 `json:"offset"`
				} `json:"publications"`
			} `json:"subscribe"`
		}
		if json.Unmarshal(m, &r) != nil {
			continue
		}
		ch, ok := c.subs[r.ID]
		if !ok {
			continue
		}
		delete(c.subs, r.ID)
		j := fanJoin{ch: ch, accepted: r.Subscribe != nil}
		if j.accepted {
			// recovered, the reply has the viewer's offset and what came
			// after it: the viewer is at the last of those
			j.epoch, j.offset = r.Subscribe.Epoch, r.Subscribe.Offset
			for _, p := range r.Subscribe.Publications {
				j.offset = max(j.offset, p.Offset)
			}
		}
		joins = append(joins, j)
	}
	return joins
}

// join adds the viewer to the fanout of the channels whose subscribe
// replies went out.
func (c *wsConn) join(joins []fanJoin) {
	for _, j := range joins {
		if j.accepted {
			c.poll.fan.join(j.ch, c, j.epoch, j.offset)
		} else {
			c.poll.fan.abandon(j.ch)
		}
	}
}

// joined implements fanViewer.
func (c *wsConn) joined(ch string) bool {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.gone {
		return false
	}
	for _, f := range c.follows {
		if f == ch {
			return true
		}
	}
	c.follows = append(c.follows, ch)
	return true
}

// left takes the viewer out of ch's fanout: it unsubscribed, or
// centrifuge unsubscribed it.
func (c *wsConn) left(ch string) {
	c.wmu.Lock()
	var abandoned int
	for id, s := range c.subs {
		if s == ch {
			delete(c.subs, id)
			abandoned++
		}
	}
	c.wmu.Unlock()
	for range abandoned {
		c.poll.fan.abandon(ch)
	}
	c.poll.fan.leave(ch, c)
}

// unfollow takes the viewer out of the fanout as it goes.
func (c *wsConn) unfollow() {
	if c.poll == nil {
		return
	}
	c.wmu.Lock()
	c.gone = true
	follows, subs := c.follows, c.subs
	c.follows, c.subs = nil, nil
	c.wmu.Unlock()
	for _, ch := range follows {
		c.poll.fan.leave(ch, c)
	}
	for _, ch := range subs {
		c.poll.fan.abandon(ch)
	}
}

// insufficient implements fanViewer.
func (c *wsConn) insufficient() {
	go c.client.Disconnect(centrifuge.DisconnectInsufficientState)
}

// push implements fanViewer.
func (c *wsConn) push(pubs []*fanPub, bufs *[][]byte) {
	*bufs = (*bufs)[:0]
	for _, p := range pubs {
		if c.deflate && len(p.data) >= wsDeflateMin {
			*bufs = append(*bufs, p.deflated())
		} else {
			*bufs = append(*bufs, p.frame)
		}
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.closing {
		return
	}
	if err := c.out(*bufs, true); err != nil { // frames no one writes into
		go c.end()
	}
}
