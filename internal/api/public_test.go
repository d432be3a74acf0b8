package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestPublicAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		// The fixture's season runs; a second one is still a draft, which visitors never see.
		must(t, db.UpdateSeasonState(context.Background(), &core.SeasonStatus{SeasonID: id.season, State: core.SeasonInProgress, CreatedAt: time.Now()}))
		draft := &core.Season{LoftID: id.loft, Name: "2027 (draft)", Currency: core.EUR, State: core.SeasonDraft}
		must(t, db.CreateSeason(context.Background(), draft))
		t.Run("Drafts", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "404Season", url: f("/api/public/seasons/%d", draft.ID), wantStatus: 404},
				{name: "404SeasonPigeons", url: f("/api/public/seasons/%d/pigeons", draft.ID), wantStatus: 404},
				{name: "200LoftSeasonsWithoutDraft", url: f("/api/public/lofts/%d/seasons", id.loft), wantStatus: 200, want: obj{"#": 1, "0.id": id.season}},
				{name: "200LoftWithoutDraft", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200, want: obj{"seasons.#": 1, "seasons.0.id": id.season}},
			})
		})
		t.Run("Lofts", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200List", url: "/api/public/lofts", wantStatus: 200,
					want: obj{"data.#": 2, "data.0.name": "Desert Wings", "data.1.name": "Sunrise Valley",
						"data.1.tags": []obj{{"tag_name": "fci"}}, "data.1.city": "Landshut", "meta": obj{"page": 1, "per_page": 25, "total": 2}},
					// The package is between the loft and the platform: visitors never see it.
					wantAbsent: []string{"**.package", "**.latest_loft_type"}},
				{name: "200Search", url: "/api/public/lofts?search=sunrise&per_page=50", wantStatus: 200,
					want: obj{"data.#": 1, "data.0.name": "Sunrise Valley", "meta.total": 1, "meta.per_page": 50}},
				{name: "200SearchNothing", url: "/api/public/lofts?search=atlantis", wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "200PageBeyondEnd", url: "/api/public/lofts?page=3&per_page=100", wantStatus: 200, want: obj{"data": []any{}, "meta.page": 3, "meta.total": 2}},
				{name: "400PerPage", url: "/api/public/lofts?per_page=10", wantStatus: 400, wantField: "per_page"},
				{name: "400Page", url: "/api/public/lofts?page=0", wantStatus: 400, wantField: "page"},
				{name: "400PageNotNumber", url: "/api/public/lofts?page=two", wantStatus: 400, wantField: "page"},
				{name: "200Detail", url: f("/api/public/lofts/%d", id.loft), wantStatus: 200,
					want: obj{"loft_addresses.#": 1, "loft_addresses.0.latitude": 48.5,
						"seasons.#": 1, "seasons.0.id": id.season, "display_fields.results.speed": true},
					wantAbsent: []string{"**.package", "**.latest_loft_type"}},
				{name: "200DetailSignedInNoPackage", url: f("/api/public/lofts/%d", id.loft), header: token(id.merchant), wantStatus: 200,
					want: obj{"id": id.loft}, wantAbsent: []string{"**.package", "**.latest_loft_type"}},
				{name: "200DetailDisplayFields", url: f("/api/public/lofts/%d", id.mileLoft), wantStatus: 200,
					want: obj{"unit": "mile", "display_fields.results.speed": false}, wantAbsent: []string{"**.package", "**.latest_loft_type"}},
				{name: "400DetailBadID", url: "/api/public/lofts/abc", wantStatus: 400, wantField: "id"},
				{name: "404Detail", url: "/api/public/lofts/9999", wantStatus: 404, want: obj{"message": "Loft not found."}},
				{name: "200Seasons", url: f("/api/public/lofts/%d/seasons", id.loft), wantStatus: 200, want: obj{"#": 1, "0.currency": "EUR", "0.max_pigeons": 500, "0.max_active": nil}},
				{name: "404Seasons", url: "/api/public/lofts/9999/seasons", wantStatus: 404},
				{name: "200Products", url: f("/api/public/lofts/%d/products", id.loft), wantStatus: 200, want: obj{"#": 1, "0.amount": 40000, "0.category": "entry_fee", "0.max_quantity": nil}},
				{name: "200ProductsOtherSeason", url: f("/api/public/lofts/%d/products?season_id=9999", id.loft), wantStatus: 200, want: obj{"": []any{}}},
				{name: "404Products", url: "/api/public/lofts/9999/products", wantStatus: 404},
			})
		})
		t.Run("Seasons", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", url: f("/api/public/seasons/%d", id.season), wantStatus: 200, want: obj{"id": id.season, "state": "in_progress", "registration_open": false}},
				{name: "404", url: "/api/public/seasons/9999", wantStatus: 404},
				{name: "400", url: "/api/public/seasons/-1", wantStatus: 400, wantField: "id"},
				{name: "200DueDatesSorted", url: "/api/res/v1/due-dates", header: map[string]string{"SeasonId": f("%d", id.season)}, wantStatus: 200,
					want: obj{"#": 2, "0.id": 2, "0.season_id": id.season, "0.due_date_category_id": 1, "0.category": "registration", "0.starts_at": "2026-01-01",
						"1.category": "payment", "1.max_duration": 10}},
				{name: "400DueDatesNoHeader", url: "/api/res/v1/due-dates", wantStatus: 400, wantField: "SeasonId"},
				{name: "400DueDatesBadHeader", url: "/api/res/v1/due-dates", header: map[string]string{"SeasonId": "x"}, wantStatus: 400, wantField: "SeasonId"},
				{name: "404DueDates", url: "/api/res/v1/due-dates", header: map[string]string{"SeasonId": "9999"}, wantStatus: 404},
				{name: "200MerchantProductsBySeason", url: f("/api/custom/v1/merchant/products/%d", id.season), wantStatus: 200, want: obj{"#": 1, "0.name": "1 + 1"}},
				{name: "200MerchantProductsByLoft", url: f("/api/custom/v1/merchant/products/%d?scope=loft", id.loft), wantStatus: 200, want: obj{"#": 1, "0.name": "1 + 1"}},
				{name: "400MerchantProductsScope", url: f("/api/custom/v1/merchant/products/%d?scope=planet", id.loft), wantStatus: 400, wantField: "scope"},
				{name: "404MerchantProducts", url: "/api/custom/v1/merchant/products/9999", wantStatus: 404},
			})
		})
		t.Run("TeamsAndPigeons", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Teams", url: f("/api/public/lofts/%d/teams", id.loft), wantStatus: 200,
					want:       obj{"data.#": 1, "data.0.name": "Berg Loft", "data.0.fancier": "Anna Berg", "data.0.pigeons_count": 1, "meta.total": 1},
					wantAbsent: []string{"data.*.user_id"}},
				{name: "200TeamsSearchFancier", url: f("/api/public/lofts/%d/teams?search=anna", id.loft), wantStatus: 200, want: obj{"data.0.fancier": "Anna Berg", "meta.total": 1}},
				{name: "200TeamsOtherSeason", url: f("/api/public/lofts/%d/teams?season_id=9999", id.loft), wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "400Teams", url: f("/api/public/lofts/%d/teams?per_page=1000", id.loft), wantStatus: 400, wantField: "per_page"},
				{name: "404Teams", url: "/api/public/lofts/9999/teams", wantStatus: 404},
				{name: "200Team", url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), wantStatus: 200, want: obj{"id": id.team, "pigeons.#": 1, "pigeons.0.ring": "NL-2026-1234567"}},
				{name: "404TeamOfOtherLoft", url: f("/api/public/lofts/%d/teams/%d", id.mileLoft, id.team), wantStatus: 404},
				{name: "400Team", url: f("/api/public/lofts/%d/teams/x", id.loft), wantStatus: 400, wantField: "teamId"},
				{name: "200Pigeon", url: f("/api/public/pigeons/%d", id.pigeon), wantStatus: 200,
					want: obj{"latest_pigeon_health_status.pigeon_status_type.code": "active", "statuses.#": 2,
						"statuses.0.pigeon_status_type.code": "active", "statuses.1.pigeon_status_type.code": "unassigned", "team.fancier": "Anna Berg"}},
				{name: "404Pigeon", url: "/api/public/pigeons/9999", wantStatus: 404},
				{name: "400Pigeon", url: "/api/public/pigeons/0", wantStatus: 400, wantField: "id"},
				{name: "200SeasonPigeons", url: f("/api/public/seasons/%d/pigeons?search=bolt", id.season), wantStatus: 200, want: obj{"data.0.name": "Blue Bolt", "meta.total": 1}},
				{name: "404SeasonPigeons", url: "/api/public/seasons/9999/pigeons", wantStatus: 404},
				{name: "400SeasonPigeons", url: f("/api/public/seasons/%d/pigeons?per_page=30", id.season), wantStatus: 400},
			})
		})
		t.Run("News", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200OnlyPublished", url: f("/api/public/lofts/%d/news", id.loft), wantStatus: 200, want: obj{"data.#": 1, "data.0.title": "Birds arrived", "data.0.attachments": []any{}, "meta.total": 1}},
				{name: "404Loft", url: "/api/public/lofts/9999/news", wantStatus: 404},
				{name: "400Paging", url: f("/api/public/lofts/%d/news?page=-2", id.loft), wantStatus: 400},
				{name: "200Article", url: f("/api/public/news/%d", id.news), wantStatus: 200, want: obj{"id": id.news, "body": "All home."}},
				{name: "404ArticleNotYetPublished", url: f("/api/public/news/%d", id.futureNews), wantStatus: 404},
				{name: "400Article", url: "/api/public/news/x", wantStatus: 400},
			})
		})
		t.Run("Countries", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200German", url: "/api/public/countries/de", wantStatus: 200, want: obj{"": hasItems(obj{"key": "DE", "name": "Deutschland"}, obj{"key": "NL", "name": "Niederlande"})}},
				{name: "200Chinese", url: "/api/public/countries/cn", wantStatus: 200, want: obj{"": hasItems(obj{"key": "DE", "name": "德国"})}},
				{name: "200Arabic", url: "/api/public/countries/ar", wantStatus: 200, want: obj{"": hasItems(obj{"key": "DE", "name": "ألمانيا"})}},
				{name: "404Locale", url: "/api/public/countries/xx", wantStatus: 404, want: obj{"message": "Unknown locale."}},
				{name: "304Cached", url: "/api/public/countries/de", header: map[string]string{"If-None-Match": `"countries-de-2.7.0"`}, wantStatus: 304},
			})
		})
		t.Run("Weather", func(t *testing.T) {
			flight := &core.Flight{SeasonID: id.season, Name: "Hot spot 1", Kind: core.FlightHotSpot, State: core.FlightComingSoon, ReleaseTime: now, Distance: 250000}
			must(t, db.CreateFlight(context.Background(), flight))
			run(t, srv, []scenario{
				{name: "200Unavailable", url: f("/api/public/flights/%d/weather", flight.ID), wantStatus: 200,
					want: obj{"available": false, "temperature_unit": "C", "latitude": 48.5, "longitude": 12.1}},
				{name: "400Latitude", url: f("/api/public/flights/%d/weather?lat=91&lon=0", flight.ID), wantStatus: 400, wantField: "lat"},
				{name: "404Flight", url: "/api/public/flights/999/weather", wantStatus: 404},
			})
		})
		t.Run("Service", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Health", url: "/api/health", wantStatus: 200, want: obj{"status": "ok", "database": "ok", "broker": "memory", "redis": anyString, "version": "2.7.0"}},
				{name: "200OpenAPI", url: "/api/openapi.json", wantStatus: 200, want: obj{"openapi": "3.1.0", "paths./api/res/v1/due-dates.get": anyObject}},
				{name: "200Docs", url: "/api/docs", wantStatus: 200, wantText: []string{"<html"}},
				{name: "200Metrics", url: "/metrics", header: map[string]string{"Authorization": "Bearer " + metricsToken}, wantStatus: 200,
					wantText: []string{"oneloft_http_requests_total"}},
				{name: "401MetricsWithoutToken", url: "/metrics", wantStatus: 401},
				{name: "401MetricsWrongToken", url: "/metrics", header: map[string]string{"Authorization": "Bearer guess"}, wantStatus: 401},
				{name: "404UnknownAPI", url: "/api/public/planets", wantStatus: 404, want: obj{"message": "Not found."}},
				{name: "405WrongMethod", method: http.MethodDelete, url: "/api/public/lofts", wantStatus: 405},
				{name: "200AppHistoryRoute", url: "/registrations/3", wantStatus: 200, wantText: []string{"app</html>", `<meta property="og:title" content="oneloft" />`}},
				{name: "200Asset", url: "/assets/app-1a2b.js", wantStatus: 200, wantText: []string{"console.log"}},
			})
		})
		t.Run("SharingTags", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "Loft", url: f("/lofts/%d", id.loft), wantStatus: 200, wantText: []string{
					`<title>Sunrise Valley</title>`, `<meta property="og:title" content="Sunrise Valley" />`,
					`<meta property="og:description" content="One-loft race in Landshut, DE: results, live arrivals, fanciers and news." />`,
					`<meta property="og:image" content="https://race.example/og-image.png" />`,
					`<meta property="og:url" content="https://race.example/lofts/1" />`}},
				{name: "News", url: f("/lofts/%d/news/%d", id.loft, id.news), wantStatus: 200, wantText: []string{
					`<meta property="og:title" content="Birds arrived – Sunrise Valley" />`, `<meta property="og:description" content="All home." />`}},
				{name: "NewsNotYetPublished", url: f("/lofts/%d/news/%d", id.loft, id.futureNews), wantStatus: 200,
					wantText: []string{`<meta property="og:title" content="oneloft" />`}},
				{name: "Team", url: f("/lofts/%d/teams/%d", id.loft, id.team), wantStatus: 200, wantText: []string{
					`<meta property="og:title" content="Berg Loft – Sunrise Valley" />`, `Team Berg Loft (Anna Berg, NL) with 1 pigeons`}},
				{name: "PigeonWithTeam", url: f("/lofts/%d/teams/%d/pigeons/%d", id.loft, id.team, id.pigeon), wantStatus: 200, wantText: []string{
					`<meta property="og:title" content="Blue Bolt (NL-2026-1234567) – Sunrise Valley" />`, `of team Berg Loft (NL), active.`}},
				{name: "PigeonWithoutTeam", url: f("/lofts/%d/pigeons/%d", id.loft, id.pigeon), wantStatus: 200, wantText: []string{`content="Blue Bolt (NL-2026-1234567) – Sunrise Valley"`}},
				{name: "Flight", url: f("/lofts/%d/flights/7", id.loft), wantStatus: 200, wantText: []string{`content="Sunrise Valley – live flight"`}},
				{name: "Escaped", url: f("/lofts/%d/teams/%d", id.mileLoft, id.team-1), wantStatus: 200,
					wantText: []string{`&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;`}, wantNoText: []string{`<script>alert`}},
				{name: "PigeonOfOtherLoftKeepsDefaults", url: f("/lofts/%d/pigeons/%d", id.mileLoft, id.pigeon), wantStatus: 200,
					wantText: []string{`<meta property="og:title" content="oneloft" />`}},
				{name: "UnknownLoftKeepsDefaults", url: "/lofts/9999", wantStatus: 200, wantText: []string{`<title>oneloft</title>`}},
			})
		})
		// Last: it adds a status to the fixture pigeon.
		t.Run("StaffNotes", func(t *testing.T) {
			must(t, db.CreatePigeonStatus(context.Background(), &core.PigeonStatus{PigeonID: id.pigeon, Type: core.StatusInjured,
				Note: "Paid by Stripe cs_test_1; wing checked by the vet", CreatedAt: time.Now()}))
			run(t, srv, []scenario{
				{name: "200VisitorWithoutNotes", url: f("/api/public/pigeons/%d", id.pigeon), wantStatus: 200,
					want: obj{"statuses.#": 3, "statuses.0.note": "", "latest_pigeon_health_status.note": ""}, wantAbsent: []string{"team.user_id"}},
				{name: "200StaffWithNotes", url: f("/api/public/pigeons/%d", id.pigeon), header: token(id.merchant), wantStatus: 200,
					want: obj{"statuses.#": 3, "statuses.0.note": "Paid by Stripe cs_test_1; wing checked by the vet"}},
				{name: "200SeasonPigeonsWithoutNotes", url: f("/api/public/seasons/%d/pigeons", id.season), wantStatus: 200, wantAbsent: []string{"data.*.team.user_id"}},
			})
		})
	})
}

func TestBadInput(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		// A running season: its pigeons' history is public.
		must(t, db.UpdateSeasonState(context.Background(), &core.SeasonStatus{SeasonID: id.season, State: core.SeasonInProgress, CreatedAt: time.Now()}))
		json := map[string]string{"Content-Type": "application/json"}
		run(t, srv, []scenario{
			{name: "400MalformedJSON", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json, body: `{"pigeon_id": 1,`, wantStatus: 400},
			{name: "400WrongType", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json, body: `{"pigeon_id": "one", "pigeon_status_type_id": 2}`, wantStatus: 400, wantField: "pigeon_id"},
			{name: "400OutOfRange", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json, body: `{"pigeon_id": 1, "pigeon_status_type_id": 13}`, wantStatus: 400, wantField: "pigeon_status_type_id"},
			{name: "400Missing", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json, body: `{"pigeon_id": 1}`, wantStatus: 400},
			{name: "400Oversize", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json,
				body: fmt.Sprintf(`{"pigeon_id": %d, "pigeon_status_type_id": 2, "note": "%s"}`, id.pigeon, strings.Repeat("x", 20<<10)), wantStatus: 400},
			// Until sign-in exists every caller is a visitor, and visitors may not change statuses.
			{name: "401Visitor", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json,
				body: fmt.Sprintf(`{"pigeon_id": %d, "pigeon_status_type_id": 2}`, id.pigeon), wantStatus: 401},
			// a visitor learns nothing of which pigeons exist
			{name: "401UnknownPigeon", method: http.MethodPost, url: "/api/res/v1/pigeon-statuses", header: json,
				body: `{"pigeon_id": 9999, "pigeon_status_type_id": 2}`, wantStatus: 401},
		})
		// Nothing of the refused requests was stored.
		run(t, srv, []scenario{{name: "HistoryUnchanged", url: fmt.Sprintf("/api/public/pigeons/%d", id.pigeon), wantStatus: 200,
			want: obj{"latest_pigeon_health_status.pigeon_status_type.code": "active", "statuses.#": 2,
				"statuses.0.pigeon_status_type.code": "active", "statuses.1.pigeon_status_type.code": "unassigned"}}})
	})
}
