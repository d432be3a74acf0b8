package service_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// seasonAdmins adds to the world a user with the extended season permission
// (and no loft permission) and a merchant of another loft.
type seasonAdmins struct {
	*world
	seasonAdmin, otherMerchant *core.User
	otherLoft                  *core.Loft
}

func newSeasonAdmins(t *testing.T, db *store.DB) *seasonAdmins {
	t.Helper()
	w := newWorld(t, db)
	sys := core.SystemContext(context.Background())
	s := &seasonAdmins{world: w, seasonAdmin: &core.User{Email: "sa@example.org", FirstName: "Sue", LastName: "Seasons", SeasonAdmin: true},
		otherMerchant: &core.User{Email: "om@example.org", FirstName: "Otto", LastName: "Other"}, otherLoft: &core.Loft{Name: "Other", Unit: core.Mile}}
	must(t, w.svc.Users.CreateUser(sys, s.seasonAdmin))
	must(t, w.svc.Users.CreateUser(sys, s.otherMerchant))
	must(t, w.svc.Lofts.CreateLoft(sys, s.otherLoft))
	must(t, w.svc.Lofts.SetPermission(sys, &core.Permission{UserID: s.otherMerchant.ID, LoftID: s.otherLoft.ID, IsMerchant: true, IsActive: true}))
	s.otherMerchant, _ = db.FindUserByID(sys, s.otherMerchant.ID)
	return s
}

func auditOf(t *testing.T, db *store.DB, seasonID int64) []*core.AuditEntry {
	t.Helper()
	got, err := db.FindAuditEntries(context.Background(), "season", seasonID)
	must(t, err)
	return got
}

func TestUpdateSeason(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newSeasonAdmins(t, db)
		ctx := s.as(s.seasonAdmin)
		must(t, saveDueDate(s.svc, s.as(s.merchant), &core.DueDate{SeasonID: s.season.ID, Category: core.DuePayment, Name: "Payment",
			StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-04-30"), MaxDuration: ptr(10)}))
		next := func() *core.Season {
			return &core.Season{Name: "2026 Summer", Currency: core.EUR, MaxPigeons: ptr(10), MaxActive: ptr(6), MaxReserve: ptr(4), TotalSpots: ptr(800), RulesText: "Fly fair."}
		}
		got, err := s.svc.Seasons.UpdateSeason(ctx, s.season.ID, next(), ptr(5))
		must(t, err)
		if got.Name != "2026 Summer" || got.LoftID != s.loft.ID || got.State != core.SeasonDraft {
			t.Fatalf("got %+v", got)
		}
		stored, _ := db.FindSeasonByID(ctx, s.season.ID)
		if *stored.TotalSpots != 800 || *stored.MaxActive != 6 || stored.RulesText != "Fly fair." {
			t.Errorf("stored: got %+v", stored)
		}
		if dds, _ := db.FindDueDates(ctx, s.season.ID); *dds[0].MaxDuration != 5 {
			t.Errorf("payment working days: got %d, want 5 on the payment due date", *dds[0].MaxDuration)
		}
		entries := auditOf(t, db, s.season.ID)
		if entries[0].Action != "update" || *entries[0].CreatedBy != s.seasonAdmin.ID {
			t.Fatalf("audit: got %+v, want an update by the season admin first", entries[0])
		}
		var detail map[string][2]any
		must(t, json.Unmarshal([]byte(entries[0].Detail), &detail))
		if detail["name"] != [2]any{"2026", "2026 Summer"} || detail["payment_days"] != [2]any{10.0, 5.0} || detail["total_spots"] != [2]any{nil, 800.0} ||
			len(detail) != 7 {
			t.Errorf("audit detail: got %v, want name, payment_days, the four limits and rules_text with old and new values", detail)
		}

		// Nothing changed: nothing recorded.
		n := len(auditOf(t, db, s.season.ID))
		_, err = s.svc.Seasons.UpdateSeason(s.as(s.merchant), s.season.ID, next(), ptr(5))
		must(t, err)
		if len(auditOf(t, db, s.season.ID)) != n {
			t.Error("an edit that changed nothing was recorded")
		}
	})
}

// A refused edit changes nothing: not the season, not the payment due date,
// not the audit log.
func TestUpdateSeasonRefusedChangesNothing(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db) // registration open, payment due date with 3 working days
		_, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		before, _ := db.FindSeasonByID(context.Background(), s.season.ID)
		auditBefore := len(auditOf(t, db, s.season.ID))
		for _, tt := range []struct {
			name  string
			ctx   context.Context
			next  core.Season
			days  *int
			code  string
			field string
		}{
			{"ErrCurrencyWithOrders", s.as(s.merchant), core.Season{Name: "Renamed", Currency: core.USD}, ptr(7), core.ECONFLICT, "currency"},
			{"ErrNameBlank", s.as(s.merchant), core.Season{Name: " ", Currency: core.EUR}, ptr(7), core.EINVALID, "name"},
			{"ErrLimitNegative", s.as(s.merchant), core.Season{Name: "Renamed", Currency: core.EUR, TotalSpots: ptr(-1)}, ptr(7), core.EINVALID, "total_spots"},
			{"ErrPaymentDaysRange", s.as(s.merchant), core.Season{Name: "Renamed", Currency: core.EUR}, ptr(400), core.EINVALID, "payment_days"},
			{"ErrFancier", s.as(s.fancier), core.Season{Name: "Renamed", Currency: core.EUR}, ptr(7), core.EFORBIDDEN, ""},
			{"ErrVisitor", context.Background(), core.Season{Name: "Renamed", Currency: core.EUR}, ptr(7), core.EUNAUTHORIZED, ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				next := tt.next
				_, err := s.svc.Seasons.UpdateSeason(tt.ctx, s.season.ID, &next, tt.days)
				wantErr(t, err, tt.code, "")
				if tt.field != "" && len(err.(*core.Error).Fields[tt.field]) == 0 {
					t.Errorf("fields: got %v, want a message for %s", err.(*core.Error).Fields, tt.field)
				}
				after, _ := db.FindSeasonByID(context.Background(), s.season.ID)
				if after.Name != before.Name || after.Currency != before.Currency || (after.TotalSpots == nil) != (before.TotalSpots == nil) {
					t.Errorf("season: got %+v, want %+v", after, before)
				}
				if dds, _ := db.FindDueDates(context.Background(), s.season.ID); *dds[1].MaxDuration != 3 {
					t.Errorf("payment working days: got %d, want 3", *dds[1].MaxDuration)
				}
				if n := len(auditOf(t, db, s.season.ID)); n != auditBefore {
					t.Errorf("audit: got %d entries, want %d", n, auditBefore)
				}
			})
		}
		// Without a payment due date there are no payment working days to set.
		w := newSeasonAdmins(t, testutil.MustOpenDB(t, db.Engine))
		_, err = w.svc.Seasons.UpdateSeason(w.as(w.merchant), w.season.ID, &core.Season{Name: "2026", Currency: core.EUR}, ptr(5))
		wantErr(t, err, core.EINVALID, core.MsgPaymentDaysNoDueDate)
	})
}

func TestSeasonManagers(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newSeasonAdmins(t, db)
		// A season admin who is no merchant does what a merchant does with seasons.
		sa := s.as(s.seasonAdmin)
		created := &core.Season{LoftID: s.loft.ID, Name: "2027", Currency: core.USD}
		must(t, s.svc.Seasons.CreateSeason(sa, created))
		fee := &core.Product{SeasonID: created.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
		must(t, s.svc.Seasons.CreateProduct(sa, fee))
		must(t, saveDueDate(s.svc, sa, &core.DueDate{SeasonID: created.ID, Category: core.DueRegistration, Name: "Registration",
			StartsAt: core.MustDate("2027-01-01"), EndsAt: core.MustDate("2027-03-31")}))
		_, err := s.svc.Seasons.ChangeSeasonState(sa, created.ID, core.SeasonInProgress, true)
		must(t, err)

		// A merchant of another loft does none of it.
		om := s.as(s.otherMerchant)
		wantErr(t, s.svc.Seasons.CreateSeason(om, &core.Season{LoftID: s.loft.ID, Name: "x", Currency: core.EUR}), core.EFORBIDDEN, "")
		wantErr(t, s.svc.Seasons.CreateProduct(om, &core.Product{SeasonID: created.ID, Category: core.ProductSale, Name: "x"}), core.EFORBIDDEN, "")
		_, err = s.svc.Seasons.ChangeSeasonState(om, created.ID, core.SeasonOver, false)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = s.svc.Seasons.FindSeasonAdmin(om, created.ID)
		wantErr(t, err, core.EFORBIDDEN, "")

		// Lists: everything for the season admin, their lofts' for merchants, refused for a fancier.
		for _, tt := range []struct {
			name string
			ctx  context.Context
			want int
			code string
		}{
			{"SeasonAdmin", sa, 2, ""},
			{"Merchant", s.as(s.merchant), 2, ""},
			{"OtherMerchant", om, 0, ""},
			{"ErrFancier", s.as(s.fancier), 0, core.EFORBIDDEN},
		} {
			t.Run(tt.name, func(t *testing.T) {
				got, n, err := s.svc.Seasons.FindManagedSeasons(tt.ctx, core.SeasonSummaryFilter{}, core.Page{})
				wantErr(t, err, tt.code, "")
				if n != tt.want || len(got) != tt.want {
					t.Errorf("got %d seasons (total %d), want %d", len(got), n, tt.want)
				}
			})
		}

		// Due date and product writes are audited on the season.
		d, err := s.svc.Seasons.FindSeasonAdmin(sa, created.ID)
		must(t, err)
		var actions []string
		for _, e := range d.Audit {
			actions = append(actions, e.Action)
		}
		if len(actions) != 3 || actions[0] != "create_due_date" || actions[1] != "create_product" || actions[2] != "create" {
			t.Errorf("audit: got %v, want create_due_date, create_product, create (newest first)", actions)
		}
		if first := d.Statuses[len(d.Statuses)-1]; first.CreatedBy == nil || *first.CreatedBy != s.seasonAdmin.ID {
			t.Errorf("first state: got author %v, want the season admin who created the season", first.CreatedBy)
		}
		if len(d.Statuses) != 2 || d.Authors[s.seasonAdmin.ID] == nil || d.Summary.LoftName != s.loft.Name || len(d.Products) != 1 || len(d.DueDates) != 1 {
			t.Errorf("detail: got %+v", d)
		}
		fee.Amount = 45000
		must(t, s.svc.Seasons.UpdateProduct(sa, fee))
		must(t, s.svc.Seasons.DeleteDueDate(sa, created.ID, d.DueDates[0].ID))
		entries := auditOf(t, db, created.ID)
		if entries[0].Action != "delete_due_date" || entries[1].Action != "update_product" {
			t.Fatalf("audit: got %s, %s", entries[0].Action, entries[1].Action)
		}
		var upd map[string]any
		must(t, json.Unmarshal([]byte(entries[1].Detail), &upd))
		if len(upd) != 3 || upd["product_id"] != float64(fee.ID) || upd["subject"] != "1 + 1" || upd["amount"].([]any)[0] != 40000.0 || upd["amount"].([]any)[1] != 45000.0 {
			t.Errorf("product update detail: got %v, want the amount's old and new values, the product's id and name", upd)
		}
	})
}

func TestCopySeasonUseCase(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		other := &core.Loft{Name: "Second", Unit: core.Kilometre}
		sys := core.SystemContext(context.Background())
		must(t, s.svc.Lofts.CreateLoft(sys, other))
		ctx := s.as(s.merchant)

		c, err := s.svc.Seasons.CopySeason(ctx, s.season.ID, "2027", 0)
		must(t, err)
		if c.LoftID != s.loft.ID || c.State != core.SeasonDraft || c.RegistrationOpen || c.Name != "2027" {
			t.Errorf("copy: got %+v", c)
		}
		dds, _ := db.FindDueDates(ctx, c.ID)
		if len(dds) != 2 || dds[0].StartsAt.String() != "2027-01-01" || dds[1].EndsAt.String() != "2027-04-30" || *dds[1].MaxDuration != 3 {
			t.Errorf("due dates: got %+v", dds)
		}
		ps, _ := db.FindProducts(ctx, core.ProductFilter{SeasonID: &c.ID})
		if len(ps) != 1 || ps[0].Amount != 40000 || ps[0].ID == s.fee.ID {
			t.Errorf("products: got %+v", ps)
		}
		if e := auditOf(t, db, c.ID); len(e) != 1 || e[0].Action != "copy" {
			t.Errorf("copy's audit: got %+v", e)
		}
		if e := auditOf(t, db, s.season.ID); e[0].Action != "copied" {
			t.Errorf("source's audit: got %s first, want copied", e[0].Action)
		}

		// Another loft needs the actor to manage it too; a refused copy leaves nothing.
		_, err = s.svc.Seasons.CopySeason(ctx, s.season.ID, "2027 B", other.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = s.svc.Seasons.CopySeason(ctx, s.season.ID, "", 0)
		wantErr(t, err, core.EINVALID, "")
		_, err = s.svc.Seasons.CopySeason(s.as(s.fancier), s.season.ID, "2027 C", 0)
		wantErr(t, err, core.EFORBIDDEN, "")
		if all, _ := db.FindSeasons(ctx, core.SeasonFilter{}); len(all) != 2 {
			t.Errorf("got %d seasons, want the first copy only", len(all))
		}
		c2, err := s.svc.Seasons.CopySeason(sys, s.season.ID, "2027 B", other.ID)
		must(t, err)
		if c2.LoftID != other.ID {
			t.Errorf("copy to another loft: got loft %d", c2.LoftID)
		}
		_, err = s.svc.Seasons.CopySeason(sys, 999, "x", 0)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}
