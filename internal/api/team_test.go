package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// adminWorld is newServer's fixture with what administration needs besides:
// an admin, and the legacy loft ("Desert Wings", no package) with a merchant,
// a season and Anna's team there.
type adminWorld struct {
	srv *httptest.Server
	id  ids
	db  *store.DB
	svc *service.Service
	// users
	admin, legacyMerchant int64
	// the legacy loft's season and Anna's team there
	legacySeason, legacyTeam int64
}

func newAdminWorld(t *testing.T, db *store.DB) adminWorld {
	t.Helper()
	srv, id := newServer(t, db)
	ctx := core.SystemContext(context.Background())
	svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
	w := adminWorld{srv: srv, id: id, db: db, svc: svc}
	admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1, EmailVerified: &now}
	must(t, svc.Users.CreateUser(ctx, admin))
	lena := &core.User{Email: "lena@example.org", FirstName: "Lena", LastName: "Legacy", EmailVerified: &now}
	must(t, svc.Users.CreateUser(ctx, lena))
	must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: lena.ID, LoftID: id.mileLoft, IsMerchant: true, IsActive: true}))
	season := &core.Season{LoftID: id.mileLoft, Name: "2026", Currency: core.USD}
	must(t, svc.Seasons.CreateSeason(ctx, season))
	teams, _, err := db.FindTeams(ctx, core.TeamFilter{LoftID: &id.mileLoft})
	must(t, err)
	w.admin, w.legacyMerchant, w.legacySeason, w.legacyTeam = admin.ID, lena.ID, season.ID, teams[0].ID
	return w
}

// visitor is the header of a request without a token.
var visitor = map[string]string{"Content-Type": "application/json"}

func TestTeamAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newAdminWorld(t, db)
		id, f := w.id, fmt.Sprintf
		fancier, merchant, stranger := token(id.fancier), token(id.merchant), token(id.stranger)
		legacy, admin := token(w.legacyMerchant), token(w.admin)
		team := func(tid int64) string { return f("/api/res/v1/teams/%d", tid) }
		create := func(body string) string { return f(`{"loft_id": %d, %s}`, id.loft, body) }
		// Sam's team, made by the merchant once Sam has one there, is renamed,
		// given away and deleted below. (Outsiders by id: TestNoAccountsWithoutStake.)
		var sams int64
		t.Run("POST", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "201StaffByEmail", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(`"email": "SAM@example.org", "name": "Sam Reserve", "country": "GB"`), wantStatus: 201,
					want: obj{"user_id": id.stranger, "fancier": "Sam Stranger"}},
				{name: "201StaffForAFancierOfTheLoft", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(f(`"user_id": %d, "name": " Sam Flyers ", "country": "gb"`, id.stranger)), wantStatus: 201,
					want: obj{"id": anyNumber, "loft_id": id.loft, "user_id": id.stranger, "name": "Sam Flyers", "country": "GB", "fancier": "Sam Stranger", "pigeons_count": 0}},
				{name: "201FancierForThemselves", method: http.MethodPost, url: "/api/res/v1/teams", header: fancier,
					body: create(`"name": "Berg Two", "country": "NL"`), wantStatus: 201, want: obj{"user_id": id.fancier, "fancier": "Anna Berg"}},
				// A fancier's own team is no fancier management: a legacy loft allows it.
				{name: "201OwnTeamInLegacyLoft", method: http.MethodPost, url: "/api/res/v1/teams", header: stranger,
					body: f(`{"loft_id": %d, "name": "Sam Desert", "country": "US"}`, id.mileLoft), wantStatus: 201, want: obj{"user_id": id.stranger}},
				{name: "400Fields", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(f(`"user_id": %d, "name": "", "country": "Germany"`, id.stranger)), wantStatus: 400,
					want: obj{"errors.name.0": "The name field is required.", "errors.country.0": "The selected country is invalid."}},
				{name: "400NoUserForEmail", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(`"email": "nobody@example.org", "name": "Ghosts", "country": "DE"`), wantStatus: 400,
					want: obj{"errors.email.0": core.MsgNoUserForEmail}},
				{name: "400UnknownUser", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(`"user_id": 9999, "name": "Ghosts", "country": "DE"`), wantStatus: 400,
					want: obj{"errors.user_id.0": service.MsgSelectFancier}},
				{name: "401Visitor", method: http.MethodPost, url: "/api/res/v1/teams", header: visitor,
					body: create(`"name": "X", "country": "DE"`), wantStatus: 401},
				{name: "403StrangerForAnna", method: http.MethodPost, url: "/api/res/v1/teams", header: stranger,
					body: create(f(`"user_id": %d, "name": "Not Mine", "country": "DE"`, id.fancier)), wantStatus: 403},
				{name: "403LegacyLoftsMerchant", method: http.MethodPost, url: "/api/res/v1/teams", header: legacy,
					body: f(`{"loft_id": %d, "user_id": %d, "name": "For Sam", "country": "US"}`, id.mileLoft, id.stranger), wantStatus: 403,
					want: obj{"message": core.MsgFancierManagement}},
				{name: "403AdminInLegacyLoft", method: http.MethodPost, url: "/api/res/v1/teams", header: admin,
					body: f(`{"loft_id": %d, "user_id": %d, "name": "For Sam", "country": "US"}`, id.mileLoft, id.stranger), wantStatus: 403,
					want: obj{"message": core.MsgFancierManagement}},
				{name: "404Loft", method: http.MethodPost, url: "/api/res/v1/teams", header: admin,
					body: f(`{"loft_id": 9999, "user_id": %d, "name": "Nowhere", "country": "DE"}`, id.stranger), wantStatus: 404},
				{name: "409NameTaken", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
					body: create(f(`"user_id": %d, "name": "Berg Loft", "country": "DE"`, id.stranger)), wantStatus: 409,
					want: obj{"message": core.MsgAlreadyExists, "errors.name.0": core.MsgAlreadyExists}},
			})
			ts, _, err := db.FindTeams(context.Background(), core.TeamFilter{LoftID: &id.loft, Search: "Sam Flyers"})
			must(t, err)
			sams = ts[0].ID
		})
		t.Run("PUT", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200Rename", method: http.MethodPut, url: team(sams), header: merchant, body: `{"name": "Sam's Flyers"}`, wantStatus: 200,
					want: obj{"name": "Sam's Flyers", "country": "GB", "fancier": "Sam Stranger"}},
				{name: "200Country", method: http.MethodPut, url: team(sams), header: merchant, body: `{"country": "ie"}`, wantStatus: 200,
					want: obj{"name": "Sam's Flyers", "country": "IE"}},
				{name: "200OwnerRenames", method: http.MethodPut, url: team(id.team), header: fancier, body: `{"name": "Berg Loft", "country": "NL"}`,
					wantStatus: 200, want: obj{"name": "Berg Loft", "pigeons_count": 1}},
				{name: "400EmptyName", method: http.MethodPut, url: team(sams), header: merchant, body: `{"name": " "}`, wantStatus: 400,
					want: obj{"errors.name.0": "The name field is required."}},
				{name: "400Country", method: http.MethodPut, url: team(sams), header: merchant, body: `{"country": "X"}`, wantStatus: 400, wantField: "country"},
				{name: "401Visitor", method: http.MethodPut, url: team(sams), header: visitor, body: `{"name": "X"}`, wantStatus: 401},
				{name: "403Stranger", method: http.MethodPut, url: team(id.team), header: stranger, body: `{"name": "Mine now"}`, wantStatus: 403},
				{name: "403LegacyLoftsMerchant", method: http.MethodPut, url: team(w.legacyTeam), header: legacy, body: `{"name": "Renamed"}`,
					wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "403OtherLoftsMerchant", method: http.MethodPut, url: team(w.legacyTeam), header: merchant, body: `{"name": "Renamed"}`, wantStatus: 403},
				{name: "404", method: http.MethodPut, url: team(9999), header: merchant, body: `{"name": "X"}`, wantStatus: 404},
				{name: "409NameTaken", method: http.MethodPut, url: team(sams), header: merchant, body: `{"name": "Berg Two"}`, wantStatus: 409,
					want: obj{"errors.name.0": core.MsgAlreadyExists}},
			})
		})
		t.Run("Owner", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200GiveToAnna", method: http.MethodPut, url: team(sams) + "/owner", header: merchant, body: f(`{"user_id": %d}`, id.fancier),
					wantStatus: 200, want: obj{"user_id": id.fancier, "fancier": "Anna Berg", "name": "Sam's Flyers"}},
				{name: "200BackToSamByEmail", method: http.MethodPut, url: team(sams) + "/owner", header: merchant, body: `{"email": "sam@example.org"}`,
					wantStatus: 200, want: obj{"user_id": id.stranger, "fancier": "Sam Stranger"}},
				{name: "400SameOwner", method: http.MethodPut, url: team(sams) + "/owner", header: merchant, body: f(`{"user_id": %d}`, id.stranger),
					wantStatus: 400, wantField: "user_id"},
				{name: "400NoUserForEmail", method: http.MethodPut, url: team(sams) + "/owner", header: merchant, body: `{"email": "nobody@example.org"}`,
					wantStatus: 400, want: obj{"errors.email.0": core.MsgNoUserForEmail}},
				{name: "400NoOne", method: http.MethodPut, url: team(sams) + "/owner", header: merchant, body: `{}`, wantStatus: 400,
					want: obj{"errors.user_id.0": service.MsgSelectFancier}},
				{name: "401Visitor", method: http.MethodPut, url: team(sams) + "/owner", header: visitor, body: `{"user_id": 1}`, wantStatus: 401},
				// Giving a team away is the staff's, not its fancier's.
				{name: "403Owner", method: http.MethodPut, url: team(id.team) + "/owner", header: fancier, body: f(`{"user_id": %d}`, id.stranger), wantStatus: 403},
				{name: "403LegacyLoftsMerchant", method: http.MethodPut, url: team(w.legacyTeam) + "/owner", header: legacy,
					body: f(`{"user_id": %d}`, id.stranger), wantStatus: 403, want: obj{"message": core.MsgFancierManagement}},
				{name: "404", method: http.MethodPut, url: team(9999) + "/owner", header: merchant, body: f(`{"user_id": %d}`, id.stranger), wantStatus: 404},
			})
		})
		t.Run("History", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200", url: team(sams) + "/history", header: merchant, wantStatus: 200,
					want: obj{"data.#": 5, "data.0.action": "give", "data.0.author": "Max Merchant", "data.0.created_by": id.merchant,
						"data.0.detail.user_id": []any{id.fancier, id.stranger}, "data.0.detail.fancier": []any{"Anna Berg", "Sam Stranger"},
						"data.0.created_at": "2026-03-01T12:00:00Z", "data.2.action": "update", "data.2.detail.country": []any{"GB", "IE"},
						"data.3.detail.name": []any{"Sam Flyers", "Sam's Flyers"}, "data.4.action": "create", "data.4.detail.name": "Sam Flyers"}},
				{name: "401Visitor", url: team(sams) + "/history", header: visitor, wantStatus: 401},
				{name: "403Fancier", url: team(id.team) + "/history", header: fancier, wantStatus: 403},
				{name: "403LegacyLoftsMerchant", url: team(w.legacyTeam) + "/history", header: legacy, wantStatus: 403},
				{name: "404", url: team(9999) + "/history", header: merchant, wantStatus: 404},
			})
		})
		t.Run("DELETE", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "400WithPigeons", method: http.MethodDelete, url: team(id.team), header: merchant, wantStatus: 400,
					want: obj{"errors.team_id.0": core.MsgTeamHasPigeons}},
				{name: "401Visitor", method: http.MethodDelete, url: team(sams), header: visitor, wantStatus: 401},
				{name: "403Stranger", method: http.MethodDelete, url: team(id.team), header: stranger, wantStatus: 403},
				{name: "403LegacyLoftsMerchant", method: http.MethodDelete, url: team(w.legacyTeam), header: legacy, wantStatus: 403,
					want: obj{"message": core.MsgFancierManagement}},
				{name: "404", method: http.MethodDelete, url: team(9999), header: merchant, wantStatus: 404},
				{name: "204", method: http.MethodDelete, url: team(sams), header: merchant, wantStatus: 204},
				{name: "404Gone", method: http.MethodPut, url: team(sams), header: merchant, body: `{"name": "X"}`, wantStatus: 404},
				{name: "200StillThere", url: f("/api/public/lofts/%d/teams/%d", id.loft, id.team), wantStatus: 200, want: obj{"name": "Berg Loft"}},
			})
			hist, err := db.FindAuditEntries(context.Background(), "team", sams)
			must(t, err)
			if len(hist) != 6 || hist[0].Action != "delete" || hist[0].CreatedBy == nil || *hist[0].CreatedBy != id.merchant {
				t.Errorf("deleted team's history: got %d entries, want the deletion by the merchant on top", len(hist))
			}
		})
	})
}
