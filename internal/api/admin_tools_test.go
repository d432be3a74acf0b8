package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestAdminToolsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newAdminWorld(t, db)
		id, f := w.id, fmt.Sprintf
		merchant, admin := token(id.merchant), token(w.admin)
		list := func(q string) string { return "/api/custom/v1/admin/tools/" + q }
		t.Run("Lists", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200TeamsOverEveryLoft", url: list("teams"), header: admin, wantStatus: 200, want: obj{"meta.per_page": 25}},
				{name: "200TeamsOfLoft", url: list(f("teams?loft_id=%d", id.mileLoft)), header: admin, wantStatus: 200,
					want: obj{"data.0.loft_id": id.mileLoft, "data.0.season_id": nil, "data.0.history": []any{}}},
				{name: "200FlightsByState", url: list("flights?status=coming_soon&from=2020-01-01&to=2030-12-31"), header: admin, wantStatus: 200},
				{name: "200DueDatesByCategory", url: list("due_dates?status=payment&per_page=50"), header: admin, wantStatus: 200},
				{name: "200OrdersSearch", url: list("orders?search=%25'%3B--&status=paid_manually"), header: admin, wantStatus: 200,
					want: obj{"meta.total": 0, "data": []any{}}},
				{name: "400UnknownList", url: list("pigeons"), header: admin, wantStatus: 400},
				{name: "400StatusOfAnotherList", url: list("orders?status=coming_soon"), header: admin, wantStatus: 400, wantField: "status"},
				{name: "400StatusWithoutOne", url: list("teams?status=paid"), header: admin, wantStatus: 400, wantField: "status"},
				{name: "400BadDay", url: list("flights?from=2026-13-45"), header: admin, wantStatus: 400},
				{name: "400DaysBackwards", url: list("flights?from=2026-06-02&to=2026-06-01"), header: admin, wantStatus: 400, wantField: "to"},
				{name: "400PerPage", url: list("flights?per_page=7"), header: admin, wantStatus: 400, wantField: "per_page"},
				{name: "401Visitor", url: list("orders"), wantStatus: 401},
				{name: "403Merchant", url: list("orders"), header: merchant, wantStatus: 403},
			})
		})
		cat := func(cid int64) string { return f("/api/res/v1/product-categories/%d", cid) }
		products := f("/api/res/v1/seasons/%d/products", id.season)
		product := func(cid int) string {
			return f(`{"product_category_id": 1, "catalog_category_id": %d, "name": "1 + 0", "pigeons_active": 1, "amount": 100}`, cid)
		}
		t.Run("Categories", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200PublicList", url: "/api/public/product-categories", wantStatus: 200,
					want: obj{"#": 4, "0.name": "Entry fee", "0.position": 1, "1.names.de": "Endflugaktivierung"}},
				{name: "201Create", method: http.MethodPost, url: "/api/res/v1/product-categories", header: admin,
					body: `{"name": " Young birds ", "names": {"de": "Jungtauben", "fr": " "}}`, wantStatus: 201,
					want: obj{"id": 5, "name": "Young birds", "position": 5, "names": obj{"de": "Jungtauben"}, "products": 0}},
				{name: "200Rename", method: http.MethodPut, url: cat(5), header: admin, body: `{"name": "Youngsters", "names": {"ar": "صغار"}}`,
					wantStatus: 200, want: obj{"name": "Youngsters", "names": obj{"ar": "صغار"}}},
				{name: "200Order", method: http.MethodPut, url: "/api/res/v1/product-categories-order", header: admin,
					body: `{"ids": [5, 1, 2, 3, 4]}`, wantStatus: 200, want: obj{"0.id": 5, "0.position": 1, "4.id": 4}},
				{name: "400OrderMissesOne", method: http.MethodPut, url: "/api/res/v1/product-categories-order", header: admin,
					body: `{"ids": [5, 1, 2, 3]}`, wantStatus: 400, wantField: "ids"},
				{name: "400BlankName", method: http.MethodPost, url: "/api/res/v1/product-categories", header: admin, body: `{"name": "  "}`,
					wantStatus: 400, wantField: "name"},
				{name: "400UnknownLanguage", method: http.MethodPost, url: "/api/res/v1/product-categories", header: admin,
					body: `{"name": "X", "names": {"xx": "Y"}}`, wantStatus: 400, wantField: "names.xx"},
				{name: "400TooLong", method: http.MethodPost, url: "/api/res/v1/product-categories", header: admin,
					body: f(`{"name": "%065d"}`, 0), wantStatus: 400},
				{name: "201ProductPicksOne", method: http.MethodPost, url: products, header: admin, body: product(2), wantStatus: 201,
					want: obj{"catalog_category_id": 2, "category": "entry_fee"}},
				{name: "400ProductPicksNone", method: http.MethodPost, url: products, header: admin, body: product(999), wantStatus: 400,
					wantField: "catalog_category_id"},
				{name: "409InUse", method: http.MethodDelete, url: cat(2), header: admin, wantStatus: 409},
				{name: "204Remove", method: http.MethodDelete, url: cat(5), header: admin, wantStatus: 204},
				{name: "404Gone", method: http.MethodDelete, url: cat(5), header: admin, wantStatus: 404},
				{name: "403MerchantCreates", method: http.MethodPost, url: "/api/res/v1/product-categories", header: merchant,
					body: `{"name": "Mine"}`, wantStatus: 403},
				{name: "403MerchantRemoves", method: http.MethodDelete, url: cat(2), header: merchant, wantStatus: 403},
				{name: "401VisitorRenames", method: http.MethodPut, url: cat(2), header: visitor, body: `{"name": "X"}`, wantStatus: 401},
				{name: "200NothingChangedByThem", url: "/api/public/product-categories", wantStatus: 200, want: obj{"#": 4, "0.name": "Entry fee", "0.position": 2}},
			})
		})
		t.Run("Labels", func(t *testing.T) {
			roles := f("/api/res/v1/users/%d/roles", id.merchant)
			run(t, w.srv, []scenario{
				{name: "200Grant", method: http.MethodPut, url: roles, header: admin, body: `{"is_translator": true, "is_developer": true}`,
					wantStatus: 200, want: obj{"labels": []any{"translator", "developer"}, "is_admin": false, "history.0.action": "grant_developer"}},
				{name: "200InTheList", url: "/api/custom/v1/admin/users?search=max", header: admin, wantStatus: 200,
					want: obj{"data.0.labels": []any{"translator", "developer"}}},
				{name: "200Revoke", method: http.MethodPut, url: roles, header: admin, body: `{"is_translator": false}`,
					wantStatus: 200, want: obj{"labels": []any{"developer"}, "history.0.action": "revoke_translator"}},
				{name: "403LabelsGrantNoRights", url: "/api/custom/v1/admin/users", header: merchant, wantStatus: 403},
				{name: "400NotABool", method: http.MethodPut, url: roles, header: admin, body: `{"is_supporter": 1}`, wantStatus: 400},
			})
		})
	})
}
