package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// publish sends a live event to the flight's viewers, when there is a
// publisher.
func (s *Results) publish(ctx context.Context, ev core.FlightEvent) {
	if s.pub != nil {
		s.pub.PublishFlight(ctx, ev)
	}
}

// forget drops what is cached of a flight: its results, with the batches
// waiting to apply to them, and the live flights (a state change may change
// the flight a loft's clocks feed).
func (s *Results) forget(flightID int64) {
	s.cache.forget(flightID)
	s.mu.Lock()
	clear(s.live)
	s.mu.Unlock()
}

// flightChanged drops what is cached of a flight whose details or state
// changed and tells its live viewers to reload (with the new state, when it
// is one).
func (s *Results) flightChanged(ctx context.Context, f *core.Flight, state core.FlightState) {
	s.forget(f.ID)
	if s.bus != nil {
		s.bus.FlightChanged(ctx, f.ID)
	}
	s.publish(ctx, core.FlightEvent{FlightID: f.ID, Revision: f.Revision, State: state, Arrivals: []core.LiveArrival{}})
}

// chipsChanged drops the live flights (the chip → pigeon maps clocks'
// reads are matched with), here and on the other instances: a chip ring
// given or corrected during a race counts from the next batch on.
func (s *Results) chipsChanged(ctx context.Context) {
	s.mu.Lock()
	clear(s.live)
	s.mu.Unlock()
	if s.bus != nil {
		s.bus.FlightChanged(ctx, core.AllLiveFlights)
	}
}

// arrivedAt brings the cached results up to a committed batch without
// reading the arrivals again: batches apply in revision order (one that
// commits ahead of an earlier one waits for it), revisions another instance
// wrote are read from the clock log (fillGap), and a cache that cannot catch
// up is reloaded. Then it publishes the batch's arrivals with their places.
func (s *Results) arrivedAt(ctx context.Context, f *core.Flight, changed []*core.Arrival) {
	steps, leftover, gap := s.cache.advance(f.ID, f.Revision, changed)
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
	after, upto, ok := s.cache.gap(flightID)
	if !ok {
		return nil, nil
	}
	revs, err := s.store.FindArrivalsOfRevisions(ctx, flightID, after, upto)
	if err != nil {
		return nil, s.cache.drop(flightID)
	}
	return s.cache.fill(flightID, revs)
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
	c := s.cache.latest(flightID)
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
	steps := s.cache.take(flightID, revs)
	s.publishSteps(ctx, flightID, steps, nil)
	return s.cache.get(flightID, rev)
}

// beginBatch counts a batch of this instance from its start until after its
// arrivedAt: a batch waiting for an earlier revision waits only while one
// of these might bring it. The returned end, called when the batch is done,
// publishes what still waits once none is left: revisions that another
// instance wrote.
func (s *Results) beginBatch(ctx context.Context, flightID int64) (end func()) {
	s.cache.begin(flightID)
	return func() {
		if s.cache.end(flightID) {
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
		s.publish(ctx, ev)
	}
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
