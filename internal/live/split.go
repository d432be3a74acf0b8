package live

import (
	"bytes"
	"encoding/json"
	"strconv"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// backlog is what a channel has not sent yet: the newest revision, count
// and state, and the arrivals, each encoded once when it came in. Sending
// joins encodings under a small head, so the hub's encoding work is
// proportional to what is new, never to how much is still waiting (a
// burst's backlog used to be re-encoded at every slot).
type backlog struct {
	head  core.FlightEvent // FlightID, Revision, Arrived, State; no arrivals
	items [][]byte         // encoded arrivals not sent yet, in order
	base  int              // the position of items[0] among every item added since the backlog was last empty
	idx   map[int64]int    // pigeon → position of its unsent item: a bird reported twice is sent once, as last reported
	due   bool             // something came in since the last complete message: a message is owed even without arrivals
	since time.Time        // when the oldest unsent event came in, for the hold metric
}

// add merges ev into the backlog: the newest revision and state, every
// arrival once (a later report of a pigeon not sent yet replaces the
// earlier one; one already sent goes out again, and viewers merge it).
func (b *backlog) add(ev core.FlightEvent, now time.Time) {
	if !b.due {
		b.since = now
	}
	b.due = true
	b.head.FlightID = ev.FlightID
	b.head.Revision = max(b.head.Revision, ev.Revision)
	b.head.Arrived = max(b.head.Arrived, ev.Arrived)
	if ev.State != "" {
		b.head.State = ev.State
	}
	if b.idx == nil && len(ev.Arrivals) > 0 {
		b.idx = make(map[int64]int, len(ev.Arrivals))
	}
	for _, a := range ev.Arrivals {
		enc := appendArrival(make([]byte, 0, 224), a) // an arrival is about 200 bytes
		if i, ok := b.idx[a.PigeonID]; ok && i >= b.base {
			b.items[i-b.base] = enc
			continue
		}
		b.idx[a.PigeonID] = b.base + len(b.items)
		b.items = append(b.items, enc)
	}
}

// take returns the next messages of at most limit bytes each (an arrival
// bigger than that alone goes in a message of its own), stopping once
// budget bytes are out; what is left stays for the next slot. Every
// message but the backlog's last is marked More; the last carries the
// state change, after the arrivals that came before it.
func (b *backlog) take(limit, budget int) ([][]byte, error) {
	if !b.due {
		return nil, nil
	}
	part, err := head(b.head, true)
	if err != nil {
		return nil, err
	}
	last, err := head(b.head, false)
	if err != nil {
		return nil, err
	}
	var msgs [][]byte
	from, hn, sent := 0, max(len(part), len(last)), 0
	for sent < budget {
		to, n := from, hn+2
		if to < len(b.items) {
			to, n = from+1, n+len(b.items[from])
		}
		for to < len(b.items) && n+1+len(b.items[to]) <= limit {
			n += 1 + len(b.items[to])
			to++
		}
		h := part
		if to == len(b.items) {
			h = last
		}
		msgs = append(msgs, join(h, b.items[from:to]))
		sent += n
		from = to
		if from == len(b.items) {
			*b = backlog{head: core.FlightEvent{FlightID: b.head.FlightID, Revision: b.head.Revision, Arrived: b.head.Arrived}}
			return msgs, nil
		}
	}
	clear(b.items[:from]) // sent: let the collector have them
	b.items, b.base = b.items[from:], b.base+from
	return msgs, nil
}

// head is a message of ev up to its arrivals' opening bracket: a part (more
// set, no state) or the last message.
func head(ev core.FlightEvent, more bool) ([]byte, error) {
	h := core.FlightEvent{FlightID: ev.FlightID, Revision: ev.Revision, State: ev.State, Arrived: ev.Arrived, More: more, Arrivals: []core.LiveArrival{}}
	if more {
		h.State = ""
	}
	b, err := json.Marshal(h)
	return bytes.TrimSuffix(b, []byte("]}")), err
}

// join closes head's arrivals with items.
func join(head []byte, items [][]byte) []byte {
	n := len(head) + 2
	for _, it := range items {
		n += len(it) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, head...)
	for i, it := range items {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, it...)
	}
	return append(out, ']', '}')
}

// appendArrival appends a as encoding/json encodes it. Every batch of every
// race is encoded here, and reflection was most of split's cost.
func appendArrival(b []byte, a core.LiveArrival) []byte {
	b = strconv.AppendInt(append(b, `{"pigeon_id":`...), a.PigeonID, 10)
	b = core.AppendJSONString(append(b, `,"ring":`...), a.Ring)
	b = core.AppendJSONString(append(b, `,"pigeon_name":`...), a.Name)
	b = core.AppendJSONString(append(b, `,"team":`...), a.Team)
	b = core.AppendJSONString(append(b, `,"fancier":`...), a.Fancier)
	b = core.AppendJSONString(append(b, `,"country":`...), a.Country)
	b = strconv.AppendInt(append(b, `,"arrived_ms":`...), a.ArrivedMs, 10)
	b = strconv.AppendInt(append(b, `,"flight_ms":`...), a.FlightMs, 10)
	b = core.AppendJSONString(append(b, `,"time":`...), a.Time)
	b = core.AppendJSONString(append(b, `,"speed":`...), a.Speed)
	b = strconv.AppendInt(append(b, `,"rank":`...), int64(a.Rank), 10)
	if a.Review != "" {
		b = core.AppendJSONString(append(b, `,"review":`...), a.Review)
	}
	return append(b, '}')
}
