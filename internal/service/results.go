package service

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/oneloft/oneloft/internal/core"
)

// FlightResults is a flight's ranked arrival list at one revision; the
// service keeps one per flight in memory and hands out the same value until
// the flight changes, so callers must not modify it.
type FlightResults struct {
	Flight   *core.Flight
	Loft     *core.Loft
	Basketed int
	Revision int64
	Rows     []*ResultRow
	// Held is how many arrivals home in race time wait for staff's decision
	// (core.ReviewHeld): until none does, the race's prizes do not stand.
	Held    int
	loc     *time.Location                // the loft's time zone, which darkness hours are in
	prizes  *racePrizes                   // nil: the race has no prize money
	award   *awardMemo                    // this revision's prizes, worked out when asked for
	reviews map[int64]*core.ArrivalReview // pigeon → staff's latest decision on its arrival
}

// ETag names this version of the results for HTTP caches.
func (r *FlightResults) ETag() string { return fmt.Sprintf(`"f%d-r%d"`, r.Flight.ID, r.Revision) }

// ResultRow is one arrival with its place, flight time and speed (SPEC §9).
type ResultRow struct {
	// Rank is 0 for a bird kept but not classified: home after the race
	// closed, or held for review or rejected (see Review).
	Rank     int
	Arrival  *core.Arrival
	FlightMs int64
	Speed    core.Speed
	HasSpeed bool
	Review   core.ReviewStatus
	after    core.Placing // the place numbering after this row, where the next batch resumes it
}

// waits reports whether the row is held and home in race time, so that a
// decision on it may give it a place.
func (row *ResultRow) waits(f *core.Flight) bool {
	return row.Review == core.ReviewHeld && f.Ranked(row.Arrival.ArrivedMs)
}

// Results are the use cases of ranked results: a flight's results (from the
// racing cache, which arrival batches keep up to date), live events to its
// viewers, and the season's ace rankings.
type Results struct {
	*base
	store resultsStore
	race  raceState
	pages pageCache
}

// raceState is the in-memory side of racing: the result cache, the released
// flights that clocks feed with their baskets (see liveFlight), batches that
// committed ahead of an earlier one, and the publisher of live events. The
// zero value works without a publisher.
type raceState struct {
	mu      sync.Mutex
	cache   map[int64]*FlightResults
	live    map[liveKey]*liveFlight
	loading singleflight.Group          // live flight and result loads
	ahead   map[int64]map[int64]waiting // flight → revision → its arrivals
	ongoing map[int64]int               // flight → this instance's batches between their start and arrivedAt
	seen    map[int64]time.Time         // when the flight's revision was last read
	heads   map[int64]core.LoggedHead   // flight → the clock log's head after this instance's latest batch
	pub     core.Publisher
	bus     core.CacheBus // nil: one instance
}

func (r *raceState) publish(ctx context.Context, ev core.FlightEvent) {
	r.mu.Lock()
	pub := r.pub
	r.mu.Unlock()
	if pub != nil {
		pub.PublishFlight(ctx, ev)
	}
}

// flightChanged drops what is cached of a flight whose details or state
// changed and tells its live viewers to reload (with the new state, when it
// is one).
func (s *Results) flightChanged(ctx context.Context, f *core.Flight, state core.FlightState) {
	s.race.forget(f.ID)
	s.race.mu.Lock()
	bus := s.race.bus
	s.race.mu.Unlock()
	if bus != nil {
		bus.FlightChanged(ctx, f.ID)
	}
	s.race.publish(ctx, core.FlightEvent{FlightID: f.ID, Revision: f.Revision, State: state, Arrivals: []core.LiveArrival{}})
}

// chipsChanged drops the live flights (the chip → pigeon maps clocks'
// reads are matched with), here and on the other instances: a chip ring
// given or corrected during a race counts from the next batch on.
func (s *Results) chipsChanged(ctx context.Context) {
	s.race.mu.Lock()
	clear(s.race.live)
	bus := s.race.bus
	s.race.mu.Unlock()
	if bus != nil {
		bus.FlightChanged(ctx, core.AllLiveFlights)
	}
}

func (r *raceState) forget(flightID int64) {
	r.mu.Lock()
	delete(r.cache, flightID)
	clear(r.live) // a state change may change the flight a loft's clocks feed
	delete(r.ahead, flightID)
	delete(r.heads, flightID)
	r.mu.Unlock()
}

// get returns the cache when it holds rev, just read from the database
// (or a later revision, which a batch applied meanwhile).
func (r *raceState) get(flightID, rev int64) *FlightResults {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c := r.cache[flightID]; c != nil && c.Revision >= rev {
		r.checked(flightID)
		return c
	}
	return nil
}

// latest returns the cached results, however recently their revision was
// read; nil when there are none.
func (r *raceState) latest(flightID int64) *FlightResults {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cache[flightID]
}

// fresh returns the cache when its revision was read within RevisionCheck.
func (r *raceState) fresh(flightID int64) *FlightResults {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c := r.cache[flightID]; c != nil && time.Since(r.seen[flightID]) < RevisionCheck {
		return c
	}
	return nil
}

func (r *raceState) checked(flightID int64) {
	if r.seen == nil {
		r.seen = map[int64]time.Time{}
	}
	r.seen[flightID] = time.Now()
}

func (r *raceState) put(res *FlightResults) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cache == nil {
		r.cache = map[int64]*FlightResults{}
	}
	if c := r.cache[res.Flight.ID]; c == nil || c.Revision <= res.Revision {
		r.cache[res.Flight.ID] = res
		r.checked(res.Flight.ID)
	}
}

// RevisionCheck is how long cached results are served without reading the
// flight's revision again. This instance's own batches update the cache at
// once; another instance's show up within this time, the pace at which the
// live hub sends messages anyway.
const RevisionCheck = 250 * time.Millisecond

// FindFlightResults returns a flight's ranked results, from the cache while
// the flight's revision has not changed (a check of one row, at most every
// RevisionCheck), so another instance's arrivals invalidate it too: the
// cache catches up with their batches, or is read again.
func (s *Results) FindFlightResults(ctx context.Context, flightID int64) (*FlightResults, error) {
	if c := s.race.fresh(flightID); c != nil {
		return c, nil
	}
	rev, err := s.store.FlightRevision(ctx, flightID)
	if err != nil {
		return nil, err
	}
	if c := s.race.get(flightID, rev); c != nil {
		return c, nil
	}
	if c := s.catchUp(ctx, flightID, rev); c != nil {
		return c, nil
	}
	v, err, _ := s.race.loading.Do("results:"+strconv.FormatInt(flightID, 10), func() (any, error) {
		// the load serves every request that joins it: the first one's
		// client hanging up must not fail the others
		return s.loadFlightResults(context.WithoutCancel(ctx), flightID, rev)
	})
	if err != nil {
		return nil, err
	}
	return v.(*FlightResults), nil
}

// loadFlightResults reads and ranks a flight's results at revision rev and
// caches them.
func (s *Results) loadFlightResults(ctx context.Context, flightID, rev int64) (*FlightResults, error) {
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, err
	}
	loft, err := s.store.FindLoftByID(ctx, f.Season.LoftID)
	if err != nil {
		return nil, err
	}
	basketed, err := s.store.CountBasketings(ctx, flightID)
	if err != nil {
		return nil, err
	}
	as, err := s.store.FindArrivals(ctx, flightID, nil)
	if err != nil {
		return nil, err
	}
	prizes, err := s.racePrizes(ctx, f, basketed)
	if err != nil {
		return nil, err
	}
	decided, err := s.store.FindArrivalReviews(ctx, flightID)
	if err != nil {
		return nil, err
	}
	reviews := make(map[int64]*core.ArrivalReview, len(decided))
	for _, d := range decided { // oldest first: the latest wins
		reviews[d.PigeonID] = d
	}
	res := &FlightResults{Flight: f, Loft: loft, Basketed: basketed, Revision: rev, Rows: make([]*ResultRow, len(as)), loc: loft.Location(),
		prizes: prizes, award: &awardMemo{}, reviews: reviews}
	for i, a := range as {
		res.Rows[i] = &ResultRow{Arrival: a}
	}
	res.rank()
	s.race.put(res)
	return res, nil
}

// rank sorts the rows by arrival and fills places, flight times (less the
// season's hours of darkness), speeds and review statuses; birds home after
// the race closed, held for review or rejected keep their times but no
// place, and push no other bird down.
func (r *FlightResults) rank() {
	r.Held = 0
	r.rankFrom(0)
}

// rankFrom ranks the rows from index k on, which all arrived later than the
// rows before k: those keep their places. r.Held counts the rows before k.
func (r *FlightResults) rankFrom(k int) {
	rows := r.Rows[k:]
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i].Arrival, rows[j].Arrival
		return a.ArrivedMs < b.ArrivedMs || a.ArrivedMs == b.ArrivedMs && a.PigeonID < b.PigeonID
	})
	var p core.Placing
	if k > 0 {
		p = r.Rows[k-1].after
	}
	for _, row := range rows {
		measure(row, r.Flight, r.Loft.Unit, r.loc, r.reviews[row.Arrival.PigeonID])
		row.Rank = 0
		if row.Review.Placed() && r.Flight.Ranked(row.Arrival.ArrivedMs) {
			row.Rank = p.Next(row.Arrival.ArrivedMs)
		}
		if row.waits(r.Flight) {
			r.Held++
		}
		row.after = p
	}
}

// measure fills a row's flight time (less the season's hours of darkness),
// speed and review status: held when implausibly fast, unless staff
// decided on this arrival (core.ReviewOf).
func measure(row *ResultRow, f *core.Flight, unit core.Unit, loc *time.Location, decided *core.ArrivalReview) {
	var rules *core.RaceRules
	if f.Season != nil {
		rules = f.Season.Rules
	}
	row.FlightMs = rules.FlightMillis(f.ReleaseTime, row.Arrival.ArrivedMs, loc)
	row.Speed, row.HasSpeed = core.SpeedOf(f.Distance, row.FlightMs)
	row.Review = core.ReviewOf(row.Arrival, row.Speed, row.HasSpeed, unit, decided)
}

// arrivedAt brings the cached results up to a committed batch without
// reading the arrivals again: batches apply in revision order (one that
// commits ahead of an earlier one waits for it), revisions another instance
// wrote are read from the clock log (fillGap), and a cache that cannot catch
// up is reloaded. Then it publishes the batch's arrivals with their places.
func (s *Results) arrivedAt(ctx context.Context, f *core.Flight, changed []*core.Arrival) {
	steps, leftover, gap := s.race.advance(f.ID, f.Revision, changed)
	if gap {
		more, left := s.fillGap(ctx, f.ID)
		steps, leftover = append(steps, more...), append(leftover, left...)
	}
	s.publishSteps(ctx, f.ID, steps, leftover)
}

// fillGap reads the arrivals of the revisions that the cached results miss
// and that the waiting batches need, which other instances wrote, and
// applies them (publishing them is the other instances' part). When a
// missing revision was no batch's (an edit, whose instance makes every
// instance drop the cache anyway) or the read fails, the waiting batches are
// left over for a reload.
func (s *Results) fillGap(ctx context.Context, flightID int64) ([]step, []unapplied) {
	after, upto, ok := s.race.gap(flightID)
	if !ok {
		return nil, nil
	}
	revs, err := s.store.FindArrivalsOfRevisions(ctx, flightID, after, upto)
	if err != nil {
		s.race.mu.Lock()
		defer s.race.mu.Unlock()
		return nil, s.race.dropWaiting(flightID)
	}
	return s.race.fill(flightID, revs)
}

// maxCatchUp is the most revisions that catchUp reads batch by batch; the
// cache of a flight further behind is read again.
const maxCatchUp = 256

// catchUp brings the cached results up to rev with the arrivals of the
// batches in between, read from the clock log, instead of reading every
// arrival again: while clocks feed several instances, each instance's cache
// is behind the others' batches at nearly every revision check. It returns
// nil when there is no cache, the gap is too wide, or a revision in it was
// no batch's (an edit), so the caller reloads.
func (s *Results) catchUp(ctx context.Context, flightID, rev int64) *FlightResults {
	c := s.race.latest(flightID)
	if c == nil || rev-c.Revision > maxCatchUp {
		return nil
	}
	revs, err := s.store.FindArrivalsOfRevisions(ctx, flightID, c.Revision, rev)
	if err != nil || int64(len(revs)) != rev-c.Revision {
		return nil
	}
	// this instance's batches among them, committed but not yet applied,
	// still publish their rows when they come (advance finds them applied);
	// batches of this instance that were waiting for these publish now
	s.race.mu.Lock()
	steps := s.race.take(flightID, revs)
	s.race.mu.Unlock()
	s.publishSteps(ctx, flightID, steps, nil)
	return s.race.get(flightID, rev)
}

// beginBatch counts a batch of this instance from its start until after its
// arrivedAt: a batch waiting for an earlier revision waits only while one
// of these might bring it. The returned end, called when the batch is done,
// publishes what still waits once none is left: revisions that another
// instance wrote.
func (s *Results) beginBatch(ctx context.Context, flightID int64) (end func()) {
	r := &s.race
	r.mu.Lock()
	if r.ongoing == nil {
		r.ongoing = map[int64]int{}
	}
	r.ongoing[flightID]++
	r.mu.Unlock()
	return func() {
		r.mu.Lock()
		r.ongoing[flightID]--
		last := r.ongoing[flightID] == 0
		if last {
			delete(r.ongoing, flightID)
		}
		r.mu.Unlock()
		if last {
			steps, leftover := s.fillGap(ctx, flightID)
			s.publishSteps(ctx, flightID, steps, leftover)
		}
	}
}

// publishSteps publishes each step's rows, and the rows of the leftover
// batches in results that hold them all (a cache that a load from before
// them put meanwhile would not).
func (s *Results) publishSteps(ctx context.Context, flightID int64, steps []step, leftover []unapplied) {
	if leftover != nil {
		var rev int64
		for _, u := range leftover {
			rev = max(rev, u.rev)
		}
		res, err := s.FindFlightResults(ctx, flightID)
		if err == nil && res.Revision < rev {
			res, err = s.loadFlightResults(ctx, flightID, rev)
		}
		if err != nil {
			return
		}
		for _, u := range leftover {
			steps = append(steps, step{res: res, rows: res.rowsOf(u.arrivals)})
		}
	}
	for _, st := range steps {
		if len(st.rows) == 0 || st.foreign { // a batch of known or unmatched reads, or another instance's
			continue
		}
		ev := core.FlightEvent{FlightID: flightID, Revision: st.res.Revision, Arrived: len(st.res.Rows), Arrivals: make([]core.LiveArrival, len(st.rows))}
		for i, row := range st.rows {
			ev.Arrivals[i] = LiveArrivalOf(row)
		}
		s.race.publish(ctx, ev)
	}
}

// rowsOf returns the rows of the pigeons of arrivals.
func (r *FlightResults) rowsOf(arrivals []*core.Arrival) []*ResultRow {
	want := make(map[int64]bool, len(arrivals))
	for _, a := range arrivals {
		want[a.PigeonID] = true
	}
	var out []*ResultRow
	for _, row := range r.Rows {
		if want[row.Arrival.PigeonID] {
			out = append(out, row)
		}
	}
	return out
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

// advance applies the arrivals of revision rev to the cached results, with
// any batches that were waiting for it, and returns the steps taken. With no
// cache, or when too many batches wait, it returns the arrivals left to
// publish after a reload; gap tells that batches wait while no other batch
// of this instance is on its way: the missing revisions were written by
// another instance (see fillGap).
func (r *raceState) advance(flightID, rev int64, changed []*core.Arrival) (steps []step, leftover []unapplied, gap bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c := r.cache[flightID]
	if c == nil {
		return nil, []unapplied{{rev, changed}}, false
	}
	if rev <= c.Revision { // a reload already holds them
		return []step{{res: c, rows: c.rowsOf(changed)}}, nil, false
	}
	if r.ahead == nil {
		r.ahead = map[int64]map[int64]waiting{}
	}
	if r.ahead[flightID] == nil {
		r.ahead[flightID] = map[int64]waiting{}
	}
	r.ahead[flightID][rev] = waiting{arrivals: changed}
	steps = r.applyWaiting(flightID)
	wait := r.ahead[flightID]
	if len(wait) > maxAhead {
		leftover = r.dropWaiting(flightID)
	}
	return steps, leftover, len(wait) > 0 && r.ongoing[flightID] <= 1 // 1: the batch calling
}

// applyWaiting applies the waiting batches that follow on the cached
// results, in revision order, after the batches that results loaded
// meanwhile (for a page) already hold. The caller holds r.mu.
func (r *raceState) applyWaiting(flightID int64) (steps []step) {
	c, wait := r.cache[flightID], r.ahead[flightID]
	if c == nil {
		return nil
	}
	for rev, w := range wait {
		if rev <= c.Revision {
			delete(wait, rev)
			steps = append(steps, step{res: c, rows: c.rowsOf(w.arrivals), foreign: w.foreign})
		}
	}
	for {
		w, ok := wait[c.Revision+1]
		if !ok {
			break
		}
		delete(wait, c.Revision+1)
		var rows []*ResultRow
		c, rows = c.with(w.arrivals)
		steps = append(steps, step{res: c, rows: rows, foreign: w.foreign})
	}
	r.cache[flightID] = c
	return steps
}

// gap is the range of revisions after the cached results up to the latest
// waiting batch; ok is false when nothing waits.
func (r *raceState) gap(flightID int64) (after, upto int64, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c := r.cache[flightID]
	if c == nil || len(r.ahead[flightID]) == 0 {
		return 0, 0, false
	}
	for rev := range r.ahead[flightID] {
		upto = max(upto, rev)
	}
	return c.Revision, upto, true
}

// fill adds other instances' batches (revs, by revision) to the waiting
// ones and applies what follows on; what still cannot (a revision that was
// no batch's) is left over for a reload.
func (r *raceState) fill(flightID int64, revs map[int64][]*core.Arrival) (steps []step, leftover []unapplied) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ahead[flightID] == nil {
		return nil, nil // dropped meanwhile
	}
	steps = r.take(flightID, revs)
	if len(r.ahead[flightID]) > 0 {
		leftover = r.dropWaiting(flightID)
	}
	return steps, leftover
}

// take adds other batches' arrivals (revs, by revision) to the waiting
// ones, where this instance's own are not waiting already, and applies what
// follows on the cached results. The caller holds r.mu.
func (r *raceState) take(flightID int64, revs map[int64][]*core.Arrival) []step {
	if r.cache[flightID] == nil {
		return nil
	}
	if r.ahead == nil {
		r.ahead = map[int64]map[int64]waiting{}
	}
	wait := r.ahead[flightID]
	if wait == nil {
		wait = map[int64]waiting{}
		r.ahead[flightID] = wait
	}
	for rev, as := range revs {
		if _, ours := wait[rev]; !ours {
			wait[rev] = waiting{arrivals: as, foreign: true}
		}
	}
	return r.applyWaiting(flightID)
}

// dropWaiting returns this instance's batches waiting for an earlier
// revision and drops them, other instances' and the cached results (which
// cannot catch up: the next read reloads them). The caller holds r.mu.
func (r *raceState) dropWaiting(flightID int64) (leftover []unapplied) {
	for rev, w := range r.ahead[flightID] {
		if !w.foreign {
			leftover = append(leftover, unapplied{rev, w.arrivals})
		}
	}
	delete(r.ahead, flightID)
	delete(r.cache, flightID)
	return leftover
}

// with returns the results one revision later, with changed arrivals
// applied, and the rows of those arrivals. Rows that arrived before every
// changed arrival keep their places and are shared with c; in a race that is
// nearly all of them, as new arrivals come last.
func (c *FlightResults) with(changed []*core.Arrival) (*FlightResults, []*ResultRow) {
	next := &FlightResults{Flight: c.Flight, Loft: c.Loft, Basketed: c.Basketed, Revision: c.Revision + 1,
		Rows: make([]*ResultRow, 0, len(c.Rows)+len(changed)), loc: c.loc, prizes: c.prizes, award: &awardMemo{}, reviews: c.reviews,
		Held: c.Held}
	moved := make(map[int64]bool, len(changed))
	earliest := int64(math.MaxInt64)
	for _, a := range changed {
		moved[a.PigeonID] = true
		earliest = min(earliest, a.ArrivedMs)
	}
	// a moved pigeon's old row is later than its new arrival, so never in the prefix
	k := sort.Search(len(c.Rows), func(i int) bool { return c.Rows[i].Arrival.ArrivedMs >= earliest })
	next.Rows = append(next.Rows, c.Rows[:k]...)
	for _, row := range c.Rows[k:] {
		if row.waits(c.Flight) { // counted again as rankFrom ranks the rows from k
			next.Held--
		}
		if !moved[row.Arrival.PigeonID] {
			cp := *row
			next.Rows = append(next.Rows, &cp)
		}
	}
	rows := make([]*ResultRow, len(changed))
	for i, a := range changed {
		rows[i] = &ResultRow{Arrival: a}
		next.Rows = append(next.Rows, rows[i])
	}
	next.rankFrom(k)
	return next, rows
}

// LiveArrivalOf is a result row as live events carry it.
func LiveArrivalOf(row *ResultRow) core.LiveArrival {
	a := row.Arrival
	la := core.LiveArrival{PigeonID: a.PigeonID, ArrivedMs: a.ArrivedMs, FlightMs: row.FlightMs,
		Time: core.FormatFlightTime(row.FlightMs, true), Rank: row.Rank, Review: string(row.Review)}
	if row.HasSpeed {
		la.Speed = row.Speed.String()
	}
	if p := a.Pigeon; p != nil {
		la.Ring, la.Name = p.Ring, p.Name
		if p.Team != nil {
			la.Team, la.Fancier, la.Country = p.Team.Name, p.Team.Fancier, p.Team.Country
		}
	}
	return la
}
