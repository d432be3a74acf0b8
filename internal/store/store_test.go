package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestUsers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		t.Run("NormalizedEmail", func(t *testing.T) {
			u, err := db.FindUserByEmail(ctx, "ANNA@example.org ")
			mustNoErr(t, err)
			if u.ID != f.user.ID || u.Email != "anna@example.org" || u.CreatedAt.IsZero() {
				t.Fatalf("got %+v", u)
			}
		})
		t.Run("ErrConflictEmail", func(t *testing.T) {
			err := db.CreateUser(ctx, &core.User{Email: "anna@example.org", FirstName: "A", LastName: "B"})
			wantCode(t, err, core.ECONFLICT)
		})
		t.Run("ErrNotFound", func(t *testing.T) {
			_, err := db.FindUserByID(ctx, 9999)
			wantCode(t, err, core.ENOTFOUND)
		})
		t.Run("Permissions", func(t *testing.T) {
			p := &core.Permission{UserID: f.user.ID, LoftID: f.loft.ID, IsMerchant: true, IsActive: true}
			mustNoErr(t, db.SetPermission(ctx, p))
			p2 := &core.Permission{UserID: f.user.ID, LoftID: f.loft.ID, IsAgent: true, IsActive: true}
			mustNoErr(t, db.SetPermission(ctx, p2))
			u, err := db.FindUserByID(ctx, f.user.ID)
			mustNoErr(t, err)
			if len(u.Permissions) != 1 || u.Permissions[0].IsMerchant || !u.Permissions[0].IsAgent {
				t.Fatalf("got %+v, want one agent permission", u.Permissions)
			}
			users, n, err := db.FindUsers(ctx, core.UserFilter{LoftID: &f.loft.ID})
			mustNoErr(t, err)
			if n != 1 || users[0].ID != f.user.ID {
				t.Fatalf("got %d users", n)
			}
		})
	})
}

func TestLofts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		mustNoErr(t, db.CreateLoftAddress(ctx, &core.LoftAddress{LoftID: f.loft.ID, City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763", Country: "DE", Latitude: 53.55, Longitude: 9.93}))
		mustNoErr(t, db.CreateLoftType(ctx, &core.LoftType{LoftID: f.loft.ID, Package: core.PackageBasic}))
		mustNoErr(t, db.CreateLoftType(ctx, &core.LoftType{LoftID: f.loft.ID, Package: core.PackagePremium}))
		mustNoErr(t, db.SetLoftTags(ctx, f.loft.ID, []string{"fci", "hotspots"}))
		mustNoErr(t, db.SetDisplayFields(ctx, f.loft.ID, core.DisplayFields{"results": {"speed": false}}))
		other := &core.Loft{Name: "Arizona Classic", Unit: core.Mile, Country: "US"}
		mustNoErr(t, db.CreateLoft(ctx, other))

		l, err := db.FindLoftByID(ctx, f.loft.ID)
		mustNoErr(t, err)
		if l.Package() != core.PackagePremium {
			t.Errorf("package: got %s, want premium (the latest history row)", l.Package())
		}
		if !l.HasTag("FCI") || len(l.Tags) != 2 {
			t.Errorf("tags: got %v", l.Tags)
		}
		if len(l.Addresses) != 1 || l.Addresses[0].Latitude != 53.55 {
			t.Errorf("addresses: got %+v", l.Addresses)
		}
		if l.DisplayFields.Complete()["results"]["speed"] || !l.DisplayFields.Complete()["results"]["rank"] {
			t.Errorf("display fields: got %v", l.DisplayFields)
		}
		if other, _ := db.FindLoftByID(ctx, other.ID); other.Package() != core.PackageLegacy {
			t.Errorf("loft without history: got %s, want legacy", other.Package())
		}

		for _, tt := range []struct {
			name   string
			filter core.LoftFilter
			want   []string
			total  int
		}{
			{"All", core.LoftFilter{}, []string{"Arizona Classic", "Golden Gate"}, 2},
			{"ByName", core.LoftFilter{Search: "gold"}, []string{"Golden Gate"}, 1},
			{"ByCity", core.LoftFilter{Search: "hamb"}, []string{"Golden Gate"}, 1},
			{"ByCountry", core.LoftFilter{Search: "us"}, []string{"Arizona Classic"}, 1},
			{"Paged", core.LoftFilter{Offset: 1, Limit: 1}, []string{"Golden Gate"}, 2},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, n, err := db.FindLofts(ctx, tt.filter)
				mustNoErr(t, err)
				if n != tt.total || len(got) != len(tt.want) {
					t.Fatalf("got %d/%d lofts, want %d/%d", len(got), n, len(tt.want), tt.total)
				}
				for i := range got {
					if got[i].Name != tt.want[i] {
						t.Errorf("got %s, want %s", got[i].Name, tt.want[i])
					}
				}
			})
		}
		_, err = db.FindLoftByID(ctx, 9999)
		wantCode(t, err, core.ENOTFOUND)
	})
}

func TestSeasonsAndDueDates(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		mustNoErr(t, db.UpdateSeasonState(ctx, &core.SeasonStatus{SeasonID: f.season.ID, State: core.SeasonInProgress, RegistrationOpen: true}))
		s, err := db.FindSeasonByID(ctx, f.season.ID)
		mustNoErr(t, err)
		if s.State != core.SeasonInProgress || !s.RegistrationOpen || *s.MaxPigeons != 100 || s.MaxActive != nil || *s.TotalSpots != 900 || s.RulesText != "Fly fair." {
			t.Fatalf("got %+v", s)
		}
		hist, err := db.FindSeasonStatuses(ctx, s.ID)
		mustNoErr(t, err)
		if len(hist) != 2 || hist[0].State != core.SeasonInProgress || hist[1].State != core.SeasonDraft {
			t.Fatalf("history: got %d rows", len(hist))
		}
		wantCode(t, db.UpdateSeasonState(ctx, &core.SeasonStatus{SeasonID: 9999, State: core.SeasonOver}), core.ENOTFOUND)

		pay := &core.DueDate{SeasonID: s.ID, Category: core.DuePayment, Name: "Payment", StartsAt: core.MustDate("2026-03-01"), EndsAt: core.MustDate("2026-05-31"), MaxDuration: ptr(10)}
		reg := &core.DueDate{SeasonID: s.ID, Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-03-31")}
		mustNoErr(t, db.CreateDueDate(ctx, pay))
		mustNoErr(t, db.CreateDueDate(ctx, reg))
		dup := *reg
		wantCode(t, db.CreateDueDate(ctx, &dup), core.ECONFLICT)
		dds, err := db.FindDueDates(ctx, s.ID)
		mustNoErr(t, err)
		if len(dds) != 2 || dds[0].Category != core.DueRegistration || dds[1].EndsAt.String() != "2026-05-31" || *dds[1].MaxDuration != 10 {
			t.Fatalf("due dates: got %+v %+v", dds[0], dds[1])
		}
		reg.EndsAt = core.MustDate("2026-04-15")
		mustNoErr(t, db.UpdateDueDate(ctx, reg))
		mustNoErr(t, db.DeleteDueDate(ctx, pay.ID))
		dds, _ = db.FindDueDates(ctx, s.ID)
		if len(dds) != 1 || dds[0].EndsAt.String() != "2026-04-15" {
			t.Fatalf("after update and delete: got %+v", dds)
		}
	})
}

func TestProducts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		start := core.MustDate("2026-01-01")
		fee := &core.Product{SeasonID: f.season.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 35000, PeriodStartsAt: &start}
		act := &core.Product{SeasonID: f.season.ID, Category: core.ProductFinalFlightActivation, Name: "Final", Amount: 10000, MaxQuantity: ptr(5)}
		mustNoErr(t, db.CreateProduct(ctx, act))
		mustNoErr(t, db.CreateProduct(ctx, fee))
		ps, err := db.FindProducts(ctx, core.ProductFilter{LoftID: &f.loft.ID})
		mustNoErr(t, err)
		if len(ps) != 2 || ps[0].ID != fee.ID || ps[0].Currency != core.EUR || ps[0].Amount != 35000 || ps[0].PeriodStartsAt.String() != "2026-01-01" || ps[0].MaxQuantity != nil {
			t.Fatalf("got %+v", ps[0])
		}
		cat := core.ProductFinalFlightActivation
		ps, _ = db.FindProducts(ctx, core.ProductFilter{SeasonID: &f.season.ID, Category: &cat})
		if len(ps) != 1 || *ps[0].MaxQuantity != 5 {
			t.Fatalf("by category: got %d", len(ps))
		}
		wantCode(t, db.CreateProduct(ctx, &core.Product{SeasonID: 9999, Category: core.ProductSale, Name: "x"}), core.EINVALID)
		_, err = db.FindProductByID(ctx, 9999)
		wantCode(t, err, core.ENOTFOUND)
	})
}

func TestTeamsAndPigeons(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		wantCode(t, db.CreateTeam(ctx, &core.Team{LoftID: f.loft.ID, UserID: f.user.ID, Name: "Team Berg", Country: "DE"}), core.ECONFLICT)
		p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-4567", Name: "Blue Bolt", Sex: core.Cock}
		mustNoErr(t, db.CreatePigeon(ctx, p))
		wantCode(t, db.CreatePigeon(ctx, &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: p.Ring, Sex: core.Hen}), core.ECONFLICT)
		p2 := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen, ChipRing: "CHIP-1"}
		mustNoErr(t, db.CreatePigeon(ctx, p2))

		for _, st := range []core.PigeonStatusType{core.StatusUnassigned, core.StatusReserve, core.StatusReserveActivationPending, core.StatusActivatedReserve} {
			mustNoErr(t, db.CreatePigeonStatus(ctx, &core.PigeonStatus{PigeonID: p.ID, Type: st}))
		}
		got, err := db.FindPigeonByID(ctx, p.ID)
		mustNoErr(t, err)
		if got.Health.Type != core.StatusActivatedReserve || got.Progressive.Type != core.StatusReserveActivationPending {
			t.Fatalf("latest: got health %v progressive %v", got.Health.Type, got.Progressive.Type)
		}
		if got.Team == nil || got.Team.Fancier != "Anna Berg" || !got.IsActive() {
			t.Fatalf("team: got %+v", got.Team)
		}
		hist, _ := db.FindPigeonStatuses(ctx, p.ID)
		if len(hist) != 4 || hist[0].Type != core.StatusActivatedReserve {
			t.Fatalf("history: got %d rows", len(hist))
		}
		if other, _ := db.FindPigeonByID(ctx, p2.ID); other.Health != nil || other.ChipRing != "CHIP-1" {
			t.Fatalf("pigeon without status: got %+v", other)
		}

		teams, n, err := db.FindTeams(ctx, core.TeamFilter{LoftID: &f.loft.ID, SeasonID: &f.season.ID, Search: "anna"})
		mustNoErr(t, err)
		if n != 1 || teams[0].PigeonsCount != 2 || teams[0].Fancier != "Anna Berg" {
			t.Fatalf("teams: got %d %+v", n, teams)
		}
		ps, n, err := db.FindPigeons(ctx, core.PigeonFilter{UserID: &f.user.ID, Limit: 1})
		mustNoErr(t, err)
		if n != 2 || len(ps) != 1 || ps[0].Ring != "DE-0123-26-0001" {
			t.Fatalf("pigeons by user: got %d", n)
		}
		if err := db.DeleteTeam(ctx, f.team.ID); core.ErrorCode(err) != core.EINVALID {
			t.Fatalf("delete team with pigeons: got %v, want invalid", err)
		}
		mustNoErr(t, db.DeletePigeon(ctx, p.ID))
		wantCode(t, db.DeletePigeon(ctx, p.ID), core.ENOTFOUND)
	})
}

func TestNews(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
		old := &core.News{LoftID: f.loft.ID, Title: "Intake open", Body: "b", PublishedAt: now.Add(-48 * time.Hour)}
		later := &core.News{LoftID: f.loft.ID, Title: "Final", Body: "b", PublishedAt: now.Add(48 * time.Hour)}
		mustNoErr(t, db.CreateNews(ctx, old))
		mustNoErr(t, db.CreateNews(ctx, later))
		mustNoErr(t, db.CreateFile(ctx, &core.File{FileableType: "news", FileableID: old.ID, FileType: "image", FileCategory: "news_attachment", Name: "a.jpg", Path: "news/a-full.jpg", MimeType: "image/jpeg", Size: 10}))
		ns, n, err := db.FindNews(ctx, core.NewsFilter{LoftID: &f.loft.ID, PublishedOnly: true, Now: now})
		mustNoErr(t, err)
		if n != 1 || ns[0].Title != "Intake open" || len(ns[0].Attachments) != 1 || !ns[0].PublishedAt.Equal(old.PublishedAt) {
			t.Fatalf("got %d %+v", n, ns)
		}
		ns, _, _ = db.FindNews(ctx, core.NewsFilter{LoftID: &f.loft.ID})
		if len(ns) != 2 || ns[0].Title != "Final" {
			t.Fatalf("all news newest first: got %+v", ns)
		}
	})
}

func TestInTxRollsBack(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		boom := errors.New("boom")
		err := db.InTx(ctx, func(ctx context.Context) error {
			if err := db.CreateLoft(ctx, &core.Loft{Name: "Gone", Unit: core.Kilometre}); err != nil {
				return err
			}
			return db.InTx(ctx, func(ctx context.Context) error { return boom })
		})
		if !errors.Is(err, boom) {
			t.Fatalf("got %v", err)
		}
		if _, n, _ := db.FindLofts(ctx, core.LoftFilter{}); n != 0 {
			t.Fatalf("got %d lofts after rollback, want 0", n)
		}
	})
}

func TestFavorites(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-4567", Name: "Blue Bolt", Sex: core.Cock}
		mustNoErr(t, db.CreatePigeon(ctx, p))
		for _, fav := range []*core.Favorite{
			{UserID: f.user.ID, Kind: core.FavoriteLoft, TargetID: f.loft.ID},
			{UserID: f.user.ID, Kind: core.FavoriteTeam, TargetID: f.team.ID},
			{UserID: f.user.ID, Kind: core.FavoritePigeon, TargetID: p.ID},
			{UserID: f.user.ID, Kind: core.FavoritePigeon, TargetID: p.ID}, // again: no error, no second row
		} {
			mustNoErr(t, db.AddFavorite(ctx, fav))
		}
		favs, err := db.FindFavorites(ctx, f.user.ID)
		mustNoErr(t, err)
		if len(favs) != 3 {
			t.Fatalf("got %d favourites, want 3", len(favs))
		}
		labels := map[core.FavoriteKind]string{}
		for _, fv := range favs {
			labels[fv.Kind] = fv.Label
			if fv.LoftID != f.loft.ID {
				t.Errorf("%s: loft %d, want %d", fv.Kind, fv.LoftID, f.loft.ID)
			}
		}
		if labels[core.FavoriteLoft] != "Golden Gate" || labels[core.FavoriteTeam] != "Team Berg" || labels[core.FavoritePigeon] != "DE-0123-26-4567 Blue Bolt" {
			t.Errorf("labels: got %v", labels)
		}
		mustNoErr(t, db.RemoveFavorite(ctx, f.user.ID, core.FavoriteTeam, f.team.ID))
		wantCode(t, db.RemoveFavorite(ctx, f.user.ID, core.FavoriteTeam, f.team.ID), core.ENOTFOUND)
		if favs, _ := db.FindFavorites(ctx, f.user.ID); len(favs) != 2 {
			t.Fatalf("after remove: got %d", len(favs))
		}
	})
}

func TestPruneSignInRecords(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		now := time.Now().UTC()
		old, fresh := now.Add(-48*time.Hour), now.Add(time.Hour)
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "r-old", Kind: core.TokenRefresh, UserID: f.user.ID, ClientID: "web", AuthTime: old, ExpiresAt: old, TokenHash: "h1"}))
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "a-old", Kind: core.TokenAccess, UserID: f.user.ID, ClientID: "web", AuthTime: old, ExpiresAt: old, RefreshTokenID: "r-old"}))
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "a-new", Kind: core.TokenAccess, UserID: f.user.ID, ClientID: "web", AuthTime: now, ExpiresAt: fresh}))
		mustNoErr(t, db.CreateUserToken(ctx, &core.UserToken{Hash: "u-old", UserID: f.user.ID, Purpose: core.PurposePasswordReset, ExpiresAt: old}))
		mustNoErr(t, db.RecordLoginFailure(ctx, []string{"account:x", "address:y"}, old))
		mustNoErr(t, db.RecordLoginFailure(ctx, []string{"account:x"}, now))
		n, err := db.PruneSignInRecords(ctx, now.Add(-24*time.Hour))
		mustNoErr(t, err)
		if n != 5 {
			t.Fatalf("pruned %d rows, want 5", n)
		}
		if _, err := db.FindToken(ctx, "a-new"); err != nil {
			t.Fatal("a live token was pruned")
		}
		if c, _ := db.CountLoginFailures(ctx, "account:x", old.Add(-time.Hour)); c != 1 {
			t.Fatalf("recent failures: got %d, want 1", c)
		}
		if last, err := db.LastLoginFailure(ctx, "account:x"); err != nil || last.Sub(now).Abs() > time.Millisecond {
			t.Fatalf("last failure: %v %v, want %v", last, err, now)
		}
		if last, err := db.LastLoginFailure(ctx, "account:nobody"); err != nil || !last.IsZero() {
			t.Fatalf("last failure of a key without any: %v %v", last, err)
		}
	})
}

func TestAuditEntries(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		for _, e := range []*core.AuditEntry{
			{Entity: "loft", EntityID: f.loft.ID, Action: "update", Detail: `{"name":["A","B"]}`, CreatedBy: &f.user.ID},
			{Entity: "loft", EntityID: f.loft.ID, Action: "archive"},
			{Entity: "season", EntityID: f.loft.ID, Action: "update"},
		} {
			mustNoErr(t, db.CreateAuditEntry(ctx, e))
		}
		got, err := db.FindAuditEntries(ctx, "loft", f.loft.ID)
		mustNoErr(t, err)
		if len(got) != 2 || got[0].Action != "archive" || got[0].Detail != "{}" || got[1].Detail != `{"name":["A","B"]}` ||
			*got[1].CreatedBy != f.user.ID || got[0].CreatedBy != nil || got[1].CreatedAt.IsZero() {
			t.Fatalf("got %+v", got)
		}
	})
}
