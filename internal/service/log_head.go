package service

import "github.com/oneloft/oneloft/internal/core"

// loggedHead is the clock log's head after this instance's latest
// committed batch of the flight (zero when it has none). A batch whose
// revision follows it seals its entry after it without reading the head:
// one round trip less on every batch of a clock that feeds this instance.
func (r *raceState) loggedHead(flightID int64) core.LoggedHead {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.heads[flightID]
}

// logged keeps the head a committed batch left, unless a later batch's is
// kept already: batches commit in revision order, but report in any.
func (r *raceState) logged(flightID int64, h core.LoggedHead) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.heads == nil {
		r.heads = map[int64]core.LoggedHead{}
	}
	if h.Revision > r.heads[flightID].Revision {
		r.heads[flightID] = h
	}
}
