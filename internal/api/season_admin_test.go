package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// seasonAdminFixture adds to the server's fixture an admin, a user with the
// extended season permission who is no merchant, a merchant of the mile
// loft, and a season of the mile loft.
type seasonAdminFixture struct {
	admin, seasonAdmin, otherMerchant int64
	mileSeason                        int64
}

func newSeasonAdminFixture(t *testing.T, db *store.DB, id ids) seasonAdminFixture {
	t.Helper()
	ctx := context.Background()
	admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1}
	sa := &core.User{Email: "sue@example.org", FirstName: "Sue", LastName: "Seasons", SeasonAdmin: true}
	om := &core.User{Email: "otto@example.org", FirstName: "Otto", LastName: "Other"}
	for _, u := range []*core.User{admin, sa, om} {
		must(t, db.CreateUser(ctx, u))
	}
	must(t, db.SetPermission(ctx, &core.Permission{UserID: om.ID, LoftID: id.mileLoft, IsMerchant: true, IsActive: true}))
	mile := &core.Season{LoftID: id.mileLoft, Name: "Desert Derby", Currency: core.USD, State: core.SeasonInProgress}
	must(t, db.CreateSeason(ctx, mile))
	return seasonAdminFixture{admin: admin.ID, seasonAdmin: sa.ID, otherMerchant: om.ID, mileSeason: mile.ID}
}

func TestSeasonAdminAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		x := newSeasonAdminFixture(t, db, id)
		f := fmt.Sprintf
		admin, seasonAdmin, merchant, otherMerchant, fancier := token(x.admin), token(x.seasonAdmin), token(id.merchant), token(x.otherMerchant), token(id.fancier)
		visitor := map[string]string{"Content-Type": "application/json"}

		t.Run("List", func(t *testing.T) {
			url := "/api/custom/v1/admin/seasons"
			run(t, srv, []scenario{
				{name: "200AdminSeesEveryLoft", url: url, header: admin, wantStatus: 200,
					want: obj{"data.#": 2, "data.0.name": "Desert Derby", "data.0.loft_name": "Desert Wings", "data.1.name": "2026", "meta.total": 2}},
				{name: "200SeasonAdminSeesEveryLoft", url: url, header: seasonAdmin, wantStatus: 200, want: obj{"meta.total": 2}},
				{name: "200MerchantSeesTheirLoft", url: url, header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": id.season, "data.0.loft_name": "Sunrise Valley", "data.0.places_taken.total": 0,
						"data.0.orders_count": 0, "data.0.max_pigeons": 500, "data.0.total_spots": nil, "data.0.registration_open": false}},
				{name: "200MerchantFiltersAnotherLoft", url: f("%s?loft_id=%d", url, id.mileLoft), header: merchant, wantStatus: 200, want: obj{"data.#": 0, "meta.total": 0}},
				{name: "200ByLoft", url: f("%s?loft_id=%d", url, id.mileLoft), header: admin, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": x.mileSeason}},
				{name: "200ByState", url: url + "?state=draft", header: admin, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": id.season}},
				{name: "200RegistrationClosed", url: url + "?registration=closed", header: admin, wantStatus: 200, want: obj{"data.#": 2}},
				{name: "200RegistrationOpen", url: url + "?registration=open", header: admin, wantStatus: 200, want: obj{"data.#": 0}},
				{name: "200SearchLoftName", url: url + "?search=desert%20w", header: admin, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": x.mileSeason}},
				{name: "200Paged", url: url + "?per_page=25&page=2", header: admin, wantStatus: 200, want: obj{"data.#": 0, "meta.total": 2, "meta.page": 2}},
				{name: "400PageSize", url: url + "?per_page=7", header: admin, wantStatus: 400, wantField: "per_page"},
				{name: "400State", url: url + "?state=paused", header: admin, wantStatus: 400},
				{name: "400Registration", url: url + "?registration=maybe", header: admin, wantStatus: 400},
				{name: "401Visitor", url: url, header: visitor, wantStatus: 401},
				{name: "403Fancier", url: url, header: fancier, wantStatus: 403},
			})
		})

		t.Run("Get", func(t *testing.T) {
			url := f("/api/custom/v1/admin/seasons/%d", id.season)
			run(t, srv, []scenario{
				{name: "200SeasonAdmin", url: url, header: seasonAdmin, wantStatus: 200,
					want: obj{"id": id.season, "loft_id": id.loft, "loft_name": "Sunrise Valley", "payment_days": 10, "due_dates.#": 2,
						"due_dates.0.category": "registration", "products.#": 1, "products.0.name": "1 + 1", "state_history.#": 1,
						"state_history.0.state": "draft", "audit.#": 4, "audit.0.action": "create_product", "audit.0.detail.amount": []any{nil, 40000},
						"audit.3.action": "create", "audit.3.detail.name": []any{nil, "2026"}},
					wantAbsent: []string{"audit.*.created_by"}}, // the fixture is made by the system
				{name: "200Merchant", url: url, header: merchant, wantStatus: 200, want: obj{"id": id.season}},
				{name: "400Id", url: "/api/custom/v1/admin/seasons/0", header: admin, wantStatus: 400},
				{name: "401Visitor", url: url, header: visitor, wantStatus: 401},
				{name: "403OtherMerchant", url: url, header: otherMerchant, wantStatus: 403},
				{name: "403Fancier", url: url, header: fancier, wantStatus: 403},
				{name: "404", url: "/api/custom/v1/admin/seasons/999", header: admin, wantStatus: 404},
			})
		})

		t.Run("Create", func(t *testing.T) {
			url := "/api/res/v1/seasons"
			body := func(loft int64, extra string) string {
				return f(`{"loft_id": %d, "name": "Autumn Cup", "currency": "EUR"%s}`, loft, extra)
			}
			run(t, srv, []scenario{
				{name: "201SeasonAdminWhoIsNoMerchant", method: http.MethodPost, url: url, header: seasonAdmin,
					body:       body(id.loft, `, "max_pigeons": 10, "max_active": 6, "max_reserve": 4, "total_spots": 300, "rules_text": "Fly fair.", "state": "in_progress"`),
					wantStatus: 201, want: obj{"name": "Autumn Cup", "state": "in_progress", "registration_open": false, "max_active": 6, "total_spots": 300, "rules_text": "Fly fair."}},
				{name: "201Merchant", method: http.MethodPost, url: url, header: merchant, body: body(id.loft, ""), wantStatus: 201, want: obj{"state": "draft", "max_pigeons": nil}},
				{name: "400Name", method: http.MethodPost, url: url, header: merchant, body: f(`{"loft_id": %d, "name": " ", "currency": "EUR"}`, id.loft), wantStatus: 400,
					want: obj{"errors.name.0": "The name field is required."}},
				{name: "400Currency", method: http.MethodPost, url: url, header: merchant, body: f(`{"loft_id": %d, "name": "x", "currency": "GBP"}`, id.loft), wantStatus: 400, wantField: "currency"},
				{name: "400NegativeLimit", method: http.MethodPost, url: url, header: merchant, body: body(id.loft, `, "max_reserve": -1`), wantStatus: 400},
				{name: "400RegistrationWithoutEntryFee", method: http.MethodPost, url: url, header: merchant, body: body(id.loft, `, "registration_open": true`), wantStatus: 400,
					want: obj{"errors.registration_open.0": "You need at least one product with the entry fee category"}},
				{name: "401Visitor", method: http.MethodPost, url: url, header: visitor, body: body(id.loft, ""), wantStatus: 401},
				{name: "403OtherMerchant", method: http.MethodPost, url: url, header: otherMerchant, body: body(id.loft, ""), wantStatus: 403},
				{name: "403Fancier", method: http.MethodPost, url: url, header: fancier, body: body(id.loft, ""), wantStatus: 403},
				{name: "404Loft", method: http.MethodPost, url: url, header: admin, body: body(999, ""), wantStatus: 404},
			})
		})

		t.Run("Update", func(t *testing.T) {
			url := f("/api/res/v1/seasons/%d", id.season)
			full := `{"name": "2026 Grand Prix", "currency": "USD", "max_pigeons": 20, "max_active": 10, "max_reserve": 10, "total_spots": 1000, "rules_text": "Rules.", "payment_days": 5}`
			run(t, srv, []scenario{
				{name: "200SeasonAdminWhoIsNoMerchant", method: http.MethodPut, url: url, header: seasonAdmin, body: full, wantStatus: 200,
					want: obj{"id": id.season, "name": "2026 Grand Prix", "currency": "USD", "max_pigeons": 20, "total_spots": 1000, "rules_text": "Rules.", "state": "draft"}},
				{name: "200Recorded", url: f("/api/custom/v1/admin/seasons/%d", id.season), header: merchant, wantStatus: 200,
					want: obj{"payment_days": 5, "products.0.currency": "USD", "audit.0.action": "update", "audit.0.created_by.name": "Sue Seasons",
						"audit.0.detail.name": []any{"2026", "2026 Grand Prix"}, "audit.0.detail.max_pigeons": []any{500, 20},
						"audit.0.detail.payment_days": []any{10, 5}, "audit.0.detail.currency": []any{"EUR", "USD"}}},
				{name: "200BlankLimitsAreUnlimited", method: http.MethodPut, url: url, header: merchant,
					body: `{"name": "2026 Grand Prix", "currency": "EUR", "max_pigeons": null, "payment_days": null}`, wantStatus: 200,
					want: obj{"max_pigeons": nil, "total_spots": nil, "rules_text": "", "currency": "EUR"}},
				{name: "400Name", method: http.MethodPut, url: url, header: merchant, body: `{"name": "", "currency": "EUR"}`, wantStatus: 400, wantField: "name"},
				{name: "400PaymentDays", method: http.MethodPut, url: url, header: merchant, body: `{"name": "x", "currency": "EUR", "payment_days": 400}`, wantStatus: 400},
				{name: "400PaymentDaysWithoutPaymentDueDate", method: http.MethodPut, url: f("/api/res/v1/seasons/%d", x.mileSeason), header: otherMerchant,
					body: `{"name": "Desert Derby", "currency": "USD", "payment_days": 5}`, wantStatus: 400,
					want: obj{"errors.payment_days.0": "Add a payment due date first: the payment working days belong to it."}},
				{name: "400State", method: http.MethodPut, url: url, header: merchant, body: `{"name": "x", "currency": "EUR", "state": "over"}`, wantStatus: 400, wantField: "state"},
				{name: "401Visitor", method: http.MethodPut, url: url, header: visitor, body: full, wantStatus: 401},
				{name: "403OtherMerchant", method: http.MethodPut, url: url, header: otherMerchant, body: full, wantStatus: 403},
				{name: "404", method: http.MethodPut, url: "/api/res/v1/seasons/999", header: admin, body: full, wantStatus: 404},
				{name: "200Unchanged", url: f("/api/custom/v1/admin/seasons/%d", id.season), header: merchant, wantStatus: 200,
					want: obj{"name": "2026 Grand Prix", "currency": "EUR", "payment_days": nil, "audit.0.detail.payment_days": []any{5, nil}}},
			})
			// Once the season has an order its currency stays.
			ctx := context.Background()
			order := &core.Order{SeasonID: id.season, UserID: id.fancier, TeamID: id.team, City: "Arnhem", Street: "Duivenweg 1", Zipcode: "6811",
				Currency: core.EUR, Total: 40000, Reference: "OL-TEST-1",
				Positions: []*core.OrderPosition{{ProductID: id.product, Category: core.ProductEntryFee, Name: "1 + 1", Quantity: 1, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
			must(t, db.CreateOrder(ctx, order))
			run(t, srv, []scenario{
				{name: "409CurrencyWithOrders", method: http.MethodPut, url: url, header: admin, body: `{"name": "2026", "currency": "USD"}`, wantStatus: 409,
					want: obj{"errors.currency.0": "The currency cannot change once the season has orders."}},
				{name: "200NothingChanged", url: f("/api/custom/v1/admin/seasons/%d", id.season), header: admin, wantStatus: 200,
					want: obj{"name": "2026 Grand Prix", "currency": "EUR", "orders_count": 1, "places_taken.total": 2, "audit.0.detail.payment_days": []any{5, nil}}},
				{name: "200OtherFieldsWithOrders", method: http.MethodPut, url: url, header: admin, body: `{"name": "2026", "currency": "EUR", "total_spots": 400}`, wantStatus: 200,
					want: obj{"name": "2026", "total_spots": 400}},
			})
		})

		t.Run("Copy", func(t *testing.T) {
			url := f("/api/res/v1/seasons/%d/copy", id.season)
			run(t, srv, []scenario{
				{name: "201Merchant", method: http.MethodPost, url: url, header: merchant, body: `{"name": "2027"}`, wantStatus: 201,
					want: obj{"name": "2027", "loft_id": id.loft, "state": "draft", "registration_open": false, "total_spots": 400, "currency": "EUR"}},
				{name: "200CopyHasMovedDueDatesAndProducts", url: "/api/custom/v1/admin/seasons?search=2027", header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.name": "2027", "data.0.orders_count": 0}},
				{name: "201SeasonAdminToAnotherLoft", method: http.MethodPost, url: url, header: seasonAdmin, body: f(`{"name": "Desert 2027", "loft_id": %d}`, id.mileLoft), wantStatus: 201,
					want: obj{"name": "Desert 2027", "loft_id": id.mileLoft}},
				{name: "400Name", method: http.MethodPost, url: url, header: merchant, body: `{"name": ""}`, wantStatus: 400, wantField: "name"},
				{name: "401Visitor", method: http.MethodPost, url: url, header: visitor, body: `{"name": "x"}`, wantStatus: 401},
				{name: "403OtherMerchant", method: http.MethodPost, url: url, header: otherMerchant, body: `{"name": "x"}`, wantStatus: 403},
				{name: "403MerchantToAnotherLoft", method: http.MethodPost, url: url, header: merchant, body: f(`{"name": "x", "loft_id": %d}`, id.mileLoft), wantStatus: 403},
				{name: "404Season", method: http.MethodPost, url: "/api/res/v1/seasons/999/copy", header: admin, body: `{"name": "x"}`, wantStatus: 404},
				{name: "404Loft", method: http.MethodPost, url: url, header: admin, body: `{"name": "x", "loft_id": 999}`, wantStatus: 404},
			})
			copies, _, err := db.FindSeasonSummaries(context.Background(), core.SeasonSummaryFilter{Search: "2027"})
			must(t, err)
			for _, c := range copies {
				if c.LoftID == id.loft {
					run(t, srv, []scenario{
						{name: "200CopyDetail", url: f("/api/custom/v1/admin/seasons/%d", c.ID), header: merchant, wantStatus: 200,
							want: obj{"due_dates.#": 2, "due_dates.0.starts_at": "2027-01-01", "due_dates.0.ends_at": "2027-03-31", "due_dates.1.ends_at": "2027-04-15",
								"products.#": 1, "products.0.amount": 40000, "audit.#": 1, "audit.0.action": "copy", "audit.0.detail.copied_from": id.season,
								"audit.0.created_by.name": "Max Merchant", "state_history.#": 1, "state_history.0.created_by.name": "Max Merchant"}},
						{name: "200SourceRecordsTheCopy", url: f("/api/custom/v1/admin/seasons/%d", id.season), header: merchant, wantStatus: 200,
							want: obj{"audit.0.action": "copied", "audit.1.action": "copied", "audit.1.detail.copy_id": c.ID}},
					})
				}
			}
			if len(copies) != 2 {
				t.Errorf("got %d copies, want 2", len(copies))
			}
		})

		t.Run("StateAndEditors", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200SeasonAdminOpensRegistration", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: seasonAdmin,
					body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 200, want: obj{"registration_open": true}},
				{name: "400NoEntryFee", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", x.mileSeason), header: seasonAdmin,
					body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 400, want: obj{"errors.registration_open.0": "You need at least one product with the entry fee category"}},
				{name: "403OtherMerchantState", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: otherMerchant,
					body: `{"state": "over"}`, wantStatus: 403},
				{name: "201SeasonAdminAddsDueDate", method: http.MethodPost, url: "/api/res/v1/due-dates", header: withSeason(seasonAdmin, id.season),
					body: `{"due_date_category_id": 5, "name": "Sale", "starts_at": "2026-09-01", "ends_at": "2026-09-30"}`, wantStatus: 201, want: obj{"#": 3}},
				{name: "403OtherMerchantDueDate", method: http.MethodPost, url: "/api/res/v1/due-dates", header: withSeason(otherMerchant, id.season),
					body: `{"due_date_category_id": 6, "name": "x", "starts_at": "2026-09-01", "ends_at": "2026-09-30"}`, wantStatus: 403},
				{name: "201SeasonAdminAddsProduct", method: http.MethodPost, url: f("/api/res/v1/seasons/%d/products", id.season), header: seasonAdmin,
					body: `{"product_category_id": 4, "name": "Sale fee", "amount": 500}`, wantStatus: 201, want: obj{"name": "Sale fee"}},
				{name: "403OtherMerchantProduct", method: http.MethodPost, url: f("/api/res/v1/seasons/%d/products", id.season), header: otherMerchant,
					body: `{"product_category_id": 4, "name": "x", "amount": 500}`, wantStatus: 403},
				{name: "200Recorded", url: f("/api/custom/v1/admin/seasons/%d", id.season), header: admin, wantStatus: 200,
					want: obj{"state_history.0.registration_open": true, "state_history.0.created_by.name": "Sue Seasons",
						"audit.0.action": "create_product", "audit.0.detail.name": []any{nil, "Sale fee"}, "audit.0.detail.product_id": anyNumber, "audit.0.detail.subject": "Sale fee",
						"audit.1.action": "create_due_date", "audit.1.detail.starts_at": []any{nil, "2026-09-01"}, "audit.1.created_by.id": x.seasonAdmin}},
			})
		})
	})
}

func withSeason(h map[string]string, seasonID int64) map[string]string {
	out := map[string]string{"SeasonId": fmt.Sprint(seasonID)}
	for k, v := range h {
		out[k] = v
	}
	return out
}
