package store_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/jobs"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A job runs on one instance at a time: on PostgreSQL its advisory lock
// turns away a second runner (another connection, as another instance
// has) until the first is done; other jobs are not held up. SQLite serves
// one process, whose runs never contend.
func TestJobLock(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var running, ran, overlapped atomic.Int32
		job := jobs.Job{Name: "cancel-unpaid-orders", Run: func(context.Context) (int, error) {
			if running.Add(1) > 1 {
				overlapped.Add(1)
			}
			time.Sleep(200 * time.Millisecond)
			running.Add(-1)
			ran.Add(1)
			return 1, nil
		}}
		var wg sync.WaitGroup
		for range 4 { // four instances' timers firing together
			wg.Go(func() {
				if _, err := jobs.RunOnce(ctx, db, job); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		// the four start together: without the lock they would overlap
		switch {
		case db.Engine == store.Postgres && (overlapped.Load() != 0 || ran.Load() == 0):
			t.Errorf("PostgreSQL: %d runs, %d of them overlapping; want no overlap", ran.Load(), overlapped.Load())
		case db.Engine == store.SQLite && ran.Load() != 4:
			t.Errorf("SQLite: %d runs, want 4 (one process, no lock)", ran.Load())
		}
		unlock, ok, err := db.TryJobLock(ctx, "cancel-unpaid-orders")
		if err != nil || !ok {
			t.Fatalf("the lock after the runs: %v %v", ok, err)
		}
		other, ok, _ := db.TryJobLock(ctx, "close-races")
		if !ok {
			t.Fatal("another job's lock was held up")
		}
		other()
		unlock()
	})
}
