package store_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestUpdateSeason(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		mustNoErr(t, db.UpdateSeasonState(ctx, &core.SeasonStatus{SeasonID: f.season.ID, State: core.SeasonInProgress}))
		next := &core.Season{ID: f.season.ID, LoftID: f.loft.ID + 1, Name: "2026 Summer", Currency: core.USD, State: core.SeasonOver, RegistrationOpen: true,
			MaxActive: ptr(4), MaxReserve: ptr(2), RulesText: "New rules."}
		mustNoErr(t, db.UpdateSeason(ctx, next))
		s, err := db.FindSeasonByID(ctx, f.season.ID)
		mustNoErr(t, err)
		if s.Name != "2026 Summer" || s.Currency != core.USD || s.MaxPigeons != nil || *s.MaxActive != 4 || *s.MaxReserve != 2 ||
			s.TotalSpots != nil || s.RulesText != "New rules." {
			t.Errorf("settings: got %+v", s)
		}
		if s.LoftID != f.loft.ID || s.State != core.SeasonInProgress || s.RegistrationOpen {
			t.Errorf("loft, state and registration: got %d %s %v, want them untouched", s.LoftID, s.State, s.RegistrationOpen)
		}
		wantCode(t, db.UpdateSeason(ctx, &core.Season{ID: 9999, Name: "x", Currency: core.EUR}), core.ENOTFOUND)
	})
}

func TestCreateSeasonAuthor(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		s := &core.Season{LoftID: f.loft.ID, Name: "2027", Currency: core.EUR, State: core.SeasonDraft, CreatedBy: &f.user.ID}
		mustNoErr(t, db.CreateSeason(ctx, s))
		got, err := db.FindSeasonByID(ctx, s.ID)
		mustNoErr(t, err)
		hist, err := db.FindSeasonStatuses(ctx, s.ID)
		mustNoErr(t, err)
		if got.CreatedBy == nil || *got.CreatedBy != f.user.ID || len(hist) != 1 || hist[0].CreatedBy == nil || *hist[0].CreatedBy != f.user.ID {
			t.Errorf("author: got season %v and first state by %v, want user %d on both", got.CreatedBy, hist[0].CreatedBy, f.user.ID)
		}
		if sys, _ := db.FindSeasonByID(ctx, f.season.ID); sys.CreatedBy != nil {
			t.Errorf("a season made without author: got %d", *sys.CreatedBy)
		}
	})
}

func TestFindSeasonSummaries(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db) // loft "Golden Gate", season "2026" (draft)
		other := &core.Loft{Name: "Arizona Classic", Unit: core.Mile, Country: "US"}
		mustNoErr(t, db.CreateLoft(ctx, other))
		spring := &core.Season{LoftID: f.loft.ID, Name: "Spring 2027", Currency: core.EUR, State: core.SeasonDraft}
		desert := &core.Season{LoftID: other.ID, Name: "Desert 2027", Currency: core.USD, State: core.SeasonDraft}
		mustNoErr(t, db.CreateSeason(ctx, spring))
		mustNoErr(t, db.CreateSeason(ctx, desert))
		mustNoErr(t, db.UpdateSeasonState(ctx, &core.SeasonStatus{SeasonID: desert.ID, State: core.SeasonInProgress, RegistrationOpen: true}))

		fee := &core.Product{SeasonID: f.season.ID, Category: core.ProductEntryFee, Name: "1+1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
		mustNoErr(t, db.CreateProduct(ctx, fee))
		order := func(qty int, status core.OrderStatus, ref string) {
			o := &core.Order{SeasonID: f.season.ID, UserID: f.user.ID, TeamID: f.team.ID, City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763",
				Currency: core.EUR, Total: int64(qty) * 40000, Reference: ref,
				Positions: []*core.OrderPosition{{ProductID: fee.ID, Category: core.ProductEntryFee, Name: fee.Name, Quantity: qty, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
			mustNoErr(t, db.CreateOrder(ctx, o))
			if status != core.OrderPending {
				mustNoErr(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: status}))
			}
		}
		order(3, core.OrderPending, "OL-1")
		order(2, core.OrderRejected, "OL-2")

		open, draft := true, core.SeasonDraft
		for _, tt := range []struct {
			name      string
			filter    core.SeasonSummaryFilter
			wantIDs   []int64
			wantTotal int
		}{
			{"OKAllNewestFirst", core.SeasonSummaryFilter{}, []int64{desert.ID, spring.ID, f.season.ID}, 3},
			{"OKOneSeason", core.SeasonSummaryFilter{ID: &spring.ID}, []int64{spring.ID}, 1},
			{"OKOneLoft", core.SeasonSummaryFilter{LoftID: &other.ID}, []int64{desert.ID}, 1},
			{"OKMerchantsLofts", core.SeasonSummaryFilter{LoftIDs: []int64{f.loft.ID}}, []int64{spring.ID, f.season.ID}, 2},
			{"OKNoLofts", core.SeasonSummaryFilter{LoftIDs: []int64{}}, nil, 0},
			{"OKState", core.SeasonSummaryFilter{State: &draft}, []int64{spring.ID, f.season.ID}, 2},
			{"OKRegistrationOpen", core.SeasonSummaryFilter{RegistrationOpen: &open}, []int64{desert.ID}, 1},
			{"OKSearchSeasonName", core.SeasonSummaryFilter{Search: "SPRING"}, []int64{spring.ID}, 1},
			{"OKSearchLoftName", core.SeasonSummaryFilter{Search: "arizona"}, []int64{desert.ID}, 1},
			{"OKPage", core.SeasonSummaryFilter{Offset: 1, Limit: 1}, []int64{spring.ID}, 3},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, n, err := db.FindSeasonSummaries(ctx, tt.filter)
				mustNoErr(t, err)
				ids := []int64{}
				for _, s := range got {
					ids = append(ids, s.ID)
				}
				if n != tt.wantTotal || len(ids) != len(tt.wantIDs) {
					t.Fatalf("got %v of %d, want %v of %d", ids, n, tt.wantIDs, tt.wantTotal)
				}
				for i := range ids {
					if ids[i] != tt.wantIDs[i] {
						t.Fatalf("got %v, want %v", ids, tt.wantIDs)
					}
				}
			})
		}
		got, _, err := db.FindSeasonSummaries(ctx, core.SeasonSummaryFilter{LoftID: &f.loft.ID})
		mustNoErr(t, err)
		s := got[1]
		if s.ID != f.season.ID || s.LoftName != "Golden Gate" || s.OrdersCount != 2 || s.Places != (core.SeasonUsage{Active: 3, Reserve: 3}) ||
			*s.TotalSpots != 900 || s.RulesText != "Fly fair." {
			t.Errorf("summary: got %+v, want Golden Gate's season with 2 orders and the pending one's 3+3 places", s)
		}
		if got[0].OrdersCount != 0 || got[0].Places.Total() != 0 || got[0].LoftName != "Golden Gate" {
			t.Errorf("season without orders: got %+v", got[0])
		}
	})
}
