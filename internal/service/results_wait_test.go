package service

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

// A batch waiting for an earlier revision is published once results loaded
// for a page hold it, not left waiting (and unseen by viewers) for a batch
// that may never come.
func TestWaitingBatchHeldByReload(t *testing.T) {
	var r resultCache
	flight := &core.Flight{ID: 1}
	r.put(&FlightResults{Flight: flight, Revision: 1})
	r.ongoing = map[int64]int{1: 2} // another batch of this instance is on its way
	home := &core.Arrival{PigeonID: 7, ArrivedMs: 10}
	steps, leftover, gap := r.advance(1, 3, []*core.Arrival{home})
	if len(steps) != 0 || leftover != nil || gap {
		t.Fatalf("revision 3 before 2: got %d steps, leftover %v, gap %v; want it waiting", len(steps), leftover, gap)
	}
	r.put(&FlightResults{Flight: flight, Revision: 3, Rows: []*ResultRow{{Arrival: home, Rank: 1}}}) // a page's load
	steps, leftover = r.fill(1, nil)
	if len(steps) != 1 || len(steps[0].rows) != 1 || steps[0].rows[0].Arrival.PigeonID != 7 || steps[0].foreign || leftover != nil {
		t.Fatalf("got %d steps %+v, leftover %v; want the waiting batch's row, from the loaded results", len(steps), steps, leftover)
	}
	if len(r.ahead[1]) != 0 {
		t.Errorf("still waiting: %v", r.ahead[1])
	}
}

// Another instance's batch that a reload already holds is its to publish:
// this one takes the step without looking for its rows among every row.
func TestForeignBatchHeldByReloadIsNotLookedFor(t *testing.T) {
	var r resultCache
	home := &core.Arrival{PigeonID: 8, ArrivedMs: 10}
	r.put(&FlightResults{Flight: &core.Flight{ID: 1}, Revision: 3, Rows: []*ResultRow{{Arrival: home, Rank: 1}}})
	steps := r.take(1, map[int64][]*core.Arrival{3: {home}})
	if len(steps) != 1 || !steps[0].foreign || steps[0].rows != nil {
		t.Fatalf("got %d steps %+v; want one foreign step with no rows", len(steps), steps)
	}
}
