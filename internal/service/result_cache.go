package service

import (
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// resultCache keeps each flight's latest ranked results in memory and the
// order in which batches change them: batches apply in revision order, a
// batch that committed ahead of an earlier one waits for it, and a cache
// that cannot catch up is dropped for a reload. It also counts this
// instance's batches on their way (a waiting batch waits only while one of
// them might bring the missing revision) and keeps the clock log's head
// after each flight's latest batch (see loggedHead). The zero value is an
// empty cache.
type resultCache struct {
	mu      sync.Mutex
	results map[int64]*FlightResults
	seen    map[int64]time.Time         // when the flight's revision was last read
	ahead   map[int64]map[int64]waiting // flight → revision → its arrivals
	ongoing map[int64]int               // flight → this instance's batches between their start and arrivedAt
	heads   map[int64]core.LoggedHead   // flight → the clock log's head after this instance's latest batch
}

// step is a batch's rows in the results they were ranked in.
type step struct {
	res     *FlightResults
	rows    []*ResultRow
	foreign bool // another instance's batch: it publishes the rows
}

// waiting is a batch's arrivals waiting for the revisions before it.
type waiting struct {
	arrivals []*core.Arrival
	foreign  bool
}

// unapplied is a batch of this instance that the cached results could not
// take: its rows are published from results loaded at rev at least.
type unapplied struct {
	rev      int64
	arrivals []*core.Arrival
}

// maxAhead is how many batches may wait for an earlier one before the cache
// is reloaded instead.
const maxAhead = 16

// forget drops the flight's results, its waiting batches and its log head.
func (c *resultCache) forget(flightID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.results, flightID)
	delete(c.ahead, flightID)
	delete(c.heads, flightID)
}

// get returns the cache when it holds rev, just read from the database
// (or a later revision, which a batch applied meanwhile).
func (c *resultCache) get(flightID, rev int64) *FlightResults {
	c.mu.Lock()
	defer c.mu.Unlock()
	if res := c.results[flightID]; res != nil && res.Revision >= rev {
		c.checked(flightID)
		return res
	}
	return nil
}

// latest returns the cached results, however recently their revision was
// read; nil when there are none.
func (c *resultCache) latest(flightID int64) *FlightResults {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.results[flightID]
}

// fresh returns the cache when its revision was read within RevisionCheck.
func (c *resultCache) fresh(flightID int64) *FlightResults {
	c.mu.Lock()
	defer c.mu.Unlock()
	if res := c.results[flightID]; res != nil && time.Since(c.seen[flightID]) < RevisionCheck {
		return res
	}
	return nil
}

// checked notes that the flight's revision was just read. The caller holds
// c.mu.
func (c *resultCache) checked(flightID int64) {
	if c.seen == nil {
		c.seen = map[int64]time.Time{}
	}
	c.seen[flightID] = time.Now()
}

// put keeps res unless later results of its flight are kept already.
func (c *resultCache) put(res *FlightResults) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.results == nil {
		c.results = map[int64]*FlightResults{}
	}
	if old := c.results[res.Flight.ID]; old == nil || old.Revision <= res.Revision {
		c.results[res.Flight.ID] = res
		c.checked(res.Flight.ID)
	}
}

// begin counts a batch of this instance on its way.
func (c *resultCache) begin(flightID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ongoing == nil {
		c.ongoing = map[int64]int{}
	}
	c.ongoing[flightID]++
}

// end counts a batch done; last tells that no other batch of this instance
// is on its way.
func (c *resultCache) end(flightID int64) (last bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ongoing[flightID]--
	last = c.ongoing[flightID] == 0
	if last {
		delete(c.ongoing, flightID)
	}
	return last
}

// advance applies the arrivals of revision rev to the cached results, with
// any batches that were waiting for it, and returns the steps taken. With no
// cache, or when too many batches wait, it returns the arrivals left to
// publish after a reload; gap tells that batches wait while no other batch
// of this instance is on its way: the missing revisions were written by
// another instance (see Results.fillGap).
func (c *resultCache) advance(flightID, rev int64, changed []*core.Arrival) (steps []step, leftover []unapplied, gap bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	res := c.results[flightID]
	if res == nil {
		return nil, []unapplied{{rev, changed}}, false
	}
	if rev <= res.Revision { // a reload already holds them
		return []step{{res: res, rows: res.rowsOf(changed)}}, nil, false
	}
	wait := c.waitingFor(flightID)
	wait[rev] = waiting{arrivals: changed}
	steps = c.applyWaiting(flightID)
	if len(wait) > maxAhead {
		leftover = c.dropWaiting(flightID)
	}
	return steps, leftover, len(wait) > 0 && c.ongoing[flightID] <= 1 // 1: the batch calling
}

// waitingFor returns the flight's waiting batches, by revision, making
// room for them. The caller holds c.mu.
func (c *resultCache) waitingFor(flightID int64) map[int64]waiting {
	if c.ahead == nil {
		c.ahead = map[int64]map[int64]waiting{}
	}
	wait := c.ahead[flightID]
	if wait == nil {
		wait = map[int64]waiting{}
		c.ahead[flightID] = wait
	}
	return wait
}

// applyWaiting applies the waiting batches that follow on the cached
// results, in revision order, after the batches that results loaded
// meanwhile (for a page) already hold. The caller holds c.mu.
func (c *resultCache) applyWaiting(flightID int64) (steps []step) {
	res, wait := c.results[flightID], c.ahead[flightID]
	if res == nil {
		return nil
	}
	for rev, w := range wait {
		if rev <= res.Revision {
			delete(wait, rev)
			st := step{res: res, foreign: w.foreign}
			if !w.foreign { // another instance's rows are its to publish: finding them is a scan of every row
				st.rows = res.rowsOf(w.arrivals)
			}
			steps = append(steps, st)
		}
	}
	for {
		w, ok := wait[res.Revision+1]
		if !ok {
			break
		}
		delete(wait, res.Revision+1)
		var rows []*ResultRow
		res, rows = res.with(w.arrivals)
		steps = append(steps, step{res: res, rows: rows, foreign: w.foreign})
	}
	c.results[flightID] = res
	return steps
}

// gap is the range of revisions after the cached results up to the latest
// waiting batch; ok is false when nothing waits.
func (c *resultCache) gap(flightID int64) (after, upto int64, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	res := c.results[flightID]
	if res == nil || len(c.ahead[flightID]) == 0 {
		return 0, 0, false
	}
	for rev := range c.ahead[flightID] {
		upto = max(upto, rev)
	}
	return res.Revision, upto, true
}

// fill adds other instances' batches (revs, by revision) to the waiting
// ones and applies what follows on; what still cannot (a revision that was
// no batch's) is left over for a reload.
func (c *resultCache) fill(flightID int64, revs map[int64][]*core.Arrival) (steps []step, leftover []unapplied) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ahead[flightID] == nil {
		return nil, nil // dropped meanwhile
	}
	steps = c.adopt(flightID, revs)
	if len(c.ahead[flightID]) > 0 {
		leftover = c.dropWaiting(flightID)
	}
	return steps, leftover
}

// take adds other batches' arrivals (revs, by revision) to the waiting ones
// and applies what follows on the cached results (see adopt).
func (c *resultCache) take(flightID int64, revs map[int64][]*core.Arrival) []step {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.adopt(flightID, revs)
}

// adopt adds other batches' arrivals (revs, by revision) to the waiting
// ones, where this instance's own are not waiting already, and applies what
// follows on the cached results. The caller holds c.mu.
func (c *resultCache) adopt(flightID int64, revs map[int64][]*core.Arrival) []step {
	if c.results[flightID] == nil {
		return nil
	}
	wait := c.waitingFor(flightID)
	for rev, as := range revs {
		if _, ours := wait[rev]; !ours {
			wait[rev] = waiting{arrivals: as, foreign: true}
		}
	}
	return c.applyWaiting(flightID)
}

// drop returns this instance's batches waiting for an earlier revision
// and drops them, other instances' and the cached results (see
// dropWaiting).
func (c *resultCache) drop(flightID int64) []unapplied {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dropWaiting(flightID)
}

// dropWaiting returns this instance's batches waiting for an earlier
// revision and drops them, other instances' and the cached results (which
// cannot catch up: the next read reloads them). The caller holds c.mu.
func (c *resultCache) dropWaiting(flightID int64) (leftover []unapplied) {
	for rev, w := range c.ahead[flightID] {
		if !w.foreign {
			leftover = append(leftover, unapplied{rev, w.arrivals})
		}
	}
	delete(c.ahead, flightID)
	delete(c.results, flightID)
	return leftover
}
