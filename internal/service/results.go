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

// Location is the loft's time zone, which the season's hours of darkness
// and closing times are in.
func (r *FlightResults) Location() *time.Location { return r.loc }

// Decision is staff's latest decision on the pigeon's arrival; nil when
// there is none. A decision on an earlier arrival of the pigeon (one it
// since replaced) is returned too: the row's Review says whether it holds.
func (r *FlightResults) Decision(pigeonID int64) *core.ArrivalReview { return r.reviews[pigeonID] }

// Placed returns the birds with a place, in the order of the results
// (places never decrease).
func (r *FlightResults) Placed() []core.Placed {
	var out []core.Placed
	for _, row := range r.Rows {
		if row.Rank > 0 { // held, rejected or late: no place
			out = append(out, core.Placed{PigeonID: row.Arrival.PigeonID, Place: row.Rank})
		}
	}
	return out
}

// HomeTimes returns when each bird that counts as home arrived (Unix ms),
// in arrival order: a held or rejected bird is not home until staff accept
// it, while a bird home after closing is.
func (r *FlightResults) HomeTimes() []int64 {
	out := make([]int64, 0, len(r.Rows))
	for _, row := range r.Rows {
		if row.Review.Placed() {
			out = append(out, row.Arrival.ArrivedMs)
		}
	}
	return out
}

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
	// flown is the speed over the time the bird really had (darkness
	// included): what plausibility is judged on.
	flown    core.Speed
	hasFlown bool
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
	store   resultsStore
	cache   resultCache             // ranked results and the order of the batches that change them
	loading singleflight.Group      // live flight and result loads
	mu      sync.Mutex              // guards live
	live    map[liveKey]*liveFlight // released flights that clocks feed, with their baskets
	pub     core.Publisher          // set by New; nil: no live events
	bus     core.CacheBus           // set by New; nil: one instance
	pages   pageCache
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
	if c := s.cache.fresh(flightID); c != nil {
		return c, nil
	}
	rev, err := s.store.FlightRevision(ctx, flightID)
	if err != nil {
		return nil, err
	}
	if c := s.cache.get(flightID, rev); c != nil {
		return c, nil
	}
	if c := s.catchUp(ctx, flightID, rev); c != nil {
		return c, nil
	}
	v, err, _ := s.loading.Do("results:"+strconv.FormatInt(flightID, 10), func() (any, error) {
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
	res, err := s.ranked(ctx, f, loft, basketed, rev, as, prizes)
	if err != nil {
		return nil, err
	}
	s.cache.put(res)
	return res, nil
}

// ranked ranks a flight's arrivals at revision rev (all of them, or the
// head of the list) with staff's decisions on them.
func (s *Results) ranked(ctx context.Context, f *core.Flight, loft *core.Loft, basketed int, rev int64, as []*core.Arrival, prizes *racePrizes) (*FlightResults, error) {
	decided, err := s.store.FindArrivalReviews(ctx, f.ID)
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
// The order and the places are core.Rank's, the one rule for ties.
func (r *FlightResults) rankFrom(k int) {
	rows := r.Rows[k:]
	for _, row := range rows {
		measure(row, r.Flight, r.Loft.Unit, r.loc, r.reviews[row.Arrival.PigeonID])
		if row.waits(r.Flight) {
			r.Held++
		}
	}
	var p core.Placing
	if k > 0 {
		p = r.Rows[k-1].after
	}
	ranked := core.Rank(rows, r.arrived, p)
	for i, row := range rows {
		row.Rank, row.after = ranked[i].Place, ranked[i].After
	}
}

// arrived is what ranking needs of a row: a bird held for review, rejected
// or home after the race closed takes no place.
func (r *FlightResults) arrived(row *ResultRow) core.Arrived {
	a := core.ArrivedOf(row.Arrival)
	a.Unplaced = !row.Review.Placed() || !r.Flight.Ranked(row.Arrival.ArrivedMs)
	return a
}

// measure fills a row's flight time (less the season's hours of darkness),
// speed and review status: held when implausibly fast, unless staff
// decided on this arrival (core.ReviewOf). Plausibility is judged on the
// time the bird really had: hours of darkness are a scoring rule, and a
// bird home the morning after scores far faster than it flew.
func measure(row *ResultRow, f *core.Flight, unit core.Unit, loc *time.Location, decided *core.ArrivalReview) {
	var rules *core.RaceRules
	if f.Season != nil {
		rules = f.Season.Rules
	}
	row.FlightMs = rules.FlightMillis(f.ReleaseTime, row.Arrival.ArrivedMs, loc)
	row.Speed, row.HasSpeed = core.SpeedOf(f.Distance, row.FlightMs)
	row.flown, row.hasFlown = core.SpeedOf(f.Distance, row.Arrival.ArrivedMs-f.ReleaseTime.UnixMilli())
	row.Review = core.ReviewOf(row.Arrival, row.flown, row.hasFlown, unit, decided)
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
