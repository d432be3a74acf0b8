package store_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// TestFindFirstArrivals reads the head of a flight's arrivals: at least n
// in FindArrivals's order, the whole instant of the n-th (a tie is ranked
// by ring, so the head must not cut it), and the count of all of them.
func TestFindFirstArrivals(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f, fl, dev := releasedWithClock(t, db)
		b := &core.ArrivalBatch{DeviceID: dev.ID, Seq: 1, FlightID: fl.ID}
		mustNoErr(t, db.CreateArrivalBatch(ctx, b))
		// six birds home at 100, 200, 200, 200, 300, 400
		at := []int64{100, 200, 200, 200, 300, 400}
		var as []*core.Arrival
		for i, ms := range at {
			p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: fmt.Sprintf("DE-0123-26-%04d", 9-i), Sex: core.Hen}
			mustNoErr(t, db.CreatePigeon(ctx, p))
			as = append(as, &core.Arrival{FlightID: fl.ID, PigeonID: p.ID, BatchID: b.ID, ChipID: fmt.Sprint("C", i), ArrivedMs: ms})
		}
		_, err := db.SaveArrivals(ctx, as)
		mustNoErr(t, err)
		all, err := db.FindArrivals(ctx, fl.ID, nil)
		mustNoErr(t, err)

		tests := []struct {
			name string
			n    int
			want int
		}{
			{"OneBeforeTheTie", 1, 1},
			{"IntoTheTie", 2, 4},
			{"EndOfTheTie", 4, 4},
			{"AfterTheTie", 5, 5},
			{"All", 6, 6},
			{"MoreThanAll", 50, 6},
			{"None", 0, 0},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				got, total, err := db.FindFirstArrivals(ctx, fl.ID, tt.n)
				mustNoErr(t, err)
				if total != len(at) || len(got) != tt.want {
					t.Fatalf("got %d arrivals of %d, want %d of %d", len(got), total, tt.want, len(at))
				}
				for i, a := range got {
					if w := all[i]; a.ID != w.ID || a.ArrivedMs != w.ArrivedMs || a.Pigeon.Ring != w.Pigeon.Ring ||
						a.Pigeon.Team == nil || a.Pigeon.Team.Name != w.Pigeon.Team.Name || !a.Pigeon.CreatedAt.Equal(w.Pigeon.CreatedAt) {
						t.Fatalf("arrival %d: got %+v, want %+v", i, a, w)
					}
				}
			})
		}
		if got, total, err := db.FindFirstArrivals(ctx, fl.ID+1000, 10); err != nil || total != 0 || len(got) != 0 {
			t.Fatalf("a flight without arrivals: got %d of %d, %v", len(got), total, err)
		}
	})
}
