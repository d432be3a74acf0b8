package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A chip ring corrected during a race counts from the next batch on: the
// clock's live flight (its chip → pigeon map) is dropped at once, not when
// it expires (service.LiveFlightTTL).
func TestChipCorrectionCountsAtOnce(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		b, err := r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{read("CHIP9", "A1", time.Hour)}})
		must(t, err)
		if b.Arrivals != 0 || b.Unmatched != 1 {
			t.Fatalf("a chip nobody has: %+v", b)
		}
		// the ring had CHIP0 by mistake; the staff give it the chip it wears
		_, err = r.svc.Pigeons.AssignChip(m, r.season.ID, r.pigeons[0].Ring, "CHIP9")
		must(t, err)
		b, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 2, Reads: []core.ChipRead{read("CHIP9", "A1", time.Hour+time.Second)}})
		must(t, err)
		if b.Arrivals != 1 {
			t.Fatalf("the corrected chip's next read: %+v, want an arrival", b)
		}
	})
}

// Two instances take a flight's batches in turn, as behind a load balancer:
// each publishes its batch's arrivals at once, though the revision before
// it was written by the other (whose batch it reads from the clock log),
// with how many birds are home.
func TestInstancesTakingTurnsPublishAtOnce(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		otherPub := &recorder{}
		other := r.with(service.Deps{Publisher: otherPub})
		instances := []struct {
			svc *service.Service
			pub *recorder
		}{{r.svc, r.pub}, {other, otherPub}}
		m := r.as(r.merchant)
		for i := range 3 {
			in := instances[i%2]
			in.pub.mu.Lock()
			before := len(in.pub.events)
			in.pub.mu.Unlock()
			_, err := in.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: int64(i + 1), Reads: []core.ChipRead{read(fmt.Sprintf("CHIP%d", i), "A1", time.Hour+time.Duration(i)*time.Minute)}})
			must(t, err)
			in.pub.mu.Lock()
			got := in.pub.events[before:]
			in.pub.mu.Unlock()
			if len(got) != 1 || len(got[0].Arrivals) != 1 || got[0].Arrivals[0].PigeonID != r.pigeons[i].ID || got[0].Arrived != i+1 || got[0].Arrivals[0].Rank != i+1 {
				t.Fatalf("batch %d: published %+v, want its arrival, ranked %d of %d home", i+1, got, i+1, i+1)
			}
		}
	})
}

// Results cached on one instance catch up with the batches another instance
// stored, from the clock log, instead of reading every arrival again: rows
// ranked before stay the same values. The other instance's arrivals are
// its to publish.
func TestCachedResultsCatchUpWithOtherInstance(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		other := service.New(service.Deps{Store: db, Clock: func() time.Time { return fixedNow }})
		m := r.as(r.merchant)
		_, err := r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{read("CHIP0", "A1", time.Hour)}})
		must(t, err)
		before, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		r.pub.mu.Lock()
		published := len(r.pub.events)
		r.pub.mu.Unlock()
		for i := 1; i < 3; i++ {
			_, err := other.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: int64(i + 1), Reads: []core.ChipRead{read(fmt.Sprintf("CHIP%d", i), "A1", time.Hour+time.Duration(i)*time.Minute)}})
			must(t, err)
		}
		time.Sleep(service.RevisionCheck) // until the cache's revision is read again
		got, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got.Revision != before.Revision+2 || len(got.Rows) != 3 || got.Rows[2].Rank != 3 || got.Rows[2].Arrival.PigeonID != r.pigeons[2].ID {
			t.Fatalf("after the other's two batches: revision %d (was %d), %d rows", got.Revision, before.Revision, len(got.Rows))
		}
		if got.Rows[0] != before.Rows[0] {
			t.Fatal("the results were read again, not caught up with the two batches")
		}
		r.pub.mu.Lock()
		defer r.pub.mu.Unlock()
		if len(r.pub.events) != published {
			t.Fatalf("published the other instance's arrivals: %+v", r.pub.events[published:])
		}
	})
}

// gatedStore holds FindArrivals until gate closes, telling entered when a
// load is inside it.
type gatedStore struct {
	*store.DB
	entered chan struct{}
	gate    chan struct{}
}

func (s *gatedStore) FindArrivals(ctx context.Context, flightID int64, pigeonIDs []int64) ([]*core.Arrival, error) {
	s.entered <- struct{}{}
	<-s.gate
	return s.DB.FindArrivals(ctx, flightID, pigeonIDs)
}

// One load of a flight's results serves every request that comes while it
// runs; the first request's client hanging up must not fail the others.
func TestSharedLoadOutlivesFirstClient(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		gs := &gatedStore{DB: db, entered: make(chan struct{}, 2), gate: make(chan struct{})}
		svc := service.New(service.Deps{Store: gs})
		first, hangUp := context.WithCancel(context.Background())
		errs := make(chan error, 2)
		go func() {
			_, err := svc.Results.FindFlightResults(first, r.flight.ID)
			errs <- err
		}()
		<-gs.entered
		go func() {
			_, err := svc.Results.FindFlightResults(context.Background(), r.flight.ID)
			errs <- err
		}()
		time.Sleep(20 * time.Millisecond) // the second request joins the load
		hangUp()
		close(gs.gate)
		<-errs // the first's own outcome does not matter: its client is gone
		if err := <-errs; err != nil {
			t.Fatalf("the request that stayed: %v", err)
		}
	})
}
