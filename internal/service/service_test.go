package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// world is a loft with a merchant, a season, a fancier's team and a pigeon.
type world struct {
	svc      *service.Service
	db       *store.DB
	loft     *core.Loft
	season   *core.Season
	merchant *core.User
	fancier  *core.User
	team     *core.Team
	pigeon   *core.Pigeon
}

var fixedNow = time.Date(2026, 2, 10, 9, 0, 0, 0, time.UTC)

// with returns another instance of the use cases over the world's store and
// clock, made with the outside services of d.
func (w *world) with(d service.Deps) *service.Service {
	d.Store, d.Clock = w.db, func() time.Time { return fixedNow }
	return service.New(d)
}

func newWorld(t *testing.T, db *store.DB) *world {
	t.Helper()
	sys := core.SystemContext(context.Background())
	w := &world{db: db, svc: service.New(service.Deps{Store: db, Clock: func() time.Time { return fixedNow }})}
	w.loft = &core.Loft{Name: "Sunrise", Unit: core.Kilometre, Country: "de", Type: &core.LoftType{Package: core.PackageBasic},
		Addresses: []*core.LoftAddress{{City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028"}}}
	must(t, w.svc.Lofts.CreateLoft(sys, w.loft))
	w.merchant = &core.User{Email: "m@example.org", FirstName: "Max", LastName: "Merchant"}
	w.fancier = &core.User{Email: "f@example.org", FirstName: "Fay", LastName: "Fancier"}
	must(t, w.svc.Users.CreateUser(sys, w.merchant))
	must(t, w.svc.Users.CreateUser(sys, w.fancier))
	must(t, w.svc.Lofts.SetPermission(sys, &core.Permission{UserID: w.merchant.ID, LoftID: w.loft.ID, IsMerchant: true, IsActive: true}))
	w.merchant, _ = db.FindUserByID(sys, w.merchant.ID)
	w.season = &core.Season{LoftID: w.loft.ID, Name: "2026", Currency: core.EUR}
	must(t, w.svc.Seasons.CreateSeason(w.as(w.merchant), w.season))
	w.team = &core.Team{LoftID: w.loft.ID, Name: "Team Fay", Country: "nl"}
	must(t, w.svc.Fanciers.CreateTeam(w.as(w.fancier), w.team))
	w.pigeon = &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: "nl 2026 1234567", Sex: core.Hen}
	must(t, w.svc.Pigeons.CreatePigeon(w.as(w.merchant), w.pigeon, core.StatusUnassigned))
	return w
}

func (w *world) as(u *core.User) context.Context {
	return core.WithActor(context.Background(), core.Actor{User: u})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantErr(t *testing.T, err error, code, msg string) {
	t.Helper()
	if core.ErrorCode(err) != code || (msg != "" && core.ErrorMessage(err) != msg) {
		t.Fatalf("got %v (%q), want %s %q", core.ErrorCode(err), core.ErrorMessage(err), code, msg)
	}
}

func TestCreateLoft(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		if w.loft.Country != "DE" || w.loft.Package() != core.PackageBasic {
			t.Errorf("got %+v", w.loft)
		}
		for _, tt := range []struct {
			name string
			ctx  context.Context
			loft *core.Loft
			code string
		}{
			{"ErrVisitor", context.Background(), &core.Loft{Name: "X", Unit: core.Mile}, core.EUNAUTHORIZED},
			{"ErrMerchantIsNotAdmin", w.as(w.merchant), &core.Loft{Name: "X", Unit: core.Mile}, core.EFORBIDDEN},
			{"ErrUnit", core.SystemContext(context.Background()), &core.Loft{Name: "X", Unit: "furlong"}, core.EINVALID},
			{"ErrAddress", core.SystemContext(context.Background()), &core.Loft{Name: "X", Unit: core.Mile,
				Addresses: []*core.LoftAddress{{City: "Phoenix", Street: "", Zipcode: "85001"}}}, core.EINVALID},
			{"ErrDisplayField", core.SystemContext(context.Background()), &core.Loft{Name: "X", Unit: core.Mile,
				DisplayFields: core.DisplayFields{"results": {"weather": true}}}, core.EINVALID},
		} {
			t.Run(tt.name, func(t *testing.T) {
				wantErr(t, w.svc.Lofts.CreateLoft(tt.ctx, tt.loft), tt.code, "")
				if _, n, _ := db.FindLofts(context.Background(), core.LoftFilter{}); n != 1 {
					t.Fatalf("got %d lofts, want the refused one not stored", n)
				}
			})
		}
		must(t, w.svc.Lofts.ChangeLoftPackage(core.SystemContext(context.Background()), w.loft.ID, core.PackagePremium))
		l, _ := w.svc.Lofts.FindLoft(context.Background(), w.loft.ID)
		if l.Package() != core.PackagePremium {
			t.Errorf("package: got %s", l.Package())
		}
	})
}

func TestSeasonRegistrationNeedsEntryFee(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		ctx := w.as(w.merchant)
		_, err := w.svc.Seasons.ChangeSeasonState(ctx, w.season.ID, core.SeasonInProgress, true)
		wantErr(t, err, core.EINVALID, core.MsgEntryFeeNeeded)
		must(t, w.svc.Seasons.CreateProduct(ctx, &core.Product{SeasonID: w.season.ID, Category: core.ProductSale, Name: "Sale", Amount: 100}))
		_, err = w.svc.Seasons.ChangeSeasonState(ctx, w.season.ID, core.SeasonInProgress, true)
		wantErr(t, err, core.EINVALID, core.MsgEntryFeeNeeded)
		must(t, w.svc.Seasons.CreateProduct(ctx, &core.Product{SeasonID: w.season.ID, Category: core.ProductEntryFee, Name: "1", PigeonsActive: 1, Amount: 25000}))
		s, err := w.svc.Seasons.ChangeSeasonState(ctx, w.season.ID, core.SeasonInProgress, true)
		must(t, err)
		if !s.RegistrationOpen || s.State != core.SeasonInProgress {
			t.Fatalf("got %+v", s)
		}
		hist, _ := db.FindSeasonStatuses(ctx, w.season.ID)
		if len(hist) != 2 || hist[0].CreatedBy == nil || *hist[0].CreatedBy != w.merchant.ID {
			t.Fatalf("history: got %d rows, want 2 with the merchant as author", len(hist))
		}
		_, err = w.svc.Seasons.ChangeSeasonState(w.as(w.fancier), w.season.ID, core.SeasonOver, false)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = w.svc.Seasons.ChangeSeasonState(ctx, 999, core.SeasonOver, false)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

func TestSaveDueDate(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		ctx := w.as(w.merchant)
		reg := &core.DueDate{SeasonID: w.season.ID, Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-03-31")}
		must(t, saveDueDate(w.svc, ctx, reg))
		bad := &core.DueDate{SeasonID: w.season.ID, Category: core.DuePayment, Name: "Payment", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-04-01")}
		wantErr(t, saveDueDate(w.svc, ctx, bad), core.EINVALID, core.MsgDateRange)
		if dds, _ := w.svc.Seasons.FindDueDates(ctx, w.season.ID); len(dds) != 1 {
			t.Fatalf("got %d due dates after a refused one, want 1", len(dds))
		}
		bad.EndsAt = core.MustDate("2026-04-02")
		must(t, saveDueDate(w.svc, ctx, bad))
		// Moving registration's end later now breaks payment's 2-day margin.
		moved := *reg
		moved.EndsAt = core.MustDate("2026-04-01")
		wantErr(t, saveDueDate(w.svc, ctx, &moved), core.EINVALID, core.MsgDateRange)
		moved.EndsAt = core.MustDate("2026-03-30")
		must(t, saveDueDate(w.svc, ctx, &moved))
		dup := &core.DueDate{SeasonID: w.season.ID, Category: core.DueRegistration, Name: "Again", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-01-02")}
		wantErr(t, saveDueDate(w.svc, ctx, dup), core.ECONFLICT, core.MsgAlreadyExists)
		wantErr(t, saveDueDate(w.svc, ctx, &core.DueDate{ID: 999, SeasonID: w.season.ID, Category: core.DuePigeonSale, Name: "x",
			StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-01-02")}), core.ENOTFOUND, "")
		wantErr(t, saveDueDate(w.svc, w.as(w.fancier), &core.DueDate{SeasonID: w.season.ID, Category: core.DuePigeonSale, Name: "x",
			StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-01-02")}), core.EFORBIDDEN, "")
	})
}

func TestPigeonStatuses(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		if w.pigeon.Ring != "NL-2026-1234567" {
			t.Errorf("ring: got %q, want it normalized", w.pigeon.Ring)
		}
		ctx := w.as(w.merchant)
		_, err := w.svc.Pigeons.AddPigeonStatus(ctx, w.pigeon.ID, core.StatusUnassigned, "")
		wantErr(t, err, core.EINVALID, core.MsgSameStatus)
		st, err := w.svc.Pigeons.AddPigeonStatus(ctx, w.pigeon.ID, core.StatusReserve, "arrived")
		must(t, err)
		if st.Type != core.StatusReserve || !st.CreatedAt.Equal(fixedNow) || *st.CreatedBy != w.merchant.ID {
			t.Fatalf("got %+v", st)
		}
		_, err = w.svc.Pigeons.AddPigeonStatus(ctx, w.pigeon.ID, core.StatusReserveActivationPending, "")
		must(t, err)
		// A progressive status does not count as the latest health status.
		_, err = w.svc.Pigeons.AddPigeonStatus(ctx, w.pigeon.ID, core.StatusActivatedReserve, "")
		must(t, err)
		_, err = w.svc.Pigeons.AddPigeonStatus(w.as(w.fancier), w.pigeon.ID, core.StatusLost, "")
		wantErr(t, err, core.EFORBIDDEN, "")
		p, err := w.svc.Pigeons.FindPigeon(ctx, w.pigeon.ID)
		must(t, err)
		if len(p.Statuses) != 4 || !p.IsActive() || p.Progressive.Type != core.StatusReserveActivationPending {
			t.Fatalf("got %d statuses, health %v", len(p.Statuses), p.Health.Type)
		}
		hist := &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: "NL-2026-77"}
		must(t, w.svc.Pigeons.CreatePigeon(ctx, hist, core.StatusUnassigned))
		must(t, w.svc.Pigeons.AddPigeonHistory(ctx, hist, core.StatusAssigned, core.StatusReserve, core.StatusReserveActivationPending))
		wantErr(t, w.svc.Pigeons.AddPigeonHistory(ctx, hist, core.StatusActive, core.StatusActive), core.EINVALID, core.MsgSameStatus)
		wantErr(t, w.svc.Pigeons.AddPigeonHistory(w.as(w.fancier), hist, core.StatusLost), core.EFORBIDDEN, "")
		if got, _ := w.svc.Pigeons.FindPigeon(ctx, hist.ID); len(got.Statuses) != 4 || got.Health.Type != core.StatusReserve {
			t.Fatalf("history: %d rows, latest %v (a refused call must add nothing)", len(got.Statuses), got.Health.Type)
		}
		err = w.svc.Pigeons.CreatePigeon(ctx, &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: "NL-2026-1234567"}, core.StatusActive)
		wantErr(t, err, core.ECONFLICT, core.MsgAlreadyExists)
		err = w.svc.Pigeons.CreatePigeon(ctx, &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: "NL-2026-7"}, core.StatusActivatedFinalFlight)
		wantErr(t, err, core.EINVALID, "")
	})
}

func TestTeams(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		if w.team.UserID != w.fancier.ID || w.team.Country != "NL" {
			t.Fatalf("got %+v", w.team)
		}
		other := &core.Team{LoftID: w.loft.ID, UserID: w.merchant.ID, Name: "Not mine", Country: "DE"}
		wantErr(t, w.svc.Fanciers.CreateTeam(w.as(w.fancier), other), core.EFORBIDDEN, "")
		wantErr(t, w.svc.Fanciers.DeleteTeam(w.as(w.fancier), w.team.ID), core.EINVALID, "A team with pigeons cannot be deleted.")
		// The loft is basic: its merchant may manage fanciers' teams; a legacy loft's may not.
		must(t, w.svc.Fanciers.CreateTeam(w.as(w.merchant), &core.Team{LoftID: w.loft.ID, UserID: w.fancier.ID, Name: "By staff", Country: "NL"}))
		must(t, w.svc.Lofts.ChangeLoftPackage(core.SystemContext(context.Background()), w.loft.ID, core.PackageLegacy))
		wantErr(t, w.svc.Fanciers.CreateTeam(w.as(w.merchant), &core.Team{LoftID: w.loft.ID, UserID: w.fancier.ID, Name: "Legacy", Country: "NL"}),
			core.EFORBIDDEN, "Fancier management needs a basic or premium package.")
		must(t, w.svc.Fanciers.CreateTeam(w.as(w.fancier), &core.Team{LoftID: w.loft.ID, Name: "Own team", Country: "NL"}))
		empty := &core.Team{LoftID: w.loft.ID, Name: "Empty", Country: "NL"}
		must(t, w.svc.Fanciers.CreateTeam(w.as(w.fancier), empty))
		must(t, w.svc.Fanciers.DeleteTeam(w.as(w.fancier), empty.ID))
		_, err := w.svc.Fanciers.FindTeam(context.Background(), w.loft.ID+1, w.team.ID)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

func TestLastMerchantRemains(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		ctx := w.as(w.merchant)
		demote := &core.Permission{UserID: w.merchant.ID, LoftID: w.loft.ID, IsAgent: true, IsActive: true}
		wantErr(t, w.svc.Lofts.SetPermission(ctx, demote), core.EINVALID, "At least one active merchant must remain in a loft.")
		// Merchants add staff by e-mail (AddStaff); set up a second merchant directly.
		must(t, w.svc.Lofts.SetPermission(core.SystemContext(ctx), &core.Permission{UserID: w.fancier.ID, LoftID: w.loft.ID, IsMerchant: true, IsActive: true}))
		must(t, w.svc.Lofts.SetPermission(ctx, demote))
		fancier, _ := db.FindUserByID(ctx, w.fancier.ID) // now the only merchant
		wantErr(t, w.svc.Lofts.SetPermission(w.as(fancier), &core.Permission{UserID: w.fancier.ID, LoftID: w.loft.ID, IsActive: false, IsMerchant: true}),
			core.EINVALID, "At least one active merchant must remain in a loft.")
	})
}

func TestCreateUser(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		wantErr(t, w.svc.Users.CreateUser(context.Background(), &core.User{Email: "F@example.org", FirstName: "A", LastName: "B"}),
			core.EINVALID, "The email has already been taken.")
		wantErr(t, w.svc.Users.CreateUser(context.Background(), &core.User{Email: "new@example.org", FirstName: "A", LastName: "B", AdminLevel: 1}),
			core.EUNAUTHORIZED, "")
		wantErr(t, w.svc.Users.CreateUser(context.Background(), &core.User{Email: "new@example", FirstName: "A", LastName: "B"}),
			core.EINVALID, "The email must be a valid email address.")
		wantErr(t, w.svc.Users.CreateUser(context.Background(), &core.User{Email: "new@example.org", FirstName: "A", LastName: "B", Language: "xx"}),
			core.EINVALID, "The selected language is invalid.")
	})
}

func TestNewsPublication(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		ctx := w.as(w.merchant)
		must(t, w.svc.News.CreateNews(ctx, &core.News{LoftID: w.loft.ID, Title: "Now", Body: "b", PublishedAt: fixedNow.Add(-time.Minute)}))
		later := &core.News{LoftID: w.loft.ID, Title: "Later", Body: "b", PublishedAt: fixedNow.Add(time.Hour)}
		must(t, w.svc.News.CreateNews(ctx, later))
		ns, n, err := w.svc.News.FindPublishedNews(context.Background(), w.loft.ID, core.Page{})
		must(t, err)
		if n != 1 || ns[0].Title != "Now" {
			t.Fatalf("got %d", n)
		}
		_, err = w.svc.News.FindNewsArticle(context.Background(), later.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		wantErr(t, w.svc.News.CreateNews(w.as(w.fancier), &core.News{LoftID: w.loft.ID, Title: "x", Body: "b", PublishedAt: fixedNow}), core.EFORBIDDEN, "")
		wantErr(t, w.svc.News.CreateNews(ctx, &core.News{LoftID: w.loft.ID, Body: "b", PublishedAt: fixedNow}), core.EINVALID, "The title field is required.")
	})
}

func ptr[T any](v T) *T { return &v }

// saveDueDate saves d and keeps only the error, for tests of the rules.
func saveDueDate(svc *service.Service, ctx context.Context, d *core.DueDate) error {
	_, err := svc.Seasons.SaveDueDate(ctx, d)
	return err
}

func TestCreationsAreAudited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		for _, tt := range []struct {
			entity string
			id     int64
			by     *int64
		}{
			{"loft", w.loft.ID, nil}, // by the system
			{"season", w.season.ID, &w.merchant.ID},
		} {
			got, err := db.FindAuditEntries(context.Background(), tt.entity, tt.id)
			must(t, err)
			// The first entry is the creation (a loft's staff changes follow it).
			if len(got) == 0 || got[len(got)-1].Action != "create" || (got[len(got)-1].CreatedBy == nil) != (tt.by == nil) ||
				tt.by != nil && *got[len(got)-1].CreatedBy != *tt.by {
				t.Errorf("%s: got %+v, want a create by %v first", tt.entity, got, tt.by)
			}
		}
	})
}
