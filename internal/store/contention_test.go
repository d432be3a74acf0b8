package store_test

import (
	"context"
	"sync"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestDeadlockIsConflict makes two transactions lock two rows in opposite
// orders. PostgreSQL ends one of them; its caller must get a conflict it can
// retry, not a driver error that answers 500. (SQLite's writers run one at a
// time and cannot deadlock.)
func TestDeadlockIsConflict(t *testing.T) {
	if testutil.PostgresURL() == "" {
		t.Skip("ONELOFT_TEST_POSTGRES_URL not set")
	}
	db := testutil.MustOpenDB(t, store.Postgres)
	ctx := context.Background()
	lofts := [2]*core.Loft{{Name: "North", Unit: core.Kilometre, Country: "DE"}, {Name: "South", Unit: core.Kilometre, Country: "DE"}}
	for _, l := range lofts {
		mustNoErr(t, db.CreateLoft(ctx, l))
	}
	var (
		wg       sync.WaitGroup
		errs     [2]error
		holding  = [2]chan struct{}{make(chan struct{}), make(chan struct{})}
		startAll = make(chan struct{})
	)
	for i := range 2 {
		wg.Go(func() {
			<-startAll
			errs[i] = db.InTx(ctx, func(ctx context.Context) error {
				if err := db.LockLoft(ctx, lofts[i].ID); err != nil {
					return err
				}
				close(holding[i])
				<-holding[1-i] // both hold their first row: now they cross
				return db.LockLoft(ctx, lofts[1-i].ID)
			})
		})
	}
	close(startAll)
	wg.Wait()
	ok, conflicts := 0, 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case core.ErrorCode(err) == core.ECONFLICT && core.ErrorMessage(err) == core.MsgChangedMeanwhile:
			conflicts++
		default:
			t.Errorf("got %v, want nil or a conflict", err)
		}
	}
	if ok != 1 || conflicts != 1 {
		t.Fatalf("%d committed, %d conflicts; want 1 and 1", ok, conflicts)
	}
}
