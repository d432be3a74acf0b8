package service_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestLastMerchantRemainsUnderRace: now that a loft's merchants manage its
// staff, two merchants may take each other's role at the same moment. Each
// alone keeps a merchant, both together would leave none; the loft's row
// lock makes the second see the first's change on PostgreSQL.
func TestLastMerchantRemainsUnderRace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		sys := core.SystemContext(context.Background())
		for range rounds {
			// Both are active merchants again at the start of each round.
			for _, u := range []*core.User{w.merchant, w.fancier} {
				must(t, w.svc.Lofts.SetPermission(sys, &core.Permission{UserID: u.ID, LoftID: w.loft.ID, IsMerchant: true, IsActive: true}))
			}
			var pair []*core.User
			for _, u := range []*core.User{w.merchant, w.fancier} {
				got, err := db.FindUserByID(sys, u.ID)
				must(t, err)
				pair = append(pair, got)
			}
			errs := atOnce(2, func(i int) error {
				victim := pair[1-i].ID
				if i == 0 {
					return w.svc.Lofts.RemovePermission(w.as(pair[i]), w.loft.ID, victim)
				}
				return w.svc.Lofts.SetPermission(w.as(pair[i]), &core.Permission{UserID: victim, LoftID: w.loft.ID, IsAgent: true, IsActive: true})
			})
			if ok := wantNoInternal(t, errs); ok != 1 {
				t.Fatalf("changes that went through: got %d, want 1 (%v)", ok, errs)
			}
			perms, err := db.FindPermissions(sys, w.loft.ID)
			must(t, err)
			active := 0
			for _, p := range perms {
				if p.IsMerchant && p.IsActive {
					active++
				}
			}
			if active != 1 {
				t.Fatalf("active merchants: got %d, want 1", active)
			}
		}
	})
}
