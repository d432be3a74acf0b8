package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestFancierManagementAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newAdminWorld(t, db)
		id, f := w.id, fmt.Sprintf
		ctx := context.Background()
		fancier, merchant, legacy, admin := token(id.fancier), token(id.merchant), token(w.legacyMerchant), token(w.admin)
		// Anna owes one confirmed order and paid another; a rejected one counts but owes nothing.
		for i, statuses := range [][]core.OrderStatus{{core.OrderConfirmed}, {core.OrderConfirmed, core.OrderPaidManually}, {core.OrderRejected}} {
			o := &core.Order{SeasonID: id.season, UserID: id.fancier, TeamID: id.team, City: "Arnhem", Street: "Duivenweg 1", Zipcode: "6811",
				Currency: core.EUR, Total: int64(i+1) * 40000, Reference: f("OL-F-%d", i)}
			must(t, db.CreateOrder(ctx, o))
			for _, s := range statuses {
				must(t, db.CreateOrderStatus(ctx, &core.OrderStatusEntry{OrderID: o.ID, Status: s}))
			}
		}
		fanciers := func(loft int64, query string) string {
			return f("/api/custom/v1/staff/lofts/%d/fanciers%s", loft, query)
		}
		customers := func(loft int64, query string) string {
			return f("/api/custom/v1/staff/lofts/%d/customers%s", loft, query)
		}
		legacyUsers := f("/api/custom/v1/staff/available-users/%d/%d", id.mileLoft, w.legacySeason)
		legacyTeams := f("/api/custom/v1/staff/available-teams/%d", w.legacySeason)
		t.Run("Fanciers", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200", url: fanciers(id.loft, ""), header: merchant, wantStatus: 200,
					want: obj{"meta.total": 1, "data.#": 1, "data.0.user_id": id.fancier, "data.0.first_name": "Anna", "data.0.email": "anna@example.org",
						"data.0.countries": []any{"NL"}, "data.0.teams.#": 1, "data.0.teams.0.name": "Berg Loft", "data.0.teams.0.pigeons_count": 1}},
				{name: "200SearchEmail", url: fanciers(id.loft, "?search=ANNA@"), header: merchant, wantStatus: 200, want: obj{"meta.total": 1}},
				{name: "200SearchName", url: fanciers(id.loft, "?search=berg"), header: admin, wantStatus: 200, want: obj{"data.0.last_name": "Berg"}},
				{name: "200SearchNobody", url: fanciers(id.loft, "?search=nobody"), header: merchant, wantStatus: 200, want: obj{"meta.total": 0, "data": []any{}}},
				{name: "200Country", url: fanciers(id.loft, "?country=nl"), header: merchant, wantStatus: 200, want: obj{"meta.total": 1}},
				{name: "200OtherCountry", url: fanciers(id.loft, "?country=DE"), header: merchant, wantStatus: 200, want: obj{"meta.total": 0}},
				{name: "400PerPage", url: fanciers(id.loft, "?per_page=30"), header: merchant, wantStatus: 400, wantField: "per_page"},
				{name: "401Visitor", url: fanciers(id.loft, ""), wantStatus: 401},
				{name: "403Fancier", url: fanciers(id.loft, ""), header: fancier, wantStatus: 403},
				{name: "403LegacyLoftsMerchant", url: fanciers(id.mileLoft, ""), header: legacy, wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "403OtherLoftsMerchant", url: fanciers(id.loft, ""), header: legacy, wantStatus: 403},
				{name: "404", url: fanciers(9999, ""), header: admin, wantStatus: 404},
			})
		})
		t.Run("Customers", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200", url: customers(id.loft, ""), header: merchant, wantStatus: 200,
					want: obj{"meta.total": 1, "data.0.user_id": id.fancier, "data.0.email": "anna@example.org", "data.0.teams.0.name": "Berg Loft",
						"data.0.countries": []any{"NL"}, "data.0.pigeons": 1,
						"data.0.orders":      obj{"confirmed": 1, "paid_manually": 1, "rejected": 1},
						"data.0.amount_due":  []any{obj{"amount": 40000, "currency": "EUR"}},
						"data.0.amount_paid": []any{obj{"amount": 80000, "currency": "EUR"}}}},
				{name: "200Season", url: customers(id.loft, f("?season_id=%d&per_page=50", id.season)), header: merchant, wantStatus: 200,
					want: obj{"meta.total": 1, "meta.per_page": 50, "data.0.pigeons": 1}},
				{name: "200SearchTeam", url: customers(id.loft, "?search=berg%20loft"), header: admin, wantStatus: 200, want: obj{"meta.total": 1}},
				{name: "200SearchNobody", url: customers(id.loft, "?search=nobody"), header: merchant, wantStatus: 200, want: obj{"meta.total": 0, "data": []any{}}},
				{name: "400Page", url: customers(id.loft, "?page=0"), header: merchant, wantStatus: 400},
				{name: "401Visitor", url: customers(id.loft, ""), wantStatus: 401},
				{name: "403Fancier", url: customers(id.loft, ""), header: fancier, wantStatus: 403},
				{name: "403LegacyLoftsMerchant", url: customers(id.mileLoft, ""), header: legacy, wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "403AdminInLegacyLoft", url: customers(id.mileLoft, ""), header: admin, wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "404Loft", url: customers(9999, ""), header: admin, wantStatus: 404},
				{name: "404SeasonOfAnotherLoft", url: customers(id.loft, f("?season_id=%d", w.legacySeason)), header: merchant, wantStatus: 404},
			})
		})
		// What a legacy loft's merchant could read before: fancier lists with e-mail addresses (SPEC §6).
		t.Run("AvailableInLegacyLoft", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "403Users", url: legacyUsers, header: legacy, wantStatus: 403, want: obj{"message": core.MsgFancierManagement}, wantAbsent: []string{"**.email"}},
				{name: "403Teams", url: legacyTeams, header: legacy, wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "200UsersInPremiumLoft", url: f("/api/custom/v1/staff/available-users/%d/%d", id.loft, id.season), header: merchant, wantStatus: 200,
					want: obj{"#": 1, "0.ouser.email": "anna@example.org"}},
			})
		})
		t.Run("LoftAnswersThePackageRule", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200Premium", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200, want: obj{"fancier_management": true}},
				{name: "200Legacy", url: f("/api/public/lofts/%d", id.mileLoft), wantStatus: 200, want: obj{"fancier_management": false}},
			})
		})
	})
}
