package live

import (
	"encoding/json"

	"github.com/oneloft/oneloft/internal/core"
)

// split encodes ev as messages of at most limit bytes (an arrival bigger
// than that alone goes in a message of its own), at most slot of them; the
// arrivals left over come back as rest, nil when ev fits. Every message but
// ev's last is marked More; the last carries the state change, after the
// arrivals that came before it.
func split(ev core.FlightEvent, limit, slot int) (msgs [][]byte, rest *core.FlightEvent, err error) {
	whole, err := json.Marshal(ev)
	if err != nil || len(whole) <= limit {
		return [][]byte{whole}, nil, err
	}
	part := core.FlightEvent{FlightID: ev.FlightID, Revision: ev.Revision, State: ev.State, More: true, Arrived: ev.Arrived, Arrivals: []core.LiveArrival{}}
	head, err := json.Marshal(part)
	if err != nil {
		return nil, nil, err
	}
	sizes := make([]int, len(ev.Arrivals))
	for i, a := range ev.Arrivals {
		b, err := json.Marshal(a)
		if err != nil {
			return nil, nil, err
		}
		sizes[i] = len(b) + 1 // and a comma
	}
	from := 0
	for from < len(ev.Arrivals) && len(msgs) < slot {
		to, size := from+1, len(head)+sizes[from]
		for to < len(ev.Arrivals) && size+sizes[to] <= limit {
			size += sizes[to]
			to++
		}
		part.Arrivals = ev.Arrivals[from:to]
		part.More, part.State = true, ""
		if to == len(ev.Arrivals) {
			part.More, part.State = false, ev.State
		}
		data, err := json.Marshal(part)
		if err != nil {
			return nil, nil, err
		}
		msgs = append(msgs, data)
		from = to
	}
	if from < len(ev.Arrivals) {
		rest = &core.FlightEvent{FlightID: ev.FlightID, Revision: ev.Revision, State: ev.State, Arrived: ev.Arrived,
			Arrivals: append([]core.LiveArrival(nil), ev.Arrivals[from:]...)}
	}
	return msgs, rest, nil
}
