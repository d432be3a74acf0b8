package live

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/oneloft/oneloft/internal/core"
)

// split encodes ev as messages of at most limit bytes (an arrival bigger
// than that alone goes in a message of its own), at most slot of them; the
// arrivals left over come back as rest, nil when ev fits. Every message but
// ev's last is marked More; the last carries the state change, after the
// arrivals that came before it. Each arrival is encoded once: a burst's
// messages are its arrivals' encodings joined under a small head.
func split(ev core.FlightEvent, limit, slot int) (msgs [][]byte, rest *core.FlightEvent, err error) {
	ends := make([]int, len(ev.Arrivals))
	buf := make([]byte, 0, 256*len(ev.Arrivals)) // an arrival is about 200 bytes
	for i, a := range ev.Arrivals {
		buf = appendArrival(buf, a)
		ends[i] = len(buf)
	}
	items, start := make([][]byte, len(ends)), 0
	for i, end := range ends {
		items[i], start = buf[start:end:end], end
	}
	size := len(buf) + len(items)
	part, err := head(ev, true)
	if err != nil {
		return nil, nil, err
	}
	last, err := head(ev, false)
	if err != nil {
		return nil, nil, err
	}
	if len(last)+size+2 <= limit {
		return [][]byte{join(last, items)}, nil, nil
	}
	from, hn := 0, max(len(part), len(last))
	for from < len(items) && len(msgs) < slot {
		to, n := from+1, hn+2+len(items[from])
		for to < len(items) && n+1+len(items[to]) <= limit {
			n += 1 + len(items[to])
			to++
		}
		h := part
		if to == len(items) {
			h = last
		}
		msgs = append(msgs, join(h, items[from:to]))
		from = to
	}
	if from < len(items) {
		rest = &core.FlightEvent{FlightID: ev.FlightID, Revision: ev.Revision, State: ev.State, Arrived: ev.Arrived,
			Arrivals: append([]core.LiveArrival(nil), ev.Arrivals[from:]...)}
	}
	return msgs, rest, nil
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
