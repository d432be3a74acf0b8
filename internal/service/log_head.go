package service

import "github.com/oneloft/oneloft/internal/core"

// loggedHead is the clock log's head after this instance's latest
// committed batch of the flight (zero when it has none). A batch whose
// revision follows it seals its entry after it without reading the head:
// one round trip less on every batch of a clock that feeds this instance.
func (c *resultCache) loggedHead(flightID int64) core.LoggedHead {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.heads[flightID]
}

// logged keeps the head a committed batch left, unless a later batch's is
// kept already: batches commit in revision order, but report in any.
func (c *resultCache) logged(flightID int64, h core.LoggedHead) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.heads == nil {
		c.heads = map[int64]core.LoggedHead{}
	}
	if h.Revision > c.heads[flightID].Revision {
		c.heads[flightID] = h
	}
}
