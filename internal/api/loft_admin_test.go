package api_test

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// adminIDs are the users the loft administration tables add to the fixture:
// an admin (Ada Admin) and an agent of the fixture's loft.
type adminIDs struct{ admin, agent, flight int64 }

func newAdminFixture(t *testing.T, db *store.DB, id ids) adminIDs {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	svc := service.New(service.Deps{Store: db})
	admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1}
	agent := &core.User{Email: "gus@example.org", FirstName: "Gus", LastName: "Agent"}
	must(t, svc.Users.CreateUser(ctx, admin))
	must(t, svc.Users.CreateUser(ctx, agent))
	must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: agent.ID, LoftID: id.loft, IsAgent: true, IsActive: true}))
	flight := &core.Flight{SeasonID: id.season, Name: "Training", Kind: core.FlightTraining, State: core.FlightComingSoon, ReleaseTime: now, Distance: 20000}
	must(t, db.CreateFlight(ctx, flight))
	return adminIDs{admin.ID, agent.ID, flight.ID}
}

// hasKey is an object with key (which may hold dots) set to value.
func hasKey(key string, value any) check {
	want := normalize(value)
	return check{fmt.Sprintf("an object with %q: %s", key, show(want)), func(v any) bool {
		o, ok := v.(map[string]any)
		return ok && reflect.DeepEqual(o[key], want)
	}}
}

func TestLoftAdministrationAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		a := newAdminFixture(t, db, id)
		f := fmt.Sprintf
		admin, merchant, agent, stranger := token(a.admin), token(id.merchant), token(a.agent), token(id.stranger)
		anon := map[string]string{"Content-Type": "application/json"}
		loft, mile := f("/api/res/v1/lofts/%d", id.loft), f("/api/res/v1/lofts/%d", id.mileLoft)
		view := f("/api/custom/v1/admin/lofts/%d", id.loft)

		t.Run("ListAdminLofts", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", url: "/api/custom/v1/admin/lofts", header: admin, wantStatus: 200,
					want: obj{"data.#": 2, "data.0.name": "Desert Wings", "data.0.seasons_count": 0, "data.0.active_merchants": 0, "data.0.package": "legacy",
						"data.1": obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "unit": "km", "package": "premium",
							"seasons_count": 1, "active_merchants": 1, "archived_at": nil}, "meta": obj{"page": 1, "per_page": 25, "total": 2}}},
				{name: "200SearchCity", url: "/api/custom/v1/admin/lofts?search=landshut&per_page=50", header: admin, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.name": "Sunrise Valley", "meta.per_page": 50}},
				{name: "200SearchCountry", url: "/api/custom/v1/admin/lofts?search=us", header: admin, wantStatus: 200, want: obj{"data.#": 1, "data.0.name": "Desert Wings"}},
				{name: "200NoArchived", url: "/api/custom/v1/admin/lofts?archived=only", header: admin, wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "400PerPage", url: "/api/custom/v1/admin/lofts?per_page=10", header: admin, wantStatus: 400, wantField: "per_page"},
				{name: "400Archived", url: "/api/custom/v1/admin/lofts?archived=maybe", header: admin, wantStatus: 400, wantField: "archived"},
				{name: "401", url: "/api/custom/v1/admin/lofts", wantStatus: 401},
				{name: "403Merchant", url: "/api/custom/v1/admin/lofts", header: merchant, wantStatus: 403},
			})
		})

		t.Run("CreateLoft", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "201", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 201,
					body: `{"name": " Atlantic Derby ", "unit": "mile", "currency": "USD", "time_zone": "America/New_York", "country": "us",
						"email": "Race@Atlantic.example", "phone": "+1 305 555 0100", "website": "https://atlantic.example", "package": "basic",
						"tags": ["FCI", "fci", " hotspots "], "display_fields": {"results": {"speed": false}},
						"addresses": [{"city": "Miami", "street": "1 Ocean Dr", "zipcode": "33139", "country": "us", "latitude": 25.77, "longitude": -80.13}]}`,
					want: obj{"id": anyNumber, "name": "Atlantic Derby", "unit": "mile", "currency": "USD", "time_zone": "America/New_York", "country": "US",
						"email": "race@atlantic.example", "phone": "+1 305 555 0100", "website": "https://atlantic.example", "archived_at": nil,
						"latest_loft_type.package.type": "basic", "tags": []obj{{"tag_name": "fci"}, {"tag_name": "hotspots"}},
						"display_fields.results.speed": false, "display_fields.results.rank": true,
						"loft_addresses.#": 1, "loft_addresses.0.id": anyNumber, "loft_addresses.0.city": "Miami", "loft_addresses.0.street": "1 Ocean Dr",
						"loft_addresses.0.zipcode": "33139", "loft_addresses.0.country": "US", "loft_addresses.0.latitude": 25.77, "loft_addresses.0.longitude": -80.13}},
				{name: "201Defaults", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 201, body: `{"name": "Bare Loft", "unit": "km"}`,
					want: obj{"currency": "EUR", "time_zone": "UTC", "latest_loft_type.package.type": "legacy", "loft_addresses": []any{}, "email": ""}},
				{name: "400Fields", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400,
					body: `{"name": "", "unit": "km", "time_zone": "Europe/Atlantis", "email": "race@atlantic", "phone": "call us", "website": "ftp://x.example", "country": "USA"}`,
					want: obj{"errors.name.0": "The name field is required.", "errors.time_zone.0": "The selected time zone is invalid.",
						"errors.email.0": "The email must be a valid email address.", "errors.phone.0": core.MsgPhoneInvalid,
						"errors.website.0": core.MsgWebsite, "errors.country.0": "The selected country is invalid."}},
				{name: "400ControlAndOverrideCharacters", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400,
					body: `{"name": "Harbour\u202eecaR", "unit": "km", "description": "Nul\u0000here", "website": "javascript:alert(1)"}`,
					want: obj{"errors.name.0": "The name contains characters that are not allowed.",
						"errors.description.0": "The description contains characters that are not allowed.", "errors.website.0": core.MsgWebsite}},
				{name: "400AddressCity", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400,
					body:      `{"name": "No City", "unit": "km", "addresses": [{"street": "Hafenstr. 1", "zipcode": "20459"}]}`,
					wantField: "addresses[0].city"},
				{name: "400Unit", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400, body: `{"name": "Yards", "unit": "yard"}`, wantField: "unit"},
				{name: "400Package", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400, body: `{"name": "Gold", "unit": "km", "package": "gold"}`, wantField: "package"},
				{name: "400DisplayField", method: http.MethodPost, url: "/api/res/v1/lofts", header: admin, wantStatus: 400,
					body: `{"name": "Weather", "unit": "km", "display_fields": {"results": {"weather": true}}}`, wantField: "display_fields.results.weather"},
				{name: "401", method: http.MethodPost, url: "/api/res/v1/lofts", header: anon, body: `{"name": "X", "unit": "km"}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: "/api/res/v1/lofts", header: merchant, body: `{"name": "X", "unit": "km"}`, wantStatus: 403},
				{name: "200NothingStoredOnFailure", url: "/api/custom/v1/admin/lofts", header: admin, wantStatus: 200, want: obj{"meta.total": 4}},
			})
		})

		t.Run("GetAdminLoft", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", url: view, header: admin, wantStatus: 200,
					want: obj{"id": id.loft, "name": "Sunrise Valley", "currency": "EUR", "time_zone": "UTC", "seasons.#": 1,
						"counts": obj{"seasons": 1, "flights": 1, "active_merchants": 1}, "subscriptions": []any{},
						"package_history.#": 1, "package_history.0.package": "premium", "package_history.0.created_by": nil, "package_history.0.created_by_name": "",
						"package_history.0.created_at": anyString, "history.0.action": "permission_set", "history.0.detail.name": "Gus Agent", "history.0.detail.is_agent": true,
						"history.2.action": "create", "history.2.created_by": nil}},
				{name: "400", url: "/api/custom/v1/admin/lofts/abc", header: admin, wantStatus: 400, wantField: "id"},
				{name: "401", url: view, wantStatus: 401},
				{name: "403Merchant", url: view, header: merchant, wantStatus: 403},
				{name: "404", url: "/api/custom/v1/admin/lofts/9999", header: admin, wantStatus: 404, want: obj{"message": "Loft not found."}},
			})
		})

		t.Run("UpdateLoft", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", method: http.MethodPut, url: loft, header: admin, wantStatus: 200,
					body: `{"name": "Sunrise Valley Race", "email": "info@sunrise.example", "phone": "+49 871 12345", "website": "https://sunrise.example",
						"time_zone": "Europe/Berlin", "tags": [], "display_fields": {"aces": {"team": false}}}`,
					want: obj{"name": "Sunrise Valley Race", "email": "info@sunrise.example", "time_zone": "Europe/Berlin", "tags": []any{},
						"display_fields.aces.team": false, "display_fields.aces.rank": true, "unit": "km", "currency": "EUR"}},
				{name: "200Recorded", url: view, header: admin, wantStatus: 200,
					want: obj{"history.0.action": "update", "history.0.created_by": a.admin, "history.0.created_by_name": "Ada Admin",
						"history.0.detail.name": []any{"Sunrise Valley", "Sunrise Valley Race"}, "history.0.detail.tags": []any{[]any{"fci"}, []any{}},
						"history.0.detail": hasKey("display_fields.aces.team", []any{true, false})}},
				{name: "200UnitWithoutFlights", method: http.MethodPut, url: mile, header: admin, wantStatus: 200, body: `{"unit": "km", "currency": "USD"}`,
					want: obj{"unit": "km", "currency": "USD", "name": "Desert Wings"}},
				{name: "400UnitWithFlights", method: http.MethodPut, url: loft, header: admin, wantStatus: 400, body: `{"unit": "mile", "name": "Changed"}`,
					want: obj{"errors.unit.0": "The unit cannot change once the loft has flights: their distances are stored in it."}},
				{name: "400Email", method: http.MethodPut, url: loft, header: admin, wantStatus: 400, body: `{"email": "info@", "name": "Changed"}`, wantField: "email"},
				{name: "400NameBlank", method: http.MethodPut, url: loft, header: admin, wantStatus: 400, body: `{"name": "  "}`, wantField: "name"},
				{name: "400TimeZone", method: http.MethodPut, url: loft, header: admin, wantStatus: 400, body: `{"time_zone": "Mars/Olympus"}`, wantField: "time_zone"},
				{name: "400DisplayArea", method: http.MethodPut, url: loft, header: admin, wantStatus: 400, body: `{"display_fields": {"weather": {"wind": true}}}`, wantField: "display_fields.weather"},
				{name: "200NothingChangedOnFailure", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200, want: obj{"name": "Sunrise Valley Race", "unit": "km", "email": "info@sunrise.example"}},
				{name: "401", method: http.MethodPut, url: loft, header: anon, body: `{"name": "X"}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPut, url: loft, header: merchant, body: `{"name": "X"}`, wantStatus: 403},
				{name: "404", method: http.MethodPut, url: "/api/res/v1/lofts/9999", header: admin, body: `{"name": "X"}`, wantStatus: 404},
			})
		})

		t.Run("Addresses", func(t *testing.T) {
			addrs := loft + "/addresses"
			run(t, srv, []scenario{
				{name: "201", method: http.MethodPost, url: addrs, header: admin, wantStatus: 201,
					body: `{"city": " Moosburg ", "street": "Hauptstr. 2", "zipcode": "85368", "country": "de", "latitude": 48.47, "longitude": 11.94}`,
					want: obj{"id": anyNumber, "city": "Moosburg", "country": "DE", "latitude": 48.47}},
				{name: "400Required", method: http.MethodPost, url: addrs, header: admin, wantStatus: 400, body: `{"city": "Moosburg", "street": ""}`,
					want: obj{"errors.street.0": "The street field is required.", "errors.zipcode.0": "The zipcode field is required."}},
				{name: "400Latitude", method: http.MethodPost, url: addrs, header: admin, wantStatus: 400,
					body: `{"city": "North", "street": "Pole 1", "zipcode": "0", "latitude": 91}`, wantField: "latitude"},
				{name: "401", method: http.MethodPost, url: addrs, header: anon, body: `{}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: addrs, header: merchant, body: `{"city": "A", "street": "B", "zipcode": "C"}`, wantStatus: 403},
				{name: "404Loft", method: http.MethodPost, url: "/api/res/v1/lofts/9999/addresses", header: admin, body: `{"city": "A", "street": "B", "zipcode": "C"}`, wantStatus: 404},
				{name: "200Listed", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200, want: obj{"loft_addresses.#": 2, "loft_addresses.1.city": "Moosburg"}},
			})
			l, err := db.FindLoftByID(context.Background(), id.loft)
			must(t, err)
			first, second := l.Addresses[0].ID, l.Addresses[1].ID
			run(t, srv, []scenario{
				{name: "200Update", method: http.MethodPut, url: f("%s/%d", addrs, second), header: admin, wantStatus: 200,
					body: `{"city": "Freising", "street": "Domberg 1", "zipcode": "85354", "latitude": 48.4, "longitude": 11.75}`,
					want: obj{"id": second, "city": "Freising", "longitude": 11.75}},
				{name: "200UpdateRecorded", url: view, header: admin, wantStatus: 200,
					want: obj{"history.0.action": "address_update", "history.0.detail.city": []any{"Moosburg", "Freising"}, "history.0.detail.address_id": second}},
				{name: "400Update", method: http.MethodPut, url: f("%s/%d", addrs, second), header: admin, wantStatus: 400, body: `{"city": "", "street": "Domberg 1", "zipcode": "85354"}`, wantField: "city"},
				{name: "404UpdateOtherLoft", method: http.MethodPut, url: f("%s/addresses/%d", mile, second), header: admin, wantStatus: 404,
					body: `{"city": "A", "street": "B", "zipcode": "C"}`, want: obj{"message": "Address not found."}},
				{name: "403UpdateMerchant", method: http.MethodPut, url: f("%s/%d", addrs, second), header: merchant, wantStatus: 403, body: `{"city": "A", "street": "B", "zipcode": "C"}`},
				{name: "401Delete", method: http.MethodDelete, url: f("%s/%d", addrs, second), wantStatus: 401},
				{name: "403Delete", method: http.MethodDelete, url: f("%s/%d", addrs, second), header: merchant, wantStatus: 403},
				{name: "404DeleteOtherLoft", method: http.MethodDelete, url: f("%s/addresses/%d", mile, first), header: admin, wantStatus: 404},
				{name: "204Delete", method: http.MethodDelete, url: f("%s/%d", addrs, second), header: admin, wantStatus: 204},
				{name: "404DeleteAgain", method: http.MethodDelete, url: f("%s/%d", addrs, second), header: admin, wantStatus: 404},
				{name: "200Deleted", url: view, header: admin, wantStatus: 200,
					want: obj{"loft_addresses.#": 1, "loft_addresses.0.city": "Landshut", "history.0.action": "address_delete", "history.0.detail.city": "Freising"}},
			})
		})

		t.Run("Package", func(t *testing.T) {
			pkgs := loft + "/packages"
			run(t, srv, []scenario{
				{name: "204", method: http.MethodPost, url: pkgs, header: admin, wantStatus: 204, body: `{"package": "basic"}`},
				{name: "200History", url: view, header: admin, wantStatus: 200,
					want: obj{"latest_loft_type.package.type": "basic", "package_history.#": 2,
						"package_history.0.package": "basic", "package_history.0.created_by": a.admin, "package_history.0.created_by_name": "Ada Admin",
						"package_history.1.package": "premium", "history.0.action": "package", "history.0.detail.package": []any{"premium", "basic"}}},
				{name: "400Same", method: http.MethodPost, url: pkgs, header: admin, wantStatus: 400, body: `{"package": "basic"}`, want: obj{"errors.package.0": core.MsgSameStatus}},
				{name: "400Unknown", method: http.MethodPost, url: pkgs, header: admin, wantStatus: 400, body: `{"package": "gold"}`, wantField: "package"},
				{name: "401", method: http.MethodPost, url: pkgs, header: anon, body: `{"package": "premium"}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: pkgs, header: merchant, body: `{"package": "premium"}`, wantStatus: 403},
				{name: "404", method: http.MethodPost, url: "/api/res/v1/lofts/9999/packages", header: admin, body: `{"package": "premium"}`, wantStatus: 404},
			})
		})

		t.Run("Subscriptions", func(t *testing.T) {
			subs := loft + "/subscriptions"
			run(t, srv, []scenario{
				{name: "201", method: http.MethodPost, url: subs, header: admin, wantStatus: 201, body: `{"package": "basic", "starts_on": "2026-01-01", "months": 12}`,
					want: obj{"id": anyNumber, "package": "basic", "starts_on": "2026-01-01", "ends_on": "2026-12-31", "ended_on": nil, "last_day": "2026-12-31",
						"created_by": a.admin, "created_by_name": "Ada Admin"}},
				{name: "201TwoYears", method: http.MethodPost, url: subs, header: admin, wantStatus: 201, body: `{"package": "premium", "starts_on": "2028-01-01", "months": 24}`,
					want: obj{"ends_on": "2029-12-31"}},
				{name: "409Overlap", method: http.MethodPost, url: subs, header: admin, wantStatus: 409, body: `{"package": "basic", "starts_on": "2026-12-31", "months": 12}`,
					want: obj{"message": core.MsgSubscriptionOverlap, "errors.starts_on.0": core.MsgSubscriptionOverlap}},
				{name: "400Months", method: http.MethodPost, url: subs, header: admin, wantStatus: 400, body: `{"package": "basic", "starts_on": "2030-01-01", "months": 6}`, wantField: "months"},
				{name: "400Legacy", method: http.MethodPost, url: subs, header: admin, wantStatus: 400, body: `{"package": "legacy", "starts_on": "2030-01-01", "months": 12}`, wantField: "package"},
				{name: "400Date", method: http.MethodPost, url: subs, header: admin, wantStatus: 400, body: `{"package": "basic", "starts_on": "2030-13-01", "months": 12}`},
				{name: "401", method: http.MethodPost, url: subs, header: anon, body: `{"package": "basic", "starts_on": "2030-01-01", "months": 12}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: subs, header: merchant, body: `{"package": "basic", "starts_on": "2030-01-01", "months": 12}`, wantStatus: 403},
				{name: "404", method: http.MethodPost, url: "/api/res/v1/lofts/9999/subscriptions", header: admin, body: `{"package": "basic", "starts_on": "2030-01-01", "months": 12}`, wantStatus: 404},
				{name: "200List", url: subs, header: admin, wantStatus: 200, want: obj{"#": 2, "0.starts_on": "2026-01-01", "1.package": "premium", "1.created_by_name": "Ada Admin"}},
				{name: "401List", url: subs, wantStatus: 401},
				{name: "403List", url: subs, header: merchant, wantStatus: 403},
				{name: "404List", url: "/api/res/v1/lofts/9999/subscriptions", header: admin, wantStatus: 404},
			})
			list, err := db.FindLoftSubscriptions(context.Background(), id.loft)
			must(t, err)
			first, second := f("%s/%d", subs, list[0].ID), f("%s/%d", subs, list[1].ID)
			run(t, srv, []scenario{
				{name: "200End", method: http.MethodPost, url: first + "/end", header: admin, wantStatus: 200, body: `{"ended_on": "2026-06-30"}`,
					want: obj{"ends_on": "2026-12-31", "ended_on": "2026-06-30", "last_day": "2026-06-30", "created_by_name": "Ada Admin"}},
				{name: "400EndAfterLastDay", method: http.MethodPost, url: first + "/end", header: admin, wantStatus: 400, body: `{"ended_on": "2026-06-30"}`, wantField: "ended_on"},
				{name: "201AfterEarlyEnd", method: http.MethodPost, url: subs, header: admin, wantStatus: 201, body: `{"package": "premium", "starts_on": "2026-07-01", "months": 12}`,
					want: obj{"ends_on": "2027-06-30"}},
				{name: "401End", method: http.MethodPost, url: first + "/end", header: anon, body: `{"ended_on": "2026-05-01"}`, wantStatus: 401},
				{name: "403End", method: http.MethodPost, url: first + "/end", header: merchant, body: `{"ended_on": "2026-05-01"}`, wantStatus: 403},
				{name: "404EndOtherLoft", method: http.MethodPost, url: f("%s/subscriptions/%d/end", mile, list[0].ID), header: admin, body: `{"ended_on": "2026-05-01"}`, wantStatus: 404},
				{name: "200Recorded", url: view, header: admin, wantStatus: 200,
					want: obj{"subscriptions.#": 3, "subscriptions.0.last_day": "2026-06-30", "subscriptions.1.starts_on": "2026-07-01", "history.1.action": "subscription_end",
						"history.1.detail.last_day": []any{"2026-12-31", "2026-06-30"}}},
				{name: "401Delete", method: http.MethodDelete, url: second, wantStatus: 401},
				{name: "403Delete", method: http.MethodDelete, url: second, header: merchant, wantStatus: 403},
				{name: "404DeleteOtherLoft", method: http.MethodDelete, url: f("%s/subscriptions/%d", mile, list[1].ID), header: admin, wantStatus: 404},
				{name: "204Delete", method: http.MethodDelete, url: second, header: admin, wantStatus: 204},
				{name: "404DeleteAgain", method: http.MethodDelete, url: second, header: admin, wantStatus: 404, want: obj{"message": "Subscription not found."}},
			})
		})

		t.Run("Notes", func(t *testing.T) {
			notes := f("/api/custom/v1/staff/lofts/%d/notes", id.loft)
			run(t, srv, []scenario{
				{name: "200Empty", url: notes, header: agent, wantStatus: 200, want: obj{"": []any{}}},
				{name: "201", method: http.MethodPost, url: notes, header: merchant, wantStatus: 201, body: `{"body": "Antenna 2 is loose."}`,
					want: obj{"id": anyNumber, "body": "Antenna 2 is loose.", "created_by": id.merchant, "created_by_name": "Max Merchant", "created_at": anyString}},
				{name: "201Admin", method: http.MethodPost, url: notes, header: admin, wantStatus: 201, body: `{"body": "Invoice sent."}`},
				{name: "200AgentReads", url: notes, header: agent, wantStatus: 200, want: obj{"#": 2, "0.body": "Invoice sent.", "1.created_by_name": "Max Merchant"}},
				{name: "400Blank", method: http.MethodPost, url: notes, header: merchant, wantStatus: 400, body: `{"body": "  "}`, want: obj{"errors.body.0": "The body field is required."}},
				{name: "401", url: notes, wantStatus: 401},
				{name: "401Create", method: http.MethodPost, url: notes, header: anon, body: `{"body": "x"}`, wantStatus: 401},
				{name: "403Stranger", url: notes, header: stranger, wantStatus: 403},
				{name: "403AgentWrites", method: http.MethodPost, url: notes, header: agent, wantStatus: 403, body: `{"body": "x"}`},
				{name: "403MerchantOfOtherLoft", url: f("/api/custom/v1/staff/lofts/%d/notes", id.mileLoft), header: merchant, wantStatus: 403},
				{name: "404Loft", url: "/api/custom/v1/staff/lofts/9999/notes", header: admin, wantStatus: 404},
			})
			list, err := db.FindLoftNotes(context.Background(), id.loft)
			must(t, err)
			note := f("%s/%d", notes, list[1].ID)
			run(t, srv, []scenario{
				{name: "401Delete", method: http.MethodDelete, url: note, wantStatus: 401},
				{name: "403DeleteAgent", method: http.MethodDelete, url: note, header: agent, wantStatus: 403},
				{name: "404DeleteOtherLoft", method: http.MethodDelete, url: f("/api/custom/v1/staff/lofts/%d/notes/%d", id.mileLoft, list[1].ID), header: admin, wantStatus: 404},
				{name: "204Delete", method: http.MethodDelete, url: note, header: merchant, wantStatus: 204},
				{name: "404DeleteAgain", method: http.MethodDelete, url: note, header: merchant, wantStatus: 404},
				{name: "200Recorded", url: view, header: admin, wantStatus: 200,
					want: obj{"history.0.action": "note_delete", "history.0.detail.body": "Antenna 2 is loose.", "history.0.created_by_name": "Max Merchant"}},
			})
		})

		t.Run("ArchiveAndDelete", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "409DeleteWithSeasons", method: http.MethodDelete, url: loft, header: admin, wantStatus: 409, want: obj{"message": service.MsgArchiveInstead}},
				{name: "401Archive", method: http.MethodPost, url: loft + "/archive", wantStatus: 401},
				{name: "403Archive", method: http.MethodPost, url: loft + "/archive", header: merchant, wantStatus: 403},
				{name: "404Archive", method: http.MethodPost, url: "/api/res/v1/lofts/9999/archive", header: admin, wantStatus: 404},
				{name: "200Archive", method: http.MethodPost, url: loft + "/archive", header: admin, wantStatus: 200, want: obj{"archived_at": anyString}},
				{name: "409ArchiveAgain", method: http.MethodPost, url: loft + "/archive", header: admin, wantStatus: 409},
				{name: "200PublicListLeavesItOut", url: "/api/public/lofts", wantStatus: 200,
					want: obj{"data.#": 3, "data.0.name": "Atlantic Derby", "data.2.name": "Desert Wings", "meta.total": 3}},
				{name: "200PublicSearchLeavesItOut", url: "/api/public/lofts?search=sunrise", wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "200PageStays", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200, want: obj{"archived_at": anyString, "seasons.#": 0}}, // its one season is a draft, which visitors do not see,
				{name: "200FlightStays", url: f("/api/public/flights/%d", a.flight), header: merchant, wantStatus: 200},                               // to its staff: the season is a draft
				{name: "200AdminHidesIt", url: "/api/custom/v1/admin/lofts", header: admin, wantStatus: 200, want: obj{"meta.total": 3}},
				{name: "200AdminOnly", url: "/api/custom/v1/admin/lofts?archived=only", header: admin, wantStatus: 200, want: obj{"data.#": 1, "data.0.archived_at": anyString}},
				{name: "200AdminInclude", url: "/api/custom/v1/admin/lofts?archived=include", header: admin, wantStatus: 200, want: obj{"meta.total": 4}},
				{name: "401Unarchive", method: http.MethodPost, url: loft + "/unarchive", wantStatus: 401},
				{name: "403Unarchive", method: http.MethodPost, url: loft + "/unarchive", header: merchant, wantStatus: 403},
				{name: "200Unarchive", method: http.MethodPost, url: loft + "/unarchive", header: admin, wantStatus: 200, want: obj{"archived_at": nil}},
				{name: "409UnarchiveAgain", method: http.MethodPost, url: loft + "/unarchive", header: admin, wantStatus: 409},
				{name: "404Unarchive", method: http.MethodPost, url: "/api/res/v1/lofts/9999/unarchive", header: admin, wantStatus: 404},
				{name: "200Recorded", url: view, header: admin, wantStatus: 200, want: obj{"history.0.action": "unarchive", "history.1.action": "archive"}},
				{name: "401Delete", method: http.MethodDelete, url: mile, wantStatus: 401},
				{name: "403Delete", method: http.MethodDelete, url: mile, header: merchant, wantStatus: 403},
				{name: "204DeleteWithoutSeasons", method: http.MethodDelete, url: mile, header: admin, wantStatus: 204},
				{name: "404Deleted", url: f("/api/public/lofts/%d", id.mileLoft), wantStatus: 404},
				{name: "404DeleteAgain", method: http.MethodDelete, url: mile, header: admin, wantStatus: 404},
			})
		})
	})
}
