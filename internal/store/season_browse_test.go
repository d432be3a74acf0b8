package store_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// browseWorld is two lofts with seasons in every registration situation.
type browseWorld struct {
	f               fixture // its draft season is never browsed
	spain           *core.Loft
	open, openLater *core.Season // registration open today, closing on 03-20 and 04-30
	over, notYet    *core.Season // closed: ended last year; switch on but the period starts in May
	undated         *core.Season // no registration due date
	fee, pending    int64        // the cheapest entry fee of open; an open order in it
	today           core.Date
	stranger        *core.User
}

func newBrowseWorld(t *testing.T, db *store.DB) browseWorld {
	t.Helper()
	ctx := context.Background()
	w := browseWorld{f: newFixture(t, db), today: core.MustDate("2026-03-01")}
	w.spain = &core.Loft{Name: "Costa Brava Classic", Unit: core.Kilometre, Country: "ES"}
	mustNoErr(t, db.CreateLoft(ctx, w.spain))
	mustNoErr(t, db.CreateLoftAddress(ctx, &core.LoftAddress{LoftID: w.spain.ID, City: "Girona", Street: "Carrer 8", Zipcode: "17001", Country: "ES"}))
	mustNoErr(t, db.CreateLoftAddress(ctx, &core.LoftAddress{LoftID: w.spain.ID, City: "Palamós", Street: "Rambla 1", Zipcode: "17230", Country: "ES"}))
	season := func(loft *core.Loft, name string, state core.SeasonState, on bool, spots *int, reg ...string) *core.Season {
		s := &core.Season{LoftID: loft.ID, Name: name, Currency: core.EUR, State: state, RegistrationOpen: on, TotalSpots: spots}
		mustNoErr(t, db.CreateSeason(ctx, s))
		if len(reg) == 2 {
			mustNoErr(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: s.ID, Category: core.DueRegistration, Name: "Registration",
				StartsAt: core.MustDate(reg[0]), EndsAt: core.MustDate(reg[1])}))
		}
		mustNoErr(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: s.ID, Category: core.DuePigeonSale, Name: "Sale",
			StartsAt: core.MustDate("2026-10-01"), EndsAt: core.MustDate("2026-12-31")}))
		return s
	}
	w.over = season(w.f.loft, "Golden 2025", core.SeasonOver, false, nil, "2025-01-01", "2025-03-31")
	w.open = season(w.f.loft, "Golden 2026", core.SeasonInProgress, true, ptr(10), "2026-02-01", "2026-03-20")
	w.openLater = season(w.spain, "Brava 2026", core.SeasonInProgress, true, nil, "2026-01-01", "2026-04-30")
	w.notYet = season(w.spain, "Brava autumn", core.SeasonInProgress, true, nil, "2026-05-01", "2026-06-30")
	w.undated = season(w.f.loft, "Golden winter", core.SeasonInProgress, false, nil)

	product := func(s *core.Season, cat core.ProductCategory, amount int64, active, reserve int) *core.Product {
		p := &core.Product{SeasonID: s.ID, Category: cat, Name: fmt.Sprintf("%d+%d", active, reserve), PigeonsActive: active, PigeonsReserve: reserve, Amount: amount}
		mustNoErr(t, db.CreateProduct(ctx, p))
		return p
	}
	oneOne := product(w.open, core.ProductEntryFee, 40000, 1, 1)
	w.fee = product(w.open, core.ProductEntryFee, 25000, 1, 0).ID
	product(w.open, core.ProductEntryFee, 25000, 2, 0) // as cheap, created later
	product(w.open, core.ProductSale, 5000, 0, 0)      // cheaper, but no entry fee
	product(w.openLater, core.ProductReserveActivation, 10000, 0, 0)

	order := func(s *core.Season, u *core.User, team *core.Team, qty int, status core.OrderStatus) int64 {
		o := &core.Order{SeasonID: s.ID, UserID: u.ID, TeamID: team.ID, City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763",
			Currency: core.EUR, Total: int64(qty) * 40000, Reference: fmt.Sprintf("OL-%d-%d-%s", s.ID, qty, status),
			Positions: []*core.OrderPosition{{ProductID: oneOne.ID, Category: core.ProductEntryFee, Name: "1+1", Quantity: qty, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
		mustNoErr(t, db.CreateOrder(ctx, o))
		if status != core.OrderPending {
			mustNoErr(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: status}))
		}
		return o.ID
	}
	w.pending = order(w.open, w.f.user, w.f.team, 2, core.OrderPending)
	order(w.open, w.f.user, w.f.team, 5, core.OrderCancelled)     // newer, but closed: holds no places
	order(w.openLater, w.f.user, w.f.team, 1, core.OrderRejected) // the user's only order there, closed

	pigeon := func(s *core.Season, team *core.Team, ring string) {
		mustNoErr(t, db.CreatePigeon(ctx, &core.Pigeon{SeasonID: s.ID, TeamID: team.ID, Ring: ring, Sex: core.Cock}))
	}
	pigeon(w.over, w.f.team, "DE-0123-25-1")
	pigeon(w.over, w.f.team, "DE-0123-25-2")
	w.stranger = &core.User{Email: "sam@example.org", FirstName: "Sam", LastName: "Stranger"}
	mustNoErr(t, db.CreateUser(ctx, w.stranger))
	strangerTeam := &core.Team{LoftID: w.spain.ID, UserID: w.stranger.ID, Name: "Team Sam", Country: "ES"}
	mustNoErr(t, db.CreateTeam(ctx, strangerTeam))
	pigeon(w.notYet, strangerTeam, "ES-0001-26-1")
	return w
}

func seasonIDs[T any](list []T, season func(T) *core.Season) []int64 {
	out := make([]int64, len(list))
	for i, x := range list {
		out[i] = season(x).ID
	}
	return out
}

func listingSeason(l *core.SeasonListing) *core.Season { return l.Season }

func TestBrowseSeasons(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newBrowseWorld(t, db)
		ids := func(s ...*core.Season) []int64 { return seasonIDs(s, func(s *core.Season) *core.Season { return s }) }
		browse := func(t *testing.T, f core.SeasonBrowseFilter) ([]*core.SeasonListing, int) {
			t.Helper()
			f.Today = w.today
			list, n, err := db.BrowseSeasons(ctx, f)
			mustNoErr(t, err)
			return list, n
		}

		t.Run("OrderOpenFirstNoDrafts", func(t *testing.T) {
			list, n := browse(t, core.SeasonBrowseFilter{})
			want := ids(w.open, w.openLater, w.notYet, w.over, w.undated)
			if got := seasonIDs(list, listingSeason); !slices.Equal(got, want) || n != 5 {
				t.Fatalf("got %v (total %d), want %v (total 5): open closing soonest first, then by registration end, latest first; never the draft %d",
					got, n, want, w.f.season.ID)
			}
			for _, l := range list {
				if want := l.Season.ID == w.open.ID || l.Season.ID == w.openLater.ID; l.Season.RegistrationOpenOn(l.Registration, w.today) != want {
					t.Errorf("season %s: open %v, want %v", l.Season.Name, !want, want)
				}
			}
		})
		t.Run("NotOfArchivedLofts", func(t *testing.T) {
			at := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
			mustNoErr(t, db.SetLoftArchived(ctx, w.f.loft.ID, &at))
			defer func() { mustNoErr(t, db.SetLoftArchived(ctx, w.f.loft.ID, nil)) }()
			for _, l := range must2(browse(t, core.SeasonBrowseFilter{})) {
				if l.Loft.ID == w.f.loft.ID {
					t.Fatalf("season %s of the archived loft is listed", l.Season.Name)
				}
			}
		})
		t.Run("Details", func(t *testing.T) {
			list, _ := browse(t, core.SeasonBrowseFilter{Limit: 1})
			l := list[0]
			if l.Loft.ID != w.f.loft.ID || l.Loft.Name != "Golden Gate" || l.Loft.Country != "DE" || len(l.Loft.Addresses) != 0 {
				t.Errorf("loft: got %+v", l.Loft)
			}
			if l.Registration == nil || l.Registration.StartsAt.String() != "2026-02-01" || l.Registration.EndsAt.String() != "2026-03-20" {
				t.Errorf("registration: got %+v", l.Registration)
			}
			if l.EntryFee == nil || l.EntryFee.ID != w.fee || l.EntryFee.Amount != 25000 || l.EntryFee.Currency != core.EUR ||
				l.EntryFee.PigeonsActive != 1 || l.EntryFee.PigeonsReserve != 0 {
				t.Errorf("entry fee: got %+v, want the first created of the cheapest, product %d", l.EntryFee, w.fee)
			}
			used, err := db.SeasonPlaces(ctx, w.open.ID, 0)
			mustNoErr(t, err)
			if l.Used != used || l.Used != (core.SeasonUsage{Active: 2, Reserve: 2}) {
				t.Errorf("used: got %+v, want %+v as SeasonPlaces counts (2+2, the cancelled order holds none)", l.Used, used)
			}
			if left, limited := l.Season.SpotsLeft(l.Used); !limited || left != 6 {
				t.Errorf("spots left: got %d (limited %v), want 6", left, limited)
			}
		})
		t.Run("WithoutEntryFeeOrOrders", func(t *testing.T) {
			list, _ := browse(t, core.SeasonBrowseFilter{Offset: 1, Limit: 1})
			l := list[0]
			if l.Season.ID != w.openLater.ID || l.EntryFee != nil || l.Used.Total() != 0 || l.Loft.Addresses[0].City != "Girona" {
				t.Errorf("got %+v with fee %+v, loft %+v: want no entry fee, no places used and the first address's city", l.Season, l.EntryFee, l.Loft.Addresses)
			}
			if _, limited := l.Season.SpotsLeft(l.Used); limited {
				t.Error("spots: got limited, want unlimited")
			}
			undated, _ := browse(t, core.SeasonBrowseFilter{Offset: 4, Limit: 25})
			if len(undated) != 1 || undated[0].Registration != nil {
				t.Errorf("got %+v, want the season without a registration due date", undated)
			}
		})
		t.Run("OpenOnly", func(t *testing.T) {
			list, n := browse(t, core.SeasonBrowseFilter{OpenOnly: true})
			if got, want := seasonIDs(list, listingSeason), ids(w.open, w.openLater); !slices.Equal(got, want) || n != 2 {
				t.Errorf("got %v (total %d), want %v", got, n, want)
			}
		})
		t.Run("Search", func(t *testing.T) {
			for _, tt := range []struct {
				name string
				f    core.SeasonBrowseFilter
				want []int64
			}{
				{"SeasonName", core.SeasonBrowseFilter{Search: "AUTUMN"}, ids(w.notYet)},
				{"LoftName", core.SeasonBrowseFilter{Search: "brava"}, ids(w.openLater, w.notYet)},
				{"AnyCity", core.SeasonBrowseFilter{Search: "palam"}, ids(w.openLater, w.notYet)},
				{"CountryCode", core.SeasonBrowseFilter{Search: "ES"}, ids(w.openLater, w.notYet)},
				{"CountryName", core.SeasonBrowseFilter{Search: "Spanien", Countries: []string{"ES"}}, ids(w.openLater, w.notYet)},
				{"CountryNameAndSeasonName", core.SeasonBrowseFilter{Search: "golden", Countries: []string{"ES"}}, ids(w.open, w.openLater, w.notYet, w.over, w.undated)},
				{"CountryFilter", core.SeasonBrowseFilter{Country: "es"}, ids(w.openLater, w.notYet)},
				{"CountryFilterAndOpen", core.SeasonBrowseFilter{Country: "ES", OpenOnly: true}, ids(w.openLater)},
				{"Nothing", core.SeasonBrowseFilter{Search: "atlantis"}, []int64{}},
				{"DraftNotFoundByName", core.SeasonBrowseFilter{Search: w.f.season.Name}, ids(w.open, w.openLater)},
			} {
				t.Run(tt.name, func(t *testing.T) {
					list, n := browse(t, tt.f)
					if got := seasonIDs(list, listingSeason); !slices.Equal(got, tt.want) || n != len(tt.want) {
						t.Errorf("got %v (total %d), want %v", got, n, tt.want)
					}
				})
			}
		})
		t.Run("Paging", func(t *testing.T) {
			list, n := browse(t, core.SeasonBrowseFilter{Offset: 2, Limit: 2})
			if got, want := seasonIDs(list, listingSeason), ids(w.notYet, w.over); !slices.Equal(got, want) || n != 5 {
				t.Errorf("got %v (total %d), want %v (total 5)", got, n, want)
			}
			list, n = browse(t, core.SeasonBrowseFilter{Offset: 25, Limit: 25})
			if len(list) != 0 || n != 5 {
				t.Errorf("beyond the end: got %d rows (total %d), want none (total 5)", len(list), n)
			}
		})
		t.Run("ClosesOnItsLastDay", func(t *testing.T) {
			list, _, err := db.BrowseSeasons(ctx, core.SeasonBrowseFilter{OpenOnly: true, Today: core.MustDate("2026-03-21")})
			mustNoErr(t, err)
			if got, want := seasonIDs(list, listingSeason), ids(w.openLater); !slices.Equal(got, want) {
				t.Errorf("the day after 03-20: got %v, want %v", got, want)
			}
		})
	})
}

func TestFindUserSeasons(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newBrowseWorld(t, db)
		list, err := db.FindUserSeasons(ctx, w.f.user.ID)
		mustNoErr(t, err)
		// over: two pigeons; open: an open order; openLater: a rejected order only (left out).
		got := seasonIDs(list, func(u *core.UserSeason) *core.Season { return u.Season })
		if want := []int64{w.open.ID, w.over.ID}; !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v (newest first)", got, want)
		}
		open, over := list[0], list[1]
		if open.Pigeons != 0 || open.Orders != 1 || open.LatestOrderID == nil || *open.LatestOrderID != w.pending {
			t.Errorf("open season: got %d pigeons, %d orders, latest %v; want 0, 1 and the pending order %d (not the newer cancelled one)",
				open.Pigeons, open.Orders, open.LatestOrderID, w.pending)
		}
		if over.Pigeons != 2 || over.Orders != 0 || over.LatestOrderID != nil {
			t.Errorf("over season: got %d pigeons, %d orders, latest %v; want 2, 0, none", over.Pigeons, over.Orders, over.LatestOrderID)
		}
		if open.Loft.Name != "Golden Gate" || open.Loft.Country != "DE" || open.Season.State != core.SeasonInProgress {
			t.Errorf("got loft %+v, season %+v", open.Loft, open.Season)
		}
		stranger, err := db.FindUserSeasons(ctx, w.stranger.ID)
		mustNoErr(t, err)
		if len(stranger) != 1 || stranger[0].Season.ID != w.notYet.ID || stranger[0].Loft.Addresses[0].City != "Girona" {
			t.Errorf("stranger: got %+v, want the season of their pigeon", stranger)
		}
		none, err := db.FindUserSeasons(ctx, 9999)
		mustNoErr(t, err)
		if len(none) != 0 {
			t.Errorf("unknown user: got %d seasons", len(none))
		}
	})
}

// must2 drops the second value of a pair.
func must2[A, B any](a A, _ B) A { return a }
