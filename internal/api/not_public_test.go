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

// TestNotPublicYet: what a loft prepares (a draft season's due dates,
// products, contract and pigeons) and registrations it has not accepted
// (pending, rejected or cancelled orders' pigeons) stay off the public
// pages; those who run the loft see them, and fanciers their own pigeons.
func TestNotPublicYet(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := context.Background()
		f := fmt.Sprintf
		visitor, fancier, merchant, stranger := map[string]string(nil), token(id.fancier), token(id.merchant), token(id.stranger)

		// The fixture's season runs and takes registrations; a second one is a draft.
		run(t, srv, []scenario{{name: "200OpenRegistration", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: merchant,
			body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 200}})
		draft := &core.Season{LoftID: id.loft, Name: "2027 (draft)", Currency: core.EUR, State: core.SeasonDraft}
		must(t, db.CreateSeason(ctx, draft))
		must(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: draft.ID, Category: core.DueRegistration, Name: "Registration",
			StartsAt: core.MustDate("2027-01-01"), EndsAt: core.MustDate("2027-03-31")}))
		must(t, db.CreateProduct(ctx, &core.Product{SeasonID: draft.ID, Category: core.ProductEntryFee, Name: "Early price", PigeonsActive: 1, Amount: 99900}))
		must(t, db.CreateContract(ctx, &core.Contract{SeasonID: draft.ID, Terms: "Terms still under discussion."}))
		early := &core.Pigeon{SeasonID: draft.ID, TeamID: id.team, Ring: "NL-2027-1111111", Name: "Early Bird", Sex: core.Hen}
		must(t, db.CreatePigeon(ctx, early))

		dueDates := func(name string, season int64, h map[string]string, status int, want obj) scenario {
			hd := map[string]string{"SeasonId": f("%d", season)}
			for k, v := range h {
				hd[k] = v
			}
			return scenario{name: name, url: "/api/res/v1/due-dates", header: hd, wantStatus: status, want: want}
		}
		t.Run("DraftSeason", func(t *testing.T) {
			var tests []scenario
			for _, c := range []struct {
				who    string
				header map[string]string
			}{{"Visitor", visitor}, {"Stranger", stranger}, {"Fancier", fancier}} {
				tests = append(tests,
					dueDates("404DueDates"+c.who, draft.ID, c.header, 404, nil),
					scenario{name: "404SeasonProducts" + c.who, url: f("/api/custom/v1/merchant/products/%d", draft.ID), header: c.header, wantStatus: 404},
					scenario{name: "404Contracts" + c.who, url: f("/api/public/seasons/%d/contracts", draft.ID), header: c.header, wantStatus: 404},
					scenario{name: "200LoftProductsWithoutDraft" + c.who, url: f("/api/public/lofts/%d/products", id.loft), header: c.header, wantStatus: 200,
						want: obj{"#": 1, "0.name": "1 + 1"}},
					scenario{name: "200LoftProductsOfDraft" + c.who, url: f("/api/public/lofts/%d/products?season_id=%d", id.loft, draft.ID), header: c.header,
						wantStatus: 200, want: obj{"": []any{}}},
					scenario{name: "200MerchantProductsByLoftWithoutDraft" + c.who, url: f("/api/custom/v1/merchant/products/%d?scope=loft", id.loft),
						header: c.header, wantStatus: 200, want: obj{"#": 1, "0.name": "1 + 1"}},
					scenario{name: "200TeamWithoutDraftPigeon" + c.who, url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), header: c.header,
						wantStatus: 200, want: obj{"pigeons.#": 1, "pigeons.0.name": "Blue Bolt", "pigeons_count": 1}},
					scenario{name: "200TeamsCountWithoutDraftPigeon" + c.who, url: f("/api/public/lofts/%d/teams", id.loft), header: c.header,
						wantStatus: 200, want: obj{"data.#": 1, "data.0.pigeons_count": 1}},
					scenario{name: "200TeamsOfDraft" + c.who, url: f("/api/public/lofts/%d/teams?season_id=%d", id.loft, draft.ID), header: c.header,
						wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
					scenario{name: "404DraftPigeon" + c.who, url: f("/api/public/pigeons/%d", early.ID), header: c.header, wantStatus: 404},
				)
			}
			tests = append(tests,
				dueDates("200DueDatesMerchant", draft.ID, merchant, 200, obj{"#": 1, "0.name": "Registration"}),
				dueDates("200DueDatesOfRunningSeason", id.season, visitor, 200, obj{"#": 2}),
				scenario{name: "200SeasonProductsMerchant", url: f("/api/custom/v1/merchant/products/%d", draft.ID), header: merchant, wantStatus: 200,
					want: obj{"#": 1, "0.name": "Early price"}},
				scenario{name: "200ContractsMerchant", url: f("/api/public/seasons/%d/contracts", draft.ID), header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.terms": "Terms still under discussion."}},
				scenario{name: "200LoftProductsMerchant", url: f("/api/public/lofts/%d/products", id.loft), header: merchant, wantStatus: 200, want: obj{"#": 2}},
				scenario{name: "200TeamMerchant", url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), header: merchant, wantStatus: 200,
					want: obj{"pigeons.#": 2}},
				scenario{name: "200TeamsCountMerchant", url: f("/api/public/lofts/%d/teams", id.loft), header: merchant, wantStatus: 200,
					want: obj{"data.0.pigeons_count": 2}},
				scenario{name: "200DraftPigeonMerchant", url: f("/api/public/pigeons/%d", early.ID), header: merchant, wantStatus: 200,
					want: obj{"name": "Early Bird"}},
			)
			run(t, srv, tests)
		})

		// Registrations: the fancier's is pending, the stranger's cancelled.
		order := func(team, pigeon string) string {
			return f(`{"season_id": %d, %s, "city": "Arnhem", "street": "Duivenweg 1", "zipcode": "6811", "positions": [{"product_id": %d, "quantity": 1}], "pigeons": [%s]}`,
				id.season, team, id.product, pigeon)
		}
		run(t, srv, []scenario{
			{name: "201Pending", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier,
				body: order(f(`"team_id": %d`, id.team), `{"ring": "NL-2026-7654321", "name": "Comet", "sex": "hen"}`), wantStatus: 201},
			{name: "201ToCancel", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: stranger,
				body: order(`"team": {"name": "Sam Loft", "country": "GB"}`, `{"ring": "GB-2026-5555555", "name": "Ghost", "sex": "cock"}`), wantStatus: 201},
		})
		pigeon := func(ring string) (*core.Pigeon, int64) {
			t.Helper()
			ps, _, err := db.FindPigeons(ctx, core.PigeonFilter{Search: ring})
			must(t, err)
			if len(ps) != 1 || ps[0].OrderID == nil {
				t.Fatalf("pigeon %s: got %v, want one of an order", ring, ps)
			}
			return ps[0], *ps[0].OrderID
		}
		comet, cometOrder := pigeon("NL-2026-7654321")
		ghost, ghostOrder := pigeon("GB-2026-5555555")
		run(t, srv, []scenario{
			{name: "200Cancel", method: http.MethodPost, url: f("/api/custom/v1/user/orders/%d/cancel", ghostOrder), header: stranger, wantStatus: 200},
		})
		t.Run("Unaccepted", func(t *testing.T) {
			var tests []scenario
			for _, c := range []struct {
				who    string
				header map[string]string
			}{{"Visitor", visitor}, {"Stranger", stranger}, {"Fancier", fancier}} {
				if c.who != "Fancier" {
					tests = append(tests,
						scenario{name: "404Pending" + c.who, url: f("/api/public/pigeons/%d", comet.ID), header: c.header, wantStatus: 404},
						scenario{name: "200SeasonPigeonsWithoutPending" + c.who, url: f("/api/public/seasons/%d/pigeons?search=comet", id.season),
							header: c.header, wantStatus: 200, want: obj{"data": []any{}, "meta.total": 0}},
						scenario{name: "200TeamWithoutPending" + c.who, url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), header: c.header,
							wantStatus: 200, want: obj{"pigeons.#": 1, "pigeons.0.name": "Blue Bolt", "pigeons_count": 1}},
						scenario{name: "200PigeonsTeamCount" + c.who, url: f("/api/public/pigeons/%d", id.pigeon), header: c.header, wantStatus: 200,
							want: obj{"team.pigeons_count": 1}})
				}
				if c.who != "Stranger" {
					listed := 1 // Blue Bolt, which staff registered without an order
					if c.who == "Fancier" {
						listed = 2 // and Comet, the fancier's own
					}
					tests = append(tests,
						scenario{name: "404Cancelled" + c.who, url: f("/api/public/pigeons/%d", ghost.ID), header: c.header, wantStatus: 404},
						scenario{name: "200SeasonPigeonsWithoutCancelled" + c.who, url: f("/api/public/seasons/%d/pigeons", id.season),
							header: c.header, wantStatus: 200, want: obj{"meta.total": listed}},
						scenario{name: "200TeamsWithoutCancelled" + c.who, url: f("/api/public/lofts/%d/teams?season_id=%d", id.loft, id.season), header: c.header,
							wantStatus: 200, want: obj{"data.#": 1, "data.0.name": "Berg Loft"}})
				}
			}
			tests = append(tests,
				// Fanciers see their own birds whatever the registration.
				scenario{name: "200PendingOwn", url: f("/api/public/pigeons/%d", comet.ID), header: fancier, wantStatus: 200, want: obj{"name": "Comet"}},
				scenario{name: "200TeamWithPendingOwn", url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), header: fancier, wantStatus: 200,
					want: obj{"pigeons.#": 2}},
				scenario{name: "200CancelledOwn", url: f("/api/public/pigeons/%d", ghost.ID), header: stranger, wantStatus: 200, want: obj{"name": "Ghost"}},
				// Following a bird would name it in the follower's favourites.
				scenario{name: "404FollowPending", method: http.MethodPut, url: f("/api/custom/v1/user/favorites/pigeon/%d", comet.ID), header: stranger, wantStatus: 404},
				scenario{name: "404FollowDraft", method: http.MethodPut, url: f("/api/custom/v1/user/favorites/pigeon/%d", early.ID), header: stranger, wantStatus: 404},
				scenario{name: "204FollowPendingOwn", method: http.MethodPut, url: f("/api/custom/v1/user/favorites/pigeon/%d", comet.ID), header: fancier, wantStatus: 204},
				// The loft's staff see every bird.
				scenario{name: "200PendingMerchant", url: f("/api/public/pigeons/%d", comet.ID), header: merchant, wantStatus: 200},
				scenario{name: "200CancelledMerchant", url: f("/api/public/pigeons/%d", ghost.ID), header: merchant, wantStatus: 200},
				scenario{name: "200SeasonPigeonsMerchant", url: f("/api/public/seasons/%d/pigeons", id.season), header: merchant, wantStatus: 200,
					want: obj{"meta.total": 3}},
			)
			run(t, srv, tests)
		})
		t.Run("Accepted", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Confirm", method: http.MethodPut, url: f("/api/custom/v1/merchant/orders/%d/status", cometOrder), header: merchant,
					body: `{"status": "confirmed"}`, wantStatus: 200},
				{name: "200ConfirmedPigeon", url: f("/api/public/pigeons/%d", comet.ID), wantStatus: 200, want: obj{"name": "Comet"}},
				{name: "200SeasonPigeons", url: f("/api/public/seasons/%d/pigeons", id.season), wantStatus: 200, want: obj{"meta.total": 2}},
				{name: "200Team", url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), wantStatus: 200, want: obj{"pigeons.#": 2}},
			})
		})
	})
}
