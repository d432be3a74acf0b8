package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestLoftAdministration(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		empty := &core.Loft{Name: "Empty Loft", Unit: core.Mile, Currency: core.USD, TimeZone: "America/Phoenix", Country: "US",
			Email: "race@empty.example", Phone: "+1 480 555 0100", Website: "https://empty.example"}
		mustNoErr(t, db.CreateLoft(ctx, empty))

		t.Run("Defaults", func(t *testing.T) {
			l, err := db.FindLoftByID(ctx, f.loft.ID)
			mustNoErr(t, err)
			if l.Currency != core.EUR || l.TimeZone != "UTC" || l.Archived() {
				t.Fatalf("got %+v, want EUR, UTC, not archived", l)
			}
		})
		t.Run("UpdateLoft", func(t *testing.T) {
			l, err := db.FindLoftByID(ctx, empty.ID)
			mustNoErr(t, err)
			if l.Email != "race@empty.example" || l.TimeZone != "America/Phoenix" || l.Currency != core.USD {
				t.Fatalf("created: got %+v", l)
			}
			l.Name, l.Phone, l.Website, l.Currency, l.TimeZone = "Still Empty", "", "http://still.example", core.EUR, "Europe/Vienna"
			mustNoErr(t, db.UpdateLoft(ctx, l))
			got, err := db.FindLoftByID(ctx, empty.ID)
			mustNoErr(t, err)
			if got.Name != "Still Empty" || got.Phone != "" || got.Website != "http://still.example" || got.Currency != core.EUR || got.TimeZone != "Europe/Vienna" || got.Unit != core.Mile {
				t.Fatalf("updated: got %+v", got)
			}
			wantCode(t, db.UpdateLoft(ctx, &core.Loft{ID: 9999, Name: "x", Unit: core.Kilometre, Currency: core.EUR}), core.ENOTFOUND)
		})
		t.Run("Archive", func(t *testing.T) {
			at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
			mustNoErr(t, db.SetLoftArchived(ctx, empty.ID, &at))
			l, err := db.FindLoftByID(ctx, empty.ID)
			mustNoErr(t, err)
			if l.ArchivedAt == nil || !l.ArchivedAt.Equal(at) {
				t.Fatalf("archived at: got %v, want %v", l.ArchivedAt, at)
			}
			for _, tt := range []struct {
				name     string
				archived *bool
				want     int
			}{{"All", nil, 2}, {"Archived", ptr(true), 1}, {"NotArchived", ptr(false), 1}} {
				if _, n, err := db.FindLofts(ctx, core.LoftFilter{Archived: tt.archived}); err != nil || n != tt.want {
					t.Errorf("%s: got %d lofts (%v), want %d", tt.name, n, err, tt.want)
				}
			}
			mustNoErr(t, db.SetLoftArchived(ctx, empty.ID, nil))
			if l, _ := db.FindLoftByID(ctx, empty.ID); l.Archived() {
				t.Fatalf("unarchived: got archived at %v", l.ArchivedAt)
			}
			wantCode(t, db.SetLoftArchived(ctx, 9999, &at), core.ENOTFOUND)
		})
		t.Run("Addresses", func(t *testing.T) {
			a := &core.LoftAddress{LoftID: f.loft.ID, City: "Hamburg", Street: "Elbchaussee 1", Zipcode: "22763", Country: "DE", Latitude: 53.55, Longitude: 9.93}
			mustNoErr(t, db.CreateLoftAddress(ctx, a))
			a.City, a.Latitude = "Altona", 53.56
			mustNoErr(t, db.UpdateLoftAddress(ctx, a))
			l, _ := db.FindLoftByID(ctx, f.loft.ID)
			if len(l.Addresses) != 1 || l.Addresses[0].City != "Altona" || l.Addresses[0].Latitude != 53.56 {
				t.Fatalf("got %+v", l.Addresses)
			}
			other := *a
			other.LoftID = empty.ID
			wantCode(t, db.UpdateLoftAddress(ctx, &other), core.ENOTFOUND)
			wantCode(t, db.DeleteLoftAddress(ctx, empty.ID, a.ID), core.ENOTFOUND)
			mustNoErr(t, db.DeleteLoftAddress(ctx, f.loft.ID, a.ID))
			if l, _ := db.FindLoftByID(ctx, f.loft.ID); len(l.Addresses) != 0 {
				t.Fatalf("after delete: got %+v", l.Addresses)
			}
		})
		t.Run("PackageHistory", func(t *testing.T) {
			mustNoErr(t, db.CreateLoftType(ctx, &core.LoftType{LoftID: f.loft.ID, Package: core.PackageBasic}))
			mustNoErr(t, db.CreateLoftType(ctx, &core.LoftType{LoftID: f.loft.ID, Package: core.PackagePremium, CreatedBy: &f.user.ID}))
			got, err := db.FindLoftTypes(ctx, f.loft.ID)
			mustNoErr(t, err)
			if len(got) != 2 || got[0].Package != core.PackagePremium || got[0].CreatedBy == nil || *got[0].CreatedBy != f.user.ID ||
				got[1].CreatedBy != nil || got[1].CreatedAt.IsZero() {
				t.Fatalf("got %+v", got)
			}
		})
		t.Run("Counts", func(t *testing.T) {
			mustNoErr(t, db.CreateFlight(ctx, &core.Flight{SeasonID: f.season.ID, Name: "Training", Kind: core.FlightTraining,
				ReleaseTime: time.Now(), Distance: 20000, State: core.FlightComingSoon}))
			mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: f.user.ID, LoftID: f.loft.ID, IsMerchant: true, IsActive: true}))
			got, err := db.FindLoftCounts(ctx, []int64{f.loft.ID, empty.ID})
			mustNoErr(t, err)
			if got[f.loft.ID] != (core.LoftCounts{Seasons: 1, Flights: 1, ActiveMerchants: 1}) || got[empty.ID] != (core.LoftCounts{}) {
				t.Fatalf("got %+v", got)
			}
			mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: f.user.ID, LoftID: f.loft.ID, IsMerchant: true}))
			if got, _ := db.FindLoftCounts(ctx, []int64{f.loft.ID}); got[f.loft.ID].ActiveMerchants != 0 {
				t.Fatalf("inactive merchant counted: got %+v", got)
			}
		})
		t.Run("DeletePermission", func(t *testing.T) {
			mustNoErr(t, db.DeletePermission(ctx, f.loft.ID, f.user.ID))
			if perms, _ := db.FindPermissions(ctx, f.loft.ID); len(perms) != 0 {
				t.Fatalf("got %+v", perms)
			}
			wantCode(t, db.DeletePermission(ctx, f.loft.ID, f.user.ID), core.ENOTFOUND)
		})
		t.Run("DeleteLoft", func(t *testing.T) {
			mustNoErr(t, db.CreateTeam(ctx, &core.Team{LoftID: empty.ID, UserID: f.user.ID, Name: "Team Empty", Country: "US"}))
			mustNoErr(t, db.CreateLoftNote(ctx, &core.LoftNote{LoftID: empty.ID, Body: "Call back."}))
			mustNoErr(t, db.SetPermission(ctx, &core.Permission{UserID: f.user.ID, LoftID: empty.ID, IsMerchant: true, IsActive: true}))
			mustNoErr(t, db.DeleteLoft(ctx, empty.ID))
			_, err := db.FindLoftByID(ctx, empty.ID)
			wantCode(t, err, core.ENOTFOUND)
			wantCode(t, db.DeleteLoft(ctx, empty.ID), core.ENOTFOUND)
			if _, err := db.FindLoftByID(ctx, f.loft.ID); err != nil {
				t.Fatalf("other loft: %v", err)
			}
		})
	})
}

func TestLoftSubscriptions(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		later := &core.Subscription{LoftID: f.loft.ID, Package: core.PackagePremium, StartsOn: core.MustDate("2027-01-01"), EndsOn: core.MustDate("2027-12-31"), CreatedBy: &f.user.ID}
		first := &core.Subscription{LoftID: f.loft.ID, Package: core.PackageBasic, StartsOn: core.MustDate("2026-01-01"), EndsOn: core.MustDate("2026-12-31")}
		mustNoErr(t, db.CreateLoftSubscription(ctx, later))
		mustNoErr(t, db.CreateLoftSubscription(ctx, first))
		wantCode(t, db.CreateLoftSubscription(ctx, &core.Subscription{LoftID: 9999, Package: core.PackageBasic, StartsOn: core.MustDate("2026-01-01"), EndsOn: core.MustDate("2026-12-31")}), core.EINVALID)

		got, err := db.FindLoftSubscriptions(ctx, f.loft.ID)
		mustNoErr(t, err)
		if len(got) != 2 || got[0].ID != first.ID || got[1].Package != core.PackagePremium || got[1].EndsOn.String() != "2027-12-31" ||
			*got[1].CreatedBy != f.user.ID || got[0].EndedOn != nil || got[0].CreatedAt.IsZero() {
			t.Fatalf("got %+v", got)
		}
		mustNoErr(t, first.EndEarly(core.MustDate("2026-06-30")))
		mustNoErr(t, db.EndLoftSubscription(ctx, first))
		s, err := db.FindLoftSubscriptionByID(ctx, first.ID)
		mustNoErr(t, err)
		if s.EndedOn == nil || s.EndedOn.String() != "2026-06-30" || s.LastDay().String() != "2026-06-30" {
			t.Fatalf("ended: got %+v", s)
		}
		mustNoErr(t, db.DeleteLoftSubscription(ctx, later.ID))
		_, err = db.FindLoftSubscriptionByID(ctx, later.ID)
		wantCode(t, err, core.ENOTFOUND)
		wantCode(t, db.DeleteLoftSubscription(ctx, later.ID), core.ENOTFOUND)
		wantCode(t, db.EndLoftSubscription(ctx, later), core.ENOTFOUND)
	})
}

func TestLoftNotes(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		a := &core.LoftNote{LoftID: f.loft.ID, Body: "Antenna 2 loose.", CreatedBy: &f.user.ID}
		b := &core.LoftNote{LoftID: f.loft.ID, Body: "Fixed."}
		mustNoErr(t, db.CreateLoftNote(ctx, a))
		mustNoErr(t, db.CreateLoftNote(ctx, b))
		wantCode(t, db.CreateLoftNote(ctx, &core.LoftNote{LoftID: 9999, Body: "x"}), core.EINVALID)
		got, err := db.FindLoftNotes(ctx, f.loft.ID)
		mustNoErr(t, err)
		if len(got) != 2 || got[0].Body != "Fixed." || *got[1].CreatedBy != f.user.ID || got[1].CreatedAt.IsZero() {
			t.Fatalf("got %+v", got)
		}
		n, err := db.FindLoftNoteByID(ctx, a.ID)
		mustNoErr(t, err)
		if n.LoftID != f.loft.ID || n.Body != a.Body {
			t.Fatalf("got %+v", n)
		}
		mustNoErr(t, db.DeleteLoftNote(ctx, a.ID))
		_, err = db.FindLoftNoteByID(ctx, a.ID)
		wantCode(t, err, core.ENOTFOUND)
		wantCode(t, db.DeleteLoftNote(ctx, a.ID), core.ENOTFOUND)
	})
}
