package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// browseFixture adds to the server's fixture (whose season is a draft) a
// season taking registrations with an order holding 4 of its 10 places, a
// season that is over in the mile loft, and a loft in Spain.
type browseFixture struct {
	open, over, spain, order int64
}

func newBrowseFixture(t *testing.T, db *store.DB, id ids) browseFixture {
	t.Helper()
	ctx := context.Background()
	open := &core.Season{LoftID: id.loft, Name: "Sunrise 2027", Currency: core.EUR, State: core.SeasonInProgress, RegistrationOpen: true,
		TotalSpots: ptr(10), MaxPigeons: ptr(20), RulesText: "Fly fair.\n\nNo doping."}
	must(t, db.CreateSeason(ctx, open))
	for _, d := range []*core.DueDate{
		{SeasonID: open.ID, Category: core.DuePigeonShipping, Name: "Shipping", StartsAt: core.MustDate("2026-03-01"), EndsAt: core.MustDate("2026-05-15")},
		{SeasonID: open.ID, Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2026-02-01"), EndsAt: core.MustDate("2026-03-20")},
	} {
		must(t, db.CreateDueDate(ctx, d))
	}
	oneOne := &core.Product{SeasonID: open.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
	must(t, db.CreateProduct(ctx, oneOne))
	must(t, db.CreateProduct(ctx, &core.Product{SeasonID: open.ID, Category: core.ProductEntryFee, Name: "1 pigeon", PigeonsActive: 1, Amount: 25000}))
	must(t, db.CreateProduct(ctx, &core.Product{SeasonID: open.ID, Category: core.ProductFinalFlightActivation, Name: "Final", Amount: 20000}))
	o := &core.Order{SeasonID: open.ID, UserID: id.fancier, TeamID: id.team, City: "Utrecht", Street: "Dorpsstraat 1", Zipcode: "3511",
		Currency: core.EUR, Total: 80000, Reference: "OL-B-1",
		Positions: []*core.OrderPosition{{ProductID: oneOne.ID, Category: core.ProductEntryFee, Name: oneOne.Name, Quantity: 2, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1}}}
	must(t, db.CreateOrder(ctx, o))
	over := &core.Season{LoftID: id.mileLoft, Name: "Desert 2025", Currency: core.USD, State: core.SeasonOver}
	must(t, db.CreateSeason(ctx, over))
	spain := &core.Loft{Name: "Costa Brava Classic", Unit: core.Kilometre, Country: "ES"}
	must(t, db.CreateLoft(ctx, spain))
	return browseFixture{open: open.ID, over: over.ID, spain: spain.ID, order: o.ID}
}

func TestBrowseSeasonsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		b := newBrowseFixture(t, db, id)
		f := fmt.Sprintf
		de := map[string]string{"Accept-Language": "de"}
		t.Run("Browse", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200OpenFirstNoDrafts", url: "/api/public/seasons", wantStatus: 200, want: obj{
					"data.#": 2, "meta": obj{"page": 1, "per_page": 25, "total": 2},
					"data.0.id": b.open, "data.0.name": "Sunrise 2027", "data.0.state": "in_progress", "data.0.currency": "EUR",
					"data.0.loft":                obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "time_zone": "UTC"},
					"data.0.registration_open":   true,
					"data.0.registration_period": obj{"starts_at": "2026-02-01", "ends_at": "2026-03-20"},
					"data.0.total_spots":         10, "data.0.spots_left": 6,
					"data.0.entry_fee.product_id": anyNumber, "data.0.entry_fee.name": "1 pigeon", "data.0.entry_fee.amount": 25000,
					"data.0.entry_fee.currency": "EUR", "data.0.entry_fee.pigeons_active": 1, "data.0.entry_fee.pigeons_reserve": 0,
					"data.1": obj{"id": b.over, "name": "Desert 2025", "state": "over", "currency": "USD",
						"loft":              obj{"id": id.mileLoft, "name": "Desert Wings", "country": "US", "city": "", "time_zone": "UTC"},
						"registration_open": false, "total_spots": nil, "spots_left": nil}},
					wantAbsent: []string{"data.*.rules_text", "data.*.max_pigeons", "data.1.registration_period", "data.1.entry_fee"}},
				{name: "200OpenOnly", url: "/api/public/seasons?registration=open", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.open, "meta.total": 1}},
				{name: "200All", url: "/api/public/seasons?registration=all&per_page=50", wantStatus: 200, want: obj{"data.#": 2, "meta.per_page": 50}},
				{name: "200SearchSeasonName", url: "/api/public/seasons?search=2027", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.open}},
				{name: "200SearchLoftName", url: "/api/public/seasons?search=desert", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.over}},
				{name: "200SearchCity", url: "/api/public/seasons?search=landsh", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.open}},
				{name: "200SearchCountryNameGerman", url: "/api/public/seasons?search=Vereinigte%20Staaten", header: de, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": b.over}},
				{name: "200SearchCountryNameLangOverridesHeader", url: "/api/public/seasons?search=Alemania&lang=es", header: de, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": b.open}},
				{name: "200SearchCountryNameEnglish", url: "/api/public/seasons?search=germany", header: de, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": b.open}},
				{name: "200SearchCountryNameOtherLanguage", url: "/api/public/seasons?search=Alemania", header: de, wantStatus: 200,
					want: obj{"data": []any{}, "meta.total": 0}},
				{name: "200Country", url: "/api/public/seasons?country=us", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.over}},
				{name: "200CountryWithoutSeasons", url: "/api/public/seasons?country=ES", wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "200PageBeyondEnd", url: "/api/public/seasons?page=4", wantStatus: 200, want: obj{"data": []any{}, "meta.page": 4, "meta.total": 2}},
				{name: "400PerPage", url: "/api/public/seasons?per_page=10", wantStatus: 400, wantField: "per_page"},
				{name: "400Page", url: "/api/public/seasons?page=0", wantStatus: 400, wantField: "page"},
				{name: "400Registration", url: "/api/public/seasons?registration=closed", wantStatus: 400, wantField: "registration"},
				{name: "400Country", url: "/api/public/seasons?country=DEU", wantStatus: 400, wantField: "country"},
				{name: "400CountryOneLetter", url: "/api/public/seasons?country=D", wantStatus: 400, wantField: "country"},
				{name: "400SearchTooLong", url: "/api/public/seasons?search=" + f("%0101d", 0), wantStatus: 400, wantField: "search"},
			})
		})
		t.Run("Details", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", url: f("/api/public/seasons/%d/details", b.open), wantStatus: 200, want: obj{
					"id": b.open, "name": "Sunrise 2027", "state": "in_progress", "currency": "EUR",
					"loft":              obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "time_zone": "UTC"},
					"registration_open": true, "registration_period": obj{"starts_at": "2026-02-01", "ends_at": "2026-03-20"},
					"total_spots": 10, "spots_left": 6, "entry_fee.amount": 25000, "entry_fee.pigeons_active": 1,
					"rules_text": "Fly fair.\n\nNo doping.", "max_pigeons": 20, "max_active": nil,
					"due_dates.#": 2, "due_dates.0.category": "registration", "due_dates.0.due_date_category_id": 1, "due_dates.1.category": "pigeon_shipping",
					"products.#": 3, "products.0.name": "1 + 1", "products.0.pigeons_active": 1, "products.0.pigeons_reserve": 1, "products.0.amount": 40000,
					"products.2.category": "final_flight_activation"},
					wantAbsent: []string{"loft.loft_addresses", "loft.notes", "**.email"}},
				{name: "200ClosedAndUnlimited", url: f("/api/public/seasons/%d/details", b.over), wantStatus: 200, want: obj{
					"registration_open": false, "spots_left": nil, "due_dates": []any{}, "products": []any{}},
					wantAbsent: []string{"registration_period", "entry_fee"}},
				{name: "200DraftForItsMerchant", url: f("/api/public/seasons/%d/details", id.season), header: token(id.merchant), wantStatus: 200,
					want: obj{"id": id.season, "state": "draft", "registration_open": false, "spots_left": nil, "max_pigeons": 500}},
				{name: "400ID", url: "/api/public/seasons/0/details", wantStatus: 400, wantField: "id"},
				{name: "400IDNotNumber", url: "/api/public/seasons/abc/details", wantStatus: 400, wantField: "id"},
				{name: "404Unknown", url: "/api/public/seasons/9999/details", wantStatus: 404, want: obj{"message": "Season not found."}},
				{name: "404DraftForVisitor", url: f("/api/public/seasons/%d/details", id.season), wantStatus: 404, want: obj{"message": "Season not found."}},
				{name: "404DraftForFancier", url: f("/api/public/seasons/%d/details", id.season), header: token(id.fancier), wantStatus: 404},
				{name: "404DraftForStranger", url: f("/api/public/seasons/%d/details", id.season), header: token(id.stranger), wantStatus: 404},
			})
		})
		t.Run("MySeasons", func(t *testing.T) {
			run(t, srv, []scenario{
				// The fancier has a pigeon in the draft season and an open order in the one taking registrations.
				{name: "200", url: "/api/custom/v1/user/seasons", header: token(id.fancier), wantStatus: 200, want: obj{
					"#": 2,
					"0": obj{"id": b.open, "name": "Sunrise 2027", "state": "in_progress", "pigeons": 0, "orders": 1, "latest_order_id": b.order,
						"loft": obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "time_zone": "UTC"}},
					"1": obj{"id": id.season, "name": "2026", "state": "draft", "pigeons": 1, "orders": 0, "latest_order_id": nil,
						"loft": obj{"id": id.loft, "name": "Sunrise Valley", "country": "DE", "city": "Landshut", "time_zone": "UTC"}}}},
				{name: "200None", url: "/api/custom/v1/user/seasons", header: token(id.stranger), wantStatus: 200, want: obj{"": []any{}}},
				{name: "401Visitor", url: "/api/custom/v1/user/seasons", wantStatus: 401},
				{name: "401BadToken", url: "/api/custom/v1/user/seasons", header: map[string]string{"Authorization": "Bearer nope"}, wantStatus: 401},
			})
		})
		t.Run("LoftsByCountryName", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200English", url: "/api/public/lofts?search=Spain", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.spain, "data.0.country": "ES"}},
				{name: "200GermanHeader", url: "/api/public/lofts?search=spanien", header: de, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.spain}},
				{name: "200SpanishQuery", url: "/api/public/lofts?search=Espa%C3%B1a&lang=es", wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.spain}},
				{name: "200WithoutAccent", url: "/api/public/lofts?search=espana", header: map[string]string{"Accept-Language": "es-ES,es;q=0.9"}, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": b.spain}},
				{name: "200PartOfName", url: "/api/public/lofts?search=Vereinigte", header: de, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": id.mileLoft}},
				{name: "200NotInViewersLanguage", url: "/api/public/lofts?search=Spanien", wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
				{name: "200NameStillMatches", url: "/api/public/lofts?search=costa", header: de, wantStatus: 200, want: obj{"data.#": 1, "data.0.id": b.spain}},
			})
		})
	})
}
