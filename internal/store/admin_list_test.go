package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestAdminRows(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		other := &core.Loft{Name: "Zeta Loft", Unit: core.Kilometre}
		mustNoErr(t, db.CreateLoft(ctx, other))
		otherSeason := &core.Season{LoftID: other.ID, Name: "Zeta 2026", Currency: core.EUR, State: core.SeasonDraft}
		mustNoErr(t, db.CreateSeason(ctx, otherSeason))
		zetaTeam := &core.Team{LoftID: other.ID, UserID: f.user.ID, Name: "Berg Zeta", Country: "NL"}
		mustNoErr(t, db.CreateTeam(ctx, zetaTeam))

		// A bird lost for good, one that came back, one never lost.
		lost := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen}
		back := &core.Pigeon{SeasonID: otherSeason.ID, TeamID: zetaTeam.ID, Ring: "NL-2026-0002", Sex: core.Cock}
		home := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0003", Sex: core.Cock}
		for _, p := range []*core.Pigeon{lost, back, home} {
			mustNoErr(t, db.CreatePigeon(ctx, p))
			mustNoErr(t, db.CreatePigeonStatus(ctx, &core.PigeonStatus{PigeonID: p.ID, Type: core.StatusActive}))
		}
		mustNoErr(t, db.CreatePigeonStatus(ctx, &core.PigeonStatus{PigeonID: lost.ID, Type: core.StatusLost}))
		mustNoErr(t, db.CreatePigeonStatus(ctx, &core.PigeonStatus{PigeonID: back.ID, Type: core.StatusLost}))
		mustNoErr(t, db.CreatePigeonStatus(ctx, &core.PigeonStatus{PigeonID: back.ID, Type: core.StatusInjured}))
		release := time.Date(2026, 6, 1, 7, 30, 0, 0, time.UTC)
		mustNoErr(t, db.CreateFlight(ctx, &core.Flight{SeasonID: f.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release,
			Distance: 200000, State: core.FlightComingSoon}))
		mustNoErr(t, db.CreateFlight(ctx, &core.Flight{SeasonID: otherSeason.ID, Name: "Final", Kind: core.FlightFinal,
			ReleaseTime: release.AddDate(0, 1, 0), Distance: 500000, State: core.FlightComingSoon}))
		mustNoErr(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: f.season.ID, Category: core.DueRegistration, Name: "Sign up",
			StartsAt: core.MustDate("2026-02-01"), EndsAt: core.MustDate("2026-03-31")}))
		mustNoErr(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: otherSeason.ID, Category: core.DuePayment, Name: "Pay",
			StartsAt: core.MustDate("2026-04-01"), EndsAt: core.MustDate("2026-04-30")}))

		day := func(s string) *core.Date { d := core.MustDate(s); return &d }
		for _, tt := range []struct {
			name   string
			filter core.AdminListFilter
			want   []string // titles in order
			total  int
		}{
			{"Lost", core.AdminListFilter{List: core.AdminLostPigeons}, []string{"DE-0123-26-0001"}, 1},
			{"Comeback", core.AdminListFilter{List: core.AdminComebackPigeons}, []string{"NL-2026-0002"}, 1},
			{"ComebackByStatus", core.AdminListFilter{List: core.AdminComebackPigeons, Status: "active"}, []string{}, 0},
			{"FlightsNewestFirst", core.AdminListFilter{List: core.AdminFlights}, []string{"Final", "Hot spot 1"}, 2},
			{"FlightsOfLoft", core.AdminListFilter{List: core.AdminFlights, LoftID: &f.loft.ID}, []string{"Hot spot 1"}, 1},
			{"FlightsOnDay", core.AdminListFilter{List: core.AdminFlights, From: day("2026-06-01"), To: day("2026-06-01")}, []string{"Hot spot 1"}, 1},
			{"TeamsSearch", core.AdminListFilter{List: core.AdminTeams, Search: " ZETA "}, []string{"Berg Zeta"}, 1},
			{"TeamsOfSeason", core.AdminListFilter{List: core.AdminTeams, SeasonID: &otherSeason.ID}, []string{"Berg Zeta"}, 1},
			{"CustomersPerLoft", core.AdminListFilter{List: core.AdminCustomers}, []string{"Anna Berg", "Anna Berg"}, 2},
			{"DueDatesRunning", core.AdminListFilter{List: core.AdminDueDates, From: day("2026-03-15"), To: day("2026-03-20")}, []string{"Sign up"}, 1},
			{"DueDatesByCategory", core.AdminListFilter{List: core.AdminDueDates, Status: "payment"}, []string{"Pay"}, 1},
			{"PagedLimit", core.AdminListFilter{List: core.AdminFlights, Limit: 1, Offset: 1}, []string{"Hot spot 1"}, 2},
			{"HostileSearch", core.AdminListFilter{List: core.AdminTeams, Search: "'; DROP TABLE teams; --"}, []string{}, 0},
		} {
			t.Run(tt.name, func(t *testing.T) {
				rows, n, err := db.FindAdminRows(ctx, tt.filter)
				mustNoErr(t, err)
				got := []string{}
				for _, r := range rows {
					got = append(got, r.Title)
				}
				if n != tt.total || len(got) != len(tt.want) {
					t.Fatalf("got %v (%d), want %v (%d)", got, n, tt.want, tt.total)
				}
				for i := range got {
					if got[i] != tt.want[i] {
						t.Fatalf("got %v, want %v", got, tt.want)
					}
				}
			})
		}
		rows, _, err := db.FindAdminRows(ctx, core.AdminListFilter{List: core.AdminComebackPigeons})
		mustNoErr(t, err)
		r := rows[0]
		if r.LoftName != "Zeta Loft" || r.Status != "injured" || len(r.History) != 3 || r.History[1].Status != "lost" {
			t.Fatalf("comeback: got %+v", r)
		}
		rows, _, err = db.FindAdminRows(ctx, core.AdminListFilter{List: core.AdminDueDates, Status: "registration"})
		mustNoErr(t, err)
		if rows[0].Day.String() != "2026-02-01" || rows[0].EndDay.String() != "2026-03-31" || rows[0].SeasonName != "2026" {
			t.Fatalf("due date: got %+v", rows[0])
		}
		// Every list runs on both engines, also the ones without rows here.
		for _, l := range core.AdminLists {
			if _, _, err := db.FindAdminRows(ctx, core.AdminListFilter{List: l, Search: "x", From: day("2026-01-01"), To: day("2026-12-31")}); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
		}
	})
}

func TestCatalogCategories(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		cs, err := db.FindCatalogCategories(ctx)
		mustNoErr(t, err)
		if len(cs) != 4 || cs[0].Name != "Entry fee" || cs[0].Names["de"] == "" || cs[3].Position != 4 {
			t.Fatalf("seeded: got %+v", cs)
		}
		c := &core.CatalogCategory{Name: "Young birds", Names: map[string]string{"de": "Jungtauben"}}
		mustNoErr(t, db.CreateCatalogCategory(ctx, c))
		if c.Position != 5 {
			t.Fatalf("position: got %d, want 5", c.Position)
		}
		p := &core.Product{SeasonID: f.season.ID, Category: core.ProductEntryFee, CatalogID: &c.ID, Name: "1 + 1", PigeonsActive: 1, Amount: 100}
		mustNoErr(t, db.CreateProduct(ctx, p))
		got, err := db.FindProductByID(ctx, p.ID)
		mustNoErr(t, err)
		if got.CatalogID == nil || *got.CatalogID != c.ID || got.Category != core.ProductEntryFee {
			t.Fatalf("product: got %+v", got)
		}
		c.Name, c.Names = "Youngsters", map[string]string{"fr": "Jeunes"}
		mustNoErr(t, db.UpdateCatalogCategory(ctx, c))
		mustNoErr(t, db.SetCatalogOrder(ctx, []int64{c.ID, 1, 2, 3, 4}))
		cs, _ = db.FindCatalogCategories(ctx)
		if cs[0].ID != c.ID || cs[0].Name != "Youngsters" || cs[0].Names["fr"] != "Jeunes" || cs[0].Names["de"] != "" || cs[0].Products != 1 {
			t.Fatalf("after update: got %+v", cs[0])
		}
		wantCode(t, db.DeleteCatalogCategory(ctx, c.ID), core.EINVALID) // a product uses it
		mustNoErr(t, db.DeleteProduct(ctx, p.ID))
		mustNoErr(t, db.DeleteCatalogCategory(ctx, c.ID))
		wantCode(t, db.DeleteCatalogCategory(ctx, c.ID), core.ENOTFOUND)
		wantCode(t, db.SetCatalogOrder(ctx, []int64{9999}), core.ENOTFOUND)
	})
}
